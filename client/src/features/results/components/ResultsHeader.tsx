import { ArrowLeft, FileSpreadsheet, FileText } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { ResultsExportFormat as ExportFormat } from "@shared/schemas/results";
import type { ApplicationResults } from "@shared/types/results";
import { ApplicationStatusBadge } from "@/components/badges/ApplicationStatusBadge";
import { Button } from "@/components/ui/button";
import { formatWindow } from "@/lib/format";
import { notifyError } from "@/lib/notify";
import { downloadResults } from "../api";

const EXPORTS: Array<{ format: ExportFormat; label: string; icon: typeof FileText }> = [
  { format: "csv", label: "Exportar CSV", icon: FileText },
  { format: "xlsx", label: "Exportar Excel", icon: FileSpreadsheet },
];

/** Which exam, when and for which classes; the way back to the live page; the exports. */
export function ResultsHeader({ results }: { results: ApplicationResults }) {
  const { application, exam } = results;
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await downloadResults(application.id, format, exam.examCode);
    } catch (error) {
      notifyError(error, "Não foi possível exportar os resultados.");
    } finally {
      setExporting(null);
    }
  };

  return (
    <header className="space-y-4">
      <Button variant="ghost" asChild className="-ml-3">
        <Link href={`/exams/${exam.id}/applications/${application.id}`}>
          <ArrowLeft aria-hidden />
          Voltar para o acompanhamento
        </Link>
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-medium text-muted-foreground">Resultados da aplicação</p>
          <h1 className="text-2xl font-bold tracking-tight">{exam.title}</h1>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <ApplicationStatusBadge status={application.status} />
            <span>{formatWindow(application.startsAt, application.endsAt)}</span>
            <span>{application.classes.map((schoolClass) => schoolClass.name).join(", ") || "Sem turmas"}</span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {EXPORTS.map(({ format, label, icon: Icon }) => (
            <Button key={format} variant="outline" disabled={exporting !== null} onClick={() => void download(format)}>
              <Icon aria-hidden />
              {exporting === format ? "Exportando..." : label}
            </Button>
          ))}
        </div>
      </div>
    </header>
  );
}
