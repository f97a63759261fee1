import type { z } from "zod";
import type { healthResponse, systemStatusResponse } from "../responses/system";

/** Health and system status. API types, read from the response schemas the server is held to. */

export type HealthResponse = z.infer<typeof healthResponse>;
export type SystemStatus = z.infer<typeof systemStatusResponse>;
