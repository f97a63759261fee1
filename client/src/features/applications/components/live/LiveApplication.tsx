import { useQuery } from "@tanstack/react-query";
import { APP_TIME_ZONE } from "@shared/dateTime";
import { Spinner } from "@/components/ui/spinner";
import { examQuery } from "@/features/exams/api";
import { ApiError } from "@/lib/api";
import { useCurrentUser } from "@/lib/auth";
import { can } from "@/lib/permissions";
import { LIVE_POLL_MS, applicationLiveQuery, isSettled } from "../../api";
import { ApplicationNotFound } from "@/components/ApplicationNotFound";
import { Notice } from "@/components/Notice";
import { LiveHeader } from "./LiveHeader";
import { LiveSummary } from "./LiveSummary";
import { ParticipantsTable } from "./ParticipantsTable";

const timeFormat = new Intl.DateTimeFormat("pt-BR", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: APP_TIME_ZONE,
});

/** The teacher's live view of one application: polled every few seconds until it closes. */
export function LiveApplication({ examId, applicationId }: { examId: string; applicationId: string }) {
  const user = useCurrentUser();
  const live = useQuery(applicationLiveQuery(applicationId));
  const exam = useQuery({ ...examQuery(live.data?.exam.id ?? examId), enabled: live.isSuccess });

  if (live.isPending) return <Spinner label="Carregando..." />;
  if (!live.data) {
    if (live.error instanceof ApiError && live.error.status < 500) return <ApplicationNotFound examId={examId} />;
    return (
      <p role="alert" className="text-destructive">
        Não foi possível carregar a aplicação. Tente novamente em instantes.
      </p>
    );
  }

  const view = live.data;
  const settled = isSettled(view);
  const canManage = exam.data ? can.editExam(user, exam.data) : false;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <LiveHeader view={view} exam={exam.data} canManage={canManage} />
      {view.application.status === "closed" && !settled && (
        <Notice>
          Aplicação encerrada. As provas de quem ainda estava respondendo serão entregues automaticamente em até 1 minuto.
        </Notice>
      )}
      <LiveSummary participants={view.participants} />
      <section aria-labelledby="alunos-titulo" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="alunos-titulo" className="text-lg font-semibold">
            Alunos
          </h2>
          <p className="text-xs text-muted-foreground">
            {live.isRefetchError
              ? "Sem resposta do servidor; tentando de novo."
              : `Atualizado às ${timeFormat.format(live.dataUpdatedAt)}${settled ? "" : ` · atualiza a cada ${LIVE_POLL_MS / 1000} s`}`}
          </p>
        </div>
        <ParticipantsTable view={view} receivedAt={live.dataUpdatedAt} canManage={canManage} />
      </section>
    </div>
  );
}
