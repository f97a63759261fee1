import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { hasSpec } from "@shared/questionTypes/spec";
import type { AnswerSheetItem } from "@shared/types/results";
import { RichText } from "@/components/RichText";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { answerSheetQuery } from "../api";
import { formatDuration, formatPercent, formatPointsOf, formatScore, formatScoreOf } from "../format";
import { AttemptStateBadge, OutcomeBadge } from "./ResultBadges";
import { SpecAnswer } from "./SpecAnswer";

function Options({ item }: { item: AnswerSheetItem }) {
  return (
    <ul className="space-y-1.5">
      {item.options.map((option) => {
        const chosen = option.id === item.selectedOptionId;
        return (
          <li
            key={option.id}
            className={cn(
              "flex items-start gap-2 rounded-md border px-2 py-1.5 text-sm",
              option.isCorrect && "border-green-300 bg-green-50",
              chosen && !option.isCorrect && "border-red-300 bg-red-50",
            )}
          >
            <span className="font-semibold">{option.optionLetter})</span>
            <RichText html={option.optionText} className="min-w-0 flex-1" />
            <span className="flex shrink-0 flex-col items-end text-xs font-medium">
              {chosen && <span>Resposta do aluno</span>}
              {option.isCorrect && <span className="text-green-800">Gabarito</span>}
            </span>
          </li>
        );
      })}
      {!item.selectedOptionId && <li className="text-sm text-muted-foreground">O aluno não marcou alternativa.</li>}
    </ul>
  );
}

function WrittenAnswer({ item, onPaper }: { item: AnswerSheetItem; onPaper: boolean }) {
  return (
    <div className="rounded-md bg-muted/60 p-2 text-sm whitespace-pre-wrap">
      {item.textAnswer?.trim() ? (
        item.textAnswer
      ) : (
        <span className="text-muted-foreground">{onPaper ? "Respondida na prova em papel." : "Em branco"}</span>
      )}
    </div>
  );
}

function SheetItem({ item, onPaper }: { item: AnswerSheetItem; onPaper: boolean }) {
  // Types scored part by part earn fractions of their points, which read better in words.
  const withSpec = hasSpec(item.questionType) && item.answerSpec !== null;
  return (
    <li className="space-y-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Questão {item.number}</h3>
        <div className="flex items-center gap-2 text-sm">
          <OutcomeBadge outcome={item.outcome} />
          <span className="tabular-nums">
            {withSpec
              ? formatPointsOf(item.score, item.points)
              : item.score === null
                ? `— / ${formatScore(item.points)}`
                : formatScoreOf(item.score, item.points)}
          </span>
        </div>
      </div>
      <RichText html={item.questionText} className="text-sm" />
      {item.questionType === "multiple_choice" ? (
        <Options item={item} />
      ) : withSpec ? (
        <SpecAnswer item={item} onPaper={onPaper} />
      ) : (
        <WrittenAnswer item={item} onPaper={onPaper} />
      )}
      {item.comment && (
        <p className="text-sm">
          <span className="font-medium">Comentário: </span>
          {item.comment}
        </p>
      )}
    </li>
  );
}

/** One student's exam as handed in: every question, the answer, the key, the marks and the score. */
export function AnswerSheetDialog({
  applicationId,
  attemptId,
  onClose,
}: {
  applicationId: string;
  attemptId: string;
  onClose: () => void;
}) {
  const sheet = useQuery(answerSheetQuery(applicationId, attemptId));
  const data = sheet.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{data ? `Folha de respostas: ${data.studentName}` : "Folha de respostas"}</DialogTitle>
          <DialogDescription>
            {data
              ? [
                  data.className ?? "Sem turma",
                  `Nota ${formatScoreOf(data.score, data.maxScore)} (${formatPercent(data.percentage)})`,
                  data.source === "paper" ? "Em papel" : `Tempo ${formatDuration(data.timeTakenSeconds)}`,
                ].join(" · ")
              : "Carregando as respostas do aluno."}
          </DialogDescription>
        </DialogHeader>
        {sheet.isPending ? (
          <Spinner label="Carregando..." />
        ) : !data ? (
          <p role="alert" className="text-destructive">
            Não foi possível carregar a folha de respostas.
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <AttemptStateBadge state={data.state} />
              {data.scanImageUrl && (
                <a
                  href={data.scanImageUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
                >
                  Ver cartão-resposta digitalizado
                  <ExternalLink className="size-3.5" aria-hidden />
                </a>
              )}
            </div>
            <ol className="space-y-3">
              {data.items.map((item) => (
                <SheetItem key={item.questionId} item={item} onPaper={data.source === "paper"} />
              ))}
            </ol>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
