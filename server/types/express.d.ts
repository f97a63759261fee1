import type { SignedInUser } from "../http/auth";

declare global {
  namespace Express {
    interface Request {
      /** Set by `authenticate` when the request carries a live session. */
      auth?: { user: SignedInUser; tokenHash: string; via: "bearer" | "cookie" };
    }
  }
}

export {};
