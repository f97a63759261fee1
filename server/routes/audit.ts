import { Router } from "express";
import { auditListQuerySchema } from "../../shared/schemas/audit";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { parsed, validate } from "../http/validate";
import { isSupervisor, permit } from "../policies/roles";
import { presentAuditEvent } from "../presenters/audit";
import { listAuditEvents } from "../services/audit/auditLog";

/**
 * `GET /api/audit-events`: the audit log, read only (docs/architecture.md#17-audit-log-and-lgpd).
 * Services append to it as they change what it tracks; no route writes, edits or removes an event.
 */
export function auditRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);

  // Professors never read it: refused before the filters are read.
  const list = { query: auditListQuerySchema };
  router.get("/", permit(isSupervisor), validate(list), async (req, res) => {
    const query = parsed(req, list).query;
    const { rows, total } = await listAuditEvents(db, currentUser(req), query);
    res.set({ "X-Total-Count": String(total), "X-Page": String(query.page), "X-Page-Size": String(query.pageSize) });
    res.json(rows.map(presentAuditEvent));
  });

  return router;
}
