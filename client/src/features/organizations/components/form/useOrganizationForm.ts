import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useEffectEvent } from "react";
import { useForm, type FieldValues } from "react-hook-form";
import { applyServerErrors } from "@/lib/forms";
import { notifyError, notifySuccess } from "@/lib/notify";
import type { SaveMessages } from "../../messages";
import { fieldNames, type OrganizationForm } from "./formDescription";

/**
 * The state of an organisation dialog's form: validated with the shared schema, reset from the
 * item (or blank) each time the dialog opens, saved through create or update with its toasts, the
 * server's field messages shown beside the fields, and `onSaved` (closing) only when it saved.
 */
export function useOrganizationForm<Item extends { id: string }, Values extends FieldValues, Output>({
  description,
  open,
  item,
  messages,
  onSaved,
}: {
  description: OrganizationForm<Item, Values, Output>;
  open: boolean;
  item: Item | undefined;
  messages: SaveMessages;
  onSaved: () => void;
}) {
  const create = description.useCreate();
  const update = description.useUpdate();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(description.schema),
    defaultValues: description.blank(),
  });

  // Each opening starts from the item (or blank), never from what a cancelled edit left behind.
  const resetForm = useEffectEvent(() => form.reset(item ? description.valuesOf(item) : description.blank()));
  useEffect(() => {
    if (open) resetForm();
  }, [open, item]);

  const submit = form.handleSubmit(async (payload) => {
    let saved = false;
    try {
      if (item) await update.mutateAsync({ ...payload, id: item.id });
      else await create.mutateAsync(payload);
      notifySuccess(item ? messages.updated : messages.created);
      saved = true;
    } catch (error) {
      applyServerErrors(form.setError, error, fieldNames(description.rows));
      notifyError(error, item ? messages.updateFailed : messages.createFailed);
    }
    if (saved) onSaved();
  });

  return { form, submit };
}
