import { Controller, useFormContext } from "react-hook-form";
import { APPLICATION_LIMITS, type ApplicationCreateInput } from "@shared/schemas/applications";
import { DateTimeField } from "@/components/DateTimeField";
import { DecimalInput } from "@/components/DecimalInput";
import { FormField } from "@/components/FormField";
import { OptionCheckbox } from "./OptionCheckbox";

const WINDOW_FIELDS = [
  ["startsAt", "Início", "Em branco: Agora."],
  ["endsAt", "Fim", "Em branco: o fim previsto na prova ou, sem ele, o início mais a duração."],
] as const;

const OPTIONS = [
  ["shuffleQuestions", "Embaralhar a ordem das questões"],
  ["shuffleOptions", "Embaralhar a ordem das alternativas"],
  ["showScore", "Mostrar a nota ao aluno ao finalizar"],
  ["allowAnonymous", "Permitir entrada sem cadastro (aluno digita o nome)"],
] as const;

/** Online: when, for how long each student, and how the exam behaves on the student's screen. */
export function OnlineFields() {
  const { control, formState } = useFormContext<ApplicationCreateInput>();
  const { errors } = formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {WINDOW_FIELDS.map(([name, label, hint]) => (
          <FormField key={name} id={`apply-${name}`} label={label} error={errors[name]?.message}>
            <Controller
              control={control}
              name={name}
              render={({ field }) => (
                <DateTimeField
                  id={`apply-${name}`}
                  label={label}
                  describedBy={`apply-${name}-hint`}
                  invalid={Boolean(errors[name])}
                  {...field}
                  value={typeof field.value === "string" ? field.value : ""}
                />
              )}
            />
            <p id={`apply-${name}-hint`} className="text-xs text-muted-foreground">
              {hint}
            </p>
          </FormField>
        ))}
      </div>

      <FormField id="apply-duration" label="Duração (minutos)" error={errors.durationMinutes?.message}>
        <Controller
          control={control}
          name="durationMinutes"
          render={({ field }) => (
            <DecimalInput
              id="apply-duration"
              integer
              step={5}
              min={1}
              max={APPLICATION_LIMITS.durationMinutesMax}
              className="w-32"
              aria-describedby="apply-duration-hint"
              aria-invalid={Boolean(errors.durationMinutes)}
              {...field}
            />
          )}
        />
        <p id="apply-duration-hint" className="text-xs text-muted-foreground">
          Tempo de cada aluno, contado a partir da entrada (nunca além do fim da aplicação).
        </p>
      </FormField>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium">Opções</legend>
        {OPTIONS.map(([name, label]) => (
          <OptionCheckbox key={name} name={name} label={label} />
        ))}
      </fieldset>
    </>
  );
}
