import type { DemoCredential, LoginResponse } from "../../shared/types/auth";
import { presentUser, type UserWithSchools } from "./users";

/** A new session: its token for the SPA's bearer header (it is also set as a cookie) and who signed in. */
export function presentLogin(session: { token: string; user: UserWithSchools }): LoginResponse {
  return { token: session.token, user: presentUser(session.user) };
}

export function presentDemoCredential({ role, email, password }: DemoCredential): DemoCredential {
  return { role, email, password };
}
