import { z } from "zod";
import { ROLES } from "../constants";
import { userResponse } from "./users";

/** `POST /api/auth/login`: the session token (also set as a cookie) and who signed in. */
export const loginResponse = z.strictObject({ token: z.string(), user: userResponse });

/** `GET /api/demo/credentials`: the login page's hint block in demo mode. */
export const demoCredentialResponse = z.strictObject({ role: z.enum(ROLES), email: z.string(), password: z.string() });
