import type { GradeLevelCategory } from "../../../shared/constants";
import { cellParagraphs } from "../../../shared/imports/cellHtml";
import type { Database } from "../../db/client";
import { listGradeLevels } from "../../db/queries/organizations";
import { insertBankItems, type NewBankItem } from "../../db/queries/questionBank";
import type { UserRow } from "../../db/schema";
import type { AnswerSpec } from "../../../shared/questionTypes/spec";
import { changed } from "../cache/changes";
import { specForStorage } from "../common/answerSpec";
import { sanitizeRichText } from "../common/sanitize";
import { turnTaker } from "../common/turns";
import { readBankFile, type BankImportRow } from "./bankRows";
import type { BankVisibility } from "../../../shared/constants";
import type { QuestionDefaults } from "./reader";
import { uploadKind, type Upload } from "./registry";

/**
 * Text typed in a spreadsheet becomes one escaped paragraph per line, its formulas (`$x^2$`) formula
 * spans, stored as every rich text is: sanitised, the formulas rendered.
 */
const asRichText = (text: string) => sanitizeRichText(cellParagraphs(text));

export type GradeLevelChoice = { id: string; name: string; category: GradeLevelCategory };

const yearOf = (name: string) => Number(name.match(/\d+/)?.[0] ?? Number.NaN);

/**
 * The school's grade level for a row's grade: the same category and year ("5º ano" → "5º Ano"),
 * else the first of that category (docs/product.md#94-importing-into-the-bank maps grades to categories).
 */
export function gradeLevelFor(levels: GradeLevelChoice[], grade: BankImportRow["grade"]): GradeLevelChoice | undefined {
  const sameCategory = levels.filter((level) => level.category === grade.category);
  return sameCategory.find((level) => grade.number !== null && yearOf(level.name) === grade.number) ?? sameCategory[0];
}

export interface BankImportOutcome {
  imported: number;
  errors: string[];
}

/**
 * Imports a bank file, read as the kind its bytes show: good rows are saved together (one
 * transaction), each bad row is reported with its line and reason. A file refused whole saves nothing.
 */
export async function importBankFile(
  db: Database,
  author: UserRow,
  file: Upload | undefined,
  defaults: Partial<QuestionDefaults> = {},
  visibility: BankVisibility = "escola",
): Promise<BankImportOutcome> {
  const { kind, bytes } = uploadKind("questions", file);
  const { rows, errors } = await readBankFile(kind, bytes, defaults);
  const levels = await listGradeLevels(db);
  const items: NewBankItem[] = [];
  // Sanitising and rendering formulas of thousands of rows is seconds of work: others take turns.
  const takeTurn = turnTaker();
  for (const row of rows) {
    await takeTurn();
    const level = gradeLevelFor(levels, row.grade);
    if (!level) {
      errors.push(
        `Linha ${row.row}: não há nível de ensino de "${row.grade.category}" cadastrado para a série "${row.grade.label}".`,
      );
      continue;
    }
    items.push({
      title: row.title,
      questionText: asRichText(row.questionText),
      questionType: row.questionType,
      subject: row.subject,
      gradeLevelId: level.id,
      difficultyLevel: row.difficultyLevel,
      correctAnswer: row.questionType === "multiple_choice" ? null : row.correctAnswer,
      // Checked as the file was read; storing gives the parts their ids and sanitises their texts.
      answerSpec: specForStorage(row.questionType, row.answerSpec as AnswerSpec | null),
      creatorId: author.id,
      visibility,
      options: row.options.map((option) => ({ ...option, optionText: asRichText(option.optionText) })),
    });
  }
  if (items.length > 0) await db.transaction((tx) => insertBankItems(tx, items)).then(() => changed("questionBank"));
  return { imported: items.length, errors };
}
