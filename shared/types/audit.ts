import type { z } from "zod";
import type { auditDetailsResponse, auditEventResponse } from "../responses/audit";

/** The audit log. API types, read from the response schemas the server is held to. */

export type AuditDetails = z.infer<typeof auditDetailsResponse>;
export type AuditEvent = z.infer<typeof auditEventResponse>;
