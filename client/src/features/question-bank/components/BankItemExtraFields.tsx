import { useFormContext, useWatch } from "react-hook-form";
import { DescriptorPicker } from "@/components/curriculum/DescriptorPicker";
import { DESCRIPTOR_FIELDS } from "@/components/curriculum/descriptorFields";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { BankFormValues } from "./bankFormValues";

/** What helps find and correct the question: descriptors, tags, the expected answer and its explanation. */
export function BankItemExtraFields() {
  const { register, formState, control, getValues } = useFormContext<BankFormValues>();
  const { errors } = formState;
  // An essay's expected answer is the rich 'Resposta esperada' above; the plain one stays only where an older essay has it.
  const essay = useWatch({ control, name: "questionType" }) === "essay";
  // The descriptor pickers search the catalogue for the item's subject and grade level.
  const [subject, gradeLevelId] = useWatch({ control, name: ["subject", "gradeLevelId"] });
  const curriculum = { subject, gradeLevelId };
  const showCorrectAnswer = !essay || Boolean(getValues("correctAnswer"));
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {DESCRIPTOR_FIELDS.map((field) => (
          <DescriptorPicker
            key={field.name}
            id={`bank-${field.part}`}
            name={field.name}
            label={field.label}
            kind={field.kind}
            context={curriculum}
            error={errors[field.name]?.message}
          />
        ))}
      </div>

      <FormField id="bank-tags" label="Etiquetas" error={errors.tags?.message}>
        <Input
          id="bank-tags"
          autoComplete="off"
          placeholder="Ex.: frações, 5º ano, revisão"
          aria-describedby="bank-tags-hint"
          aria-invalid={Boolean(errors.tags)}
          {...register("tags")}
        />
        <p id="bank-tags-hint" className="text-sm text-muted-foreground">
          Separe as etiquetas por vírgula.
        </p>
      </FormField>

      {showCorrectAnswer && (
        <FormField id="bank-correct-answer" label="Resposta Esperada" error={errors.correctAnswer?.message}>
          <Textarea
            id="bank-correct-answer"
            rows={3}
            placeholder="O que se espera na resposta do aluno"
            aria-invalid={Boolean(errors.correctAnswer)}
            {...register("correctAnswer")}
          />
        </FormField>
      )}

      <FormField id="bank-explanation" label="Explicação" error={errors.explanation?.message}>
        <Textarea
          id="bank-explanation"
          rows={3}
          placeholder="Por que esta é a resposta certa"
          aria-invalid={Boolean(errors.explanation)}
          {...register("explanation")}
        />
      </FormField>
    </div>
  );
}
