import { associationSchema, type AssociationInput } from "@shared/schemas/organizations";
import type { Association } from "@shared/types/organizations";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { unionsQuery, useCreateAssociation, useUpdateAssociation } from "../api";
import { associationMessages } from "../messages";
import { ItemFormDialog } from "./ItemFormDialog";
import { useItemForm } from "./useItemForm";
import { QuerySelectField } from "./QuerySelect";

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
  const { form, submit } = useItemForm({
    schema: associationSchema,
    blank: () => EMPTY,
    valuesOf: (association: Association) => ({
      name: association.name,
      description: association.description ?? "",
      unionId: association.unionId,
    }),
    fields: ["name", "description", "unionId"],
    messages: associationMessages,
    open,
    item,
    create: create.mutateAsync,
    update: update.mutateAsync,
    onSaved: () => onOpenChange(false),
  });
  const { errors, isSubmitting } = form.formState;

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
