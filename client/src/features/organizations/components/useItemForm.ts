import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useEffectEvent } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import { applyServerErrors } from "@/lib/forms";
import type { SaveMessages } from "../messages";
import { saveItem } from "./saveItem";

/**
 * The form of an organisation dialog: validated with the shared schema, reset from the item (or
 * blank) each time the dialog opens, saved through create or update with the spec's toasts, the
 * server's field messages shown beside `fields`, and `onSaved` (closing) only when it saved.
 */
export function useItemForm<Input extends FieldValues, Output, Item extends { id: string }>({
  schema,
  open,
  item,
  blank,
  valuesOf,
  fields,
  create,
  update,
  messages,
  onSaved,
}: {
  schema: z.ZodType<Output, Input>;
  open: boolean;
  item: Item | undefined;
  blank: () => DefaultValues<Input>;
  valuesOf: (item: Item) => DefaultValues<Input>;
  fields: ReadonlyArray<Path<Input>>;
  create: (payload: Output) => Promise<unknown>;
  update: (payload: Output & { id: string }) => Promise<unknown>;
  messages: SaveMessages;
  onSaved: () => void;
}) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: blank() });

  // Each opening starts from the item (or blank), never from what a cancelled edit left behind.
  const resetForm = useEffectEvent(() => form.reset(item ? valuesOf(item) : blank()));
  useEffect(() => {
    if (open) resetForm();
  }, [open, item]);

  const submit = form.handleSubmit(async (payload) => {
    const saved = await saveItem({
      id: item?.id,
      payload,
      create,
      update,
      messages,
      onError: (error) => applyServerErrors(form.setError, error, fields),
    });
    if (saved) onSaved();
  });

  return { form, submit };
}
