import type { Ref } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** A select bound to one form value; `ref` lets react-hook-form focus it when it is the first invalid field. */
export function ChoiceSelect({
  id,
  value,
  onChange,
  choices,
  placeholder,
  invalid,
  ref,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  choices: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
  invalid?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} ref={ref} aria-invalid={invalid || undefined} className="w-full">
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
