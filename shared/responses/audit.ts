import { z } from "zod";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from "../constants";
import { id, isoDateTime } from "./fields";

/** What a record looked like before or after the change: a few named values, never a student's name. */
export const auditDetailsResponse = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]),
);

/** One line of `GET /api/audit-events`: who did what, to which record, of which school, and when. */
export const auditEventResponse = z.strictObject({
  id,
  occurredAt: isoDateTime,
  /** The account's id and its name at the time: both stay when the account is later deleted. */
  actorId: id.nullable(),
  actorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: id.nullable(),
  /** Null for what belongs to the network (accounts, bank questions): read by administrators only. */
  schoolId: id.nullable(),
  schoolName: z.string().nullable(),
  summary: z.string(),
  before: auditDetailsResponse.nullable(),
  after: auditDetailsResponse.nullable(),
});
