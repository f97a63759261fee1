import type { z } from "zod";
import type { userResponse, profileResponse, staffImportResponse } from "../responses/users";

/** A staff account and one's own profile. API types, read from the response schemas the server is held to. */

export type User = z.infer<typeof userResponse>;
export type Profile = z.infer<typeof profileResponse>;
export type StaffImportResult = z.infer<typeof staffImportResponse>;
