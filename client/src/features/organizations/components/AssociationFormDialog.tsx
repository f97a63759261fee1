import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { associationSchema, type AssociationInput } from "@shared/schemas/organizations";
import type { Association } from "@shared/types";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { applyServerErrors } from "@/lib/forms";
import { unionsQuery, useCreateAssociation, useUpdateAssociation } from "../api";
import { associationMessages } from "../messages";
import { ItemFormDialog } from "./ItemFormDialog";
import { QuerySelectField } from "./QuerySelect";
import { saveItem } from "./saveItem";

const EMPTY = { name: "", description: "", unionId: null } satisfies AssociationInput;

export function AssociationFormDialog({
  item,
  open,
  onOpenChange,
}: {
  item?: Association;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateAssociation();
  const update = useUpdateAssociation();
  const form = useForm({ resolver: zodResolver(associationSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!open) return;
    form.reset(item ? { name: item.name, description: item.description ?? "", unionId: item.unionId } : EMPTY);
  }, [open, item, form]);

  const submit = form.handleSubmit(async (payload) => {
    const saved = await saveItem({
      id: item?.id,
      payload,
      create: create.mutateAsync,
      update: update.mutateAsync,
      messages: associationMessages,
      onError: (error) => applyServerErrors(form.setError, error, ["name", "description", "unionId"]),
    });
    if (saved) onOpenChange(false);
  });

  return (
    <ItemFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? "Editar Associação" : "Nova Associação"}
      description="Uma associação reúne escolas e pode pertencer a uma união."
      editing={Boolean(item)}
      submitting={isSubmitting}
      onSubmit={submit}
    >
      <FormField id="association-name" label="Nome" error={errors.name?.message}>
        <Input id="association-name" autoComplete="off" aria-invalid={Boolean(errors.name)} {...form.register("name")} />
      </FormField>
      <FormField id="association-description" label="Descrição" error={errors.description?.message}>
        <Textarea id="association-description" aria-invalid={Boolean(errors.description)} {...form.register("description")} />
      </FormField>
      <FormField id="association-union" label="União" error={errors.unionId?.message}>
        <QuerySelectField
          control={form.control}
          name="unionId"
          id="association-union"
          query={unionsQuery()}
          optionLabel={(union) => union.name}
          placeholder="Selecione a união"
          emptyText="Nenhuma união cadastrada"
          noneLabel="Nenhuma"
        />
      </FormField>
    </ItemFormDialog>
  );
}
