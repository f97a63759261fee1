import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

/** Codes are capitals and digits: no suggestions, no corrections, the letters keyboard in capitals. */
const CODE_INPUT = {
  autoComplete: "off",
  autoCapitalize: "characters",
  autoCorrect: "off",
  spellCheck: false,
  inputMode: "text",
  maxLength: 12,
} as const;

/**
 * A large labelled field with its error under it, read out with the field. With `code`, it takes
 * an exam or access code: capitals only, in a fixed-width font.
 */
export function TextField({
  id,
  label,
  error,
  code = false,
  onValueChange,
  className,
  ...props
}: Omit<ComponentProps<"input">, "onChange"> & {
  id: string;
  label: string;
  error: string | null;
  code?: boolean;
  onValueChange: (value: string) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-base font-medium">
        {label}
      </label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(code ? event.target.value.toUpperCase() : event.target.value)}
        className={cn("h-12 text-lg", code && "font-mono tracking-widest uppercase", className)}
        {...(code ? CODE_INPUT : {})}
        {...props}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
