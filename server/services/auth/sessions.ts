import { createHmac, randomBytes } from "node:crypto";
import type { Database } from "../../db/client";
import { changed, changesDelivered } from "../cache/changes";
import { deleteExpiredSessions, deleteSession, deleteUserSessions, insertSession } from "../../db/queries/sessions";

export interface SessionSettings {
  secret: string;
  ttlMs: number;
}

/** The database keeps only an HMAC of each token: a leaked backup cannot be used to sign in. */
export function hashToken(token: string, secret: string): string {
  return createHmac("sha256", secret).update(token).digest("hex");
}

export async function startSession(
  db: Database,
  userId: string,
  settings: SessionSettings,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url"); // 256 bits, never reused
  const expiresAt = new Date(now.getTime() + settings.ttlMs);
  await deleteExpiredSessions(db, now);
  await insertSession(db, { userId, tokenHash: hashToken(token, settings.secret), expiresAt });
  return { token, expiresAt };
}

export async function endSession(db: Database, tokenHash: string): Promise<void> {
  await deleteSession(db, tokenHash);
  changed("sessions");
  // The other instances forget the session before the caller hears it has ended.
  await changesDelivered();
}

/** Signs the user out everywhere, optionally keeping the session that asked for it. */
export async function endUserSessions(db: Database, userId: string, keepTokenHash?: string): Promise<void> {
  await deleteUserSessions(db, userId, keepTokenHash);
  changed("sessions");
  await changesDelivered();
}
