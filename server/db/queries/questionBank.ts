import { and, count, desc, eq, inArray, ne, notExists, or, sql, type SQL } from "drizzle-orm";
import type { BankListQuery } from "../../../shared/schemas/questionBank";
import type { Database } from "../client";
import {
  examQuestionLinks,
  gradeLevels,
  questionBankItems,
  questionBankOptions,
  schoolMemberships,
  schools,
  users,
} from "../schema";
import { uuidArray } from "./arrayParams";
import { preparedPerDatabase } from "../prepared";
import { optionsJson } from "./optionsJson";
import { replaceOptionsByLetter } from "./optionReplacement";
import { turnTaker } from "../../services/common/turns";

export type BankItemRow = typeof questionBankItems.$inferSelect;
export type BankOptionRow = typeof questionBankOptions.$inferSelect;
export type NewBankItem = Omit<typeof questionBankItems.$inferInsert, "searchText"> & {
  options: Array<Omit<typeof questionBankOptions.$inferInsert, "questionId">>;
};

/**
 * Who reads the bank (docs/architecture.md#7-authorization): their own items, items shared with the
 * network, and items shared with a school they belong to (`schoolIds`; `"all"` for an administrator).
 * Another's private item is never read.
 */
export interface BankViewer {
  id: string;
  schoolIds: string[] | "all";
}

/** What a bank list matches: its query without the paging, and who is reading. */
export type BankFilter = Omit<BankListQuery, "page" | "pageSize"> & { viewer: BankViewer };

const authorInSchools = (schoolIds: string[]) =>
  sql`exists (select 1 from ${schoolMemberships} where ${schoolMemberships.userId} = ${questionBankItems.creatorId} and ${schoolMemberships.schoolId} = any(${uuidArray(schoolIds)}))`;

/** The items a viewer reads at all. */
export function bankVisibleTo(viewer: BankViewer): SQL {
  const schoolShared =
    viewer.schoolIds === "all"
      ? sql`${questionBankItems.visibility} = 'escola'`
      : viewer.schoolIds.length > 0
        ? and(sql`${questionBankItems.visibility} = 'escola'`, authorInSchools(viewer.schoolIds))
        : undefined;
  return or(eq(questionBankItems.creatorId, viewer.id), sql`${questionBankItems.visibility} = 'rede'`, schoolShared)!;
}

/** "Minhas": the viewer's own; "Da escola": colleagues' of the viewer's schools; "Da rede": shared with everyone. */
function originCondition(filter: BankFilter): SQL | undefined {
  const { viewer } = filter;
  if (filter.origin === "mine") return eq(questionBankItems.creatorId, viewer.id);
  if (filter.origin === "network") return sql`${questionBankItems.visibility} = 'rede'`;
  if (filter.origin === "school") {
    return and(
      ne(questionBankItems.creatorId, viewer.id),
      sql`${questionBankItems.visibility} <> 'privada'`,
      viewer.schoolIds === "all" ? undefined : authorInSchools(viewer.schoolIds),
    );
  }
  return undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Every word must appear (in any order); each LIKE is served by the trigram index on search_text. */
function searchCondition(search: string): SQL | undefined {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${questionBankItems.searchText} like f_unaccent(${`%${escapeLike(word)}%`})`));
}

function whereFor(filter: BankFilter): SQL | undefined {
  return and(
    bankVisibleTo(filter.viewer),
    originCondition(filter),
    filter.subject ? eq(questionBankItems.subject, filter.subject) : undefined,
    filter.gradeLevelId ? eq(questionBankItems.gradeLevelId, filter.gradeLevelId) : undefined,
    filter.difficultyLevel ? eq(questionBankItems.difficultyLevel, filter.difficultyLevel) : undefined,
    filter.questionType ? eq(questionBankItems.questionType, filter.questionType) : undefined,
    filter.tag ? sql`${filter.tag} = any(${questionBankItems.tags})` : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
    filter.excludeExamId
      ? notExists(
          sql`(select 1 from ${examQuestionLinks} where ${examQuestionLinks.examId} = ${filter.excludeExamId} and ${examQuestionLinks.questionId} = ${questionBankItems.id})`,
        )
      : undefined,
  );
}

const summaryColumns = {
  id: questionBankItems.id,
  title: questionBankItems.title,
  questionText: questionBankItems.questionText,
  questionType: questionBankItems.questionType,
  subject: questionBankItems.subject,
  gradeLevelId: questionBankItems.gradeLevelId,
  gradeLevelName: gradeLevels.name,
  difficultyLevel: questionBankItems.difficultyLevel,
  points: questionBankItems.points,
  descriptor: questionBankItems.descriptor,
  descriptorSaeb: questionBankItems.descriptorSaeb,
  descriptorPaeb: questionBankItems.descriptorPaeb,
  bnccSkill: questionBankItems.bnccSkill,
  tags: questionBankItems.tags,
  correctAnswer: questionBankItems.correctAnswer,
  explanation: questionBankItems.explanation,
  imageUrl: questionBankItems.imageUrl,
  expectedAnswer: questionBankItems.expectedAnswer,
  answerSpec: questionBankItems.answerSpec,
  creatorId: questionBankItems.creatorId,
  creatorName: users.username,
  visibility: questionBankItems.visibility,
  // The author's schools: shown beside their name, and what lets those schools' coordinators change the item.
  creatorSchools: sql<
    Array<{ id: string; name: string }>
  >`coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name)
    from ${schoolMemberships} m join ${schools} s on s.id = m.school_id where m.user_id = ${questionBankItems.creatorId}), '[]'::json)`,
  createdAt: questionBankItems.createdAt,
  updatedAt: questionBankItems.updatedAt,
};

/** Searches report "more than 1000" rather than an exact count. */
export const COUNT_CAP = 1000;

export type BankItemSummary = Omit<Awaited<ReturnType<typeof listBankItems>>[number], "options">;

/**
 * With a search, items whose title contains the whole phrase come first; within each group, and
 * without a search, the newest first.
 */
function orderFor(search: string | undefined) {
  const phrase = search ? sql`f_unaccent(lower(${search}))` : undefined;
  return phrase
    ? [
        // search_text starts with the title: a match that begins within its length is in the title.
        desc(sql`strpos(${questionBankItems.searchText}, ${phrase}) between 1 and char_length(${questionBankItems.title})`),
        desc(questionBankItems.createdAt),
        desc(questionBankItems.id),
      ]
    : [desc(questionBankItems.createdAt), desc(questionBankItems.id)];
}

/** The ids of the items a filter matches, in its order. */
function matchingIds(db: Database, filter: BankFilter) {
  return db
    .select({ id: questionBankItems.id })
    .from(questionBankItems)
    .where(whereFor(filter))
    .orderBy(...orderFor(filter.search));
}

/** Items with their options, their grade level's name and their author's. */
function itemsWithOptions(db: Database) {
  return db
    .select({ ...summaryColumns, options: optionsJson(questionBankOptions, sql`"question_bank_items"."id"`) })
    .from(questionBankItems)
    .innerJoin(gradeLevels, eq(gradeLevels.id, questionBankItems.gradeLevelId))
    .innerJoin(users, eq(users.id, questionBankItems.creatorId));
}

/** One page of items, ranked in the same statement that reads them. */
export async function listBankItems(db: Database, filter: BankListQuery & { viewer: BankViewer }) {
  // A search may match thousands of items: they are ranked carrying their ids only, and the
  // page's items are then read whole, with their options, in the same statement.
  const pageIds = matchingIds(db, filter)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return itemsWithOptions(db)
    .where(inArray(questionBankItems.id, pageIds))
    .orderBy(...orderFor(filter.search));
}

/**
 * A filter's first `count` matches in its order: ranking every match is what a search costs, so
 * the bank list keeps them and pages through them (see listBankItems).
 */
export async function rankedMatchIds(db: Database, filter: BankFilter, count: number): Promise<string[]> {
  const rows = await matchingIds(db, filter).limit(count);
  return rows.map((row) => row.id);
}

/** Items with their options by id, in no particular order: one prepared statement for any page. */
const itemsByIds = preparedPerDatabase((db) =>
  itemsWithOptions(db)
    .where(sql`${questionBankItems.id} = any(${sql.placeholder("ids")}::uuid[])`)
    .prepare("bank_items_by_ids"),
);

/** The given items with their options, in the order of `ids`; one deleted in between is left out. */
export async function bankItemsByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await itemsByIds(db).execute({ ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many items match a filter without a search (a search's number is its ranking's length). */
export async function countBankItems(db: Database, filter: BankFilter): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(questionBankItems).where(whereFor(filter));
  return total;
}

/**
 * Inserts items and their options in batches: imports send thousands, and one statement may carry
 * at most 65,535 parameters. Batches are small because the embedded database runs inside this
 * process: between them, other requests take their turn.
 */
const ITEMS_PER_INSERT = 100;
export async function insertBankItems(db: Database, items: NewBankItem[]): Promise<string[]> {
  const ids: string[] = [];
  const takeTurn = turnTaker();
  for (let start = 0; start < items.length; start += ITEMS_PER_INSERT) {
    await takeTurn();
    const batch = items.slice(start, start + ITEMS_PER_INSERT);
    const rows = await db
      .insert(questionBankItems)
      .values(batch.map(({ options: _options, ...item }) => item))
      .returning({ id: questionBankItems.id });
    const options = rows.flatMap((row, index) => batch[index].options.map((option) => ({ ...option, questionId: row.id })));
    if (options.length > 0) await db.insert(questionBankOptions).values(options);
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

export async function updateBankItem(db: Database, id: string, values: Partial<typeof questionBankItems.$inferInsert>) {
  await db
    .update(questionBankItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(questionBankItems.id, id));
}

export function replaceBankOptions(db: Database, itemId: string, options: NewBankItem["options"]): Promise<void> {
  return replaceOptionsByLetter(db, questionBankOptions, itemId, options);
}

export async function deleteBankItem(db: Database, id: string) {
  await db.delete(questionBankItems).where(eq(questionBankItems.id, id));
}

export async function countExamsUsing(db: Database, itemId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(examQuestionLinks).where(eq(examQuestionLinks.questionId, itemId));
  return row.value;
}

export async function findBankOption(db: Database, id: string): Promise<BankOptionRow | undefined> {
  const [row] = await db.select().from(questionBankOptions).where(eq(questionBankOptions.id, id));
  return row;
}

/** An item's options as they are now, read in the writer's transaction (the audit log compares keys). */
export function optionsOfBankItem(db: Database, itemId: string): Promise<BankOptionRow[]> {
  return db.select().from(questionBankOptions).where(eq(questionBankOptions.questionId, itemId));
}

export async function insertBankOption(db: Database, option: typeof questionBankOptions.$inferInsert) {
  const [row] = await db.insert(questionBankOptions).values(option).returning();
  return row;
}

export async function updateBankOption(db: Database, id: string, values: Partial<typeof questionBankOptions.$inferInsert>) {
  const [row] = await db
    .update(questionBankOptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(questionBankOptions.id, id))
    .returning();
  return row;
}

export async function deleteBankOption(db: Database, id: string) {
  await db.delete(questionBankOptions).where(eq(questionBankOptions.id, id));
}

export async function clearCorrectBankOptions(db: Database, itemId: string) {
  await db.update(questionBankOptions).set({ isCorrect: false }).where(eq(questionBankOptions.questionId, itemId));
}
