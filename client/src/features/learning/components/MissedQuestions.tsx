import { formatDecimal } from "@shared/numbers";
import type { ClassReport } from "@shared/types/learning";

/** The questions the class earned the fewest of their points on, to go over again. */
export function MissedQuestions({ questions }: { questions: ClassReport["missedQuestions"] }) {
  if (questions.length === 0) return <p className="text-sm text-muted-foreground">Nenhuma questão corrigida no período.</p>;
  return (
    <ol className="space-y-2 text-sm">
      {questions.map((question) => (
        <li
          key={`${question.applicationId}/${question.number}`}
          className="flex items-baseline justify-between gap-3 border-b pb-2"
        >
          <span>
            <span className="font-semibold">Questão {question.number}</span>{" "}
            <span className="text-muted-foreground">— {question.examTitle}</span>
            <span className="block break-words">{question.text}</span>
          </span>
          <span className="font-semibold whitespace-nowrap tabular-nums">
            {formatDecimal(question.rate * 100, 0)} % dos pontos
          </span>
        </li>
      ))}
    </ol>
  );
}
