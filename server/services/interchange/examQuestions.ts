import { OPTION_LETTERS } from "../../../shared/constants";
import type { InterchangeImportFormat } from "../../../shared/interchange/formats";
import type { QuestionDraft } from "../../../shared/imports/drafts";
import { NO_FILE } from "../../../shared/imports/formats";
import { NO_VALID_QUESTIONS, type ExamQuestionsPreview } from "../../../shared/imports/examQuestions";
import { MAX_QUESTIONS_PER_BATCH, questionSchema, type QuestionInput } from "../../../shared/schemas/exams";
import type { Database } from "../../db/client";
import type { ExamScope } from "../../db/queries/exams";
import type { UserRow } from "../../db/schema";
import { addQuestions, assertExamTakesQuestions } from "../exams/questions";
import { turnTaker } from "../common/turns";
import { refusedFile, type Upload } from "../imports/registry";
import { INTERCHANGE_READERS, interchangeFormatOf } from "./formats";
import { storeImages } from "./images";
import type { PortableQuestion } from "./portable";
import { firstIssue, plainText, questionFields, sortOut } from "./sortOut";

/**
 * Moodle XML, GIFT, Aiken and QTI into one exam ('Importar Questões', docs/product.md#22-question-interchange),
 * every question with its type and, beyond multiple choice and essays, its parts and key.
 */

const TOO_MANY = `O arquivo tem mais de ${MAX_QUESTIONS_PER_BATCH} questões válidas; uma prova recebe no máximo ${MAX_QUESTIONS_PER_BATCH} por vez.`;

export const NOT_INTERCHANGE = "Formato de arquivo não reconhecido: envie um arquivo Moodle XML, GIFT, Aiken ou QTI.";

/** The exam question a file's question becomes, before validation: an essay brings its expected answer (or its explanation). */
function examInput(question: PortableQuestion): QuestionInput {
  return {
    ...questionFields(question),
    expectedAnswer: question.type === "essay" ? (question.expectedAnswer ?? question.explanation) : null,
  };
}

/** The file's questions an exam takes, and the report of the rest; a file refused whole is a 400. */
async function readForExam(format: InterchangeImportFormat, bytes: Buffer) {
  const read = await INTERCHANGE_READERS[format](bytes);
  if ("refusal" in read) throw refusedFile(read.refusal);
  return sortOut(read, (question) => firstIssue(questionSchema.safeParse(examInput(question))));
}

/** A question as the dialog previews it: its text with formulas as `$…$`, its options, key and points. */
function draftOf(question: PortableQuestion, index: number): QuestionDraft {
  const input = examInput(question);
  const key = input.options?.findIndex((option) => option.isCorrect) ?? -1;
  return {
    row: index + 1,
    text: plainText(question.html),
    type: question.type,
    options: (input.options ?? []).map((option) => ({ letter: option.optionLetter, text: plainText(option.optionText) })),
    key: key >= 0 ? OPTION_LETTERS[key] : null,
    expectedAnswer: input.expectedAnswer ? plainText(input.expectedAnswer) : null,
    points: question.points,
    bank: null,
    tags: question.tags,
    descriptors: Object.values(question.descriptors),
    images: question.images.map((image) => image.name),
    problems: [],
  };
}

/** `POST /api/imports/exam-questions` for an interchange file: what would be added, and what would not. Nothing is stored. */
export async function previewInterchangeForExam(format: InterchangeImportFormat, bytes: Buffer): Promise<ExamQuestionsPreview> {
  const { accepted, leftOut } = await readForExam(format, bytes);
  return { drafts: accepted.map(draftOf), problems: leftOut, format };
}

/**
 * `POST /api/exams/{id}/questions/import`: the file's questions added after the exam's last one,
 * with their images stored, all in one transaction; the report names every question left out.
 */
export async function importInterchangeIntoExam(
  db: Database,
  importer: UserRow,
  scope: ExamScope,
  examId: string,
  file: Upload | undefined,
  requested: InterchangeImportFormat | undefined,
) {
  // The exam is checked before the file is read: a caller who may not change it costs no parsing.
  await assertExamTakesQuestions(db, scope, examId);
  if (!file) throw refusedFile(NO_FILE);
  const format = interchangeFormatOf(file, requested);
  if (!format) throw refusedFile(NOT_INTERCHANGE);
  const { accepted, leftOut } = await readForExam(format, file.bytes);
  if (accepted.length === 0) throw refusedFile(leftOut.length > 0 ? `${NO_VALID_QUESTIONS} ${leftOut[0]}` : NO_VALID_QUESTIONS);
  if (accepted.length > MAX_QUESTIONS_PER_BATCH) throw refusedFile(TOO_MANY);
  const questions = await db.transaction(async (tx) => {
    const values = [];
    const takeTurn = turnTaker();
    for (const question of accepted) {
      await takeTurn();
      values.push(questionSchema.parse(examInput(await storeImages(tx, importer.id, question))));
    }
    return addQuestions(tx, scope, examId, values);
  });
  return { questions, leftOut };
}
