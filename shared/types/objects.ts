import type { z } from "zod";
import type { uploadUrlResponse, objectPathResponse } from "../responses/objects";

/** Uploaded files. API types, read from the response schemas the server is held to. */

export type UploadUrlResponse = z.infer<typeof uploadUrlResponse>;
export type ObjectPathResponse = z.infer<typeof objectPathResponse>;
