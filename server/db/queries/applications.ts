import { and, asc, count, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { type ExamCaller } from "./examScope";
import { uuidArray } from "./arrayParams";
import { classes, examApplicationClasses, examApplications, examAttempts, exams, students } from "../schema";

export type ApplicationRow = typeof examApplications.$inferSelect;

export async function insertApplication(
  db: Database,
  values: typeof examApplications.$inferInsert,
  classIds: string[],
): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(examApplications).values(values).returning();
    await tx.insert(examApplicationClasses).values(classIds.map((classId) => ({ applicationId: row.id, classId })));
    return row;
  });
}

export async function findApplication(db: Database, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(examApplications).where(eq(examApplications.id, id));
  return row;
}

/**
 * Of the classes an application reaches, those a caller sees without managing its exam: the ones
 * they teach and those of the schools they run.
 */
export async function classesInReach(db: Database, applicationIds: string[], caller: ExamCaller) {
  if (applicationIds.length === 0 || caller.taughtClassIds.length + caller.managedSchoolIds.length === 0) return [];
  return db
    .select({ applicationId: examApplicationClasses.applicationId, classId: classes.id })
    .from(examApplicationClasses)
    .innerJoin(classes, eq(classes.id, examApplicationClasses.classId))
    .where(
      and(
        sql`${examApplicationClasses.applicationId} = any(${uuidArray(applicationIds)})`,
        or(
          sql`${classes.id} = any(${uuidArray(caller.taughtClassIds)})`,
          sql`${classes.schoolId} = any(${uuidArray(caller.managedSchoolIds)})`,
        ),
      ),
    );
}

export function listApplicationsOfExam(db: Database, examId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(examApplications)
    .where(eq(examApplications.examId, examId))
    .orderBy(desc(examApplications.startsAt), desc(examApplications.createdAt));
}

/** The classes of some applications with their roster sizes: one query for any number of applications. */
export function classesOfApplications(db: Database, applicationIds: string[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      applicationId: examApplicationClasses.applicationId,
      id: classes.id,
      name: classes.name,
      studentCount: sql<number>`(select count(*)::int from ${students} where ${students.classId} = ${classes.id})`,
    })
    .from(examApplicationClasses)
    .innerJoin(classes, eq(classes.id, examApplicationClasses.classId))
    .where(inArray(examApplicationClasses.applicationId, applicationIds))
    .orderBy(asc(classes.name));
}

/** Attempts started and handed in, per application. */
export function attemptCounts(db: Database, applicationIds: string[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      applicationId: examAttempts.applicationId,
      classId: examAttempts.classId,
      started: count(),
      submitted: sql<number>`count(*) filter (where ${examAttempts.status} = 'submitted')::int`,
    })
    .from(examAttempts)
    .where(inArray(examAttempts.applicationId, applicationIds))
    .groupBy(examAttempts.applicationId, examAttempts.classId);
}

export async function updateApplication(db: Database, id: string, values: Partial<typeof examApplications.$inferInsert>) {
  const [row] = await db
    .update(examApplications)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(examApplications.id, id))
    .returning();
  return row;
}

export async function deleteApplication(db: Database, id: string): Promise<void> {
  await db.delete(examApplications).where(eq(examApplications.id, id));
}

export async function hasAttempts(db: Database, applicationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(eq(examAttempts.applicationId, applicationId))
    .limit(1);
  return Boolean(row);
}

/** Applications of an exam that students may enter at `now`, newest first. */
export function openApplicationsOfExam(db: Database, examId: string, now: Date): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(examApplications)
    .where(
      and(
        eq(examApplications.examId, examId),
        // A paper application is printed, never entered online.
        eq(examApplications.mode, "online"),
        // By the clock, not only the stored status: the timer that opens applications may not have run yet.
        inArray(examApplications.status, ["scheduled", "open"]),
        lte(examApplications.startsAt, now),
        sql`${examApplications.endsAt} > ${now}`,
      ),
    )
    .orderBy(desc(examApplications.startsAt));
}

export async function applicationCoversClass(db: Database, applicationId: string, classId: string): Promise<boolean> {
  const [row] = await db
    .select({ classId: examApplicationClasses.classId })
    .from(examApplicationClasses)
    .where(and(eq(examApplicationClasses.applicationId, applicationId), eq(examApplicationClasses.classId, classId)));
  return Boolean(row);
}

/**
 * Moves applications along the clock: scheduled ones whose start has come open, open or scheduled
 * ones whose window has ended close. Returns the exams touched, whose status may follow.
 */
export async function advanceApplicationStatuses(db: Database, now: Date): Promise<string[]> {
  const opened = await db
    .update(examApplications)
    .set({ status: "open", updatedAt: now })
    .where(
      and(
        eq(examApplications.status, "scheduled"),
        lte(examApplications.startsAt, now),
        sql`${examApplications.endsAt} > ${now}`,
      ),
    )
    .returning({ examId: examApplications.examId });
  const closed = await db
    .update(examApplications)
    .set({ status: "closed", updatedAt: now })
    .where(and(inArray(examApplications.status, ["scheduled", "open"]), lte(examApplications.endsAt, now)))
    .returning({ examId: examApplications.examId });
  return [...new Set([...opened, ...closed].map((row) => row.examId))];
}

/**
 * An exam with an open application is `active`; once none is open or scheduled it is `completed`
 * if it was applied, or back to `published` if its only applications were removed. Drafts are
 * never touched.
 */
export async function settleExamStatuses(db: Database, examIds: string[]): Promise<void> {
  if (examIds.length === 0) return;
  const withStatus = (statuses: string) =>
    sql`exists (select 1 from ${examApplications} where ${examApplications.examId} = ${exams.id} and ${examApplications.status} in (${sql.raw(statuses)}))`;
  const touched = and(inArray(exams.id, examIds), inArray(exams.status, ["published", "active", "completed"]));
  const now = new Date();
  await db
    .update(exams)
    .set({ status: "active", updatedAt: now })
    .where(and(touched, sql`${exams.status} <> 'active'`, withStatus("'open'")));
  await db
    .update(exams)
    .set({ status: "completed", updatedAt: now })
    .where(
      and(touched, sql`${exams.status} <> 'completed'`, sql`not ${withStatus("'open', 'scheduled'")}`, withStatus("'closed'")),
    );
  await db
    .update(exams)
    .set({ status: "published", updatedAt: now })
    .where(
      and(
        touched,
        sql`${exams.status} <> 'published'`,
        sql`not exists (select 1 from ${examApplications} where ${examApplications.examId} = ${exams.id})`,
      ),
    );
}

/** The next scheduled start of an exam's applications, for the message of a student who came early. */
export async function nextStartOfExam(db: Database, examId: string, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ startsAt: examApplications.startsAt })
    .from(examApplications)
    .where(
      and(
        eq(examApplications.examId, examId),
        eq(examApplications.status, "scheduled"),
        sql`${examApplications.startsAt} > ${now}`,
      ),
    )
    .orderBy(asc(examApplications.startsAt))
    .limit(1);
  return row?.startsAt ?? undefined;
}
