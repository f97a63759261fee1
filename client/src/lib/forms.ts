import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { serverFieldErrors } from "./api";

/** Shows the server's per-field messages (a taken email, a wrong password) beside the form's fields. */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: ReadonlyArray<Path<T>>,
): void {
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { message });
  }
}
