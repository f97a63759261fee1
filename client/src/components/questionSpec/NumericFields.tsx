import { Controller, useFormContext } from "react-hook-form";
import { DecimalInput } from "@/components/DecimalInput";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { firstMessage, useErrorAt } from "./specErrors";
import type { SpecFieldsProps } from "./specFieldsProps";

/** Resposta Numérica: the right value, how far an answer may be from it, and the unit shown beside the student's box. */
export function NumericFields({ name, idPrefix }: SpecFieldsProps) {
  const { control, register } = useFormContext();
  const error = useErrorAt(name) as Record<string, unknown> | undefined;
  const message = (field: string) => firstMessage(error?.[field]);
  const number = (field: "value" | "tolerance", label: string) => (
    <FormField id={`${idPrefix}-${field}`} label={label} error={message(field)}>
      <Controller
        control={control}
        name={`${name}.${field}`}
        render={({ field: input }) => (
          <DecimalInput id={`${idPrefix}-${field}`} aria-invalid={Boolean(message(field))} {...input} />
        )}
      />
    </FormField>
  );
  return (
    <div className="space-y-2">
      <div className="grid gap-4 sm:grid-cols-3">
        {number("value", "Resposta correta")}
        {number("tolerance", "Tolerância (±)")}
        <FormField id={`${idPrefix}-unit`} label="Unidade (opcional)" error={message("unit")}>
          <Input
            id={`${idPrefix}-unit`}
            autoComplete="off"
            placeholder="Ex.: cm, kg, m/s"
            aria-invalid={Boolean(message("unit"))}
            {...register(`${name}.unit`)}
          />
        </FormField>
      </div>
      <p className="text-sm text-muted-foreground">
        Use vírgula para decimais (até 4 casas). Com tolerância, vale qualquer resposta entre o valor menos e o valor mais a
        tolerância.
      </p>
    </div>
  );
}
