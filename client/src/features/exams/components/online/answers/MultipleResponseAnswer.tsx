import { RichText } from "@/components/RichText";
import { Checkbox } from "@/components/ui/checkbox";
import { AnswerHint } from "./AnswerHint";
import { letterOf, type AnswerProps } from "./responses";

/** Múltipla resposta: a check box per option, lettered in the order the attempt gives them. */
export function MultipleResponseAnswer({ questionId, spec, response, onChange, labelledBy }: AnswerProps) {
  const selected = response && "selected" in response ? response.selected : [];
  const hintId = `question-${questionId}-hint`;

  function toggle(partId: string, checked: boolean) {
    // Kept in the options' order, so the same choice always saves the same list.
    const next = spec.parts.map((part) => part.id).filter((id) => (id === partId ? checked : selected.includes(id)));
    onChange?.(next.length > 0 ? { selected: next } : null, false);
  }

  return (
    <div className="space-y-2.5">
      <AnswerHint id={hintId}>Marque todas as alternativas corretas.</AnswerHint>
      <div role="group" aria-labelledby={labelledBy} aria-describedby={hintId} className="grid gap-2.5">
        {spec.parts.map((part, index) => {
          const id = `part-${questionId}-${part.id}`;
          return (
            <label
              key={part.id}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 transition-colors hover:bg-muted/60 has-data-[state=checked]:border-primary has-data-[state=checked]:bg-accent/60 has-disabled:cursor-default"
            >
              <Checkbox
                id={id}
                className="mt-0.5 size-5"
                checked={selected.includes(part.id)}
                disabled={!onChange}
                onCheckedChange={(checked) => toggle(part.id, checked === true)}
              />
              <span className="font-semibold">{letterOf(index)})</span>
              <RichText html={part.text} className="min-w-0 flex-1 text-base [&_p]:my-0" />
            </label>
          );
        })}
      </div>
    </div>
  );
}
