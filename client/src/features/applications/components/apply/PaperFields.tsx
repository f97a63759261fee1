import { Controller, useFormContext } from "react-hook-form";
import { VERSION_LETTERS } from "@shared/constants";
import type { ApplicationCreateInput } from "@shared/schemas/applications";
import { DateInput } from "@/components/DateInput";
import { FormField } from "@/components/FormField";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { versionsLabel } from "../../paperLabels";
import { OptionCheckbox } from "./OptionCheckbox";

const VERSION_COUNTS = VERSION_LETTERS.map((_, index) => index + 1);

/**
 * On paper: how many versions the students get in rotation (A, B, A, B… down each class), which
 * orders the other versions shuffle, and the date printed in the header.
 */
export function PaperFields() {
  const { control, formState, getValues, setValue } = useFormContext<ApplicationCreateInput>();
  /** Versions differ only by their shuffles: choosing several with none chosen shuffles both. */
  const chooseVersions = (count: number) => {
    if (count > 1 && !getValues("shuffleQuestions") && !getValues("shuffleOptions")) {
      setValue("shuffleQuestions", true);
      setValue("shuffleOptions", true);
    }
  };
  const { errors } = formState;
  return (
    <>
      <FormField id="apply-versions" label="Versões" error={errors.versions?.message}>
        <Controller
          control={control}
          name="versions"
          render={({ field }) => (
            <Select
              value={String(field.value ?? 1)}
              onValueChange={(count) => {
                chooseVersions(Number(count));
                field.onChange(Number(count));
              }}
            >
              <SelectTrigger
                id="apply-versions"
                ref={field.ref}
                className="sm:w-64"
                aria-describedby="apply-versions-hint"
                aria-invalid={Boolean(errors.versions) || undefined}
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {VERSION_COUNTS.map((count) => (
                  <SelectItem key={count} value={String(count)}>
                    {versionsLabel(count)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <p id="apply-versions-hint" className="text-xs text-muted-foreground">
          Distribuídas em sequência pela lista de cada turma: A, B, A, B…
        </p>
      </FormField>

      <fieldset className="space-y-3" aria-describedby="apply-shuffle-hint">
        <legend className="mb-2 text-sm font-medium">Opções</legend>
        <OptionCheckbox name="shuffleQuestions" label="Embaralhar a ordem das questões" />
        <OptionCheckbox name="shuffleOptions" label="Embaralhar a ordem das alternativas" />
        <p id="apply-shuffle-hint" className="text-xs text-muted-foreground">
          A Tipo A é a prova como foi escrita; as outras versões embaralham.
        </p>
      </fieldset>

      <FormField id="apply-printDate" label="Data da prova (opcional)" error={errors.printDate?.message}>
        <Controller
          control={control}
          name="printDate"
          render={({ field }) => (
            <DateInput
              id="apply-printDate"
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby="apply-printDate-hint"
              aria-invalid={Boolean(errors.printDate) || undefined}
            />
          )}
        />
        <p id="apply-printDate-hint" className="text-xs text-muted-foreground">
          Impressa no cabeçalho. Em branco: a data impressa definida na prova ou, sem ela, uma linha para escrever a data.
        </p>
      </FormField>
    </>
  );
}
