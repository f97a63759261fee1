import type { UseMutationResult } from "@tanstack/react-query";
import { Play, Square, Trash2 } from "lucide-react";
import type { ExamApplication } from "@shared/types/applications";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCloseApplication, useDeleteApplication, useOpenApplication } from "../api";

const CLOSE_CONFIRMATION =
  "Ninguém mais poderá entrar na prova e o tempo de todos os alunos termina agora. Quem ainda estiver respondendo terá a prova entregue automaticamente, com as respostas salvas até o momento, depois de 1 minuto de tolerância.";

/** One action on an application, with its toast for either outcome. */
function useApplicationAction(
  useWrite: () => UseMutationResult<unknown, unknown, string>,
  id: string,
  messages: { done: string; failed: string },
) {
  const mutation = useWrite();
  // Awaited rather than per-call callbacks: a deleted application's row is gone before they would run.
  const run = async () => {
    try {
      await mutation.mutateAsync(id);
      notifySuccess(messages.done);
    } catch (error) {
      notifyError(error, messages.failed);
    }
  };
  return { run: () => void run(), pending: mutation.isPending };
}

/** `Abrir agora` for a scheduled application: it opens at once instead of at its start. */
export function OpenNowButton({ application }: { application: ExamApplication }) {
  const open = useApplicationAction(useOpenApplication, application.id, {
    done: "Aplicação aberta",
    failed: "Não foi possível abrir a aplicação.",
  });
  if (application.status !== "scheduled") return null;
  return (
    <Button size="sm" variant="outline" onClick={open.run} disabled={open.pending}>
      <Play aria-hidden />
      {open.pending ? "Abrindo..." : "Abrir agora"}
    </Button>
  );
}

/** Closing early, after a confirmation that says what happens to the students still answering. */
export function CloseApplicationButton({ application, label }: { application: ExamApplication; label: string }) {
  const close = useApplicationAction(useCloseApplication, application.id, {
    done: "Aplicação encerrada",
    failed: "Não foi possível encerrar a aplicação.",
  });
  if (application.status !== "open") return null;
  return (
    <ConfirmDialog
      title="Encerrar a aplicação?"
      description={CLOSE_CONFIRMATION}
      confirmLabel="Encerrar"
      onConfirm={close.run}
      trigger={
        <Button variant="outline-destructive" size="sm" disabled={close.pending}>
          <Square aria-hidden />
          {close.pending ? "Encerrando..." : label}
        </Button>
      }
    />
  );
}

/** Only an application no student has entered can go; afterwards it holds their answers. */
export function DeleteApplicationButton({ application }: { application: ExamApplication }) {
  const remove = useApplicationAction(useDeleteApplication, application.id, {
    done: "Aplicação excluída",
    failed: "Não foi possível excluir a aplicação.",
  });
  if (application.status === "closed" || application.startedCount > 0) return null;
  return (
    <ConfirmDialog
      title="Excluir a aplicação?"
      description="A aplicação deixa de existir e os alunos não poderão mais entrar por ela. Esta ação não pode ser desfeita."
      onConfirm={remove.run}
      trigger={
        <Button variant="outline-destructive" size="sm" disabled={remove.pending}>
          <Trash2 aria-hidden />
          Excluir
        </Button>
      }
    />
  );
}
