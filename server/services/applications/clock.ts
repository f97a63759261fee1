import type { AttemptFinishReason } from "../../../shared/constants";
import type { AdvisoryLease } from "../../db/advisoryLease";
import type { Database } from "../../db/client";
import { advanceApplicationStatuses, settleExamStatuses } from "../../db/queries/applications";
import { overdueAttempts } from "../../db/queries/attempts";
import { submitAttempt, type ScoringCache } from "../attempts/scoring";
import { changed } from "../cache/changes";

/**
 * How long after an attempt's deadline an answer is still accepted: the last answers of a student
 * on a slow or briefly dropped connection arrive a little late and still count.
 */
export const ANSWER_GRACE_MS = 60_000;

export const pastGrace = (attempt: { deadlineAt: Date }, now: Date) =>
  now.getTime() > attempt.deadlineAt.getTime() + ANSWER_GRACE_MS;

/**
 * An attempt handed in by the clock says why: the application closed (window end or the teacher
 * closing early) or the student's own time ran out.
 */
export function finishReasonFor(
  attempt: { deadlineAt: Date },
  application: { status: string; endsAt: Date | null },
): AttemptFinishReason {
  const closedOnIt = application.status === "closed" && application.endsAt && attempt.deadlineAt <= application.endsAt;
  return closedOnIt ? "closed" : "deadline";
}

/**
 * Moves everything along the clock: applications open and close, exams become active or
 * completed, and attempts past their deadline and grace period are handed in with what was saved.
 * Runs on a timer and before the calls that depend on it; safe to run at the same time twice.
 * What it moves is announced like any other write, so kept figures and lists show it at once; a
 * run that moves nothing announces nothing.
 */
export async function advanceApplications(db: Database, now = new Date()): Promise<void> {
  const moved = await advanceApplicationStatuses(db, now);
  await settleExamStatuses(db, moved);
  if (moved.length > 0) changed("applications", "exams");
  const cache: ScoringCache = new Map();
  const overdue = await overdueAttempts(db, new Date(now.getTime() - ANSWER_GRACE_MS));
  for (const attempt of overdue) {
    // Handed in when its time ended, which is what "time taken" should show.
    await submitAttempt(db, attempt, attempt.examId, finishReasonFor(attempt, attempt.application), attempt.deadlineAt, cache);
  }
}

const MIN_INTERVAL_MS = 5_000;

/** The advisory lock of the instance that runs the clock (see startApplicationClock). */
export const APPLICATION_CLOCK_LOCK_KEY = 72_201_805;
const lastRun = new WeakMap<Database, { at: number; running: Promise<void> }>();

/**
 * `advanceApplications` for request paths: at most once every few seconds per database, and
 * callers arriving while it runs wait for that run instead of starting another.
 */
export function advanceApplicationsSoon(db: Database, now = new Date()): Promise<void> {
  const last = lastRun.get(db);
  if (last && now.getTime() - last.at < MIN_INTERVAL_MS) return last.running;
  const running = advanceApplications(db, now);
  lastRun.set(db, { at: now.getTime(), running: running.catch(() => undefined) });
  return running;
}

/**
 * Runs `advanceApplications` every few seconds while the server is up; returns the stop switch.
 * With several instances on one PostgreSQL, only the holder of `lease` runs it (the others ask on
 * each turn and take over when the holder is gone); the calls that need the clock first still run
 * it themselves (advanceApplicationsSoon), which is safe since it moves each thing once.
 */
export function startApplicationClock(
  db: Database,
  options: { intervalMs?: number; lease?: AdvisoryLease; log?: (line: string) => void; logError?: typeof console.error } = {},
): () => void {
  const { intervalMs = 10_000, lease, log = console.log, logError = console.error } = options;
  let running = false;
  let leading = false;
  const tick = async () => {
    if (lease) {
      const held = await lease.held();
      if (held && !leading) log("Relógio das aplicações: esta instância abre e fecha as aplicações.");
      leading = held;
      if (!held) return;
    }
    await advanceApplications(db);
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tick()
      .catch((error: unknown) => logError("Falha ao avançar as aplicações de provas:", error))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
