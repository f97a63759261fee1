import { useEffect } from "react";
import { Controller, FormProvider, useForm, type Path } from "react-hook-form";
import type { BankItemValues } from "@shared/schemas/questionBank";
import type { BankItem } from "@shared/types/questionBank";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { serverFieldErrors } from "@/lib/api";
import { applyServerErrors } from "@/lib/forms";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateBankItem, useUpdateBankItem } from "../api";
import { BankExpectedAnswerField } from "./BankExpectedAnswerField";
import { BankItemExtraFields } from "./BankItemExtraFields";
import { BankItemFields } from "./BankItemFields";
import { FORM_FIELDS, bankFormResolver, changedFields, emptyBankForm, fromItem, type BankFormValues } from "./bankFormValues";
import { VisibilityField } from "./VisibilityField";

/** 'Nova Questão' / 'Editar Questão': one item of the bank, validated by the server's own schema. */
export function BankItemFormDialog({
  open,
  item,
  onOpenChange,
}: {
  open: boolean;
  /** The item being edited; none creates a new one. */
  item?: BankItem;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateBankItem();
  const update = useUpdateBankItem();
  const form = useForm<BankFormValues, unknown, BankItemValues>({ resolver: bankFormResolver, defaultValues: emptyBankForm() });
  const { isSubmitting } = form.formState;

  // Each opening starts from the item (or blank), never from what a cancelled edit left behind.
  useEffect(() => {
    if (open) form.reset(item ? fromItem(item) : emptyBankForm());
  }, [open, item, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (item) {
        const changes = changedFields(values, item);
        const saved = Object.keys(changes).length > 0 ? await update.mutateAsync({ id: item.id, ...changes }) : undefined;
        notifySuccess("Questão atualizada com sucesso!");
        const rescored = saved?.rescoredAttempts ?? 0;
        if (rescored > 0)
          notifySuccess(`Gabarito alterado: ${rescored} ${rescored === 1 ? "nota recalculada" : "notas recalculadas"}.`);
      } else {
        await create.mutateAsync(values);
        notifySuccess("Questão criada com sucesso!");
      }
      onOpenChange(false);
    } catch (error) {
      applyServerErrors(form.setError, error, FORM_FIELDS);
      // The spec's messages name the part they are about ("answerSpec.parts.2.text").
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (field.startsWith("answerSpec.")) form.setError(field as Path<BankFormValues>, { message });
      }
      notifyError(error, item ? "Falha ao atualizar questão." : "Falha ao criar questão.");
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{item ? "Editar Questão" : "Nova Questão"}</DialogTitle>
          <DialogDescription>
            {item ? "Altere os dados da questão do banco." : "A questão fica no banco para ser usada em qualquer prova."}
          </DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate className="space-y-6">
            <BankItemFields />
            <BankExpectedAnswerField />
            <BankItemExtraFields />
            <Controller
              control={form.control}
              name="visibility"
              render={({ field, fieldState }) => (
                <VisibilityField
                  id="bank-visibility"
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
                Cancelar
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? "Salvando..." : item ? "Salvar Alterações" : "Criar Questão"}
              </Button>
            </DialogFooter>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
