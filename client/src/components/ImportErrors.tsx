import { AlertTriangle } from "lucide-react";
import { ApiError } from "@/lib/api";

/** An import the server refused whole: `message` says why, `rowErrors` which rows to fix. */
export type ImportRefusal = { message: string; rowErrors: string[] };

/** The refusal an import's 400 carries; another failure (the network, a crash) has none and is toasted instead. */
export function importRefusalOf(error: unknown): ImportRefusal | undefined {
  const body = error instanceof ApiError && error.status === 400 ? error.body : undefined;
  return body?.message ? { message: body.message, rowErrors: body.rowErrors ?? [] } : undefined;
}

/** Why the server refused an imported file: its summary, then one line per bad row, scrolling when long. */
export function ImportErrors({ message, rowErrors }: ImportRefusal) {
  return (
    <div role="alert" className="rounded-md border border-destructive/40 p-3 text-sm">
      <p className="flex items-center gap-2 font-medium text-destructive">
        <AlertTriangle className="size-4 shrink-0" aria-hidden />
        {message}
      </p>
      {rowErrors.length > 0 && (
        <ul className="mt-2 max-h-32 list-disc space-y-1 overflow-y-auto pl-5" tabIndex={0} aria-label="Problemas na planilha">
          {rowErrors.map((error, index) => (
            <li key={index}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
