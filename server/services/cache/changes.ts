/**
 * The one place a write is announced. A service calls `changed()` once its write has committed,
 * whether a request, the application clock or a script made it; what the server keeps in memory
 * listens here and empties itself when what it was computed from has changed. With several
 * instances on one PostgreSQL, the broadcast (changeBroadcast.ts) is a listener here that sends
 * this instance's changes to the others and announces theirs with `changedElsewhere()`, with no
 * service knowing; a service whose change must hold everywhere by the next request (a session
 * ended) awaits `changesDelivered()` before it answers.
 *
 * The changes, named for what kept entries are computed from:
 * - `exams`: an exam, its questions, options, bank questions placed in it, their order, its status;
 * - `questionBank`: a bank item or its options;
 * - `applications`: an application created, opened, closed or removed;
 * - `attempts`: an attempt handed in, or handed-in attempts scored again (grading, annulment, a
 *   new key). An attempt entered or answers saved while writing change no kept entry and arrive
 *   by the hundred: they announce nothing;
 * - `organizations`: a union, association, school, grade level or class;
 * - `users`: a user created, changed or removed (the signed-in user is kept per token);
 * - `sessions`: a session ended (a new one makes nothing kept stale, so signing in announces nothing).
 */
export const CHANGES = ["exams", "questionBank", "applications", "attempts", "organizations", "users", "sessions"] as const;
export type Change = (typeof CHANGES)[number];

/** Where a change was made: in this process, or through another instance (arrived by broadcast). */
export type ChangeOrigin = "here" | "elsewhere";

type Listener = (change: Change, origin: ChangeOrigin) => void;

const listeners = new Set<Listener>();
const deliveries = new Set<() => Promise<void>>();

/** Tells everything kept in memory that these changes have committed here. */
export function changed(...changes: Change[]): void {
  announce(changes, "here");
}

/** Tells everything kept in memory that another instance committed these changes. */
export function changedElsewhere(changes: Change[]): void {
  announce(changes, "elsewhere");
}

function announce(changes: Change[], origin: ChangeOrigin): void {
  for (const change of changes) for (const listener of listeners) listener(change, origin);
}

/** Calls `listener` on every change from now on; returns what stops it. */
export function onChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registers what waits until the changes announced so far have reached the other instances. */
export function onDelivery(delivered: () => Promise<void>): () => void {
  deliveries.add(delivered);
  return () => deliveries.delete(delivered);
}

/** Resolves once the changes announced so far have reached the other instances (at once with one). */
export async function changesDelivered(): Promise<void> {
  await Promise.all([...deliveries].map((delivered) => delivered()));
}

/** Empties `memory` whenever one of `sources` changes. */
export function emptyOnChange(memory: { clear(): void }, sources: readonly Change[]): () => void {
  const watched = new Set(sources);
  return onChange((change) => {
    if (watched.has(change)) memory.clear();
  });
}
