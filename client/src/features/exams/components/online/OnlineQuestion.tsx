import { CheckCircle2 } from "lucide-react";
import type { QuestionResponse } from "@shared/questionTypes/response";
import type { StudentSpec } from "@shared/questionTypes/studentView";
import type { ExamQuestion } from "@shared/types/exams";
import { formatPoints } from "@shared/numbers";
import { RichText } from "@/components/RichText";
import { Badge } from "@/components/ui/badge";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { isResponseGiven, type ResponseChange } from "./answers/responses";
import { ShortAnswer } from "./answers/ShortAnswer";
import { SpecAnswer } from "./answers/SpecAnswer";

/**
 * What this screen needs of a question: the staff preview passes an exam's question, the student
 * page the question as its attempt shows it (options already lettered in the student's order, the
 * parts of a question with a spec without its key).
 */
export type OnlineQuestionContent = Pick<ExamQuestion, "id" | "questionType" | "questionText" | "points" | "imageUrl"> & {
  options: Array<{ id: string; optionLetter: string; optionText: string }>;
  answerSpec: StudentSpec | null;
};

const NO_PARTS: StudentSpec = { parts: [], answers: [], unit: null };

/** The longest written answer the server keeps (shared/schemas/applications.ts). */
const TEXT_ANSWER_MAX = 20_000;

/**
 * One question as the student sees it. Options and parts carry only letter and text: nothing in
 * the page (class, attribute, order) may give away which one is correct. A written answer can be
 * typed only when `onTextAnswer` is given, and the other types answered only when `onResponse` is;
 * the preview shows them disabled.
 */
export function OnlineQuestion({
  question,
  number,
  answer,
  onAnswer,
  textAnswer,
  onTextAnswer,
  response = null,
  onResponse,
}: {
  question: OnlineQuestionContent;
  number: number;
  answer: string | undefined;
  onAnswer: (optionId: string) => void;
  textAnswer?: string;
  onTextAnswer?: (text: string) => void;
  response?: QuestionResponse | null;
  onResponse?: ResponseChange;
}) {
  const titleId = `question-${question.id}-title`;
  const textId = `question-${question.id}-text`;
  const answered = answer !== undefined || Boolean(textAnswer?.trim()) || isResponseGiven(response);
  const { questionType } = question;
  const options = [...question.options].sort((a, b) => a.optionLetter.localeCompare(b.optionLetter));

  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          Questão {number}
        </h2>
        <div className="flex items-center gap-2">
          <Badge variant="secondary">{formatPoints(question.points)}</Badge>
          {answered && (
            <span className="inline-flex items-center text-green-700">
              <CheckCircle2 className="size-5" aria-hidden />
              <span className="sr-only">Respondida</span>
            </span>
          )}
        </div>
      </header>

      <div id={textId}>
        <RichText html={question.questionText} className="text-base" />
      </div>

      {question.imageUrl && (
        <img
          src={question.imageUrl}
          alt={`Imagem da questão ${number}`}
          className="max-h-96 w-auto max-w-full rounded-md border border-border"
        />
      )}

      {questionType === "multiple_choice" ? (
        <RadioGroup aria-labelledby={`${titleId} ${textId}`} value={answer ?? ""} onValueChange={onAnswer} className="gap-2.5">
          {options.map((option) => {
            const id = `option-${option.id}`;
            return (
              <label
                key={option.id}
                htmlFor={id}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 transition-colors hover:bg-muted/60 has-data-[state=checked]:border-primary has-data-[state=checked]:bg-accent/60"
              >
                <RadioGroupItem id={id} value={option.id} className="mt-0.5" />
                <span className="font-semibold">{option.optionLetter})</span>
                <RichText html={option.optionText} className="min-w-0 flex-1 text-base [&_p]:my-0" />
              </label>
            );
          })}
        </RadioGroup>
      ) : questionType === "short_answer" ? (
        <ShortAnswer questionId={question.id} text={textAnswer ?? ""} onText={onTextAnswer} />
      ) : questionType !== "essay" ? (
        <SpecAnswer
          type={questionType}
          questionId={question.id}
          spec={question.answerSpec ?? NO_PARTS}
          response={response}
          onChange={onResponse}
          labelledBy={`${titleId} ${textId}`}
        />
      ) : onTextAnswer ? (
        <Textarea
          rows={6}
          aria-labelledby={`${titleId} ${textId}`}
          placeholder="Escreva sua resposta aqui"
          maxLength={TEXT_ANSWER_MAX}
          value={textAnswer ?? ""}
          onChange={(event) => onTextAnswer(event.target.value)}
          className="text-base"
        />
      ) : (
        <Textarea
          disabled
          rows={5}
          aria-labelledby={titleId}
          placeholder="Área para resposta do aluno"
          className="resize-none bg-muted/50 disabled:opacity-100"
        />
      )}
    </section>
  );
}
