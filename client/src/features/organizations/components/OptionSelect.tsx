import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export interface SelectOption {
  value: string;
  label: string;
}

/** Radix refuses an empty item value, so 'none' travels under this stand-in and comes back as null. */
const NONE = "__none__";

export interface OptionSelectProps {
  id: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  options: SelectOption[];
  placeholder: string;
  /** Adds a first choice meaning "no value" (e.g. an association without a union). */
  noneLabel?: string;
  invalid?: boolean;
  disabled?: boolean;
}

export function OptionSelect({ id, value, onChange, options, placeholder, noneLabel, invalid, disabled }: OptionSelectProps) {
  const current = value ? value : noneLabel ? NONE : "";
  return (
    <Select value={current} onValueChange={(next) => onChange(next === NONE ? null : next)} disabled={disabled}>
      <SelectTrigger id={id} aria-invalid={invalid} className="w-full">
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {noneLabel && <SelectItem value={NONE}>{noneLabel}</SelectItem>}
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
