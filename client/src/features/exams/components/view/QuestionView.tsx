import { CheckCircle2 } from "lucide-react";
import type { ExamQuestion } from "@shared/types/exams";
import { RichText } from "@/components/RichText";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { formatPoints } from "@shared/numbers";
import { ExpectedAnswer } from "@/components/ExpectedAnswer";
import { DescriptorBadge } from "@/components/curriculum/DescriptorBadge";
import { DESCRIPTOR_FIELDS } from "@/components/curriculum/descriptorFields";
import { textOfCode } from "@/components/curriculum/useCurriculumTexts";
import { QuestionTypeBadge } from "../edit/QuestionTypeBadge";
import { AnswerSpecView } from "@/components/questionSpec/AnswerSpecView";

/**
 * One question as the teacher reviews it: the correct option, or the parts with their key and the
 * key in words ('Gabarito: V F F V'), marked (docs/product.md#74-exam-page).
 * A question out of sight is laid out only when scrolled to: a long exam full of formulas opens as
 * fast as its first screen. `texts` are the catalogue's texts of the exam's codes (useCurriculumTexts).
 */
export function QuestionView({
  question,
  number,
  texts = {},
}: {
  question: ExamQuestion;
  number: number;
  texts?: Record<string, string>;
}) {
  const codes = DESCRIPTOR_FIELDS.map(({ name, part, badge }) => ({ field: part, label: badge, code: question[name] }));
  return (
    <article
      aria-labelledby={`questao-${question.id}`}
      className="space-y-4 rounded-lg border bg-card p-5 [contain-intrinsic-size:auto_240px] [content-visibility:auto]"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={`questao-${question.id}`} className="text-lg font-semibold">
          Questão {number}
        </h2>
        <QuestionTypeBadge type={question.questionType} />
        <span className="text-sm text-muted-foreground">{formatPoints(question.points)}</span>
        {codes.map(
          ({ field, label, code }) =>
            code && (
              <DescriptorBadge
                key={field}
                id={`${field}-${question.id}`}
                label={label}
                code={code}
                text={textOfCode(texts, code)}
              />
            ),
        )}
      </header>
      <RichText html={question.questionText} />
      {question.imageUrl && (
        <img src={question.imageUrl} alt={`Imagem da questão ${number}`} className="max-h-80 rounded-md border object-contain" />
      )}
      <ExpectedAnswer html={question.expectedAnswer} id={`esperada-${question.id}`} />
      <AnswerSpecView
        questionType={question.questionType}
        answerSpec={question.answerSpec}
        label={`Itens da questão ${number}`}
      />
      {question.options.length > 0 && (
        <ol className="space-y-2" aria-label={`Alternativas da questão ${number}`}>
          {question.options.map((option) => (
            <li
              key={option.id}
              className={cn(
                "flex items-start gap-3 rounded-md border p-3",
                option.isCorrect && "border-2 border-green-600 bg-green-50",
              )}
            >
              <span className="font-semibold">{option.optionLetter})</span>
              <RichText html={option.optionText} className="flex-1" />
              {option.isCorrect && (
                <Badge className="shrink-0 bg-green-700 text-white">
                  <CheckCircle2 className="size-3.5" aria-hidden />
                  Correta
                </Badge>
              )}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
