import { and, asc, count, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { users, type NewUserRow, type UserRow } from "../schema";

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

/** The accounts holding any of these emails or names, compared without case: one statement for a whole file of people. */
export function findUsersByIdentities(db: Database, identities: { emails: string[]; usernames: string[] }): Promise<UserRow[]> {
  const lower = (values: string[]) => values.map((value) => value.toLowerCase());
  return db
    .select()
    .from(users)
    .where(
      or(
        inArray(sql`lower(${users.email})`, lower(identities.emails)),
        inArray(sql`lower(${users.username})`, lower(identities.usernames)),
      ),
    );
}

/** Which of email and username are already used by someone other than `exceptId`. */
export async function findTakenIdentity(
  db: Database,
  identity: { email?: string; username?: string },
  exceptId?: string,
): Promise<{ email: boolean; username: boolean }> {
  const matches = [
    identity.email ? sql`lower(${users.email}) = lower(${identity.email})` : undefined,
    identity.username ? sql`lower(${users.username}) = lower(${identity.username})` : undefined,
  ].filter((clause) => clause !== undefined);
  if (matches.length === 0) return { email: false, username: false };
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(and(or(...matches), exceptId ? ne(users.id, exceptId) : undefined));
  const same = (a: string, b?: string) => b !== undefined && a.toLowerCase() === b.toLowerCase();
  return {
    email: rows.some((row) => same(row.email, identity.email)),
    username: rows.some((row) => same(row.username, identity.username)),
  };
}

export function listUsers(db: Database): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.username));
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row.value;
}

export async function insertUser(db: Database, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<Omit<NewUserRow, "id" | "createdAt">>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUser(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
