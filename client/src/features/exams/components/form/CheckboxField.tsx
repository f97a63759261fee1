import { Controller, useFormContext, type FieldPathByValue } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { ExamFormValues } from "./examFormValues";

/** One yes/no option of the exam, with its label beside the box (clicking the label toggles it). */
export function CheckboxField({
  id,
  name,
  label,
  description,
}: {
  id: string;
  name: FieldPathByValue<ExamFormValues, boolean>;
  label: string;
  description?: string;
}) {
  const { control } = useFormContext<ExamFormValues>();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start gap-3">
          <Checkbox
            id={id}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            aria-describedby={descriptionId}
            className="mt-0.5"
          />
          <div className="space-y-1">
            <Label htmlFor={id} className="cursor-pointer leading-snug">
              {label}
            </Label>
            {description && (
              <p id={descriptionId} className="text-sm text-muted-foreground">
                {description}
              </p>
            )}
          </div>
        </div>
      )}
    />
  );
}
