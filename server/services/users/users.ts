import type { Database } from "../../db/client";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/errors";
import * as userQueries from "../../db/queries/users";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { Role } from "../../../shared/constants";
import { replaceUserSchools, schoolsOfUsers } from "../../db/queries/memberships";
import { listSchools } from "../../db/queries/organizations";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { changed, changesDelivered } from "../cache/changes";
import { endUserSessions } from "../auth/sessions";
import { recordAudit, type AuditActor } from "../audit/record";

const EMAIL_TAKEN = "Este email já está em uso.";
const USERNAME_TAKEN = "Este nome de usuário já está em uso.";

const USER_NOT_FOUND = "Usuário não encontrado.";

export const CANNOT_DELETE_SELF = "Você não pode deletar sua própria conta";

interface Identity {
  email?: string;
  username?: string;
}

/** A taken email or username is the user's to fix, so it says which one. */
async function assertIdentityFree(db: Database, identity: Identity, exceptId?: string): Promise<void> {
  const taken = await userQueries.findTakenIdentity(db, identity, exceptId);
  const errors: Record<string, string> = {};
  if (taken.email) errors.email = EMAIL_TAKEN;
  if (taken.username) errors.username = USERNAME_TAKEN;
  const first = Object.values(errors)[0];
  if (first) throw AppError.conflict(first, errors);
}

/** The unique indexes are the final word when two requests race past the check above. */
function translateUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error, "auth_users_email_unique")) throw AppError.conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  if (isUniqueViolation(error, "auth_users_username_unique"))
    throw AppError.conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
  throw error;
}

export async function findUserOrFail(db: Database, id: string): Promise<UserRow> {
  const user = await userQueries.findUserById(db, id);
  if (!user) throw AppError.notFound(USER_NOT_FOUND);
  return user;
}

/** The users with the schools each belongs to, by name: two queries for any number. */
export async function withSchools<Row extends UserRow>(
  db: Database,
  rows: Row[],
): Promise<Array<Row & { schools: Array<{ id: string; name: string }> }>> {
  const memberships = await schoolsOfUsers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, schools: memberships.filter((membership) => membership.userId === row.id) }));
}

/** One account with its schools, as every response about a single user sends it. */
export async function withSchoolsOf<Row extends UserRow>(db: Database, row: Row) {
  return (await withSchools(db, [row]))[0];
}

/** Every school must exist; an administrator is network-wide and keeps none. */
async function setSchools(db: Database, userId: string, role: Role, schoolIds: string[] | undefined): Promise<void> {
  if (schoolIds === undefined) return;
  const found = await listSchools(db).then((rows) => new Set(rows.map((row) => row.id)));
  const missing = schoolIds.find((schoolId) => !found.has(schoolId));
  if (missing) throw AppError.badRequest("Escola não encontrada.", { schoolIds: "Escola não encontrada." });
  await replaceUserSchools(db, userId, role === "admin" ? [] : schoolIds);
}

export function listUsers(db: Database): Promise<UserRow[]> {
  return userQueries.listUsers(db);
}

export async function createUser(
  db: Database,
  input: { username: string; email: string; password: string; role: Role; isActive?: boolean; schoolIds?: string[] },
): Promise<UserRow> {
  await assertIdentityFree(db, input);
  const passwordHash = await hashPassword(input.password);
  const user = await userQueries
    .insertUser(db, {
      username: input.username,
      email: input.email,
      passwordHash,
      role: input.role,
      isActive: input.isActive ?? true,
    })
    .catch(translateUniqueViolation);
  await setSchools(db, user.id, user.role, input.schoolIds);
  changed("users");
  return user;
}

export async function updateUser(
  db: Database,
  id: string,
  input: { username?: string; email?: string; password?: string; role?: Role; isActive?: boolean; schoolIds?: string[] },
): Promise<UserRow> {
  await findUserOrFail(db, id);
  await assertIdentityFree(db, input, id);
  const { password, schoolIds, ...fields } = input;
  const changes = password ? { ...fields, passwordHash: await hashPassword(password) } : fields;
  const updated = await userQueries.updateUser(db, id, changes).catch(translateUniqueViolation);
  if (!updated) throw AppError.notFound(USER_NOT_FOUND);
  await setSchools(db, id, updated.role, schoolIds);
  changed("users");
  // A deactivated account or a password set by an administrator must not leave old sessions open.
  if (input.isActive === false || password) await endUserSessions(db, id);
  return updated;
}

/** Accounts are the network's: their deletion is recorded without a school, for administrators. */
export async function deleteUser(db: Database, actor: AuditActor, id: string): Promise<void> {
  if (actor.id === id) throw AppError.badRequest(CANNOT_DELETE_SELF);
  const user = await findUserOrFail(db, id);
  await db
    .transaction(async (tx) => {
      // Gone since it was read: a concurrent deletion, already recorded by its own request.
      if (!(await userQueries.deleteUser(tx, id))) throw AppError.notFound(USER_NOT_FOUND);
      await recordAudit(tx, actor, {
        action: "user_deleted",
        entityType: "user",
        entityId: id,
        schoolId: null,
        summary: `Usuário "${user.username}" excluído.`,
        before: { username: user.username, email: user.email, role: user.role },
      });
    })
    .catch((error: unknown) => {
      // Exams and bank questions keep their author; such a user can be deactivated instead.
      if (isForeignKeyViolation(error))
        throw AppError.badRequest(
          "Não é possível excluir: este usuário é autor de provas ou questões. Desative a conta em vez de excluí-la.",
        );
      throw error;
    });
  changed("users");
  // Their sessions went with them: the other instances forget them before the caller hears it.
  await changesDelivered();
}

export async function updateProfile(db: Database, user: UserRow, input: { username: string; email: string }) {
  return updateUser(db, user.id, input);
}

export async function changePassword(
  db: Database,
  user: UserRow,
  input: { currentPassword: string; newPassword: string },
  keepTokenHash?: string,
): Promise<void> {
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw AppError.badRequest("Senha atual incorreta.", { currentPassword: "Senha atual incorreta." });
  }
  await userQueries.updateUser(db, user.id, { passwordHash: await hashPassword(input.newPassword) });
  changed("users");
  // Other devices signed in with the old password are signed out; this one stays.
  await endUserSessions(db, user.id, keepTokenHash);
}
