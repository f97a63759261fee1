import type { AuditEntityType } from "../../shared/constants";
import type { AuditDetails, AuditEvent } from "../../shared/types/audit";
import type { AuditEventRow } from "../db/queries/audit";

// The columns are typed loosely (a varchar, jsonb); only recordAudit writes them, from a typed entry.
export function presentAuditEvent({ event, schoolName }: AuditEventRow): AuditEvent {
  return {
    id: event.id,
    occurredAt: event.occurredAt.toISOString(),
    actorId: event.actorId,
    actorName: event.actorName,
    action: event.action,
    entityType: event.entityType as AuditEntityType,
    entityId: event.entityId,
    schoolId: event.schoolId,
    schoolName,
    summary: event.summary,
    before: event.before as AuditDetails | null,
    after: event.after as AuditDetails | null,
  };
}
