import type { z } from "zod";
import type { termSettingsResponse } from "../responses/settings";

/** The network's settings. API types, read from the response schemas the server is held to. */

export type TermSettingsResponse = z.infer<typeof termSettingsResponse>;
