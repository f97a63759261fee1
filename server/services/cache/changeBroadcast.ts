import { randomUUID } from "node:crypto";
import { openNotificationChannel } from "../../db/notifications";
import { CHANGES, changedElsewhere, onChange, onDelivery, type Change } from "./changes";

/** The PostgreSQL channel the instances of one database tell each other their changes on. */
export const CHANGES_CHANNEL = "avaliacoes_changes";

const isChange = (name: string): name is Change => (CHANGES as readonly string[]).includes(name);

/**
 * Several instances on one PostgreSQL (docs/architecture.md#instances-that-agree): each change
 * announced here is sent to the others (`<instance> <change>,<change>`), and theirs are announced
 * here as changes made elsewhere, so every instance empties what it keeps at once. The changes of
 * one turn of the event loop go as one message. A channel that dropped and came back may have
 * missed some: everything kept is emptied then. Returns what stops it.
 */
export async function startChangeBroadcast(connectionString: string, logError: (message: string) => void) {
  const instance = randomUUID();
  const pending = new Set<Change>();
  let sending: Promise<void> = Promise.resolve();
  const channel = await openNotificationChannel(connectionString, CHANGES_CHANNEL, {
    onMessage(payload) {
      const [from, names = ""] = payload.split(" ");
      if (from === instance) return;
      const changes = names.split(",").filter(isChange);
      if (changes.length > 0) changedElsewhere(changes);
    },
    onReconnected: () => changedElsewhere([...CHANGES]),
    logError,
  });
  const send = () => {
    if (pending.size === 0) return;
    const payload = `${instance} ${[...pending].join(",")}`;
    pending.clear();
    sending = sending
      .then(() => channel.send(payload))
      .catch((error: Error) => logError(`Aviso de mudança não enviado às outras instâncias: ${error.message}`));
  };
  const stopListening = onChange((change, origin) => {
    if (origin !== "here") return;
    if (pending.size === 0) queueMicrotask(send);
    pending.add(change);
  });
  const stopDelivery = onDelivery(async () => {
    send();
    await sending;
  });
  return async () => {
    stopListening();
    stopDelivery();
    send();
    await sending;
    await channel.close();
  };
}
