import { z } from "zod";

/** `GET /api/health` while the database answers (a 503 says `unavailable`). */
export const healthResponse = z.strictObject({ status: z.literal("ok") });

/** `GET /api/ready`: the database answers and has every migration of this build. */
export const readyResponse = z.strictObject({ status: z.literal("ready") });

/** `GET /api/system/status`: what is running and how quickly the database answers. */
export const systemStatusResponse = z.strictObject({
  api: z.literal("ok"),
  database: z.enum(["embedded", "server"]),
  databaseVersion: z.string(),
  databaseLatencyMs: z.number().nonnegative(),
  version: z.string(),
});
