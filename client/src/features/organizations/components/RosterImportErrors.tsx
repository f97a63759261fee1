import { AlertTriangle } from "lucide-react";

/** Why the server refused a roster file: its summary, then one line per bad row, scrolling when long. */
export function RosterImportErrors({ message, rowErrors }: { message: string; rowErrors: string[] }) {
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
