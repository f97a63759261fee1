import type { UserRow } from "../db/schema";

declare global {
  namespace Express {
    interface Request {
      /** Set by `authenticate` when the request carries a live session. */
      auth?: { user: UserRow; tokenHash: string; via: "bearer" | "cookie" };
    }
  }
}

export {};
