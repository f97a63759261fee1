import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { students } from "../schema";

export type StudentRow = typeof students.$inferSelect;

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

export async function insertStudent(db: Database, values: typeof students.$inferInsert): Promise<StudentRow> {
  const [row] = await db.insert(students).values(values).returning();
  return row;
}

export async function updateStudent(db: Database, id: string, values: Partial<typeof students.$inferInsert>) {
  const [row] = await db
    .update(students)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(students.id, id))
    .returning();
  return row;
}

export async function deleteStudent(db: Database, id: string): Promise<void> {
  await db.delete(students).where(eq(students.id, id));
}
