import { and, count, desc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, SelectedFields } from "drizzle-orm/pg-core";
import type { ExamStatus } from "../../../shared/constants";
import type { Exam, ExamListItem } from "../../../shared/types/exams";
import type { Database } from "../client";
import { preparedPerDatabase } from "../prepared";
import { contentJson, contentJsonText } from "./examContent";
import { jsonObjectPairs } from "./jsonFields";
import { examManagedBy, examScopeCondition, preparedExamScopeCondition, preparedScopeValues, type ExamScope } from "./examScope";
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

/**
 * What the printed exam shows above its questions: the exam's own pages read it, its card does
 * not. The compiler holds it to the shared Exam's fields beyond the card's, as the page's JSON
 * (pageJson) is written from it; the scale's maximum is the column itself, which a check keeps at 10 or 100.
 */
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
} satisfies Record<Exclude<keyof Exam, keyof ExamListItem>, AnyPgColumn>;

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

/** One JSON text written from exams and the names their cards show, joined as `cards` joins them. */
function jsonWithNames(db: Database, json: SQL<string>) {
  return db
    .select({ json })
    .from(exams)
    .innerJoin(schools, eq(schools.id, exams.schoolId))
    .innerJoin(gradeLevels, eq(gradeLevels.id, exams.gradeLevelId))
    .innerJoin(users, eq(users.id, exams.creatorId))
    .leftJoin(classes, eq(classes.id, exams.classId));
}

export type ExamSummaryRow = NonNullable<Awaited<ReturnType<typeof findExamSummary>>>;
export type ExamCardRow = Omit<ExamSummaryRow, keyof typeof headerColumns>;

/** A timestamp as JavaScript writes it in JSON (UTC, milliseconds); null stays null. */
const isoText = (column: AnyPgColumn) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Each field of a card in the list's answer (the shared ExamListItem) and what holds it. The
 * compiler refuses a field the schema has and this list lacks, or one it has and the schema does
 * not; the contract tests parse the list's answers with the strict schema.
 */
export const EXAM_CARD_JSON_FIELDS = {
  id: exams.id,
  title: exams.title,
  subject: exams.subject,
  description: exams.description,
  schoolId: exams.schoolId,
  schoolName: cardColumns.schoolName,
  gradeLevelId: exams.gradeLevelId,
  gradeLevelName: gradeLevels.name,
  classId: exams.classId,
  className: classes.name,
  creatorId: exams.creatorId,
  creatorName: users.username,
  difficultyLevel: exams.difficultyLevel,
  isOnline: exams.isOnline,
  isPrintable: exams.isPrintable,
  sharedWithSchool: exams.sharedWithSchool,
  status: exams.status,
  examCode: exams.examCode,
  applicationStart: isoText(exams.applicationStart),
  applicationEnd: isoText(exams.applicationEnd),
  questionCount: exams.questionCount,
  createdAt: isoText(exams.createdAt),
  updatedAt: isoText(exams.updatedAt),
} satisfies Record<keyof ExamListItem, SQL | AnyPgColumn>;

/** What the exam's own page adds to its card, in its JSON as in its row (headerColumns). */
export const EXAM_HEADER_JSON_FIELDS: Record<string, AnyPgColumn> = headerColumns;

const cardJsonPairs = jsonObjectPairs(EXAM_CARD_JSON_FIELDS);

/**
 * A page of cards as the list sends it, in one JSON text in the order of the given ids, built by
 * PostgreSQL: the page travels from the statement into the answer as it is. Read into rows, each
 * card's columns were mapped, its four dates parsed and written out again, and the page turned
 * into JSON once more: about a quarter of the server's time per list request.
 */
const cardsJsonByIds = preparedPerDatabase((db) => {
  const ids = sql`${sql.placeholder("ids")}::uuid[]`;
  return jsonWithNames(
    db,
    sql<string>`coalesce(json_agg(json_build_object(${cardJsonPairs}) order by array_position(${ids}, ${exams.id})), '[]'::json)::text`,
  )
    .where(sql`${exams.id} = any(${ids})`)
    .prepare("exam_cards_json_by_ids");
});

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

/**
 * The cards of the given exams as the list's JSON text, in the order of `ids`, with one prepared
 * statement for any page. An exam deleted in between is simply left out.
 */
export async function examCardsJsonByIds(db: Database, ids: string[]): Promise<string> {
  if (ids.length === 0) return "[]";
  const [row] = await cardsJsonByIds(db).execute({ ids });
  return row.json;
}

// The exam with everything it asks, for what reads its fields (exports, students, a new exam's answer).
const withContent = (db: Database) => cards(db, { ...headerColumns, questionsJson: contentJsonText(db, sql`"exams"."id"`) });

/**
 * The exam page's one statement, whose one value is the page's answer: the exam's card, its
 * header and its questions as one JSON object, written by PostgreSQL like the list's cards. Read
 * into a row of 44 columns, each was decoded, mapped and written out again: about a seventh of
 * the server's CPU per page. (json_build_object takes at most 100 arguments: 50 fields.)
 */
const pageJson = (db: Database) =>
  jsonWithNames(
    db,
    sql<string>`json_build_object(${cardJsonPairs}, ${jsonObjectPairs(EXAM_HEADER_JSON_FIELDS)},
      'questions', ${contentJson(db, sql`"exams"."id"`)})::text`,
  );

/**
 * A lookup of one exam by id, prepared once per database: unscoped (the server's own, an
 * administrator's), and under each access with the caller's ids as placeholders. Building the
 * exam page's statement on each call cost more than running it.
 */
function oneExamLookup<Prepared extends { execute(values: Record<string, unknown>): Promise<unknown[]> }>(
  name: string,
  select: (db: Database) => { where(condition: SQL | undefined): { prepare(name: string): Prepared } },
) {
  const byId = eq(exams.id, sql.placeholder("id"));
  const lookups = preparedPerDatabase((db) => ({
    any: select(db).where(byId).prepare(name),
    manage: select(db)
      .where(and(byId, preparedExamScopeCondition("manage")))
      .prepare(`${name}_managed`),
    read: select(db)
      .where(and(byId, preparedExamScopeCondition("read")))
      .prepare(`${name}_read`),
  }));
  return async (db: Database, scope: ExamScope, id: string) => {
    const statements = lookups(db);
    const [row] = (await (scope.caller
      ? statements[scope.access ?? "manage"].execute({ id, ...preparedScopeValues(scope.caller) })
      : statements.any.execute({ id }))) as Array<Awaited<ReturnType<Prepared["execute"]>>[number]>;
    return row;
  };
}

export const findExamSummary = oneExamLookup("exam_summary", (db) => cards(db, headerColumns));

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
export const findExamWithContent = oneExamLookup("exam_with_content", withContent);

/** The exam page's answer as JSON text (see pageJson), in one round trip. */
export const findExamPageJson = oneExamLookup("exam_page_json", pageJson);

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
