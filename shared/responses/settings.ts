import { z } from "zod";
import { TERM_KINDS } from "../terms";

/** `GET /api/settings/terms`: bimestres or trimestres, and the day (`MM-DD`) each starts. */
export const termSettingsResponse = z.strictObject({
  kind: z.enum(TERM_KINDS),
  starts: z.array(z.string().regex(/^\d{2}-\d{2}$/)),
});
