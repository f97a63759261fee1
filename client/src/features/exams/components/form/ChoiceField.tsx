import { Controller, useFormContext } from "react-hook-form";
import { FormField } from "@/components/FormField";
import type { ExamFormValues } from "./examFormValues";
import { FormSelect, type SelectChoice } from "@/components/FormSelect";

type ChoiceName = "difficultyLevel" | "maxGrade" | "gradeRounding";

/** A select of fixed choices bound to one field of the exam form; `parse` turns the chosen text back into the field's value. */
export function ChoiceField<Name extends ChoiceName>({
  name,
  id,
  label,
  choices,
  placeholder,
  parse,
}: {
  name: Name;
  id: string;
  label: string;
  choices: SelectChoice[];
  placeholder: string;
  parse: (value: string | null) => ExamFormValues[Name];
}) {
  const { control, formState } = useFormContext<ExamFormValues>();
  const error = formState.errors[name];
  return (
    <FormField id={id} label={label} error={error?.message}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <FormSelect
            id={id}
            ref={field.ref}
            value={String(field.value)}
            onChange={(value) => field.onChange(parse(value))}
            choices={choices}
            placeholder={placeholder}
            invalid={Boolean(error)}
          />
        )}
      />
    </FormField>
  );
}
