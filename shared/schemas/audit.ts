import { z } from "zod";
import { AUDIT_ACTIONS } from "../constants";
import { maskDate, parseDateText, zonedInstant } from "../dateTime";

export const DAY_MESSAGE = "Data inválida. Use dd/mm/aaaa.";
export const PERIOD_MESSAGE = "A data final deve ser igual ou posterior à inicial.";

const MIDNIGHT = { hour: 0, minute: 0 };

/**
 * A day of the period, typed `dd/mm/aaaa` or sent as `aaaa-mm-dd`, read on the schools' clock:
 * `from` starts at its midnight; `to` includes the whole day, so it ends at the next midnight.
 */
const day = (whole: "start" | "end") =>
  z
    .string({ error: DAY_MESSAGE })
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      const date = parseDateText(maskDate(value));
      if (!date) {
        context.addIssue({ code: "custom", message: DAY_MESSAGE });
        return z.NEVER;
      }
      return zonedInstant(whole === "start" ? date : { ...date, day: date.day + 1 }, MIDNIGHT);
    });

/** `GET /api/audit-events`: the filters of the 'Registro de auditoria' screen, newest first, in pages. */
export const auditListQuerySchema = z
  .object({
    action: z.enum(AUDIT_ACTIONS, { error: "Ação inválida" }).optional(),
    actorId: z.uuid({ error: "Filtro inválido" }).optional(),
    schoolId: z.uuid({ error: "Filtro inválido" }).optional(),
    from: day("start"),
    to: day("end"),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, { message: PERIOD_MESSAGE, path: ["to"] });
export type AuditListQuery = z.output<typeof auditListQuerySchema>;
export type AuditListInput = z.input<typeof auditListQuerySchema>;
