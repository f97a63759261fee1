import { numberArray, uuidArray } from "./arrayParams";
import { and, eq, getTableColumns, inArray, lt, sql } from "drizzle-orm";
import type { AnswerValues } from "../../../shared/schemas/applications";
import type { Database } from "../client";
import { preparedRawStatement } from "../prepared";
import {
  classes,
  examAnswers,
  examApplications,
  examAttempts,
  examQuestionAnnulments,
  examQuestionLinks,
  students,
} from "../schema";

export type AttemptRow = typeof examAttempts.$inferSelect;
export type AnswerRow = typeof examAnswers.$inferSelect;

/** A roster student has one attempt per application: a second entry finds the first (undefined here). */
export async function insertAttempt(db: Database, values: typeof examAttempts.$inferInsert): Promise<AttemptRow | undefined> {
  const [row] = await db.insert(examAttempts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findAttempt(db: Database, id: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(examAttempts).where(eq(examAttempts.id, id));
  return row;
}

export async function findStudentAttempt(
  db: Database,
  applicationId: string,
  studentId: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.applicationId, applicationId), eq(examAttempts.studentId, studentId)));
  return row;
}

/**
 * Why a save was refused: the attempt was handed in, the answer came past the deadline and its
 * grace, it names a question or option not of this attempt, or its shape does not fit its question
 * (a letter or a text for a question with a spec, a response naming parts the question lacks).
 */
export type AnswerRefusal = "submitted" | "late" | "foreign" | "misfit";

export interface AnswerSaveOutcome {
  status: AttemptRow["status"];
  deadlineAt: Date;
  /** Null when the answers were written (or a newer revision of each was already there). */
  refusal: AnswerRefusal | null;
}

interface AnswerSaveRow {
  status: AttemptRow["status"];
  deadline_ms: number | string;
  refusal: AnswerRefusal | null;
}

/** A stored answer is replaced only by a newer revision of it: a retried old write never undoes a later one. */
const newerRevisionWins = sql`${examAnswers.revision} < excluded.revision`;

/**
 * Saves a student's answers in one statement, on no transaction of its own: the save is the call
 * an exam day makes thousands of times a second, and each round trip holds a pooled connection
 * (docs/architecture.md §12, "Capacity"). The statement
 * - reads the attempt and holds it (`for share`) against a concurrent hand-in until it commits, so
 *   an answer is either saved before the attempt is scored or refused — never saved after it;
 * - says why it refuses, in this order: handed in; `now` past the deadline plus `graceMs`; an answer
 *   naming a question not of this attempt, an option not of its question, or a text for a question
 *   with options; an answer that does not fit its question's shape (`answer_fits`, migration 0023);
 * - otherwise writes the answers as upsertAnswers does.
 * Undefined when there is no such attempt.
 */
export async function saveAnswersIfOpen(
  db: Database,
  attemptId: string,
  answers: AnswerValues[],
  now: Date,
  graceMs: number,
): Promise<AnswerSaveOutcome | undefined> {
  const values = { attemptId, answers: JSON.stringify(answers), now: now.toISOString(), graceMs };
  const [row] = (await saveStatement(db, values)).rows;
  return row && { status: row.status, deadlineAt: new Date(Number(row.deadline_ms)), refusal: row.refusal };
}

const saveStatement = preparedRawStatement<AnswerSaveRow>(
  "save_answers_if_open",
  sql`
    with given as (
      select * from jsonb_to_recordset(${sql.placeholder("answers")}::jsonb)
        as w("questionId" uuid, "selectedOptionId" uuid, "textAnswer" text, response jsonb, revision bigint)
    ), attempt as (
      select a.status, round(extract(epoch from a.deadline_at) * 1000)::float8 as deadline_ms,
        case
          when a.status <> 'in_progress' then 'submitted'
          when ${sql.placeholder("now")}::timestamptz > a.deadline_at + ${sql.placeholder("graceMs")}::int * interval '1 millisecond' then 'late'
          when exists (
            select from given w
            where not (a.question_order ? w."questionId"::text)
              or (w."selectedOptionId" is not null
                and not coalesce((a.option_order -> w."questionId"::text) ? w."selectedOptionId"::text, false))
              or (w."textAnswer" is not null and a.option_order ? w."questionId"::text)
          ) then 'foreign'
          when exists (
            select from given w
            where (w.response is not null and not answer_fits(w.response, a.answer_shapes -> w."questionId"::text))
              or (w."selectedOptionId" is not null and a.answer_shapes ? w."questionId"::text)
              or (w."textAnswer" is not null and a.answer_shapes -> w."questionId"::text ->> 'type' <> 'short_answer')
          ) then 'misfit'
        end as refusal
      from exam_attempts a where a.id = ${sql.placeholder("attemptId")} for share
    ), written as (
      insert into exam_answers (attempt_id, question_id, selected_option_id, text_answer, response, revision, updated_at)
      select ${sql.placeholder("attemptId")}, w."questionId", w."selectedOptionId", w."textAnswer", w.response, w.revision, ${sql.placeholder("now")}
      from attempt, given w
      where attempt.refusal is null
      on conflict (attempt_id, question_id) do update set
        selected_option_id = excluded.selected_option_id, text_answer = excluded.text_answer, response = excluded.response,
        revision = excluded.revision, updated_at = excluded.updated_at
      where ${newerRevisionWins}
    )
    select status, deadline_ms, refusal from attempt
  `,
);

export function answersOf(db: Database, attemptId: string): Promise<AnswerRow[]> {
  return db.select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId));
}

/**
 * Saves answers in one statement. A write replaces the stored answer only when its revision is
 * newer; either way the caller may acknowledge it, since the server then holds that write or a later one.
 */
export async function upsertAnswers(db: Database, attemptId: string, answers: AnswerValues[], now: Date): Promise<void> {
  if (answers.length === 0) return;
  await db
    .insert(examAnswers)
    .values(answers.map((answer) => ({ ...answer, attemptId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [examAnswers.attemptId, examAnswers.questionId],
      set: {
        selectedOptionId: sql`excluded.selected_option_id`,
        textAnswer: sql`excluded.text_answer`,
        response: sql`excluded.response`,
        revision: sql`excluded.revision`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: newerRevisionWins,
    });
}

/** Hands an attempt in, once: returns nothing when it was already handed in. */
export async function markSubmitted(
  db: Database,
  id: string,
  values: Pick<AttemptRow, "submittedAt" | "finishReason">,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .update(examAttempts)
    .set({ ...values, status: "submitted" })
    .where(and(eq(examAttempts.id, id), eq(examAttempts.status, "in_progress")))
    .returning();
  return row;
}

export async function setAttemptScore(db: Database, id: string, values: { score: number; maxScore: number }): Promise<void> {
  await db.update(examAttempts).set(values).where(eq(examAttempts.id, id));
}

/** Many attempts' scores in one statement (re-scoring a network's exam changes thousands). */
export async function setAttemptScores(
  db: Database,
  rows: Array<{ id: string; score: number; maxScore: number }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    update exam_attempts t set score = v.score, max_score = v.max_score
    from unnest(${uuidArray(rows.map((row) => row.id))}, ${numberArray(rows.map((row) => row.score))},
      ${numberArray(rows.map((row) => row.maxScore))}) as v(id, score, max_score)
    where t.id = v.id
  `);
}

/** Attempts still open whose deadline came before `before`, with what handing them in needs. */
export function overdueAttempts(db: Database, before: Date, limit = 500) {
  return db
    .select({
      id: examAttempts.id,
      questionOrder: examAttempts.questionOrder,
      source: examAttempts.source,
      deadlineAt: examAttempts.deadlineAt,
      examId: examApplications.examId,
      application: { status: examApplications.status, endsAt: examApplications.endsAt },
    })
    .from(examAttempts)
    .innerJoin(examApplications, eq(examApplications.id, examAttempts.applicationId))
    .where(and(eq(examAttempts.status, "in_progress"), lt(examAttempts.deadlineAt, before)))
    .limit(limit);
}

export async function extendAttempt(db: Database, id: string, minutes: number): Promise<AttemptRow | undefined> {
  const [row] = await db
    .update(examAttempts)
    .set({
      deadlineAt: sql`${examAttempts.deadlineAt} + make_interval(mins => ${minutes}::int)`,
      extraMinutes: sql`${examAttempts.extraMinutes} + ${minutes}::int`,
    })
    .where(and(eq(examAttempts.id, id), eq(examAttempts.status, "in_progress")))
    .returning();
  return row;
}

/** Closing early: every open attempt's clock stops now (answers in flight still have the grace period). */
export async function cutDeadlines(db: Database, applicationId: string, now: Date): Promise<void> {
  await db
    .update(examAttempts)
    .set({ deadlineAt: now })
    .where(
      and(
        eq(examAttempts.applicationId, applicationId),
        eq(examAttempts.status, "in_progress"),
        sql`${examAttempts.deadlineAt} > ${now}`,
      ),
    );
}

/** The attempts of an application with how many answers each holds and when it last answered. */
export function attemptsWithProgress(db: Database, applicationId: string) {
  return db
    .select({
      attempt: examAttempts,
      className: classes.name,
      registrationNumber: students.registrationNumber,
      accessCode: students.accessCode,
      answeredCount: sql<number>`(select count(*)::int from ${examAnswers} where ${examAnswers.attemptId} = ${examAttempts.id}
        and (${examAnswers.selectedOptionId} is not null or coalesce(btrim(${examAnswers.textAnswer}), '') <> ''))`,
      lastAnswerAt:
        sql<Date | null>`(select max(${examAnswers.updatedAt}) from ${examAnswers} where ${examAnswers.attemptId} = ${examAttempts.id})`.mapWith(
          examAnswers.updatedAt,
        ),
    })
    .from(examAttempts)
    .leftJoin(classes, eq(classes.id, examAttempts.classId))
    .leftJoin(students, eq(students.id, examAttempts.studentId))
    .where(eq(examAttempts.applicationId, applicationId));
}

export async function annulledQuestionIds(db: Database, examId: string): Promise<string[]> {
  const rows = await db
    .select({ questionId: examQuestionAnnulments.questionId })
    .from(examQuestionAnnulments)
    .where(eq(examQuestionAnnulments.examId, examId));
  return rows.map((row) => row.questionId);
}

/** Every answer of every attempt of an application, for its results. */
export function answersOfApplication(db: Database, applicationId: string): Promise<AnswerRow[]> {
  return db
    .select(getTableColumns(examAnswers))
    .from(examAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attemptId))
    .where(eq(examAttempts.applicationId, applicationId));
}

/** The handed-in attempts of an exam (any of its applications), or one of them, with what re-scoring needs. */
export function submittedAttemptsOfExam(db: Database, examId: string, onlyAttemptId?: string) {
  return db
    .select({
      id: examAttempts.id,
      questionOrder: examAttempts.questionOrder,
      source: examAttempts.source,
      score: examAttempts.score,
      maxScore: examAttempts.maxScore,
    })
    .from(examAttempts)
    .where(inArray(examAttempts.id, submittedAttemptIdsOfExam(db, examId, onlyAttemptId)));
}

/** The ids of an exam's handed-in attempts, or of one of them, as a subquery. */
export function submittedAttemptIdsOfExam(db: Database, examId: string, onlyAttemptId?: string) {
  return db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .innerJoin(examApplications, eq(examApplications.id, examAttempts.applicationId))
    .where(
      and(
        eq(examApplications.examId, examId),
        eq(examAttempts.status, "submitted"),
        onlyAttemptId ? eq(examAttempts.id, onlyAttemptId) : undefined,
      ),
    );
}

/** The answers of an exam's handed-in attempts, or of one of them. */
export function answersOfExam(db: Database, examId: string, onlyAttemptId?: string): Promise<AnswerRow[]> {
  return db
    .select()
    .from(examAnswers)
    .where(inArray(examAnswers.attemptId, submittedAttemptIdsOfExam(db, examId, onlyAttemptId)));
}

export function answersOfAttempts(db: Database, attemptIds: string[]): Promise<AnswerRow[]> {
  if (attemptIds.length === 0) return Promise.resolve([]);
  return db.select().from(examAnswers).where(inArray(examAnswers.attemptId, attemptIds));
}

/** Stores the teacher's score and comment; an essay left blank gets its answer row here. */
export async function saveEssayGrade(
  db: Database,
  attemptId: string,
  questionId: string,
  values: { essayScore: number; comment: string | null; gradedAt: Date; gradedById: string },
): Promise<void> {
  await db
    .insert(examAnswers)
    .values({ attemptId, questionId, revision: 0, updatedAt: values.gradedAt, ...values })
    .onConflictDoUpdate({ target: [examAnswers.attemptId, examAnswers.questionId], set: values });
}

/** Returns whether the question was not annulled before. */
export async function insertAnnulment(db: Database, examId: string, questionId: string, createdById: string): Promise<boolean> {
  const rows = await db
    .insert(examQuestionAnnulments)
    .values({ examId, questionId, createdById })
    .onConflictDoNothing()
    .returning({ questionId: examQuestionAnnulments.questionId });
  return rows.length > 0;
}

/** Returns whether the question was annulled before. */
export async function deleteAnnulment(db: Database, examId: string, questionId: string): Promise<boolean> {
  const rows = await db
    .delete(examQuestionAnnulments)
    .where(and(eq(examQuestionAnnulments.examId, examId), eq(examQuestionAnnulments.questionId, questionId)))
    .returning({ questionId: examQuestionAnnulments.questionId });
  return rows.length > 0;
}

/** The exams a bank item is placed in. */
export async function examIdsLinking(db: Database, bankItemId: string): Promise<string[]> {
  const rows = await db
    .select({ examId: examQuestionLinks.examId })
    .from(examQuestionLinks)
    .where(eq(examQuestionLinks.questionId, bankItemId));
  return rows.map((row) => row.examId);
}
