import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { RichText } from "@/components/RichText";
import { cn } from "@/lib/cn";
import { AnswerHint } from "./AnswerHint";
import type { AnswerProps } from "./responses";

/** How each kind of judged statement is marked: `yes` is what `true` saves. */
const MARKS = {
  true_false: {
    yes: { short: "V", word: "verdadeiro" },
    no: { short: "F", word: "falso" },
    hint: "Marque V (verdadeiro) ou F (falso) em cada afirmação.",
    numbered: false,
  },
  right_wrong: {
    yes: { short: "C", word: "certo" },
    no: { short: "E", word: "errado" },
    hint: "Julgue cada item como C (certo) ou E (errado).",
    numbered: true,
  },
} as const;

const BUTTON = cn(
  "inline-flex h-11 w-14 items-center justify-center rounded-md border-2 border-input bg-background text-lg font-bold transition-colors",
  "hover:bg-muted focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
  "data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground",
  "disabled:cursor-default disabled:hover:bg-background",
);

/**
 * Verdadeiro ou falso, and certo ou errado (Cebraspe): under each statement a pair of buttons, a
 * radio group named by the statement, so arrows move between the two and the one marked reads as
 * pressed. A statement left unmarked is left out of the response.
 */
export function JudgedAnswer({
  kind,
  questionId,
  spec,
  response,
  onChange,
  labelledBy,
}: AnswerProps & { kind: keyof typeof MARKS }) {
  const { yes, no, hint, numbered } = MARKS[kind];
  const marks = response && "marks" in response ? response.marks : {};
  const hintId = `question-${questionId}-hint`;

  return (
    <div className="space-y-2.5">
      <AnswerHint id={hintId}>{hint}</AnswerHint>
      <ol aria-labelledby={labelledBy} aria-describedby={hintId} className="space-y-2.5">
        {spec.parts.map((part, index) => {
          const labelId = `part-${questionId}-${part.id}`;
          const mark = marks[part.id];
          return (
            <li
              key={part.id}
              className="flex flex-col gap-3 rounded-md border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div id={labelId} className="flex min-w-0 flex-1 items-start gap-2">
                {numbered && <span className="font-semibold">{index + 1}.</span>}
                <RichText html={part.text} className="min-w-0 flex-1 text-base [&_p]:my-0" />
              </div>
              <RadioGroupPrimitive.Root
                aria-labelledby={labelId}
                orientation="horizontal"
                disabled={!onChange}
                value={mark === undefined ? "" : mark ? "yes" : "no"}
                onValueChange={(value) => onChange?.({ marks: { ...marks, [part.id]: value === "yes" } }, false)}
                className="flex shrink-0 gap-2 self-end sm:self-auto"
              >
                {[
                  { value: "yes", label: yes },
                  { value: "no", label: no },
                ].map(({ value, label }) => (
                  <RadioGroupPrimitive.Item key={value} value={value} className={BUTTON}>
                    {label.short}
                    <span className="sr-only"> ({label.word})</span>
                  </RadioGroupPrimitive.Item>
                ))}
              </RadioGroupPrimitive.Root>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
