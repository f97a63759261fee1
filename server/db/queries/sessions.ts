import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../client";
import { preparedPerDatabase } from "../prepared";
import { sessions, users, type UserRow } from "../schema";
import { membershipColumns, type Memberships } from "./memberships";

export async function insertSession(db: Database, values: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values({ userId: values.userId, token: values.tokenHash, expiresAt: values.expiresAt });
}

const sessionUser = preparedPerDatabase((db) =>
  db
    .select({ user: users, expiresAt: sessions.expiresAt, ...membershipColumns(sql`${users.id}`) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.token, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql.placeholder("now")),
        eq(users.isActive, true),
      ),
    )
    .prepare("session_user"),
);

/**
 * The active user behind a live session, with the schools and classes that scope what they see,
 * and when the session ends, in one statement; expired sessions and deactivated users match nothing.
 */
export async function findSessionUser(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ user: UserRow & Memberships; expiresAt: Date } | undefined> {
  const [row] = await sessionUser(db).execute({ tokenHash, now });
  return row && { user: { ...row.user, schoolIds: row.schoolIds ?? [], classIds: row.classIds ?? [] }, expiresAt: row.expiresAt };
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, tokenHash));
}

export async function deleteUserSessions(db: Database, userId: string, exceptTokenHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptTokenHash ? ne(sessions.token, exceptTokenHash) : undefined));
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
