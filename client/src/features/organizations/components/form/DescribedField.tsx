import { Controller, type FieldValues, type UseFormReturn } from "react-hook-form";
import { DecimalInput } from "@/components/DecimalInput";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { OptionSelect, type OptionSelectProps } from "../OptionSelect";
import type { FieldDescription } from "./formDescription";
import { choicesHint } from "./listChoices";

type ListField<Values extends FieldValues> = Extract<FieldDescription<Values>, { kind: "query-select" }>;

/** A select over another organisation list: its choices arrive when the dialog opens. */
function ListSelect<Values extends FieldValues>({
  field,
  ...props
}: { field: ListField<Values> } & Omit<OptionSelectProps, "options" | "placeholder" | "noneLabel">) {
  const choices = field.useChoices();
  return (
    <OptionSelect {...props} options={choices.options} placeholder={choicesHint(choices, field)} noneLabel={field.noneLabel} />
  );
}

/** The control a field description asks for, bound to the form. */
function FieldControl<Values extends FieldValues, Output>({
  field,
  form,
  invalid,
  required,
}: {
  field: FieldDescription<Values>;
  form: UseFormReturn<Values, unknown, Output>;
  invalid: boolean;
  required: boolean;
}) {
  switch (field.kind) {
    case "text":
      return (
        <Input
          id={field.id}
          type={field.type}
          autoComplete="off"
          required={required}
          aria-invalid={invalid}
          {...form.register(field.name)}
        />
      );
    case "textarea":
      return <Textarea id={field.id} aria-invalid={invalid} {...form.register(field.name)} />;
    case "integer":
      return (
        <Controller
          control={form.control}
          name={field.name}
          render={({ field: control }) => (
            <DecimalInput id={field.id} integer min={field.min} step={1} aria-invalid={invalid} {...control} />
          )}
        />
      );
    case "select":
    case "query-select":
      return (
        <Controller
          control={form.control}
          name={field.name}
          render={({ field: control }) => {
            // "None" is null where the field offers it, and an empty string otherwise, so a required choice shows its message.
            const props = {
              id: field.id,
              value: control.value,
              onChange: (value: string | null) =>
                control.onChange(value ?? (field.kind === "query-select" && field.noneLabel ? null : "")),
              invalid,
            };
            return field.kind === "select" ? (
              <OptionSelect {...props} options={field.options} placeholder={field.placeholder} />
            ) : (
              <ListSelect {...props} field={field} />
            );
          }}
        />
      );
  }
}

/** One described field: its label, its control and its message. */
export function DescribedField<Values extends FieldValues, Output>({
  field,
  form,
  nativeValidation,
}: {
  field: FieldDescription<Values>;
  form: UseFormReturn<Values, unknown, Output>;
  nativeValidation: boolean;
}) {
  const { error } = form.getFieldState(field.name, form.formState);
  return (
    <FormField id={field.id} label={field.label} error={error?.message}>
      <FieldControl field={field} form={form} invalid={Boolean(error)} required={nativeValidation && Boolean(field.required)} />
    </FormField>
  );
}
