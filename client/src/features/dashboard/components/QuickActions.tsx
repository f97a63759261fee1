import { BarChart3, Copy, FilePlus2, FileUp } from "lucide-react";
import { Suspense, lazy, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useOpenedOnce } from "@/lib/useOpenedOnce";
import { DuplicateExamDialog } from "./DuplicateExamDialog";

// The CSV parser is only needed once someone opens the import, so it stays out of the dashboard's first load.
const ImportQuestionsDialog = lazy(() =>
  import("./ImportQuestionsDialog").then((module) => ({ default: module.ImportQuestionsDialog })),
);

/** 'Ações Rápidas' (docs/product.md#6-dashboard), plus the way into the CSV import dialog of docs/product.md#79-csv-import-into-an-exam. */
export function QuickActions() {
  const [duplicating, setDuplicating] = useState(false);
  const [importing, setImporting] = useState(false);
  const importUsed = useOpenedOnce(importing);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Ações Rápidas</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Button asChild className="h-auto justify-start py-3">
          <Link href="/create-exam">
            <FilePlus2 className="size-5" aria-hidden />
            Nova Prova
          </Link>
        </Button>
        <Button variant="outline" className="h-auto justify-start py-3" onClick={() => setDuplicating(true)}>
          <Copy className="size-5" aria-hidden />
          Duplicar Prova
        </Button>
        <Button variant="outline" asChild className="h-auto justify-start py-3">
          <Link href="/reports">
            <BarChart3 className="size-5" aria-hidden />
            Ver Relatórios
          </Link>
        </Button>
        <Button variant="outline" className="h-auto justify-start py-3" onClick={() => setImporting(true)}>
          <FileUp className="size-5" aria-hidden />
          Importar Questões
        </Button>
      </CardContent>
      <DuplicateExamDialog open={duplicating} onOpenChange={setDuplicating} />
      {importUsed && (
        <Suspense fallback={null}>
          <ImportQuestionsDialog open={importing} onOpenChange={setImporting} />
        </Suspense>
      )}
    </Card>
  );
}
