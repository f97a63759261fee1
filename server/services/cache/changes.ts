/**
 * The one place a write is announced. A service calls `changed()` once its write has committed,
 * whether a request, the application clock or a script made it; what the server keeps in memory
 * listens here and empties itself when what it was computed from has changed. Changes made by
 * another instance reach no one here: sending them across is a listener on this hub (and a call
 * to `changed()` when one arrives), with no service knowing.
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
export type Change = "exams" | "questionBank" | "applications" | "attempts" | "organizations" | "users" | "sessions";

type Listener = (change: Change) => void;

const listeners = new Set<Listener>();

/** Tells everything kept in memory that these changes have committed. */
export function changed(...changes: Change[]): void {
  for (const change of changes) for (const listener of listeners) listener(change);
}

/** Calls `listener` on every change from now on; returns what stops it. */
export function onChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Empties `memory` whenever one of `sources` changes. */
export function emptyOnChange(memory: { clear(): void }, sources: readonly Change[]): () => void {
  const watched = new Set(sources);
  return onChange((change) => {
    if (watched.has(change)) memory.clear();
  });
}
