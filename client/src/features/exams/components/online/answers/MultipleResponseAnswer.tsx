import { AnswerHint } from "./AnswerHint";
import { PartCheckboxes } from "./PartCheckboxes";
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
      <PartCheckboxes
        questionId={questionId}
        parts={spec.parts}
        labelledBy={labelledBy}
        describedBy={hintId}
        disabled={!onChange}
        isChecked={(part) => selected.includes(part.id)}
        onToggle={(part, _index, checked) => toggle(part.id, checked)}
        marker={(index) => <span className="font-semibold">{letterOf(index)})</span>}
      />
    </div>
  );
}
