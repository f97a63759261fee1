import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { unionSchema, type UnionInput } from "@shared/schemas/organizations";
import type { Union } from "@shared/types";
import { FormField } from "@/components/FormField";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { applyServerErrors } from "@/lib/forms";
import { useCreateUnion, useUpdateUnion } from "../api";
import { unionMessages, type SaveMessages } from "../messages";
import { ItemFormDialog } from "./ItemFormDialog";
import { saveItem } from "./saveItem";

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
  const form = useForm({ resolver: zodResolver(unionSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) form.reset(item ? { name: item.name, description: item.description ?? "" } : EMPTY);
  }, [open, item, form]);

  const submit = form.handleSubmit(async (payload) => {
    const saved = await saveItem({
      id: item?.id,
      payload,
      create: create.mutateAsync,
      update: update.mutateAsync,
      messages,
      onError: (error) => applyServerErrors(form.setError, error, ["name", "description"]),
    });
    if (saved) onOpenChange(false);
  });

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
