import { and, count, desc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { ExamStatus } from "../../../shared/constants";
import type { Database } from "../client";
import { preparedPerDatabase } from "../prepared";
import { contentJsonText } from "./examContent";
import { examManagedBy, examScopeCondition, type ExamScope } from "./examScope";
import { classes, exams, gradeLevels, schools, users } from "../schema";

export type ExamRow = typeof exams.$inferSelect;

export type { ExamScope } from "./examScope";

export interface ExamListFilter {
  search?: string;
  status?: ExamStatus;
  creatorId?: string;
  classId?: string;
  schoolId?: string;
  /** Exams shared with their school by someone other than this user ("Provas da escola"). */
  sharedExceptBy?: string;
}

const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function whereFor(scope: ExamScope, filter: ExamListFilter): SQL | undefined {
  return and(
    examScopeCondition(scope),
    filter.creatorId ? eq(exams.creatorId, filter.creatorId) : undefined,
    filter.classId ? eq(exams.classId, filter.classId) : undefined,
    filter.schoolId ? eq(exams.schoolId, filter.schoolId) : undefined,
    filter.sharedExceptBy
      ? and(eq(exams.sharedWithSchool, true), sql`${exams.creatorId} <> ${filter.sharedExceptBy}`)
      : undefined,
    filter.status ? eq(exams.status, filter.status) : undefined,
    filter.search ? sql`${exams.searchText} like f_unaccent(${likePattern(filter.search)})` : undefined,
  );
}

// The search column stays in the database: no page shows it.
const { searchText: _searchText, ...examColumns } = getTableColumns(exams);

/** What the printed exam shows above its questions: the exam's own pages read it, its card does not. */
const headerColumns = {
  showLogo: exams.showLogo,
  showSchoolName: exams.showSchoolName,
  showStudentName: exams.showStudentName,
  showGrade: exams.showGrade,
  showClass: exams.showClass,
  showExamCode: exams.showExamCode,
  showDate: exams.showDate,
  schoolLogo: exams.schoolLogo,
  studentName: exams.studentName,
  studentGrade: exams.studentGrade,
  studentClass: exams.studentClass,
  showTeacher: exams.showTeacher,
  showScoreBoxes: exams.showScoreBoxes,
  showInstructions: exams.showInstructions,
  maxGrade: exams.maxGrade,
  gradeRounding: exams.gradeRounding,
  teacherName: exams.teacherName,
  instructions: exams.instructions,
  essayLines: exams.essayLines,
  printDate: exams.printDate,
};

const cardExamColumns = Object.fromEntries(Object.entries(examColumns).filter(([name]) => !(name in headerColumns))) as Omit<
  typeof examColumns,
  keyof typeof headerColumns
>;

/** What an exam's card in a list shows. */
const cardColumns = {
  ...cardExamColumns,
  // The header's school name when the exam sets one, else the school's own name (docs/product.md#72-exams-questions-and-options
  // names both `schoolName`).
  schoolName: sql<string>`coalesce(nullif(${exams.schoolName}, ''), ${schools.name})`,
  gradeLevelName: gradeLevels.name,
  className: classes.name,
  creatorName: users.username,
};

/** Exams with the names their cards show (school, grade level, class, creator): the card's columns and `more`. */
function cards<More extends SelectedFields>(db: Database, more: More = {} as More) {
  return db
    .select({ ...cardColumns, ...more })
    .from(exams)
    .innerJoin(schools, eq(schools.id, exams.schoolId))
    .innerJoin(gradeLevels, eq(gradeLevels.id, exams.gradeLevelId))
    .innerJoin(users, eq(users.id, exams.creatorId))
    .leftJoin(classes, eq(classes.id, exams.classId));
}

export type ExamCardRow = Awaited<ReturnType<typeof examCardsByIds>>[number];
export type ExamSummaryRow = NonNullable<Awaited<ReturnType<typeof findExamSummary>>>;

/** The cards of the given exams, in no particular order: one prepared statement for any page. */
const cardsByIds = preparedPerDatabase((db) =>
  cards(db)
    .where(sql`${exams.id} = any(${sql.placeholder("ids")}::uuid[])`)
    .prepare("exam_cards_by_ids"),
);

/** The ids of one page of exams, newest first: the exams table alone, quick to plan whatever the filters. */
export async function examPageIds(
  db: Database,
  scope: ExamScope,
  filter: ExamListFilter,
  page: { page: number; pageSize: number },
) {
  const rows = await db
    .select({ id: exams.id })
    .from(exams)
    .where(whereFor(scope, filter))
    .orderBy(desc(exams.createdAt), desc(exams.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return rows.map((row) => row.id);
}

export async function countExams(db: Database, scope: ExamScope, filter: ExamListFilter): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(exams).where(whereFor(scope, filter));
  return total;
}

/** The cards of the given exams, in the order of `ids`, with one prepared statement for any page. */
export async function examCardsByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await cardsByIds(db).execute({ ids });
  const byId = new Map(rows.map((card) => [card.id, card]));
  // An exam deleted in between is simply left out.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// The exam page's one statement: the exam and everything it asks.
const withContent = (db: Database) => cards(db, { ...headerColumns, questionsJson: contentJsonText(db, sql`"exams"."id"`) });

/** Unscoped lookups (the server's own, an administrator's) are prepared once; a caller's scope is bound per call. */
const examSummary = preparedPerDatabase((db) => {
  const byId = eq(exams.id, sql.placeholder("id"));
  return {
    any: cards(db, headerColumns).where(byId).prepare("exam_summary"),
    withContent: withContent(db).where(byId).prepare("exam_with_content"),
  };
});

export async function findExamSummary(db: Database, scope: ExamScope, id: string) {
  const [row] = await (scope.caller
    ? cards(db, headerColumns).where(and(eq(exams.id, id), examScopeCondition(scope)))
    : examSummary(db).any.execute({ id }));
  return row;
}

/**
 * The exam's summary with what the caller may do with it, in one statement, for checks whose next
 * rule depends on it (an application's results reach its managers whole, others class by class):
 * `reached` under the scope's access, `managed` under "manage". Undefined only when it does not exist.
 */
export async function findExamAccess(db: Database, scope: ExamScope, id: string) {
  if (!scope.caller) {
    const row = await findExamSummary(db, {}, id);
    return row && { ...row, reached: true, managed: true };
  }
  const [row] = await cards(db, {
    ...headerColumns,
    reached: sql<boolean>`${examScopeCondition(scope)!}`,
    managed: sql<boolean>`${examManagedBy(scope.caller)}`,
  }).where(eq(exams.id, id));
  return row;
}

/** The exam's row with its questions and their options as JSON text (see contentJsonText), in one round trip. */
export async function findExamWithContent(db: Database, scope: ExamScope, id: string) {
  const [row] = await (scope.caller
    ? withContent(db).where(and(eq(exams.id, id), examScopeCondition(scope)))
    : examSummary(db).withContent.execute({ id }));
  return row;
}

/** The bare exam row, for authorisation checks of nested records. */
export async function findExamRow(db: Database, scope: ExamScope, id: string): Promise<ExamRow | undefined> {
  const [row] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.id, id), whereFor(scope, {})));
  return row;
}

export async function findExamIdByCode(db: Database, code: string, statuses: ExamStatus[]): Promise<string | undefined> {
  const [row] = await db
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.examCode, code), inArray(exams.status, statuses)));
  return row?.id;
}

export async function insertExam(db: Database, values: typeof exams.$inferInsert): Promise<ExamRow> {
  const [row] = await db.insert(exams).values(values).returning();
  return row;
}

export async function updateExam(db: Database, id: string, values: Partial<typeof exams.$inferInsert>): Promise<void> {
  await db
    .update(exams)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(exams.id, id));
}

export async function deleteExam(db: Database, id: string): Promise<void> {
  await db.delete(exams).where(eq(exams.id, id));
}
