import type { z } from "zod";
import type { studentResponse, rosterImportResponse } from "../responses/students";

/** Class rosters. API types, read from the response schemas the server is held to. */

export type Student = z.infer<typeof studentResponse>;
export type RosterImportResult = z.infer<typeof rosterImportResponse>;
