import type { ComponentProps, KeyboardEvent } from "react";
import { maskDate, stepDate, todayText } from "@shared/dateTime";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

/**
 * A day typed as `dd/mm/aaaa`, whatever the browser's language (a native date input follows it and
 * shows mm/dd/yyyy in English). The slashes are put in while typing and a pasted `aaaa-mm-dd` is
 * turned around; ArrowUp and ArrowDown step a day (from today when blank). The value is the text as
 * typed: the schema reads it and says what is wrong.
 */
export function DateInput({
  value,
  onChange,
  className,
  ...props
}: Omit<ComponentProps<typeof Input>, "value" | "onChange" | "type"> & {
  value: string | null | undefined;
  onChange: (value: string) => void;
}) {
  const text = maskDate(value ?? "");

  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = { ArrowUp: 1, ArrowDown: -1 }[event.key];
    if (!direction) return;
    event.preventDefault();
    onChange(text ? (stepDate(text, direction) ?? text) : todayText());
  };

  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      placeholder="dd/mm/aaaa"
      maxLength={10}
      className={cn("w-[8.5rem] tabular-nums", className)}
      {...props}
      value={text}
      onChange={(event) => onChange(maskDate(event.target.value))}
      onKeyDown={(event) => {
        step(event);
        props.onKeyDown?.(event);
      }}
    />
  );
}
