import { useState } from "react";
import { FieldError } from "@/components/FieldError";
import { Input } from "@/components/ui/input";
import { AnswerHint } from "./AnswerHint";
import { PartCheckboxes } from "./PartCheckboxes";
import { propositionNumber, twoDigits, type AnswerProps } from "./responses";

/** The answer sheet has two digits for a sum (shared/questionTypes/response.ts). */
const SUM_LIMIT = 99;

/**
 * Somatória (UFSC): the propositions as check boxes numbered 01, 02, 04... with the running sum,
 * and a box where the sum may be typed instead; a typed sum marks the propositions it adds up.
 * Only the sum is saved.
 */
export function SummationAnswer({ questionId, spec, response, onChange, labelledBy }: AnswerProps) {
  const sum = response && "sum" in response ? response.sum : null;
  // Every sum up to here is some set of the propositions, as each number is a power of two.
  const max = Math.min(SUM_LIMIT, 2 ** spec.parts.length - 1);
  const [typed, setTyped] = useState(sum === null ? "" : twoDigits(sum));
  const [error, setError] = useState<string | null>(null);
  const hintId = `question-${questionId}-hint`;
  const inputId = `sum-${questionId}`;
  const errorId = `${inputId}-error`;

  function toggle(index: number, checked: boolean) {
    const bit = 2 ** index;
    const next = checked ? (sum ?? 0) | bit : (sum ?? 0) & ~bit;
    if (next > SUM_LIMIT) {
      setError(`A soma não pode passar de ${SUM_LIMIT}. Desmarque alguma proposição.`);
      return;
    }
    setError(null);
    setTyped(next === 0 ? "" : twoDigits(next));
    onChange?.(next === 0 ? null : { sum: next }, false);
  }

  function type(text: string) {
    const digits = text.replace(/\D/g, "").slice(0, 2);
    setTyped(digits);
    if (digits === "") {
      setError(null);
      onChange?.(null, true);
      return;
    }
    const value = Number(digits);
    if (value > max) {
      setError(`A soma máxima desta questão é ${twoDigits(max)}.`);
      return;
    }
    setError(null);
    onChange?.({ sum: value }, true);
  }

  return (
    <div className="space-y-2.5">
      <AnswerHint id={hintId}>Marque as proposições corretas: a resposta é a soma dos seus números.</AnswerHint>
      <PartCheckboxes
        questionId={questionId}
        parts={spec.parts}
        labelledBy={labelledBy}
        describedBy={hintId}
        disabled={!onChange}
        isChecked={(_part, index) => sum !== null && (sum & (2 ** index)) !== 0}
        onToggle={(_part, index, checked) => toggle(index, checked)}
        marker={(index) => <span className="font-mono font-semibold tabular-nums">{propositionNumber(index)}</span>}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 rounded-md bg-muted/60 px-3 py-2">
        <p aria-live="polite" className="font-medium">
          Soma: <span className="font-mono text-lg font-semibold tabular-nums">{twoDigits(sum ?? 0)}</span>
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            Ou digite a soma
          </label>
          <Input
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            placeholder="00"
            value={typed}
            disabled={!onChange}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => type(event.target.value)}
            className="h-11 w-16 text-center font-mono text-lg tabular-nums"
          />
        </div>
      </div>
      <FieldError id={errorId} message={error ?? undefined} />
    </div>
  );
}
