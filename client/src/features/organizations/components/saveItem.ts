import { notifyError, notifySuccess } from "@/lib/notify";
import type { SaveMessages } from "../messages";

/**
 * Creates, or updates when there is an id, then shows the spec's toast. Answers whether it saved,
 * so the dialog knows to close; `onError` puts the server's field messages beside the fields.
 */
export async function saveItem<Payload>({
  id,
  payload,
  create,
  update,
  messages,
  onError,
}: {
  id: string | undefined;
  payload: Payload;
  create: (payload: Payload) => Promise<unknown>;
  update: (payload: Payload & { id: string }) => Promise<unknown>;
  messages: SaveMessages;
  onError: (error: unknown) => void;
}): Promise<boolean> {
  try {
    if (id) await update({ ...payload, id });
    else await create(payload);
    notifySuccess(id ? messages.updated : messages.created);
    return true;
  } catch (error) {
    onError(error);
    notifyError(error, id ? messages.updateFailed : messages.createFailed);
    return false;
  }
}
