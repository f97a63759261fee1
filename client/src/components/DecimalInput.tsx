import { useState, type ComponentProps, type KeyboardEvent } from "react";
import { formatDecimal, parseDecimal } from "@shared/numbers";
import { Input } from "@/components/ui/input";

/** NaN stands for a blank or unreadable box, as `valueAsNumber` does, so the schema says what is wrong. */
const toNumber = (value: unknown): number => {
  if (typeof value === "number") return value;
  return typeof value === "string" ? (parseDecimal(value) ?? Number.NaN) : Number.NaN;
};

const show = (value: unknown) => {
  const number = toNumber(value);
  return Number.isNaN(number) ? "" : formatDecimal(number);
};

export interface DecimalInputProps extends Omit<
  ComponentProps<"input">,
  "type" | "value" | "defaultValue" | "onChange" | "step" | "min" | "max"
> {
  /** A number, or text from a form's defaults (a coerced schema field). */
  value: unknown;
  /** The number typed, or NaN while the box is blank or not a number; then the text as typed. */
  onChange: (value: number, text: string) => void;
  /** Whole numbers only (counts, minutes): a numeric keypad on phones. */
  integer?: boolean;
  /** What ArrowUp and ArrowDown add and take away. */
  step?: number;
  min?: number;
  max?: number;
}

/**
 * A number box that reads `2,5` and `2.5` alike and shows a comma, whatever the browser's language
 * (a native number input follows the browser, and in English turns `2,5` into 25). What the user
 * types stays as typed until the box is left.
 */
export function DecimalInput({ value, onChange, onBlur, onKeyDown, integer, step, min, max, ...props }: DecimalInputProps) {
  const [text, setText] = useState(() => show(value));
  const [shownValue, setShownValue] = useState(() => toNumber(value));
  // A value set from outside (a reset, a loaded item) replaces the text; the user's own typing is left alone.
  const current = toNumber(value);
  if (!Object.is(current, shownValue)) {
    setShownValue(current);
    if (!Object.is(current, toNumber(text))) setText(show(current));
  }

  const change = (next: string) => {
    setText(next);
    const number = toNumber(next);
    setShownValue(number);
    onChange(number, next);
  };

  const stepBy = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = { ArrowUp: 1, ArrowDown: -1 }[event.key];
    if (!direction || !step) return;
    event.preventDefault();
    const base = Number.isNaN(current) ? (min ?? 0) : current + direction * step;
    change(formatDecimal(Math.min(max ?? Infinity, Math.max(min ?? -Infinity, base))));
  };

  return (
    <Input
      {...props}
      type="text"
      inputMode={integer ? "numeric" : "decimal"}
      autoComplete="off"
      value={text}
      onChange={(event) => change(event.target.value)}
      onKeyDown={(event) => {
        stepBy(event);
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        if (!Number.isNaN(current)) setText(formatDecimal(current));
        onBlur?.(event);
      }}
    />
  );
}
