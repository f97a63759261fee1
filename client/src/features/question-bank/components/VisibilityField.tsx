import type { Ref } from "react";
import type { BankVisibility } from "@shared/constants";
import { FormField } from "@/components/FormField";
import { VISIBILITY_CHOICES } from "./bankChoices";
import { FormSelect } from "@/components/FormSelect";

/** 'Visibilidade' of a bank item (the item form) or of every imported item (the import): who reads it besides its author. */
export function VisibilityField({
  id,
  value,
  onChange,
  error,
  ref,
}: {
  id: string;
  value: BankVisibility;
  onChange: (visibility: BankVisibility) => void;
  error?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <FormField id={id} label="Visibilidade" error={error}>
      <FormSelect
        id={id}
        ref={ref}
        value={value}
        onChange={(next) => onChange(next as BankVisibility)}
        choices={VISIBILITY_CHOICES}
        placeholder="Selecione"
        invalid={Boolean(error)}
      />
      <p className="text-sm text-muted-foreground">Privada: só você. Escola: colegas das suas escolas. Rede: todas as escolas.</p>
    </FormField>
  );
}
