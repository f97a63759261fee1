import type { Database } from "../../db/client";
import { attemptsStartedBefore, deleteAttemptsStartedBefore } from "../../db/queries/retention";

/** The moment before which attempts have outlived the retention period: `years` before `now`. */
export function retentionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/** What a run would remove: the attempts started before the cutoff, by year and exam, and in all. */
export async function attemptsPastRetention(db: Database, cutoff: Date) {
  const groups = await attemptsStartedBefore(db, cutoff);
  return { groups, total: groups.reduce((sum, group) => sum + group.attempts, 0) };
}

const BATCH = 1000;

/**
 * Removes the attempts started before the cutoff, with their answers (docs/architecture.md#17-audit-log-and-lgpd).
 * In batches, each its own statement, so a first run over years of data never holds the table for long.
 */
export async function removeAttemptsPastRetention(db: Database, cutoff: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await deleteAttemptsStartedBefore(db, cutoff, BATCH);
    removed += batch;
    if (batch < BATCH) return removed;
  }
}
