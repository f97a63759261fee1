import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { classes, students } from "../schema";
import type { StudentRow } from "./students";

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
