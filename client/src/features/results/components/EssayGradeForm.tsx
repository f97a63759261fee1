import { useState, type KeyboardEvent } from "react";
import { formatDecimal, formatPoints, parseDecimal } from "@shared/numbers";
import { essayGradeSchema, gradeMessage } from "@shared/schemas/results";
import type { EssayGradingList, EssayToGrade } from "@shared/types/results";
import { DecimalInput } from "@/components/DecimalInput";
import { FieldError } from "@/components/FieldError";
import { RichText } from "@/components/RichText";
import { ExpectedAnswer } from "@/components/ExpectedAnswer";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { serverFieldErrors } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useGradeAnswer } from "../api";
import { formatScore } from "../format";
import { ShortAnswerReview } from "./ShortAnswerReview";

export type EssayQuestion = EssayGradingList["questions"][number];

/** The server's rules (the same schema), checked here first so a typo is caught before the round trip. */
function validateGrade(score: string, comment: string, points: number) {
  const number = parseDecimal(score);
  if (number === null && score.trim() !== "") return { errors: { score: gradeMessage(points) } };
  const parsed = essayGradeSchema.safeParse({ score: number ?? undefined, comment });
  if (!parsed.success) {
    return { errors: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) };
  }
  if (parsed.data.score > points) return { errors: { score: gradeMessage(points) } };
  return { values: parsed.data };
}

/** One written answer (an essay, a short answer): the question, the student's text, and the score with an optional comment. */
export function EssayGradeForm({
  applicationId,
  examId,
  canManage,
  answer,
  question,
  autoFocus,
  onSaved,
}: {
  applicationId: string;
  examId: string;
  /** Whether the user may change the exam (accepting a short answer for everyone does). */
  canManage: boolean;
  answer: EssayToGrade;
  question: EssayQuestion;
  /** Straight after 'Salvar e próxima', so the teacher can keep typing scores. */
  autoFocus: boolean;
  onSaved: () => void;
}) {
  const grade = useGradeAnswer(applicationId);
  const [score, setScore] = useState(answer.score === null ? "" : formatDecimal(answer.score));
  const [comment, setComment] = useState(answer.comment ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async (scoreText = score) => {
    const { values, errors: invalid } = validateGrade(scoreText, comment, question.points);
    setErrors(invalid ?? {});
    if (!values) return;
    try {
      await grade.mutateAsync({ attemptId: answer.attemptId, questionId: answer.questionId, ...values });
      notifySuccess("Nota salva");
      onSaved();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else notifyError(error, "Não foi possível salvar a nota.");
    }
  };

  const submitOn = (shouldSave: (event: KeyboardEvent) => boolean) => (event: KeyboardEvent) => {
    if (!shouldSave(event)) return;
    event.preventDefault();
    if (!grade.isPending) void save();
  };

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <h3 className="text-sm font-semibold">
          Questão {question.number} · vale {formatPoints(question.points)}
        </h3>
        <RichText html={question.questionText} className="text-sm" />
      </div>
      <ExpectedAnswer html={question.expectedAnswer} id={`esperada-${question.questionId}`} />
      <div className="space-y-1">
        <h3 className="text-sm font-semibold">Resposta de {answer.studentName}</h3>
        <div className="max-h-80 overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm whitespace-pre-wrap">
          {answer.textAnswer?.trim() ? (
            answer.textAnswer
          ) : (
            <span className="text-muted-foreground">
              {answer.onPaper ? "Respondida na prova em papel: leia a resposta na folha do aluno e digite a nota." : "Em branco"}
            </span>
          )}
        </div>
      </div>
      {question.questionType === "short_answer" && (
        <ShortAnswerReview
          examId={examId}
          answer={answer}
          question={question}
          canManage={canManage}
          grading={grade.isPending}
          onAcceptOne={() => {
            // Accepting it for this student alone is the question's full points, saved as any grade.
            const full = formatDecimal(question.points);
            setScore(full);
            void save(full);
          }}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <div className="space-y-1.5">
          <Label htmlFor="essay-score">Nota (0 a {formatScore(question.points)})</Label>
          <DecimalInput
            id="essay-score"
            step={0.5}
            min={0}
            max={question.points}
            value={score}
            autoFocus={autoFocus}
            aria-invalid={Boolean(errors.score)}
            aria-describedby={errors.score ? "essay-score-error" : undefined}
            onChange={(_, text) => setScore(text)}
            onKeyDown={submitOn((event) => event.key === "Enter")}
          />
          <FieldError id="essay-score-error" message={errors.score} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="essay-comment">Comentário (opcional)</Label>
          <Textarea
            id="essay-comment"
            rows={3}
            value={comment}
            aria-invalid={Boolean(errors.comment)}
            aria-describedby={errors.comment ? "essay-comment-error" : "essay-comment-hint"}
            onChange={(event) => setComment(event.target.value)}
            onKeyDown={submitOn((event) => event.key === "Enter" && (event.ctrlKey || event.metaKey))}
          />
          <FieldError id="essay-comment-error" message={errors.comment} />
          <p id="essay-comment-hint" className="text-xs text-muted-foreground">
            Enter na nota ou Ctrl+Enter no comentário salva e vai para a próxima.
          </p>
        </div>
      </div>
      <Button onClick={() => void save()} disabled={grade.isPending}>
        {grade.isPending ? "Salvando..." : "Salvar e próxima"}
      </Button>
    </div>
  );
}
