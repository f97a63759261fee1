import type { OptionLetter, QuestionType } from "../../../shared/constants";
import type { ExamCsvField } from "../../../shared/imports/columns";
import { emptyDraft, refusedRow, type QuestionDraft } from "../../../shared/imports/drafts";
import { INVALID_FORMAT } from "../../../shared/imports/examQuestions";
import { MAX_IMPORT_ROWS, TOO_MANY_ROWS } from "../../../shared/imports/limits";
import { specFromCells } from "../../../shared/imports/specCells";
import { compactKey } from "../../../shared/imports/text";
import { questionTypeNamed, unknownType } from "../../../shared/imports/typeNames";
import { hasSpec } from "../../../shared/questionTypes/spec";
import { examCsvColumns, type ExamCsvColumns } from "./examCsvColumns";
import type { ReadOutcome } from "./reader";

/** The "Importar Questões" file's rows as question drafts, whatever reader walks them. */

const EXAM_OPTION_LETTERS = ["A", "B", "C", "D"] as const satisfies readonly OptionLetter[];
type ExamOptionLetter = (typeof EXAM_OPTION_LETTERS)[number];
const OPTION_FIELDS: Record<ExamOptionLetter, ExamCsvField> = { A: "optionA", B: "optionB", C: "optionC", D: "optionD" };
const DESCRIPTOR_MAX = 200;

/**
 * The exam file's rows as drafts, taken one at a time as a reader walks a CSV or a worksheet, so
 * that the walk stops at the row limit. The first row with cells is the header.
 */
export class ExamRows {
  private readonly drafts: QuestionDraft[] = [];
  private columns: ExamCsvColumns | undefined;
  private width = 0;
  private refusal: string | undefined;

  /**
   * `sparse`: the reader leaves out a row's trailing blank cells (a worksheet does), so rows are
   * taken as wide as the header; a CSV row keeps its own width, which the 3-cell rule judges.
   */
  constructor(private readonly sparse = false) {}

  /** Returns false when the reader should stop. */
  readonly add = (row: number, raw: string[]): boolean => {
    const cells = raw.map((cell) => cell.trim());
    if (cells.every((cell) => cell === "")) return true;
    if (!this.columns) {
      // The spec skips the first line as a header; fewer than 3 cells cannot be this file's header.
      if (cells.length < 3) this.refusal = INVALID_FORMAT;
      else this.columns = examCsvColumns(cells);
      this.width = cells.length;
      return !this.refusal;
    }
    while (this.sparse && cells.length < this.width) cells.push("");
    if (this.drafts.length >= MAX_IMPORT_ROWS) this.refusal = TOO_MANY_ROWS;
    else this.drafts.push(draftOf(cells, this.columns, row));
    return !this.refusal;
  };

  /** A row the reader could not read, such as one with an unclosed quote. */
  unreadable(row: number, problem: string): void {
    this.drafts.push(refusedRow(row, problem));
  }

  finish(): ReadOutcome<QuestionDraft> {
    return this.refusal ? { refusal: this.refusal } : { items: this.drafts, problems: [] };
  }
}

function draftOf(cells: string[], columns: ExamCsvColumns, row: number): QuestionDraft {
  const fail = (problem: string) => refusedRow(row, `Linha ${row}: ${problem}`);
  if (cells.length < 3) return fail("a linha precisa de pelo menos 3 colunas (pergunta, tipo e pontos).");
  const cell = (field: ExamCsvField) => {
    const index = columns[field];
    return index === undefined ? "" : (cells[index] ?? "");
  };

  const text = cell("question");
  if (!text) return fail("pergunta vazia.");

  const points = readPoints(cell("points"));
  if (points === null) {
    return fail(`pontuação "${cell("points")}" inválida: use um número a partir de 0, em passos de 0,5 (ex.: 1 ou 1,5).`);
  }
  const descriptor = cell("descriptor");
  if (descriptor.length > DESCRIPTOR_MAX) return fail(`descritor com mais de ${DESCRIPTOR_MAX} caracteres.`);

  const filled = EXAM_OPTION_LETTERS.filter((letter) => cell(OPTION_FIELDS[letter]) !== "");
  const type = readType(cell("type"), filled.length);
  if (type === null) return fail(unknownType(cell("type")));

  const draft: QuestionDraft = { ...emptyDraft(row), text, type, points, descriptors: descriptor ? [descriptor] : [] };
  if (hasSpec(type)) {
    const options = EXAM_OPTION_LETTERS.map((letter) => cell(OPTION_FIELDS[letter]));
    const read = specFromCells({
      type,
      items: cell("items"),
      options,
      answers: cell("answers"),
      key: cell("correct"),
      rule: cell("rule"),
    });
    return "problem" in read ? fail(read.problem) : { ...draft, answerSpec: read.answerSpec };
  }
  if (type === "essay") return draft;

  if (filled.length < 2) return fail("questão de múltipla escolha precisa de pelo menos duas alternativas preenchidas.");
  const answer = cell("correct");
  const key = readLetter(answer);
  if (answer && !key) return fail(`resposta correta "${answer}" inválida: use A, B, C ou D.`);
  if (key && !filled.includes(key)) return fail(`resposta correta "${answer}" não corresponde a uma alternativa preenchida.`);
  // Empty option cells are dropped (docs/product.md#79-csv-import-into-an-exam); a blank answer leaves every option unmarked, as the spec's importer did.
  return { ...draft, options: filled.map((letter) => ({ letter, text: cell(OPTION_FIELDS[letter]) })), key };
}

/**
 * The spec's default is essay; a row that leaves the type blank but fills at least two options
 * is read as multiple choice, because that is plainly what its author meant.
 */
function readType(value: string, filledOptions: number): QuestionType | null {
  if (!compactKey(value)) return filledOptions >= 2 ? "multiple_choice" : "essay";
  return questionTypeNamed(value);
}

/**
 * The spec calls imported points an integer, but exam questions take steps of 0.5, so `1,5` and
 * `1.5` are kept; anything else is refused rather than silently scored as 1.
 */
function readPoints(value: string): number | null {
  if (!value) return 1;
  if (!/^\d+(?:[.,]\d+)?$/.test(value)) return null;
  const points = Number(value.replace(",", "."));
  return Number.isInteger(points * 2) && points <= 1000 ? points : null;
}

/** `B`, `b`, `(B)`, `B)`, `Letra B`, `alternativa b`. */
function readLetter(value: string): ExamOptionLetter | null {
  const match = /^(?:letra|alternativa|opcao)?([a-z])$/.exec(compactKey(value));
  const letter = match?.[1].toUpperCase();
  return EXAM_OPTION_LETTERS.find((candidate) => candidate === letter) ?? null;
}
