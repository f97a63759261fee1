import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { loginThrottles } from "../schema";

export interface ThrottleRule {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export async function findLockedUntil(db: Database, email: string, ip: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(and(eq(loginThrottles.email, email), eq(loginThrottles.ip, ip)));
  return row?.lockedUntil ?? null;
}

/**
 * Counts one failure in a single statement, so concurrent attempts cannot slip past the limit.
 * Failures older than the window start a new count; reaching the limit locks the pair, and a
 * failure arriving while it is locked (one sent at the same time) leaves the lock as it is.
 */
export async function recordLoginFailure(db: Database, email: string, ip: string, now: Date, rule: ThrottleRule): Promise<void> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const lockEnd = new Date(now.getTime() + rule.lockMs);
  const freshWindow = sql`${loginThrottles.windowStartedAt} < ${windowStart} or ${loginThrottles.lockedUntil} is not null`;
  const failures = sql`case when ${freshWindow} then 1 else ${loginThrottles.failures} + 1 end`;
  await db
    .insert(loginThrottles)
    .values({ email, ip, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [loginThrottles.email, loginThrottles.ip],
      set: {
        failures: sql`case when ${failures} >= ${rule.maxFailures} then 0 else ${failures} end`,
        windowStartedAt: sql`case when ${freshWindow} then ${now} else ${loginThrottles.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${rule.maxFailures} then ${lockEnd}::timestamptz else null end`,
      },
      setWhere: sql`${loginThrottles.lockedUntil} is null or ${loginThrottles.lockedUntil} <= ${now}`,
    });
}

export async function clearLoginFailures(db: Database, email: string, ip: string): Promise<void> {
  await db.delete(loginThrottles).where(and(eq(loginThrottles.email, email), eq(loginThrottles.ip, ip)));
}

export type ThrottleRow = typeof loginThrottles.$inferSelect;

/** The rows of some (key, address) pairs, in one query; pairs without a row are left out. */
export function findThrottles(db: Database, pairs: Array<{ key: string; ip: string }>): Promise<ThrottleRow[]> {
  return db
    .select()
    .from(loginThrottles)
    .where(or(...pairs.map(({ key, ip }) => and(eq(loginThrottles.email, key), eq(loginThrottles.ip, ip)))));
}

/** Notes that a (key, address) pair happened, with no count: a row that only has to exist. */
export async function markThrottlePair(db: Database, key: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginThrottles).values({ email: key, ip, failures: 0, windowStartedAt: now }).onConflictDoNothing();
}

/**
 * Counts one event of a (key, address) pair in fixed windows, in a single statement so concurrent
 * events each get their own number: the count within the current window, this one included.
 */
export async function countInWindow(
  db: Database,
  key: string,
  ip: string,
  now: Date,
  windowMs: number,
): Promise<{ count: number; windowEndsAt: Date }> {
  const ended = sql`${loginThrottles.windowStartedAt} <= ${new Date(now.getTime() - windowMs)}`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ email: key, ip, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [loginThrottles.email, loginThrottles.ip],
      set: {
        failures: sql`case when ${ended} then 1 else ${loginThrottles.failures} + 1 end`,
        windowStartedAt: sql`case when ${ended} then ${now}::timestamptz else ${loginThrottles.windowStartedAt} end`,
      },
    })
    .returning({ count: loginThrottles.failures, windowStartedAt: loginThrottles.windowStartedAt });
  return { count: row.count, windowEndsAt: new Date(row.windowStartedAt.getTime() + windowMs) };
}

/**
 * Forgets counters and marks that no rule still reads: untouched for `keepMs` and not locked.
 * Every student's entry leaves a mark, so without this the table grows with every exam applied.
 */
export async function pruneThrottles(db: Database, now: Date, keepMs: number): Promise<number> {
  const rows = await db
    .delete(loginThrottles)
    .where(
      and(
        lt(loginThrottles.windowStartedAt, new Date(now.getTime() - keepMs)),
        or(isNull(loginThrottles.lockedUntil), lt(loginThrottles.lockedUntil, now)),
      ),
    )
    .returning({ ip: loginThrottles.ip });
  return rows.length;
}
