import { Controller, useFormContext, useWatch } from "react-hook-form";
import { FieldError } from "@/components/FieldError";
import { RichTextEditor } from "@/components/RichTextEditor";
import { Label } from "@/components/ui/label";
import type { BankFormValues } from "./bankFormValues";

/**
 * An essay's 'Resposta esperada' as rich text, as in the exam's form: it goes with the item into
 * exams, is shown when grading and never to students.
 */
export function BankExpectedAnswerField() {
  const { control, formState } = useFormContext<BankFormValues>();
  const questionType = useWatch({ control, name: "questionType" });
  const error = formState.errors.expectedAnswer?.message;
  if (questionType !== "essay") return null;
  return (
    <div className="space-y-2">
      <Label id="bank-expected-label" htmlFor="bank-expected">
        Resposta esperada (só para o professor)
      </Label>
      <Controller
        control={control}
        name="expectedAnswer"
        render={({ field }) => (
          <RichTextEditor
            id="bank-expected"
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            ariaLabel="Resposta esperada"
            labelledBy="bank-expected-label"
            describedBy={error ? "bank-expected-error" : undefined}
            invalid={Boolean(error)}
            placeholder="O que se espera da resposta do aluno: pontos principais, critérios de correção"
            compact
          />
        )}
      />
      <FieldError id="bank-expected-error" message={error} />
    </div>
  );
}
