import type { Database } from "../../db/client";
import { pruneThrottles } from "../../db/queries/loginThrottles";

/**
 * Counters and marks untouched for a week are forgotten: longer than any lock or counting window,
 * and than an exam's application usually stays open (a student who entered from an address may
 * resume from it while it is locked; see accessCodeGuard.ts).
 */
export const THROTTLE_KEEP_MS = 7 * 24 * 60 * 60_000;

/** Prunes the sign-in and access-code counters every hour while the server is up; returns the stop switch. */
export function startThrottlePruning(db: Database, intervalMs = 60 * 60_000, logError = console.error): () => void {
  const timer = setInterval(() => {
    pruneThrottles(db, new Date(), THROTTLE_KEEP_MS).catch((error: unknown) =>
      logError("Falha ao limpar os contadores de tentativas:", error),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
