import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { AuditAction } from "../../../shared/constants";
import type { Database } from "../client";
import { auditEvents, schools } from "../schema";
import { uuidArray } from "./arrayParams";

export type NewAuditEvent = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(db: Database, values: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(values);
}

export interface AuditFilter {
  /** The schools whose events the reader may see; undefined: every event (an administrator). */
  reach?: string[];
  action?: AuditAction;
  actorId?: string;
  schoolId?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

function whereFor(filter: AuditFilter): SQL | undefined {
  return and(
    filter.reach ? sql`${auditEvents.schoolId} = any(${uuidArray(filter.reach)})` : undefined,
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.actorId ? eq(auditEvents.actorId, filter.actorId) : undefined,
    filter.schoolId ? eq(auditEvents.schoolId, filter.schoolId) : undefined,
    filter.from ? gte(auditEvents.occurredAt, filter.from) : undefined,
    filter.to ? lt(auditEvents.occurredAt, filter.to) : undefined,
  );
}

/** One page of the events that match, newest first, with the school's current name. */
export function listAuditEvents(db: Database, filter: AuditFilter, page: { limit: number; offset: number }) {
  return db
    .select({ event: auditEvents, schoolName: schools.name })
    .from(auditEvents)
    .leftJoin(schools, eq(schools.id, auditEvents.schoolId))
    .where(whereFor(filter))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAuditEvents(db: Database, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditEvents).where(whereFor(filter));
  return row.total;
}

export type AuditEventRow = Awaited<ReturnType<typeof listAuditEvents>>[number];
