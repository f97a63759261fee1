import { asc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { examApplications, examAttempts, exams } from "../schema";

/**
 * What the platform holds about one student beyond their roster row (LGPD): their attempts, each
 * with its exam and its application's window, oldest first.
 */
export function attemptsOfStudent(db: Database, studentId: string) {
  return db
    .select({
      attempt: examAttempts,
      examId: exams.id,
      examTitle: exams.title,
      subject: exams.subject,
      applicationStartsAt: examApplications.startsAt,
      applicationEndsAt: examApplications.endsAt,
    })
    .from(examAttempts)
    .innerJoin(examApplications, eq(examApplications.id, examAttempts.applicationId))
    .innerJoin(exams, eq(exams.id, examApplications.examId))
    .where(eq(examAttempts.studentId, studentId))
    .orderBy(asc(examAttempts.startedAt));
}

/**
 * Unlinks a student's attempts from them and replaces the name copied into each, keeping the
 * class, the answers and the scores: the class's figures and the item analysis stay as they were.
 * Returns how many attempts it changed.
 */
export async function anonymiseAttemptsOfStudent(db: Database, studentId: string, name: string): Promise<number> {
  const rows = await db
    .update(examAttempts)
    .set({ studentId: null, studentName: name })
    .where(eq(examAttempts.studentId, studentId))
    .returning({ id: examAttempts.id });
  return rows.length;
}
