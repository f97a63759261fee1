import type { ExamCreateValues, ExamUpdateValues, QuestionValues } from "../../../shared/schemas/exams";
import type { ExamQuestion } from "../../../shared/types/exams";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import * as examQueries from "../../db/queries/exams";
import type { ExamListFilter, ExamScope } from "../../db/queries/exams";
import { insertQuestions, type NewQuestion } from "../../db/queries/examQuestions";
import { classes, gradeLevels, schools } from "../../db/schema";
import { AppError } from "../../errors";
import { examScope, type ScopedActor } from "../../policies/exams";
import { isAdmin } from "../../policies/roles";
import { generateExamCode } from "../common/codes";
import { cacheKeys } from "../cache/cacheKeys";
import { changed } from "../cache/changes";
import { keptOrderPage } from "../cache/keptOrderPager";
import type { ReadCache } from "../cache/readCache";
import { assertReferencesExist } from "../organizations/rules";
import { expectedAnswerForStorage, sanitizeRichText } from "../common/sanitize";
import { specForStorage } from "../common/answerSpec";
import { recordAudit, type AuditActor } from "../audit/record";

export const EXAM_NOT_FOUND = "Prova não encontrada";

export async function findExamOrFail(db: Database, scope: ExamScope, id: string) {
  const exam = await examQueries.findExamSummary(db, scope, id);
  if (!exam) throw AppError.notFound(EXAM_NOT_FOUND);
  return exam;
}

/** An exam's page as its answer's JSON text: the exam, then its questions and options in order. */
export async function examPageJson(db: Database, scope: ExamScope, id: string): Promise<string> {
  const page = await examQueries.findExamPageJson(db, scope, id);
  if (!page) throw AppError.notFound(EXAM_NOT_FOUND);
  return page.json;
}

/** An exam with its questions and options, in order, for what reads them (exports, students, a new exam's answer). */
export async function examWithQuestions(db: Database, scope: ExamScope, id: string) {
  const found = await examQueries.findExamWithContent(db, scope, id);
  if (!found) throw AppError.notFound(EXAM_NOT_FOUND);
  const { questionsJson, ...exam } = found;
  return { ...exam, questions: JSON.parse(questionsJson) as ExamQuestion[] };
}

/** How many of a list's first exams are kept in order: ten pages and more of any size the screens use. */
const KEPT_ORDER = 500;

/**
 * One page of exams, newest first, and how many match in all: a page is a slice of the list's
 * kept order (see keptOrderPage) and the total is kept beside it, per scope and filter; so a
 * school opening its lists, paging and coming back finds each page by reading only its own cards.
 * The page comes as the answer's JSON text (see examCardsJsonByIds).
 */
export async function listExams(
  db: Database,
  scope: ExamScope,
  filter: ExamListFilter,
  page: { page: number; pageSize: number },
  cache: ReadCache,
) {
  const order = {
    orderKey: cacheKeys.examListOrder(scope, filter),
    kept: KEPT_ORDER,
    firstIds: (count: number) => examQueries.examPageIds(db, scope, filter, { page: 1, pageSize: count }),
    itemsByIds: (ids: string[]) => examQueries.examCardsJsonByIds(db, ids),
    pageBeyond: async () => examQueries.examCardsJsonByIds(db, await examQueries.examPageIds(db, scope, filter, page)),
  };
  const [{ items }, total] = await Promise.all([
    keptOrderPage(cache, order, page),
    cache.get(cacheKeys.examListTotal(scope, filter), () => examQueries.countExams(db, scope, filter)),
  ]);
  return { itemsJson: items, total };
}

/** Question, option and part texts are stored only once sanitised; only a multiple-choice question keeps options. */
export function questionForStorage(question: QuestionValues, order: number): NewQuestion {
  return {
    questionType: question.questionType,
    questionText: sanitizeRichText(question.questionText),
    questionOrder: order,
    points: question.points,
    descriptor: question.descriptor,
    descriptorSaeb: question.descriptorSaeb,
    descriptorPaeb: question.descriptorPaeb,
    bnccSkill: question.bnccSkill,
    imageUrl: question.imageUrl,
    expectedAnswer: expectedAnswerForStorage(question.questionType, question.expectedAnswer),
    answerSpec: specForStorage(question.questionType, question.answerSpec),
    options:
      question.questionType === "multiple_choice"
        ? question.options.map((option) => ({ ...option, optionText: sanitizeRichText(option.optionText) }))
        : [],
  };
}

/**
 * Sanitising a long hostile text takes a tenth of a second: the other requests are served between
 * one question and the next instead of waiting for the whole exam.
 */
export async function questionsForStorage(questions: QuestionValues[], firstOrder: number): Promise<NewQuestion[]> {
  const stored: NewQuestion[] = [];
  for (const [index, question] of questions.entries()) {
    if (index > 0) await new Promise((resolve) => setImmediate(resolve));
    stored.push(questionForStorage(question, firstOrder + index));
  }
  return stored;
}

async function assertPlacesExist(db: Database, values: Partial<Pick<ExamCreateValues, "schoolId" | "gradeLevelId" | "classId">>) {
  await assertReferencesExist(db, [
    { field: "schoolId", id: values.schoolId, table: schools, idColumn: schools.id, message: "Escola não encontrada." },
    {
      field: "gradeLevelId",
      id: values.gradeLevelId,
      table: gradeLevels,
      idColumn: gradeLevels.id,
      message: "Série não encontrada.",
    },
    { field: "classId", id: values.classId, table: classes, idColumn: classes.id, message: "Turma não encontrada." },
  ]);
}

const MAX_CODE_ATTEMPTS = 5;
const NOT_A_MEMBER = "Você não faz parte desta escola. Peça a um administrador para vinculá-lo a ela.";

/** An exam is written for a school its author belongs to (an administrator, for any). */
function assertMemberOf(author: ScopedActor, schoolId: string | undefined): void {
  if (schoolId && !isAdmin(author) && !author.schoolIds.includes(schoolId)) {
    throw AppError.badRequest(NOT_A_MEMBER, { schoolId: NOT_A_MEMBER });
  }
}

/** The exam, its questions in the order given and their options: all stored, or none. */
export async function createExam(db: Database, creator: ScopedActor, values: ExamCreateValues) {
  await assertPlacesExist(db, values);
  assertMemberOf(creator, values.schoolId);
  const { questions, ...fields } = values;
  const stored = await questionsForStorage(questions, 1);

  for (let attempt = 1; ; attempt++) {
    try {
      const id = await db.transaction(async (tx) => {
        const exam = await examQueries.insertExam(tx, { ...fields, creatorId: creator.id, examCode: generateExamCode() });
        await insertQuestions(tx, exam.id, stored);
        return exam.id;
      });
      changed("exams");
      return examWithQuestions(db, {}, id);
    } catch (error) {
      if (!isUniqueViolation(error, "exams_exam_code_unique") || attempt === MAX_CODE_ATTEMPTS) throw error;
    }
  }
}

export async function updateExam(db: Database, actor: ScopedActor, id: string, values: ExamUpdateValues) {
  const scope = examScope(actor);
  const exam = await findExamOrFail(db, scope, id);
  await assertPlacesExist(db, values);
  if (values.schoolId !== exam.schoolId) assertMemberOf(actor, values.schoolId);
  await examQueries.updateExam(db, id, values);
  changed("exams");
  return findExamOrFail(db, scope, id);
}

/** Deletes the exam with everything under it (applications, attempts, answers), and says so in the audit log. */
export async function deleteExam(db: Database, scope: ExamScope, actor: AuditActor, id: string): Promise<void> {
  const exam = await findExamOrFail(db, scope, id);
  await db.transaction(async (tx) => {
    await examQueries.deleteExam(tx, id);
    await recordAudit(tx, actor, {
      action: "exam_deleted",
      entityType: "exam",
      entityId: id,
      schoolId: exam.schoolId,
      summary: `Prova "${exam.title}" excluída.`,
      before: { title: exam.title, subject: exam.subject, examCode: exam.examCode },
    });
  });
  changed("exams");
}
