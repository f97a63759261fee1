import { Ban, Undo2 } from "lucide-react";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useAnnulQuestion } from "../api";
import { formatRecalculated as recalculated } from "../format";

/** `Anular questão` (everyone gets its points) or `Desfazer anulação`, both asked first: every score changes. */
export function AnnulQuestionButton({
  examId,
  questionId,
  number,
  annulled,
}: {
  examId: string;
  questionId: string;
  number: number;
  annulled: boolean;
}) {
  const annul = useAnnulQuestion(examId);
  const run = async () => {
    try {
      const result = await annul.mutateAsync({ questionId, annul: !annulled });
      notifySuccess(
        result.annulled
          ? `Questão anulada: ${recalculated(result.changedAttempts)}.`
          : `Anulação desfeita: ${recalculated(result.changedAttempts)}.`,
      );
    } catch (error) {
      notifyError(error, annulled ? "Não foi possível desfazer a anulação." : "Não foi possível anular a questão.");
    }
  };
  return annulled ? (
    <ConfirmDialog
      title={`Desfazer a anulação da questão ${number}?`}
      description="A questão volta a ser corrigida pelo gabarito (ou pela nota dada, nas dissertativas) e as notas de todos os alunos são recalculadas."
      confirmLabel="Desfazer anulação"
      onConfirm={() => void run()}
      trigger={
        <Button variant="outline-destructive" size="sm" disabled={annul.isPending}>
          <Undo2 aria-hidden />
          Desfazer anulação<span className="sr-only"> da questão {number}</span>
        </Button>
      }
    />
  ) : (
    <ConfirmDialog
      title={`Anular a questão ${number}?`}
      description="Todos os alunos recebem os pontos da questão, tenham respondido ou não, e as notas de todas as aplicações desta prova são recalculadas. A anulação pode ser desfeita depois."
      confirmLabel="Anular questão"
      onConfirm={() => void run()}
      trigger={
        <Button variant="outline-destructive" size="sm" disabled={annul.isPending}>
          <Ban aria-hidden />
          Anular questão<span className="sr-only"> {number}</span>
        </Button>
      }
    />
  );
}
