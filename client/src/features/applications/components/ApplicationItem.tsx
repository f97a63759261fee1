import { Activity, BarChart3, CalendarClock, CalendarDays, Clock, Printer, Users } from "lucide-react";
import { Link } from "wouter";
import type { ExamApplication } from "@shared/types/applications";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { rosterSize } from "@/lib/applications";
import { countLabel, formatDay, formatWindow } from "@/lib/format";
import { ApplicationStatusBadge } from "@/components/badges/ApplicationStatusBadge";
import { versionCount } from "../paperLabels";
import { CloseApplicationButton, DeleteApplicationButton, OpenNowButton } from "./ApplicationActions";

/** The options a teacher turned on, in the words the list shows them. */
export function applicationOptionLabels(application: ExamApplication): string[] {
  return [
    (application.shuffleQuestions || application.shuffleOptions) && "Ordem embaralhada",
    application.showScore && "Mostra a nota",
    application.allowAnonymous && "Entrada sem cadastro",
  ].filter((label): label is string => Boolean(label));
}

/**
 * One application of the exam: for whom, when and how far the students have gone (online) or how
 * many versions (on paper), and what can be done with it.
 */
export function ApplicationItem({
  application,
  examId,
  canManage,
}: {
  application: ExamApplication;
  examId: string;
  canManage: boolean;
}) {
  const classNames = application.classes.map((schoolClass) => schoolClass.name).join(", ");
  const options = applicationOptionLabels(application);
  const paper = application.mode === "paper";
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 lg:flex-row lg:items-start lg:justify-between">
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          {/* A paper application stays open while its answer sheets come back: its state tells the teacher nothing. */}
          {!paper && <ApplicationStatusBadge status={application.status} />}
          <span className="inline-flex items-center gap-1.5 font-medium">
            <Users className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            {classNames || "Sem turmas"}
          </span>
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {paper ? <PaperDetails application={application} /> : <OnlineDetails application={application} />}
        </ul>
        {options.length > 0 && (
          <div className="flex flex-wrap gap-1.5">
            {options.map((label) => (
              <Badge key={label} variant="outline" className="font-normal">
                {label}
              </Badge>
            ))}
          </div>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button size="sm" asChild>
          <Link href={`/exams/${examId}/applications/${application.id}`}>{paper ? "Abrir" : "Acompanhar"}</Link>
        </Button>
        {!paper && application.status !== "scheduled" && (
          <Button size="sm" variant="outline" asChild>
            <Link href={`/exams/${examId}/applications/${application.id}/results`}>
              <BarChart3 aria-hidden />
              Resultados
            </Link>
          </Button>
        )}
        {canManage && (
          <>
            {/* A paper application is printed, not opened to students: its window is only when the sheets come back. */}
            {!paper && <OpenNowButton application={application} />}
            {!paper && <CloseApplicationButton application={application} label="Encerrar" />}
            <DeleteApplicationButton application={application} />
          </>
        )}
      </div>
    </li>
  );
}

/** Online: the window, each student's time, and how far the students have gone. */
function OnlineDetails({ application }: { application: ExamApplication }) {
  return (
    <>
      <li className="inline-flex items-center gap-1.5">
        <CalendarClock className="size-4 shrink-0" aria-hidden />
        {formatWindow(application.startsAt, application.endsAt)}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock className="size-4 shrink-0" aria-hidden />
        {application.durationMinutes} min por aluno
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Activity className="size-4 shrink-0" aria-hidden />
        {application.startedCount} de {countLabel(rosterSize(application), "aluno", "alunos")}{" "}
        {application.startedCount === 1 ? "iniciou" : "iniciaram"} · {application.submittedCount}{" "}
        {application.submittedCount === 1 ? "entregou" : "entregaram"}
      </li>
    </>
  );
}

/** On paper: how many versions, and the date printed on them. */
function PaperDetails({ application }: { application: ExamApplication }) {
  return (
    <>
      <li className="inline-flex items-center gap-1.5">
        <Printer className="size-4 shrink-0" aria-hidden />
        Em papel · {versionCount(application.versions)}
      </li>
      {application.printDate && (
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4 shrink-0" aria-hidden />
          Data da prova: {formatDay(application.printDate)}
        </li>
      )}
    </>
  );
}
