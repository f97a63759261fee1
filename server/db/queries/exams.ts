import { and, count, desc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { ExamStatus } from "../../../shared/constants";
import type { Database } from "../client";
import { preparedPerDatabase } from "../prepared";
import { contentJsonText } from "./examContent";
import { classes, exams, gradeLevels, schools, users } from "../schema";

export type ExamRow = typeof exams.$inferSelect;

/** Which exams a caller may see: a professor only their own (the policy decides who is limited). */
export interface ExamScope {
  creatorId?: string;
}

export interface ExamListFilter {
  search?: string;
  status?: ExamStatus;
  creatorId?: string;
  classId?: string;
  schoolId?: string;
}

const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function whereFor(scope: ExamScope, filter: ExamListFilter): SQL | undefined {
  return and(
    scope.creatorId ? eq(exams.creatorId, scope.creatorId) : undefined,
    filter.creatorId ? eq(exams.creatorId, filter.creatorId) : undefined,
    filter.classId ? eq(exams.classId, filter.classId) : undefined,
    filter.schoolId ? eq(exams.schoolId, filter.schoolId) : undefined,
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

const examSummary = preparedPerDatabase((db) => {
  const byId = eq(exams.id, sql.placeholder("id"));
  const owned = eq(exams.creatorId, sql.placeholder("creatorId"));
  // The exam page's one statement: the exam and everything it asks.
  const withContent = cards(db, { ...headerColumns, questionsJson: contentJsonText(db, sql`"exams"."id"`) });
  return {
    any: cards(db, headerColumns).where(byId).prepare("exam_summary"),
    own: cards(db, headerColumns).where(and(byId, owned)).prepare("exam_summary_own"),
    withContent: withContent.where(byId).prepare("exam_with_content"),
    ownWithContent: withContent.where(and(byId, owned)).prepare("exam_with_content_own"),
  };
});

export async function findExamSummary(db: Database, scope: ExamScope, id: string) {
  const statements = examSummary(db);
  const [row] = await (scope.creatorId
    ? statements.own.execute({ id, creatorId: scope.creatorId })
    : statements.any.execute({ id }));
  return row;
}

/** The exam's row with its questions and their options as JSON text (see contentJsonText), in one round trip. */
export async function findExamWithContent(db: Database, scope: ExamScope, id: string) {
  const statements = examSummary(db);
  const [row] = await (scope.creatorId
    ? statements.ownWithContent.execute({ id, creatorId: scope.creatorId })
    : statements.withContent.execute({ id }));
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
