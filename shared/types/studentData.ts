import type { z } from "zod";
import type { studentDataExportResponse } from "../responses/studentData";

/** A student's data (LGPD). API types, read from the response schemas the server is held to. */

export type StudentDataExport = z.infer<typeof studentDataExportResponse>;
