import { ArrowLeft, BarChart3, Copy } from "lucide-react";
import { Link } from "wouter";
import type { ApplicationLiveView } from "@shared/types/applications";
import type { Exam } from "@shared/types/exams";
import { ApplicationStatusBadge } from "@/components/badges/ApplicationStatusBadge";
import { Button } from "@/components/ui/button";
import { formatWindow } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { CloseApplicationButton, OpenNowButton } from "../ApplicationActions";
import { PrintAccessCodesButton } from "./PrintAccessCodesButton";

async function copyAddress(address: string) {
  try {
    await navigator.clipboard.writeText(address);
    notifySuccess("Endereço copiado para a área de transferência");
  } catch (error) {
    notifyError(error, "Não foi possível copiar o endereço.");
  }
}

/** What is applied, when, where the students enter, and the teacher's controls for the whole application. */
export function LiveHeader({
  view,
  exam,
  canManage,
}: {
  view: ApplicationLiveView;
  /** The full exam, once loaded: its school, for printing the class lists. */
  exam: Exam | undefined;
  canManage: boolean;
}) {
  const { application } = view;
  const address = `${window.location.origin}/online/${view.exam.examCode}`;
  return (
    <header className="space-y-4">
      <Button variant="ghost" asChild className="-ml-3">
        <Link href={`/exams/${view.exam.id}/view`}>
          <ArrowLeft aria-hidden />
          Voltar para a prova
        </Link>
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-medium text-muted-foreground">Acompanhamento da aplicação</p>
          <h1 className="text-2xl font-bold tracking-tight">{view.exam.title}</h1>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <ApplicationStatusBadge status={application.status} />
            <span>{formatWindow(application.startsAt, application.endsAt)}</span>
            <span>{application.durationMinutes} min por aluno</span>
            <span>{application.classes.map((schoolClass) => schoolClass.name).join(", ")}</span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link href={`/exams/${view.exam.id}/applications/${application.id}/results`}>
              <BarChart3 aria-hidden />
              Resultados
            </Link>
          </Button>
          {canManage && (
            <>
              {exam && <PrintAccessCodesButton schoolId={exam.schoolId} classes={application.classes} />}
              <OpenNowButton application={application} />
              <CloseApplicationButton application={application} label="Encerrar aplicação" />
            </>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-lg border bg-card p-4">
        <div>
          <p className="text-xs font-medium text-muted-foreground">Código da prova</p>
          <p className="font-mono text-2xl font-bold tracking-[0.2em]">{view.exam.examCode}</p>
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium text-muted-foreground">Endereço para os alunos</p>
          <div className="flex items-center gap-2">
            <code className="min-w-0 truncate text-sm" title={address}>
              {address}
            </code>
            <Button variant="ghost" size="icon" aria-label="Copiar endereço" onClick={() => void copyAddress(address)}>
              <Copy aria-hidden />
            </Button>
          </div>
        </div>
      </div>
    </header>
  );
}
