import { useFormContext } from "react-hook-form";
import { FormField } from "@/components/FormField";
import { Textarea } from "@/components/ui/textarea";
import { firstMessage, useErrorAt } from "./specErrors";
import { SpecCheckbox } from "./SpecMarks";
import type { SpecFieldsProps } from "./specFieldsProps";

/** Resposta Curta: the answers that count as right, one per line, and whether case, accents and spaces must match. */
export function ShortAnswerFields({ name, idPrefix }: SpecFieldsProps) {
  const { register } = useFormContext();
  const message = firstMessage(useErrorAt(`${name}.accepted`));
  const hintId = `${idPrefix}-accepted-hint`;
  return (
    <div className="space-y-4">
      <FormField id={`${idPrefix}-accepted`} label="Respostas aceitas (uma por linha)" error={message}>
        <Textarea
          id={`${idPrefix}-accepted`}
          rows={4}
          placeholder={"São Paulo\nSP"}
          aria-describedby={hintId}
          aria-invalid={Boolean(message)}
          {...register(`${name}.accepted`)}
        />
        <p id={hintId} className="text-sm text-muted-foreground">
          Até 20 respostas. Use * para qualquer trecho: "fotossíntese*" aceita "fotossíntese clorofiliana".
        </p>
      </FormField>
      <SpecCheckbox
        name={`${name}.exact`}
        label="Respeitar maiúsculas, acentos e espaços"
        description='Sem marcar, "São Paulo" e "sao  paulo" valem o mesmo.'
      />
    </div>
  );
}
