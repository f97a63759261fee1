import type { Database } from "../../db/client";
import {
  attemptsStartedBefore,
  deleteAttemptsStartedBefore,
  deleteScanBatchesSentBefore,
  scanSheetsSentBefore,
} from "../../db/queries/retention";

/** The moment before which attempts have outlived the retention period: `years` before `now`. */
export function retentionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * What a run would remove: the attempts started before the cutoff, by year and exam, and in all;
 * and the answer sheets sent before it, whose pictures were kept for disputes.
 */
export async function attemptsPastRetention(db: Database, cutoff: Date) {
  const groups = await attemptsStartedBefore(db, cutoff);
  return {
    groups,
    total: groups.reduce((sum, group) => sum + group.attempts, 0),
    scanSheets: await scanSheetsSentBefore(db, cutoff),
  };
}

const BATCH = 1000;
/** Batches of sheets hold up to 400 pictures each: a few at a time keeps each transaction small. */
const SCAN_BATCHES = 5;

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

/** Removes the answer sheets sent before the cutoff, with their pictures, a few batches at a time; returns how many sheets. */
export async function removeScanSheetsPastRetention(db: Database, cutoff: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const { batches, sheets } = await deleteScanBatchesSentBefore(db, cutoff, SCAN_BATCHES);
    removed += sheets;
    if (batches < SCAN_BATCHES) return removed;
  }
}
