import { z } from "zod";

/** `POST /api/classes/{id}/teachers`: a professor of the class's school, teaching a subject there. */
export const teachingAssignmentSchema = z.object({
  userId: z.uuid({ error: "Professor é obrigatório" }),
  subject: z.string({ error: "Matéria é obrigatória" }).trim().min(1, "Matéria é obrigatória").max(80, "Máximo de 80 caracteres"),
});
export type TeachingAssignmentValues = z.output<typeof teachingAssignmentSchema>;
