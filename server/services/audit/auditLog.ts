import type { AuditListQuery } from "../../../shared/schemas/audit";
import type { Database } from "../../db/client";
import * as queries from "../../db/queries/audit";
import type { ScopedActor } from "../../policies/exams";
import { auditReach } from "../../policies/audit";

/**
 * One page of the audit log, newest first, and how many events match. A coordinator's filter by a
 * school outside their own finds nothing: the reach is part of the query, not a check afterwards.
 */
export async function listAuditEvents(db: Database, actor: ScopedActor, query: AuditListQuery) {
  const { page, pageSize, ...filters } = query;
  const filter = { ...filters, reach: auditReach(actor) };
  const [rows, total] = await Promise.all([
    queries.listAuditEvents(db, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
    queries.countAuditEvents(db, filter),
  ]);
  return { rows, total };
}
