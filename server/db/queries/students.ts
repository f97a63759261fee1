import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { classes, students } from "../schema";

export type StudentRow = typeof students.$inferSelect;
export type NewStudent = typeof students.$inferInsert;

export function listStudents(db: Database, classId: string): Promise<StudentRow[]> {
  return db
    .select()
    .from(students)
    .where(eq(students.classId, classId))
    .orderBy(asc(sql`lower(unaccent(${students.name}))`));
}

export async function findStudent(db: Database, id: string): Promise<StudentRow | undefined> {
  const [row] = await db.select().from(students).where(eq(students.id, id));
  return row;
}

/** The class's students holding any of these registration numbers. */
export async function findStudentsByRegistration(
  db: Database,
  classId: string,
  registrationNumbers: string[],
): Promise<Array<{ id: string; name: string; registrationNumber: string }>> {
  if (registrationNumbers.length === 0) return [];
  const rows = await db
    .select({ id: students.id, name: students.name, registrationNumber: students.registrationNumber })
    .from(students)
    .where(and(eq(students.classId, classId), inArray(students.registrationNumber, registrationNumbers)));
  return rows.map((row) => ({ ...row, registrationNumber: row.registrationNumber ?? "" }));
}

export async function insertStudent(db: Database, values: NewStudent): Promise<StudentRow> {
  const [row] = await db.insert(students).values(values).returning();
  return row;
}

/**
 * Inserts many students in one statement. A row whose access code another student already holds
 * is skipped, not an error: the codes answered are those inserted, so the caller retries the rest
 * with new codes.
 */
export async function insertStudentsWithFreeCodes(db: Database, values: NewStudent[]): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const rows = await db
    .insert(students)
    .values(values)
    .onConflictDoNothing({ target: students.accessCode })
    .returning({ accessCode: students.accessCode });
  return new Set(rows.map((row) => row.accessCode));
}

export async function updateStudent(db: Database, id: string, values: Partial<NewStudent>) {
  const [row] = await db
    .update(students)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(students.id, id))
    .returning();
  return row;
}

/** Renames many students in one statement. */
export async function renameStudents(db: Database, renames: Array<{ id: string; name: string }>): Promise<void> {
  if (renames.length === 0) return;
  const values = sql.join(
    renames.map((rename) => sql`(${rename.id}::uuid, ${rename.name})`),
    sql`, `,
  );
  await db.execute(sql`
    update ${students} set name = renamed.name, updated_at = now()
    from (values ${values}) as renamed(id, name)
    where ${students.id} = renamed.id`);
}

export async function deleteStudent(db: Database, id: string): Promise<void> {
  await db.delete(students).where(eq(students.id, id));
}

export async function findStudentByAccessCode(db: Database, accessCode: string): Promise<StudentRow | undefined> {
  const [row] = await db.select().from(students).where(eq(students.accessCode, accessCode));
  return row;
}

/** The students of some classes with their class names, for an application's live view. */
export function studentsOfClasses(db: Database, classIds: string[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return db
    .select({ student: students, className: classes.name })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(inArray(students.classId, classIds))
    .orderBy(asc(classes.name), asc(sql`lower(unaccent(${students.name}))`));
}
