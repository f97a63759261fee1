import type { ExamQuestion } from "@shared/types";
import { DeleteQuestionButton } from "./DeleteQuestionButton";
import { EditQuestionLink } from "./EditQuestionLink";
import { formatPoints } from "@shared/examText";
import { QuestionTypeBadge } from "./QuestionTypeBadge";
import { questionPreview } from "./questionPreview";

/** One line of 'Questões (n)': number, type, points, the start of the text, edit and delete. */
export function QuestionRow({
  question,
  number,
  published,
  onDeleted,
}: {
  question: ExamQuestion;
  number: number;
  published: boolean;
  onDeleted: () => void;
}) {
  const preview = questionPreview(question.questionText);
  return (
    <li className="flex items-start gap-4 px-4 py-4 sm:px-5">
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <h3 className="font-semibold">Questão {number}</h3>
          <QuestionTypeBadge type={question.questionType} />
          <span className="text-sm text-muted-foreground">{formatPoints(question.points)}</span>
        </div>
        <p className="text-sm break-words text-muted-foreground">{preview || "Sem texto"}</p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {/* Only bank questions open in the bank's editor; an exam's own questions are changed on the exam. */}
        {question.source === "bank" && (
          <EditQuestionLink examId={question.examId} questionId={question.id} number={number} published={published} />
        )}
        <DeleteQuestionButton question={question} number={number} published={published} onDeleted={onDeleted} />
      </div>
    </li>
  );
}
