import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { uuidArray } from "./arrayParams";
import { classes, examApplicationClasses, paperAssignments, students } from "../schema";

export type PaperAssignmentRow = typeof paperAssignments.$inferSelect;

/**
 * The roster of an application's classes (or of `classIds` among them), class by class and by name
 * as the class lists print it, with each student's copy where one was assigned.
 */
export function rosterWithAssignments(db: Database, applicationId: string, classIds: string[] | null) {
  return db
    .select({
      studentId: students.id,
      name: students.name,
      registrationNumber: students.registrationNumber,
      accessCode: students.accessCode,
      classId: classes.id,
      className: classes.name,
      version: paperAssignments.version,
      printSize: paperAssignments.printSize,
      highContrast: paperAssignments.highContrast,
      sheetCode: paperAssignments.sheetCode,
    })
    .from(examApplicationClasses)
    .innerJoin(classes, eq(classes.id, examApplicationClasses.classId))
    .innerJoin(students, eq(students.classId, classes.id))
    .leftJoin(
      paperAssignments,
      and(eq(paperAssignments.applicationId, applicationId), eq(paperAssignments.studentId, students.id)),
    )
    .where(
      and(
        eq(examApplicationClasses.applicationId, applicationId),
        classIds ? sql`${classes.id} = any(${uuidArray(classIds)})` : undefined,
      ),
    )
    .orderBy(asc(sql`lower(unaccent(${classes.name}))`), asc(sql`lower(unaccent(${students.name}))`), asc(students.id));
}

export type RosterRow = Awaited<ReturnType<typeof rosterWithAssignments>>[number];

/** New copies; one a concurrent request already assigned stays as it is. */
export async function insertAssignments(db: Database, rows: Array<typeof paperAssignments.$inferInsert>): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(paperAssignments).values(rows).onConflictDoNothing();
}

export async function updateAssignment(
  db: Database,
  applicationId: string,
  studentId: string,
  values: Partial<Pick<PaperAssignmentRow, "version" | "printSize" | "highContrast" | "sheetCode">>,
): Promise<boolean> {
  const rows = await db
    .update(paperAssignments)
    .set(values)
    .where(and(eq(paperAssignments.applicationId, applicationId), eq(paperAssignments.studentId, studentId)))
    .returning({ studentId: paperAssignments.studentId });
  return rows.length > 0;
}
