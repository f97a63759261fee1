import { AlertTriangle, CheckCircle2 } from "lucide-react";
import type { BankImportResult } from "@shared/types/questionBank";

/** Enough for any real file; past it the list would only slow the page. */
const SHOWN_ERRORS = 500;

export function importedMessage(count: number): string {
  return count === 1 ? "1 questão importada com sucesso!" : `${count} questões importadas com sucesso!`;
}

/** A spreadsheet's problems are rows; another platform's file names each question it left out. */
function errorsHeading(errors: string[], questions: boolean): string {
  const count = errors.length;
  if (!questions) return count === 1 ? "1 linha não pôde ser importada:" : `${count} linhas não puderam ser importadas:`;
  if (!errors.every((error) => error.startsWith('Questão "'))) return "Problemas no arquivo:";
  return count === 1 ? "1 questão ficou de fora:" : `${count} questões ficaram de fora:`;
}

/**
 * What an import did (docs/product.md#94-importing-into-the-bank): how many questions came in, and
 * every row or question it could not take, scrolling when long (a Moodle bank may leave out hundreds).
 */
export function ImportResult({ result, questions = false }: { result: BankImportResult; questions?: boolean }) {
  const hidden = result.errors.length - SHOWN_ERRORS;
  return (
    <div role="status" className="space-y-3">
      {result.imported > 0 ? (
        <p className="flex items-center gap-2 rounded-md border border-green-300 bg-green-50 p-3 font-medium text-green-800">
          <CheckCircle2 className="size-5 shrink-0" aria-hidden />
          {importedMessage(result.imported)}
        </p>
      ) : (
        <p className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900">
          <AlertTriangle className="size-5 shrink-0" aria-hidden />
          Nenhuma questão foi importada.
        </p>
      )}
      {result.errors.length > 0 && (
        <div className="rounded-md border border-destructive/40 p-3 text-sm">
          <p id="import-errors-heading" className="font-medium text-destructive">
            {errorsHeading(result.errors, questions)}
          </p>
          <ul
            className="mt-2 max-h-64 list-disc space-y-1 overflow-y-auto pl-5 break-words"
            tabIndex={0}
            aria-labelledby="import-errors-heading"
          >
            {result.errors.slice(0, SHOWN_ERRORS).map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
          {hidden > 0 && <p className="mt-2 text-muted-foreground">... e mais {hidden}</p>}
        </div>
      )}
    </div>
  );
}
