import { z } from "zod";

/** Where the browser sends the file's bytes: a one-use link. */
export const uploadUrlResponse = z.strictObject({ uploadURL: z.string().startsWith("/api/objects/uploads/") });

/** A stored file's path, `/objects/<id>`. */
export const objectPathResponse = z.strictObject({ objectPath: z.string().regex(/^\/objects\/[0-9a-f-]{36}$/) });
