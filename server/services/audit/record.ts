import type { AuditAction, AuditEntityType } from "../../../shared/constants";
import type { AuditDetails } from "../../../shared/types/audit";
import type { Database } from "../../db/client";
import { insertAuditEvent } from "../../db/queries/audit";
import type { UserRow } from "../../db/schema";

/** Who acted: their account, and their name as it is now (kept as written when they later change it). */
export type AuditActor = Pick<UserRow, "id" | "username">;

export interface AuditEntry {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  /** The school the record belongs to, so its coordinators read it; null for the network's (accounts, bank questions). */
  schoolId: string | null;
  /** One sentence in Portuguese for the log's screen. */
  summary: string;
  before?: AuditDetails;
  after?: AuditDetails;
}

const SUMMARY_MAX = 300;

const clip = (text: string) => (text.length <= SUMMARY_MAX ? text : `${text.slice(0, SUMMARY_MAX - 1)}…`);

/**
 * Appends one event to the audit log (docs/architecture.md#17-audit-log-and-lgpd). Services call it in
 * the change's own transaction, so a change is never kept without its trail. Summaries and details
 * name records by id, title or class, never a student by name or registration number: a student's
 * erasure then leaves the trail whole and nameless.
 */
export async function recordAudit(db: Database, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await insertAuditEvent(db, {
    actorId: actor.id,
    actorName: actor.username,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    schoolId: entry.schoolId,
    summary: clip(entry.summary),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
