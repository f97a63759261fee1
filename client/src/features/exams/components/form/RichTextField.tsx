import { Controller, useFormContext, type FieldPathByValue } from "react-hook-form";
import { FieldError } from "@/components/FieldError";
import { RichTextEditor } from "@/components/RichTextEditor";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import type { ExamFormValues } from "./examFormValues";

/**
 * A rich-text form value with a visible label. The editable area is not a form control a
 * `<label for>` can name, so the label is tied to it by id (aria-labelledby) instead.
 */
export function RichTextField({
  id,
  name,
  label,
  labelClassName,
  error,
  placeholder,
  compact,
  autoFocus,
}: {
  id: string;
  name: FieldPathByValue<ExamFormValues, string>;
  label: string;
  labelClassName?: string;
  error?: string;
  placeholder?: string;
  compact?: boolean;
  autoFocus?: boolean;
}) {
  const { control } = useFormContext<ExamFormValues>();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <Label id={labelId} htmlFor={id} className={cn(labelClassName)}>
        {label}
      </Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextEditor
            id={id}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            ariaLabel={label}
            labelledBy={labelId}
            describedBy={error ? errorId : undefined}
            invalid={Boolean(error)}
            placeholder={placeholder}
            compact={compact}
            autoFocus={autoFocus}
          />
        )}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
