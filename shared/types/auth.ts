import type { z } from "zod";
import type { loginResponse, demoCredentialResponse } from "../responses/auth";

/** Signing in. API types, read from the response schemas the server is held to. */

export type LoginResponse = z.infer<typeof loginResponse>;
export type DemoCredential = z.infer<typeof demoCredentialResponse>;
