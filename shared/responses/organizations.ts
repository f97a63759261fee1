import { z } from "zod";
import { GRADE_LEVEL_CATEGORIES } from "../constants";
import { id, isoDateTime } from "./fields";

const count = z.number().int().nonnegative();
const dates = { createdAt: isoDateTime, updatedAt: isoDateTime };

export const unionResponse = z.strictObject({
  id,
  name: z.string(),
  description: z.string().nullable(),
  associationCount: count,
  ...dates,
});

export const associationResponse = z.strictObject({
  id,
  name: z.string(),
  description: z.string().nullable(),
  unionId: id.nullable(),
  unionName: z.string().nullable(),
  schoolCount: count,
  ...dates,
});

export const schoolResponse = z.strictObject({
  id,
  name: z.string(),
  associationId: id,
  associationName: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  classCount: count,
  ...dates,
});

export const gradeLevelResponse = z.strictObject({
  id,
  name: z.string(),
  category: z.enum(GRADE_LEVEL_CATEGORIES),
  description: z.string().nullable(),
  classCount: count,
  ...dates,
});

export const schoolClassResponse = z.strictObject({
  id,
  name: z.string(),
  schoolId: id,
  schoolName: z.string(),
  gradeLevelId: id,
  gradeLevelName: z.string(),
  year: z.number().int(),
  studentCount: count,
  ...dates,
});
