import type { z } from "zod";
import type {
  BankItemUpdateValues,
  BankItemValues,
  BankListQuery,
  bankOptionSchema,
  bankOptionUpdateSchema,
} from "../../../shared/schemas/questionBank";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { findExamRow, type ExamScope } from "../../db/queries/exams";
import * as queries from "../../db/queries/questionBank";
import type { BankViewer, NewBankItem } from "../../db/queries/questionBank";
import { gradeLevels, type UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import type { ScopedActor } from "../../policies/exams";
import { bankViewer, questionBankPolicy } from "../../policies/questionBank";
import { authorize } from "../../policies/roles";
import { EXAM_NOT_FOUND } from "../exams/exams";
import { cacheKeys } from "../cache/cacheKeys";
import { changed } from "../cache/changes";
import { keptOrderPage } from "../cache/keptOrderPager";
import type { ReadCache } from "../cache/readCache";
import { assertReferencesExist } from "../organizations/rules";
import { rescoreExamsLinking } from "../results/rescoring";
import { expectedAnswerForStorage, sanitizeRichText } from "../common/sanitize";
import { answerKeyChange, type KeyedQuestion } from "../audit/answerKey";
import { specAfterEdit, specForStorage } from "../common/answerSpec";
import { recordAudit, type AuditActor } from "../audit/record";

const ITEM_NOT_FOUND = "Questão não encontrada.";
const SAME_LETTER = "Já existe uma alternativa com esta letra.";

/**
 * One page of the bank and how many items match. A page is a slice of the filter's kept order (a
 * search's ranking, or the newest first; see keptOrderPage) and reads only its own items; past
 * the thousandth match (the API allows it; the screens stop at "more than 1000") a page is ordered
 * on its own. A search's total is its kept order's length ("more than 1000" when the list goes
 * on); a filter alone counts all its items, kept beside the order.
 *
 * The list holds what the viewer may read (bankVisibleTo); the viewer is part of the filter, so
 * kept orders and counts are never shared between people who read different items. An exam named in
 * the filter is looked up in the caller's scope: hiding "what is already in this exam" would otherwise
 * tell a professor what another's exam holds.
 */
export async function listBankItems(db: Database, scope: ExamScope, viewer: BankViewer, query: BankListQuery, cache: ReadCache) {
  if (query.excludeExamId && !(await findExamRow(db, scope, query.excludeExamId))) throw AppError.notFound(EXAM_NOT_FOUND);
  const { page, pageSize, ...rest } = query;
  const filter = { ...rest, viewer };
  const order = {
    orderKey: cacheKeys.bankListOrder(filter),
    kept: queries.COUNT_CAP,
    firstIds: (count: number) => queries.rankedMatchIds(db, filter, count),
    itemsByIds: (ids: string[]) => queries.bankItemsByIds(db, ids),
    pageBeyond: () => queries.listBankItems(db, { ...query, viewer }),
  };
  const [{ items, matches, goesOn }, count] = await Promise.all([
    keptOrderPage(cache, order, { page, pageSize }),
    filter.search ? undefined : cache.get(cacheKeys.bankListTotal(filter), () => queries.countBankItems(db, filter)),
  ]);
  return count === undefined ? { items, total: matches, capped: goesOn } : { items, total: count, capped: false };
}

/** The item with its options, if the viewer may read it (else, as if it did not exist). */
export async function findBankItemOrFail(db: Database, viewer: BankViewer | undefined, id: string) {
  const [item] = await queries.bankItemsByIds(db, [id]);
  if (!item || (viewer && !questionBankPolicy.read(viewer, item))) throw AppError.notFound(ITEM_NOT_FOUND);
  return item;
}

/** The items of `ids` in that order, every one readable by the viewer; any other answers as not found. */
export async function readableBankItems(db: Database, viewer: BankViewer, ids: string[]) {
  const items = await queries.bankItemsByIds(db, ids);
  if (items.length !== ids.length || !items.every((item) => questionBankPolicy.read(viewer, item))) {
    throw AppError.notFound(ITEM_NOT_FOUND);
  }
  return items;
}

/** Sanitised and ready to store; a question without alternatives keeps none. */
export function bankItemForStorage(values: BankItemValues, creatorId: string): NewBankItem {
  return {
    ...values,
    questionText: sanitizeRichText(values.questionText),
    expectedAnswer: expectedAnswerForStorage(values.questionType, values.expectedAnswer),
    answerSpec: specForStorage(values.questionType, values.answerSpec),
    creatorId,
    options:
      values.questionType === "multiple_choice"
        ? values.options.map((option) => ({ ...option, optionText: sanitizeRichText(option.optionText) }))
        : [],
  };
}

const gradeLevelReference = (gradeLevelId: string | undefined) => [
  { field: "gradeLevelId", id: gradeLevelId, table: gradeLevels, idColumn: gradeLevels.id, message: "Série não encontrada." },
];

export async function createBankItem(db: Database, creator: UserRow, values: BankItemValues) {
  await assertReferencesExist(db, gradeLevelReference(values.gradeLevelId));
  const [id] = await db.transaction((tx) => queries.insertBankItems(tx, [bankItemForStorage(values, creator.id)]));
  changed("questionBank");
  return findBankItemOrFail(db, undefined, id);
}

async function changeableItem(db: Database, actor: ScopedActor, id: string) {
  const item = await findBankItemOrFail(db, bankViewer(actor), id);
  authorize(questionBankPolicy.change(actor, item), "Você só pode alterar as questões que criou.");
  return item;
}

/** Who changes a bank item, named in the audit log when its key changes. */
type BankEditor = ScopedActor & AuditActor;

/**
 * Records a change of the item's answer key, read after the write in its transaction, if it
 * changed. The bank belongs to no school: these events are read by administrators.
 */
async function recordKeyChange(tx: Database, actor: AuditActor, item: { id: string; title: string }, before: KeyedQuestion) {
  const [after] = await queries.bankItemsByIds(tx, [item.id]);
  const key = answerKeyChange(before, after);
  if (!key) return;
  await recordAudit(tx, actor, {
    action: "answer_key_changed",
    entityType: "bank_item",
    entityId: item.id,
    schoolId: null,
    summary: `Gabarito da questão do banco "${item.title}" alterado ${key.change}.`,
    before: key.before,
    after: key.after,
  });
}

export async function updateBankItem(db: Database, actor: BankEditor, id: string, values: BankItemUpdateValues) {
  const item = await changeableItem(db, actor, id);
  await assertReferencesExist(db, gradeLevelReference(values.gradeLevelId));
  const answerSpec = specAfterEdit(item, values);
  const { options, questionText, expectedAnswer, answerSpec: _sent, ...fields } = values;
  const type = values.questionType ?? item.questionType;
  await db.transaction(async (tx) => {
    await queries.updateBankItem(tx, id, {
      ...fields,
      ...(answerSpec !== undefined ? { answerSpec } : {}),
      ...(questionText !== undefined ? { questionText: sanitizeRichText(questionText) } : {}),
      // An item that stops being an essay loses its expected answer.
      ...(expectedAnswer !== undefined || type !== "essay"
        ? { expectedAnswer: expectedAnswerForStorage(type, expectedAnswer) }
        : {}),
    });
    if (type !== "multiple_choice") await queries.replaceBankOptions(tx, id, []);
    else if (options) {
      await queries.replaceBankOptions(
        tx,
        id,
        options.map((option) => ({ ...option, optionText: sanitizeRichText(option.optionText) })),
      );
    }
    await recordKeyChange(tx, actor, { id, title: values.title ?? item.title }, item);
  });
  changed("questionBank");
  // The exams it is placed in score their handed-in attempts against the new key.
  const rescoredAttempts = await rescoreExamsLinking(db, id);
  return { ...(await findBankItemOrFail(db, undefined, id)), rescoredAttempts };
}

export async function deleteBankItem(db: Database, actor: ScopedActor, id: string) {
  await changeableItem(db, actor, id);
  const exams = await queries.countExamsUsing(db, id);
  if (exams > 0) {
    throw AppError.badRequest(
      `Não é possível excluir: a questão está em ${exams === 1 ? "1 prova" : `${exams} provas`}. Remova-a das provas primeiro.`,
    );
  }
  await queries.deleteBankItem(db, id);
  changed("questionBank");
}

export async function listBankOptions(db: Database, viewer: BankViewer, itemId: string) {
  return (await findBankItemOrFail(db, viewer, itemId)).options;
}

/** One more option; marking it correct clears the others. */
export async function addBankOption(db: Database, actor: BankEditor, itemId: string, values: z.output<typeof bankOptionSchema>) {
  const item = await changeableItem(db, actor, itemId);
  const option = await db
    .transaction(async (tx) => {
      if (values.isCorrect) await queries.clearCorrectBankOptions(tx, itemId);
      const inserted = await queries.insertBankOption(tx, {
        ...values,
        optionText: sanitizeRichText(values.optionText),
        questionId: itemId,
      });
      await recordKeyChange(tx, actor, item, item);
      return inserted;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw AppError.badRequest(SAME_LETTER, { optionLetter: SAME_LETTER });
      throw error;
    });
  changed("questionBank");
  return { ...option, rescoredAttempts: values.isCorrect ? await rescoreExamsLinking(db, itemId) : 0 };
}

async function changeableOption(db: Database, actor: ScopedActor, optionId: string) {
  const option = await queries.findBankOption(db, optionId);
  if (!option) throw AppError.notFound("Alternativa não encontrada.");
  return { option, item: await changeableItem(db, actor, option.questionId) };
}

export async function updateBankOption(
  db: Database,
  actor: BankEditor,
  optionId: string,
  values: z.output<typeof bankOptionUpdateSchema>,
) {
  const { option, item } = await changeableOption(db, actor, optionId);
  const updated = await db
    .transaction(async (tx) => {
      if (values.isCorrect) await queries.clearCorrectBankOptions(tx, option.questionId);
      const row = await queries.updateBankOption(tx, optionId, {
        ...values,
        ...(values.optionText !== undefined ? { optionText: sanitizeRichText(values.optionText) } : {}),
      });
      await recordKeyChange(tx, actor, item, item);
      return row;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw AppError.badRequest(SAME_LETTER, { optionLetter: SAME_LETTER });
      throw error;
    });
  changed("questionBank");
  const keyChanged = values.isCorrect !== undefined && values.isCorrect !== option.isCorrect;
  return { ...updated, rescoredAttempts: keyChanged ? await rescoreExamsLinking(db, option.questionId) : 0 };
}

export async function deleteBankOption(db: Database, actor: BankEditor, optionId: string) {
  const { option, item } = await changeableOption(db, actor, optionId);
  await db.transaction(async (tx) => {
    await queries.deleteBankOption(tx, optionId);
    await recordKeyChange(tx, actor, item, item);
  });
  changed("questionBank");
  if (option.isCorrect) await rescoreExamsLinking(db, option.questionId);
}
