import { Eye, FileDown, MonitorPlay } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** 'Ações Rápidas'. 'Exportar PDF' has no action in the spec; `onExportPdf` is where one plugs in. */
export function QuickActionsCard({ examId, onExportPdf }: { examId: string; onExportPdf?: () => void }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle as="h2" className="text-base">
          Ações Rápidas
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button variant="outline" className="justify-start" asChild>
          <Link href={`/exams/${examId}/view`}>
            <Eye className="size-4" aria-hidden />
            Visualizar Prova
          </Link>
        </Button>
        <Button variant="outline" className="justify-start" asChild>
          <Link href={`/exams/${examId}/online`}>
            <MonitorPlay className="size-4" aria-hidden />
            Prova Online
          </Link>
        </Button>
        <Button variant="outline" className="justify-start" onClick={onExportPdf} disabled={!onExportPdf}>
          <FileDown className="size-4" aria-hidden />
          Exportar PDF
        </Button>
      </CardContent>
    </Card>
  );
}
