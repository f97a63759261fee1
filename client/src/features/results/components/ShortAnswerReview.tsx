import { Check, CheckCheck } from "lucide-react";
import type { EssayGradingList, EssayToGrade } from "@shared/types/results";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useAcceptAnswer } from "../api";
import { formatRecalculated } from "../format";
import { OutcomeBadge } from "./ResultBadges";

type GradingQuestion = EssayGradingList["questions"][number];

/**
 * A short answer in 'Correção': the answers the rule accepts and how it judged this one. An answer
 * it refused may be accepted for this student alone (a grade, `onAcceptOne`) or for everyone who
 * gave it (a new accepted answer, which changes the key and re-scores every attempt).
 */
export function ShortAnswerReview({
  examId,
  answer,
  question,
  canManage,
  grading,
  onAcceptOne,
}: {
  examId: string;
  answer: EssayToGrade;
  question: GradingQuestion;
  /** Whether the user may change the exam, which accepting for everyone does. */
  canManage: boolean;
  /** A grade is being saved. */
  grading: boolean;
  onAcceptOne: () => void;
}) {
  const accept = useAcceptAnswer(examId);
  const given = answer.textAnswer?.trim() ?? "";
  const refused = answer.outcome === "wrong" && given !== "";

  const acceptForEveryone = async () => {
    try {
      const result = await accept.mutateAsync({ questionId: question.questionId, answer: given });
      notifySuccess(`Resposta aceita: ${formatRecalculated(result.rescoredAttempts)}.`);
    } catch (error) {
      notifyError(error, "Não foi possível aceitar a resposta.");
    }
  };

  return (
    <div className="space-y-2 rounded-md border border-dashed border-blue-300 bg-blue-50/60 p-3 text-sm">
      <p>
        <span className="font-semibold text-blue-900">Respostas aceitas: </span>
        {question.acceptedAnswers.join(" | ")}
      </p>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-blue-900">Situação:</span>
        <OutcomeBadge outcome={answer.outcome} />
      </p>
      {refused && (
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" variant="outline" onClick={onAcceptOne} disabled={grading || accept.isPending}>
            <Check aria-hidden />
            Aceitar esta resposta
          </Button>
          {canManage && question.source === "exam" && (
            <Button size="sm" variant="outline" onClick={() => void acceptForEveryone()} disabled={grading || accept.isPending}>
              <CheckCheck aria-hidden />
              {accept.isPending ? "Aceitando..." : "Aceitar para todos que deram esta resposta"}
            </Button>
          )}
          {canManage && question.source === "bank" && (
            <p className="text-xs text-muted-foreground">
              Esta questão é do banco de questões: para aceitar a resposta para todos, edite a questão no banco.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
