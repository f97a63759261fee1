import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import type { GradeLevelCategory, Role } from "../../shared/constants";
import type { Database } from "../../server/db/client";
import type { UserRow } from "../../server/db/schema";
import * as exams from "../../server/services/exams/exams";
import * as organizations from "../../server/services/organizations/organizations";
import * as questionBank from "../../server/services/questionBank/questionBank";
import { bankItemSchema, type BankItemInput } from "../../shared/schemas/questionBank";
import { examCreateSchema, type ExamCreateInput } from "../../shared/schemas/exams";
import { changed } from "../../server/services/cache/changes";
import { insertUser } from "../../server/db/queries/users";
import { addUserToSchool, insertAssignment } from "../../server/db/queries/memberships";
import { listClasses } from "../../server/db/queries/organizations";
import type { TestApp } from "./testApp";

export const unique = () => randomBytes(5).toString("hex");

export interface BuiltUser {
  user: UserRow;
  email: string;
  password: string;
}

/**
 * The test users' passwords are hashed at bcrypt's lowest cost instead of the app's 10: a sign-in
 * compares at the cost written in the hash, so a signed-in test user takes about 2 ms of CPU
 * instead of 120 ms, which was a tenth of the suite. The app's own cost is tested by
 * tests/unit/passwords.test.ts and by every user created through the API.
 */
const TEST_PASSWORD_COST = 4;

export async function buildUser(
  db: Database,
  options: { role?: Role; password?: string; isActive?: boolean; username?: string } = {},
): Promise<BuiltUser> {
  const suffix = unique();
  const email = `usuario.${suffix}@escola.test`;
  const password = options.password ?? `senha-${suffix}`;
  const user = await insertUser(db, {
    username: options.username ?? `Usuário ${suffix}`,
    email,
    passwordHash: bcrypt.hashSync(password, TEST_PASSWORD_COST),
    role: options.role ?? "professor",
    isActive: options.isActive ?? true,
  });
  changed("users");
  return { user, email, password };
}

/** Makes the user a member of the schools (staff act within their schools). */
export async function joinSchools(db: Database, userId: string, ...schoolIds: string[]) {
  for (const schoolId of schoolIds) await addUserToSchool(db, userId, schoolId);
}

/** Assigns the professor to teach the class (a member of its school, as the screens require). */
export async function assignToClass(db: Database, userId: string, classId: string, subject = "Matemática") {
  const [found] = await listClasses(db, { id: classId });
  await addUserToSchool(db, userId, found.schoolId);
  await insertAssignment(db, { userId, classId, subject });
}

/** A user of the role, signed in through the API, member of the given schools: the bearer header to send. */
export async function signedIn(app: TestApp, role: Role = "professor", options: { schoolIds?: string[] } = {}) {
  const built = await buildUser(app.db, { role });
  await joinSchools(app.db, built.user.id, ...(options.schoolIds ?? []));
  const response = await app.api().post("/api/auth/login").send({ email: built.email, password: built.password });
  if (response.status !== 200) throw new Error(`login falhou: ${response.status} ${JSON.stringify(response.body)}`);
  const token: string = response.body.token;
  return { ...built, token, auth: { Authorization: `Bearer ${token}` } };
}

export async function buildUnion(db: Database) {
  return organizations.createUnion(db, { name: `União ${unique()}`, description: null });
}

export async function buildAssociation(db: Database, unionId: string | null = null) {
  return organizations.createAssociation(db, { name: `Associação ${unique()}`, description: null, unionId });
}

export async function buildSchool(db: Database, associationId?: string) {
  const association = associationId ?? (await buildAssociation(db)).id;
  return organizations.createSchool(db, {
    name: `Escola ${unique()}`,
    associationId: association,
    address: null,
    phone: null,
    email: null,
  });
}

export async function buildGradeLevel(db: Database, category: GradeLevelCategory = "Ensino Fundamental II") {
  return organizations.createGradeLevel(db, { name: `${unique()} Ano`, category, description: null });
}

export async function buildClass(db: Database, refs: { schoolId?: string; gradeLevelId?: string } = {}) {
  return organizations.createClass(db, {
    name: `Turma ${unique()}`,
    schoolId: refs.schoolId ?? (await buildSchool(db)).id,
    gradeLevelId: refs.gradeLevelId ?? (await buildGradeLevel(db)).id,
    year: 2026,
  });
}

/** An exam by `creator` with one essay question, in a school (which the creator joins) and grade level of its own. */
export async function buildExam(db: Database, creator: UserRow, overrides: Partial<ExamCreateInput> = {}) {
  const school = overrides.schoolId ? undefined : await buildSchool(db);
  const level = overrides.gradeLevelId ? undefined : await buildGradeLevel(db);
  const schoolId = overrides.schoolId ?? school!.id;
  await joinSchools(db, creator.id, schoolId);
  return exams.createExam(
    db,
    { ...creator, schoolIds: [schoolId], classIds: [] },
    examCreateSchema.parse({
      title: `Prova ${unique()}`,
      subject: "Matemática",
      schoolId: school?.id,
      gradeLevelId: level?.id,
      questions: [{ questionType: "essay", questionText: "<p>Explique.</p>" }],
      ...overrides,
    }),
  );
}

export async function buildBankItem(db: Database, creator: UserRow, overrides: Partial<BankItemInput> = {}) {
  const gradeLevelId = overrides.gradeLevelId ?? (await buildGradeLevel(db)).id;
  return questionBank.createBankItem(
    db,
    creator,
    bankItemSchema.parse({
      title: `Questão ${unique()}`,
      questionText: "<p>Quanto é 2 + 2?</p>",
      subject: "Matemática",
      gradeLevelId,
      options: [
        { optionLetter: "A", optionText: "3" },
        { optionLetter: "B", optionText: "4", isCorrect: true },
      ],
      ...overrides,
    }),
  );
}
