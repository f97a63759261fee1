import { textOf } from "@shared/richText";
import { RichText } from "@/components/RichText";
import { AnswerHint } from "./AnswerHint";
import { letterOf, type AnswerProps } from "./responses";

/** A list entry holds plain text only; a long answer is cut there and read whole in the lettered list. */
const OPTION_TEXT_MAX = 60;

const optionText = (html: string) => {
  const text = textOf(html);
  return text.length > OPTION_TEXT_MAX ? `${text.slice(0, OPTION_TEXT_MAX - 1)}…` : text;
};

/**
 * Associação de colunas: the second column as a lettered list, and under each item of the first a
 * native list of those letters (the phone's own picker). An item left unchosen is left out.
 */
export function MatchingAnswer({ questionId, spec, response, onChange, labelledBy }: AnswerProps) {
  const pairs = response && "pairs" in response ? response.pairs : {};
  const hintId = `question-${questionId}-hint`;

  function choose(itemId: string, answerId: string) {
    const next = { ...pairs };
    if (answerId) next[itemId] = answerId;
    else delete next[itemId];
    onChange?.(Object.keys(next).length > 0 ? { pairs: next } : null, false);
  }

  return (
    <div className="space-y-3">
      <AnswerHint id={hintId}>Escolha, para cada item da primeira coluna, a letra da resposta correspondente.</AnswerHint>
      <div className="grid gap-4 md:grid-cols-2">
        <div role="group" aria-labelledby={labelledBy} aria-describedby={hintId} className="space-y-2.5">
          <h3 className="text-sm font-semibold text-muted-foreground">Primeira coluna</h3>
          <ol className="space-y-2.5">
            {spec.parts.map((part, index) => {
              const selectId = `pair-${questionId}-${part.id}`;
              const labelId = `${selectId}-label`;
              return (
                <li key={part.id} className="space-y-2 rounded-md border border-border p-3">
                  <div id={labelId} className="flex items-start gap-2">
                    <span className="font-semibold">{index + 1}.</span>
                    <RichText html={part.text} className="min-w-0 flex-1 text-base [&_p]:my-0" />
                  </div>
                  <select
                    id={selectId}
                    aria-labelledby={labelId}
                    value={pairs[part.id] ?? ""}
                    disabled={!onChange}
                    onChange={(event) => choose(part.id, event.target.value)}
                    className="h-11 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-hidden disabled:cursor-default disabled:opacity-70"
                  >
                    <option value="">Escolha a resposta</option>
                    {spec.answers.map((answer, answerIndex) => (
                      <option key={answer.id} value={answer.id}>
                        {letterOf(answerIndex)}) {optionText(answer.text)}
                      </option>
                    ))}
                  </select>
                </li>
              );
            })}
          </ol>
        </div>
        <div className="space-y-2.5">
          <h3 className="text-sm font-semibold text-muted-foreground">Segunda coluna</h3>
          <ol className="space-y-2 rounded-md bg-muted/60 p-3">
            {spec.answers.map((answer, index) => (
              <li key={answer.id} className="flex items-start gap-2">
                <span className="font-semibold">{letterOf(index)})</span>
                <RichText html={answer.text} className="min-w-0 flex-1 text-base [&_p]:my-0" />
              </li>
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}
