import { AlertTriangle, CheckCircle2 } from "lucide-react";
import type { BankImportResult } from "@shared/types/questionBank";

const SHOWN_ERRORS = 3;

export function importedMessage(count: number): string {
  return count === 1 ? "1 questão importada com sucesso!" : `${count} questões importadas com sucesso!`;
}

/** What an import did: how many questions came in, and the first rows it could not take (docs/product.md#94-importing-into-the-bank). */
export function ImportResult({ result }: { result: BankImportResult }) {
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
          <p className="font-medium text-destructive">
            {result.errors.length === 1
              ? "1 linha não pôde ser importada:"
              : `${result.errors.length} linhas não puderam ser importadas:`}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {result.errors.slice(0, SHOWN_ERRORS).map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
          {hidden > 0 && <p className="mt-2 text-muted-foreground">... e mais {hidden} erros</p>}
        </div>
      )}
    </div>
  );
}
