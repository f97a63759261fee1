import { get, useFormState } from "react-hook-form";

type ErrorNode = Record<string, unknown>;
const isNode = (value: unknown): value is ErrorNode => typeof value === "object" && value !== null;

/**
 * The first message in an error or its children ("answerSpec.accepted.2"): a list shows one
 * message for itself and its entries, and a message the server names by a deeper path still shows.
 * `ref` is the field's element, not a child error.
 */
export function firstMessage(error: unknown): string | undefined {
  if (!isNode(error)) return undefined;
  if (typeof error.message === "string" && error.message) return error.message;
  for (const [key, child] of Object.entries(error)) {
    if (key === "ref" || key === "type") continue;
    const message = firstMessage(child);
    if (message) return message;
  }
  return undefined;
}

/** The message of a list itself (its count, its key), which react-hook-form keeps under `root` once items are registered. */
export function ownMessage(error: unknown): string | undefined {
  if (!isNode(error)) return undefined;
  if (typeof error.message === "string" && error.message) return error.message;
  const root = error.root;
  return isNode(root) && typeof root.message === "string" ? root.message : undefined;
}

/** The error tree at `name` of the form around. */
export function useErrorAt(name: string): unknown {
  const { errors } = useFormState({ name });
  return get(errors, name) as unknown;
}
