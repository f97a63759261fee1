import type { z } from "zod";
import type {
  unionResponse,
  associationResponse,
  schoolResponse,
  gradeLevelResponse,
  schoolClassResponse,
} from "../responses/organizations";

/** The organisation: unions, associations, schools, grade levels and classes. API types, read from the response schemas the server is held to. */

export type Union = z.infer<typeof unionResponse>;
export type Association = z.infer<typeof associationResponse>;
export type School = z.infer<typeof schoolResponse>;
export type GradeLevel = z.infer<typeof gradeLevelResponse>;
export type SchoolClass = z.infer<typeof schoolClassResponse>;
