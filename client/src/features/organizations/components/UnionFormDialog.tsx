import { unionSchema, type UnionInput } from "@shared/schemas/organizations";
import type { Union } from "@shared/types/organizations";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useCreateUnion, useUpdateUnion } from "../api";
import { unionMessages, type SaveMessages } from "../messages";
import { ItemFormDialog } from "./ItemFormDialog";
import { useItemForm } from "./useItemForm";

const EMPTY = { name: "", description: "" } satisfies UnionInput;

/** 'Nova União' / 'Editar União', on the organisations tab and on the unions page (which words its toasts its own way). */
export function UnionFormDialog({
  item,
  open,
  onOpenChange,
  messages = unionMessages,
  nativeValidation = false,
}: {
  item?: Union;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  messages?: SaveMessages;
  nativeValidation?: boolean;
}) {
  const create = useCreateUnion();
  const update = useUpdateUnion();
  const { form, submit } = useItemForm({
    schema: unionSchema,
    blank: () => EMPTY,
    valuesOf: (union: Union) => ({ name: union.name, description: union.description ?? "" }),
    fields: ["name", "description"],
    messages,
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
      title={item ? "Editar União" : "Nova União"}
      description="Uma união reúne associações."
      editing={Boolean(item)}
      submitting={isSubmitting}
      onSubmit={submit}
      nativeValidation={nativeValidation}
    >
      <FormField id="union-name" label="Nome" error={errors.name?.message}>
        <Input
          id="union-name"
          autoComplete="off"
          required={nativeValidation}
          aria-invalid={Boolean(errors.name)}
          {...form.register("name")}
        />
      </FormField>
      <FormField id="union-description" label="Descrição" error={errors.description?.message}>
        <Textarea id="union-description" aria-invalid={Boolean(errors.description)} {...form.register("description")} />
      </FormField>
    </ItemFormDialog>
  );
}
