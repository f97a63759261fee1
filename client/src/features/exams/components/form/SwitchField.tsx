import { Controller, useFormContext, type FieldPathByValue } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { ExamFormValues } from "./examFormValues";

/** An on/off setting of the exam that takes effect at once for others (sharing), with what it means underneath. */
export function SwitchField({
  id,
  name,
  label,
  description,
}: {
  id: string;
  name: FieldPathByValue<ExamFormValues, boolean>;
  label: string;
  description: string;
}) {
  const { control } = useFormContext<ExamFormValues>();
  const descriptionId = `${id}-description`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-4">
          <div className="space-y-1">
            <Label htmlFor={id} className="cursor-pointer leading-snug">
              {label}
            </Label>
            <p id={descriptionId} className="text-sm text-muted-foreground">
              {description}
            </p>
          </div>
          <Switch
            id={id}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={descriptionId}
          />
        </div>
      )}
    />
  );
}
