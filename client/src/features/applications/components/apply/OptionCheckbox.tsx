import { Controller, useFormContext, type FieldPathByValue } from "react-hook-form";
import type { ApplicationCreateInput } from "@shared/schemas/applications";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

type BooleanOption = FieldPathByValue<ApplicationCreateInput, boolean | undefined>;

/** One yes/no option of the application, its label beside the box. */
export function OptionCheckbox({ name, label, describedBy }: { name: BooleanOption; label: string; describedBy?: string }) {
  const { control } = useFormContext<ApplicationCreateInput>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-3">
          <Checkbox
            id={`apply-${name}`}
            ref={field.ref}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            aria-describedby={describedBy}
          />
          <Label htmlFor={`apply-${name}`} className="cursor-pointer font-normal">
            {label}
          </Label>
        </div>
      )}
    />
  );
}
