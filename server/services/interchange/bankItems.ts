import type { BankVisibility } from "../../../shared/constants";
import type { InterchangeImportFormat } from "../../../shared/interchange/formats";
import { cellParagraphs } from "../../../shared/imports/cellHtml";
import { textOf } from "../../../shared/richText";
import { bankItemSchema } from "../../../shared/schemas/questionBank";
import type { Database } from "../../db/client";
import { listGradeLevels } from "../../db/queries/organizations";
import { insertBankItems, type NewBankItem } from "../../db/queries/questionBank";
import type { UserRow } from "../../db/schema";
import { changed } from "../cache/changes";
import { turnTaker } from "../common/turns";
import { gradeLevelFor, type BankImportOutcome } from "../imports/bankImport";
import { difficultyOf, titleFrom } from "../imports/bankQuestion";
import { parseGrade } from "../imports/grade";
import type { QuestionDefaults } from "../imports/reader";
import { canonicalSubject } from "../imports/subjects";
import { bankItemForStorage } from "../questionBank/questionBank";
import { INTERCHANGE_READERS } from "./formats";
import { storeImages } from "./images";
import { firstIssue, plainText, questionFields, sortOut } from "./sortOut";
import { emptyPortable, type PortableQuestion } from "./portable";

/**
 * Bank items to and from the interchange formats (docs/product.md#22-question-interchange). A
 * file from Moodle or a QTI tool says nothing of our subjects and grades: the import form's subject,
 * grade and difficulty apply to every question, as for a PDF.
 */

export const INTERCHANGE_NEEDS_DEFAULTS = "Para importar questões de Moodle, GIFT, Aiken ou QTI, informe a matéria e a série.";

const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 40;

/** The bank item a question becomes, before validation: its images already stored. */
function bankInput(question: PortableQuestion, defaults: { subject: string; gradeLevelId: string; difficulty: string }) {
  return {
    ...questionFields(question),
    title: titleFrom(question.name.trim() || textOf(question.html), 200),
    subject: defaults.subject,
    gradeLevelId: defaults.gradeLevelId,
    difficultyLevel: defaults.difficulty,
    tags: question.tags.map((tag) => tag.slice(0, MAX_TAG_LENGTH)).slice(0, MAX_TAGS),
    correctAnswer: null,
    explanation: question.explanation ? plainText(question.explanation) : null,
    expectedAnswer: question.type === "essay" ? question.expectedAnswer : null,
  };
}

/**
 * Imports a Moodle XML, GIFT, Aiken or QTI file into the bank: every question the format lets us
 * take, with its images; each one left out, or refused by the bank's own rules, named with why.
 * The good ones are saved together, in one transaction with their images.
 */
export async function importInterchangeIntoBank(
  db: Database,
  author: UserRow,
  format: InterchangeImportFormat,
  bytes: Buffer,
  defaults: Partial<QuestionDefaults>,
  visibility: BankVisibility,
): Promise<BankImportOutcome> {
  const subject = canonicalSubject(defaults.subject ?? "");
  const grade = parseGrade(defaults.grade ?? "");
  if (!subject || !grade) return { imported: 0, errors: [INTERCHANGE_NEEDS_DEFAULTS] };
  const difficulty = difficultyOf(defaults.difficulty ?? "");
  if (!difficulty)
    return { imported: 0, errors: [`Dificuldade "${defaults.difficulty}" não reconhecida (use fácil, médio ou difícil).`] };
  const level = gradeLevelFor(await listGradeLevels(db), grade);
  if (!level)
    return { imported: 0, errors: [`Não há nível de ensino de "${grade.category}" cadastrado para a série "${grade.label}".`] };

  const read = await INTERCHANGE_READERS[format](bytes);
  if ("refusal" in read) return { imported: 0, errors: [read.refusal] };
  const check = (question: PortableQuestion) =>
    bankItemSchema.safeParse({ ...bankInput(question, { subject, gradeLevelId: level.id, difficulty }), visibility });
  const { accepted, leftOut: errors } = await sortOut(read, (question) => firstIssue(check(question)));
  if (accepted.length === 0) return { imported: 0, errors };

  await db.transaction(async (tx) => {
    const items: NewBankItem[] = [];
    const takeTurn = turnTaker();
    for (const question of accepted) {
      await takeTurn();
      const stored = await storeImages(tx, author.id, question);
      const values = bankItemSchema.parse({ ...bankInput(stored, { subject, gradeLevelId: level.id, difficulty }), visibility });
      items.push(bankItemForStorage(values, author.id));
    }
    await insertBankItems(tx, items);
  });
  changed("questionBank");
  return { imported: accepted.length, errors };
}

/** What an exported bank item carries: its text, key, points, tags, codes and explanation. */
export interface ExportableBankItem {
  title: string;
  questionText: string;
  questionType: PortableQuestion["type"];
  /** The parts and key of the types beyond multiple choice and essay, as stored (checked when written). */
  answerSpec?: unknown;
  points: number;
  descriptor: string;
  descriptorSaeb: string | null;
  descriptorPaeb: string | null;
  bnccSkill: string | null;
  tags: string[];
  correctAnswer: string | null;
  explanation: string | null;
  expectedAnswer: string | null;
  options: Array<{ optionLetter: string; optionText: string; isCorrect: boolean }>;
}

/** A bank item as the interchange formats carry it; its images are added by `carryImages`. */
export function bankItemToPortable(item: ExportableBankItem): PortableQuestion {
  return {
    ...emptyPortable(item.questionType),
    name: item.title,
    html: item.questionText,
    options:
      item.questionType === "multiple_choice"
        ? [...item.options]
            .sort((a, b) => a.optionLetter.localeCompare(b.optionLetter))
            .map((option) => ({ html: option.optionText, correct: option.isCorrect }))
        : [],
    answerSpec: (item.answerSpec ?? null) as PortableQuestion["answerSpec"],
    expectedAnswer: item.questionType === "essay" ? item.expectedAnswer : null,
    explanation: item.explanation ? cellParagraphs(item.explanation) : null,
    points: item.points,
    tags: item.tags,
    descriptors: {
      ...(item.descriptor ? { descriptor: item.descriptor } : {}),
      ...(item.descriptorSaeb ? { saeb: item.descriptorSaeb } : {}),
      ...(item.descriptorPaeb ? { paeb: item.descriptorPaeb } : {}),
      ...(item.bnccSkill ? { bncc: item.bnccSkill } : {}),
    },
  };
}
