import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  classes,
  examAnswers,
  examApplications,
  examAttempts,
  examQuestionLinks,
  examQuestions,
  exams,
  questionBankItems,
  schoolMemberships,
  users,
} from "../schema";
import { examScopeCondition, type ExamScope } from "./examScope";
import { uuidArray } from "./arrayParams";
import type { OrganizationReach } from "./organizations";
import { bankVisibleTo, type BankViewer } from "./questionBank";

/** Figures counted in the database: aggregates only, scoped to the exams the caller may read. */

const inScope = examScopeCondition;

async function single(query: Promise<Array<{ value: number }>>): Promise<number> {
  const [row] = await query;
  return Number(row?.value ?? 0);
}

export const countExams = (db: Database, scope: ExamScope) =>
  single(db.select({ value: count() }).from(exams).where(inScope(scope)));

export function countApplications(db: Database, scope: ExamScope, status?: "open") {
  return single(
    db
      .select({ value: count() })
      .from(examApplications)
      .innerJoin(exams, eq(exams.id, examApplications.examId))
      .where(and(inScope(scope), status ? eq(examApplications.status, status) : undefined)),
  );
}

/** Own questions plus bank questions placed in the exams. */
export async function countQuestionsInExams(db: Database, scope: ExamScope): Promise<number> {
  const [own, linked] = await Promise.all([
    single(
      db
        .select({ value: count() })
        .from(examQuestions)
        .innerJoin(exams, eq(exams.id, examQuestions.examId))
        .where(inScope(scope)),
    ),
    single(
      db
        .select({ value: count() })
        .from(examQuestionLinks)
        .innerJoin(exams, eq(exams.id, examQuestionLinks.examId))
        .where(inScope(scope)),
    ),
  ]);
  return own + linked;
}

/**
 * Questions still in an exam that some handed-in attempt answered (a choice made or text
 * written), each counted once per exam, so it never exceeds the questions counted above.
 */
export function countAnsweredQuestions(db: Database, scope: ExamScope): Promise<number> {
  const stillInExam = sql`(exists (select 1 from ${examQuestions} where ${examQuestions.id} = ${examAnswers.questionId}
      and ${examQuestions.examId} = ${exams.id})
    or exists (select 1 from ${examQuestionLinks} where ${examQuestionLinks.questionId} = ${examAnswers.questionId}
      and ${examQuestionLinks.examId} = ${exams.id}))`;
  return single(
    db
      .select({ value: sql<number>`count(distinct (${exams.id}, ${examAnswers.questionId}))::int` })
      .from(examAnswers)
      .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attemptId))
      .innerJoin(examApplications, eq(examApplications.id, examAttempts.applicationId))
      .innerJoin(exams, eq(exams.id, examApplications.examId))
      .where(
        and(
          inScope(scope),
          eq(examAttempts.status, "submitted"),
          sql`(${examAnswers.selectedOptionId} is not null or coalesce(btrim(${examAnswers.textAnswer}), '') <> '')`,
          stillInExam,
        ),
      ),
  );
}

export const countBankItems = (db: Database, viewer: BankViewer) =>
  single(db.select({ value: count() }).from(questionBankItems).where(bankVisibleTo(viewer)));

/** Active staff: of the caller's schools, or of the whole network for an administrator. */
export const countActiveUsers = (db: Database, reach: OrganizationReach | undefined) =>
  single(
    db
      .select({ value: count() })
      .from(users)
      .where(
        and(
          eq(users.isActive, true),
          reach
            ? sql`exists (select 1 from ${schoolMemberships} where ${schoolMemberships.userId} = ${users.id} and ${schoolMemberships.schoolId} = any(${uuidArray(reach.schoolIds)}))`
            : undefined,
        ),
      ),
  );

/** Classes of the school year under way, of the caller's schools (and classes they teach). */
export const countClassesOfYear = (db: Database, year: number, reach: OrganizationReach | undefined) =>
  single(
    db
      .select({ value: count() })
      .from(classes)
      .where(
        and(
          eq(classes.year, year),
          reach
            ? sql`(${classes.schoolId} = any(${uuidArray(reach.schoolIds)}) or ${classes.id} = any(${uuidArray(reach.classIds)}))`
            : undefined,
        ),
      ),
  );

function examsGroupedBy(db: Database, scope: ExamScope, column: typeof exams.status | typeof exams.subject) {
  return db.select({ key: column, count: count() }).from(exams).where(inScope(scope)).groupBy(column).orderBy(desc(count()));
}

export const examsByStatus = (db: Database, scope: ExamScope) => examsGroupedBy(db, scope, exams.status);
export const examsBySubject = (db: Database, scope: ExamScope) => examsGroupedBy(db, scope, exams.subject);

export function examsPerMonth(db: Database, scope: ExamScope, since: Date) {
  const month = sql<string>`to_char(date_trunc('month', ${exams.createdAt} at time zone 'America/Sao_Paulo'), 'YYYY-MM')`;
  return db
    .select({ key: month, count: count() })
    .from(exams)
    .where(and(inScope(scope), gte(exams.createdAt, since)))
    .groupBy(month)
    .orderBy(month);
}

function bankGroupedBy(
  db: Database,
  viewer: BankViewer,
  column: typeof questionBankItems.subject | typeof questionBankItems.difficultyLevel,
) {
  return db
    .select({ key: column, count: count() })
    .from(questionBankItems)
    .where(bankVisibleTo(viewer))
    .groupBy(column)
    .orderBy(desc(count()));
}

export const bankBySubject = (db: Database, viewer: BankViewer) => bankGroupedBy(db, viewer, questionBankItems.subject);
export const bankByDifficulty = (db: Database, viewer: BankViewer) =>
  bankGroupedBy(db, viewer, questionBankItems.difficultyLevel);
