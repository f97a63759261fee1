import type { z } from "zod";
import type { classTeacherResponse, staffMemberResponse } from "../responses/staff";

/** A school's staff and the professors of a class. API types, read from the response schemas the server is held to. */

export type ClassTeacher = z.infer<typeof classTeacherResponse>;
export type StaffMember = z.infer<typeof staffMemberResponse>;
