import type { FocusEvent, KeyboardEvent, Ref } from "react";
import { joinDateTimeText, maskTime, splitDateTimeText, stepTime } from "@shared/dateTime";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { DateInput } from "./DateInput";

/**
 * A moment typed as `dd/mm/aaaa` and `HH:mm` (24 h) in two boxes, on the schools' clock, whatever
 * the browser's language (native date inputs follow it and show mm/dd/yyyy and AM/PM in English).
 * The value is `dd/mm/aaaa HH:mm` as typed; the schema reads it and names the part that is wrong.
 * ArrowUp and ArrowDown step a day or a minute.
 */
export function DateTimeField({
  id,
  label,
  value,
  onChange,
  onBlur,
  ref,
  invalid,
  describedBy,
  className,
}: {
  /** The date box's id (the label's target); the time box's is `${id}-time`. */
  id: string;
  /** The field's label, to name the time box for screen readers. */
  label: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
  /** Further hints (the field's own, its error) beside the format hint. */
  describedBy?: string;
  className?: string;
}) {
  const { date, time } = splitDateTimeText(value);
  const hintId = `${id}-format`;
  const described = [hintId, describedBy].filter(Boolean).join(" ");

  const stepMinutes = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = { ArrowUp: 1, ArrowDown: -1 }[event.key];
    if (!direction) return;
    event.preventDefault();
    if (time) onChange(joinDateTimeText(date, stepTime(time, direction) ?? time));
  };

  // The field is left only when focus goes outside both boxes.
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) onBlur?.();
  };

  return (
    <div className={cn("space-y-1", className)}>
      <div className="flex gap-2">
        <DateInput
          id={id}
          ref={ref}
          value={date}
          aria-invalid={invalid}
          aria-describedby={described}
          onChange={(next) => onChange(joinDateTimeText(next, time))}
          onBlur={leave}
        />
        <Input
          id={`${id}-time`}
          inputMode="numeric"
          autoComplete="off"
          placeholder="HH:mm"
          maxLength={5}
          className="w-[5.5rem] tabular-nums"
          value={time}
          aria-label={`${label}: hora`}
          aria-invalid={invalid}
          aria-describedby={described}
          onChange={(event) => onChange(joinDateTimeText(date, maskTime(event.target.value)))}
          onKeyDown={stepMinutes}
          onBlur={leave}
        />
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        dd/mm/aaaa e HH:mm, horário de Brasília.
      </p>
    </div>
  );
}
