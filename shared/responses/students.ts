import { z } from "zod";
import { id, isoDateTime } from "./fields";

export const studentResponse = z.strictObject({
  id,
  classId: id,
  name: z.string(),
  registrationNumber: z.string().nullable(),
  /** What the student types to take an exam online. */
  accessCode: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

/** `POST /api/classes/{id}/students/import`: what the file added and renamed, and the roster after it. */
export const rosterImportResponse = z.strictObject({
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  students: z.array(studentResponse),
});
