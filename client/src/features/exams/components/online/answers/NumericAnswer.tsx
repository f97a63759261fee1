import { useState } from "react";
import { formatDecimal, parseDecimal } from "@shared/numbers";
import { FieldError } from "@/components/FieldError";
import { Input } from "@/components/ui/input";
import type { AnswerProps } from "./responses";

const NOT_A_NUMBER = "Digite um número, como 2,5.";
/** The server's limits on a numeric answer (shared/questionTypes/response.ts, RESPONSE_MESSAGES.value). */
const OUT_OF_RANGE = "Digite um número entre -1.000.000.000 e 1.000.000.000, com até 4 casas decimais.";
const BOUND = 1e9;
const DECIMALS = 4;

const fitsTheKey = (value: number) =>
  Math.abs(value) <= BOUND && Math.abs(value * 10 ** DECIMALS - Math.round(value * 10 ** DECIMALS)) < 1e-6;

/**
 * Resposta numérica: a number typed with a comma or a dot, the unit after the box. What is not a
 * number stays on screen with a message and is not saved, so the last number given still counts.
 */
export function NumericAnswer({ questionId, spec, response, onChange }: AnswerProps) {
  const [text, setText] = useState(() => (response && "value" in response ? formatDecimal(response.value, DECIMALS) : ""));
  const [error, setError] = useState<string | null>(null);
  const inputId = `value-${questionId}`;
  const errorId = `${inputId}-error`;
  const unitId = `${inputId}-unit`;

  function type(next: string) {
    setText(next);
    if (next.trim() === "") {
      setError(null);
      onChange?.(null, true);
      return;
    }
    const value = parseDecimal(next);
    // A lone minus sign is a negative number still being typed.
    if (value === null) return setError(next.trim() === "-" ? null : NOT_A_NUMBER);
    if (!fitsTheKey(value)) return setError(OUT_OF_RANGE);
    setError(null);
    onChange?.({ value }, true);
  }

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium">
        Sua resposta
      </label>
      <div className="flex items-center gap-2">
        <Input
          id={inputId}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,0"
          value={text}
          disabled={!onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={[spec.unit ? unitId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined}
          onChange={(event) => type(event.target.value)}
          className="h-11 w-40 text-lg tabular-nums"
        />
        {spec.unit && (
          <span id={unitId} className="text-base font-medium">
            {spec.unit}
          </span>
        )}
      </div>
      <FieldError id={errorId} message={error ?? undefined} />
    </div>
  );
}
