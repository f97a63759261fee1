import { z } from "zod";
import { ROLES } from "../constants";
import { id } from "./fields";

/** A professor teaching a subject in a class. */
export const classTeacherResponse = z.strictObject({
  id,
  userId: id,
  username: z.string(),
  subject: z.string(),
});

/** `GET /api/schools/{id}/staff`: who works in the school, with what they teach there. */
export const staffMemberResponse = z.strictObject({
  id,
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  assignments: z.array(z.strictObject({ id, classId: id, className: z.string(), subject: z.string() })),
});
