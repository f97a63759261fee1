import type { Ref } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export interface SelectChoice {
  value: string;
  label: string;
}

/** Radix refuses an empty item value, so 'none' travels under this stand-in and comes back as null. */
const NONE = "__none__";

/** A select bound to one form value; `noneLabel` adds a first choice meaning "no value". */
export function FormSelect({
  id,
  value,
  onChange,
  choices,
  placeholder,
  noneLabel,
  invalid,
  disabled,
  ref,
}: {
  id: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  choices: ReadonlyArray<SelectChoice>;
  placeholder: string;
  noneLabel?: string;
  invalid?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  const current = value ? value : noneLabel ? NONE : "";
  return (
    <Select value={current} onValueChange={(next) => onChange(next === NONE ? null : next)} disabled={disabled}>
      <SelectTrigger id={id} ref={ref} aria-invalid={invalid || undefined} className="w-full">
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {noneLabel && <SelectItem value={NONE}>{noneLabel}</SelectItem>}
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
