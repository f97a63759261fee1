import type { Database } from "../../db/client";
import { clearLoginFailures, findLockedUntil, recordLoginFailure } from "../../db/queries/loginThrottles";
import { findUserByEmail } from "../../db/queries/users";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import { burnPasswordCheck, verifyPassword } from "./passwords";
import { startSession, type SessionSettings } from "./sessions";

const THROTTLE = { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

export const INVALID_CREDENTIALS = "Email ou senha incorretos.";

/**
 * Checks the credentials and opens a new session. Failures are counted per email and address,
 * so someone guessing from one machine cannot lock the real owner out from another.
 */
export async function signIn(
  db: Database,
  settings: SessionSettings,
  attempt: { email: string; password: string; ip: string },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date; user: UserRow }> {
  const lockedUntil = await findLockedUntil(db, attempt.email, attempt.ip);
  if (lockedUntil && lockedUntil > now) {
    const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
    throw AppError.tooManyRequests(
      `Muitas tentativas de login sem sucesso. Tente novamente em ${minutes} minuto${minutes > 1 ? "s" : ""}.`,
      { now, until: lockedUntil },
    );
  }

  const user = await findUserByEmail(db, attempt.email);
  const passwordMatches = user
    ? await verifyPassword(attempt.password, user.passwordHash)
    : await burnPasswordCheck(attempt.password);
  if (!user || !passwordMatches) {
    await recordLoginFailure(db, attempt.email, attempt.ip, now, THROTTLE);
    throw AppError.unauthorized(INVALID_CREDENTIALS);
  }
  if (!user.isActive) {
    throw AppError.unauthorized("Esta conta está desativada. Procure um administrador.");
  }

  await clearLoginFailures(db, attempt.email, attempt.ip);
  const session = await startSession(db, user.id, settings, now);
  return { ...session, user };
}
