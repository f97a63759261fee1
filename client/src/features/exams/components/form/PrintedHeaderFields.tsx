import { Controller, useFormContext } from "react-hook-form";
import { DEFAULT_INSTRUCTIONS } from "@shared/constants";
import { DateInput } from "@/components/DateInput";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { ExamFormValues } from "./examFormValues";

/** What the printed exam says when the field is left blank. */
const INSTRUCTIONS_PLACEHOLDER = DEFAULT_INSTRUCTIONS.join("\n");

/** A field's hint, tied to it for screen readers. */
function Hint({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="text-xs text-muted-foreground">
      {children}
    </p>
  );
}

/** What only the printed exam reads: the teacher's name, the instructions, the essay lines and the date. */
export function PrintedHeaderFields() {
  const { control, register, formState } = useFormContext<ExamFormValues>();
  const { errors } = formState;
  return (
    <div className="space-y-5">
      <FormField id="header-teacher-name" label="Professor(a)" error={errors.teacherName?.message}>
        <Input
          id="header-teacher-name"
          autoComplete="off"
          aria-describedby="header-teacher-name-hint"
          aria-invalid={Boolean(errors.teacherName)}
          {...register("teacherName")}
        />
        <Hint id="header-teacher-name-hint">Em branco: o nome de quem criou a prova.</Hint>
      </FormField>

      <FormField id="header-instructions" label="Instruções" error={errors.instructions?.message}>
        <Textarea
          id="header-instructions"
          rows={4}
          placeholder={INSTRUCTIONS_PLACEHOLDER}
          aria-describedby="header-instructions-hint"
          aria-invalid={Boolean(errors.instructions)}
          {...register("instructions")}
        />
        <Hint id="header-instructions-hint">
          Uma instrução por linha. Em branco: as instruções padrão, mostradas no campo vazio.
        </Hint>
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="header-essay-lines" label="Linhas por questão dissertativa" error={errors.essayLines?.message}>
          <Input
            id="header-essay-lines"
            inputMode="numeric"
            autoComplete="off"
            className="w-24"
            aria-describedby="header-essay-lines-hint"
            aria-invalid={Boolean(errors.essayLines)}
            {...register("essayLines")}
          />
          <Hint id="header-essay-lines-hint">De 1 a 40. Em branco: pela pontuação da questão.</Hint>
        </FormField>

        <FormField id="header-print-date" label="Data impressa" error={errors.printDate?.message}>
          <Controller
            control={control}
            name="printDate"
            render={({ field }) => (
              <DateInput
                id="header-print-date"
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-describedby="header-print-date-hint"
                aria-invalid={Boolean(errors.printDate)}
              />
            )}
          />
          <Hint id="header-print-date-hint">Em branco: uma linha para escrever a data.</Hint>
        </FormField>
      </div>
    </div>
  );
}
