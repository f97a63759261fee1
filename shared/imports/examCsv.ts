import Papa from "papaparse";
import { examCsvColumns, type ExamCsvColumns, type ExamCsvField } from "./examCsvColumns";
import { compactKey, detectDelimiter, looksBinary, stripBom } from "./text";

/**
 * The "Importar Questões" CSV (spec 2.5 and section 5), read the same way by the browser preview
 * and by the server. Beyond the spec's "split on commas", it accepts quoted cells, `;` files from
 * Brazilian Excel and a byte-order mark, because those are what real spreadsheets save.
 */

export const NO_VALID_QUESTIONS = "Nenhuma questão válida encontrada. Verifique o formato do arquivo.";
export const INVALID_FORMAT = "Formato de arquivo inválido. Use CSV com as colunas corretas.";
export const NO_EXAM_SELECTED = "Nenhuma prova selecionada";

const EXAM_OPTION_LETTERS = ["A", "B", "C", "D"] as const;
type ExamOptionLetter = (typeof EXAM_OPTION_LETTERS)[number];
const OPTION_FIELDS: Record<ExamOptionLetter, ExamCsvField> = { A: "optionA", B: "optionB", C: "optionC", D: "optionD" };
const DESCRIPTOR_MAX = 200;

export type ExamCsvQuestion = {
  questionText: string;
  questionType: "multiple_choice" | "essay";
  points: number;
  descriptor: string;
  questionOrder: number;
  options: Array<{ optionLetter: ExamOptionLetter; optionText: string; isCorrect: boolean }>;
};
export type ExamCsvError = { row: number; message: string };
export type ExamCsvResult = { questions: ExamCsvQuestion[]; errors: ExamCsvError[] };

/** Parses the whole file; `errors[].row` is the spreadsheet row (the header is row 1) and the message repeats it. */
export function parseExamCsv(text: string): ExamCsvResult {
  const clean = stripBom(text);
  if (looksBinary(clean)) return { questions: [], errors: [{ row: 1, message: INVALID_FORMAT }] };

  const { delimiter, body } = detectDelimiter(clean);
  const parsed = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false });
  const brokenQuoteRow = parsed.errors.find((error) => error.code === "MissingQuotes")?.row;

  const questions: ExamCsvQuestion[] = [];
  const errors: ExamCsvError[] = [];
  let columns: ExamCsvColumns | undefined;

  for (const [index, raw] of parsed.data.entries()) {
    const row = index + 1;
    const cells = raw.map((cell) => cell.trim());
    if (cells.every((cell) => cell === "")) continue;
    if (!columns) {
      // The spec skips the first line as a header; fewer than 3 cells cannot be this file's header.
      if (cells.length < 3) return { questions: [], errors: [{ row, message: INVALID_FORMAT }] };
      columns = examCsvColumns(cells);
      continue;
    }
    if (index === brokenQuoteRow) {
      errors.push({ row, message: `Linha ${row}: aspas sem fechamento; o restante do arquivo não pôde ser lido.` });
      continue;
    }
    const result = readQuestion(cells, columns, questions.length + 1);
    if ("error" in result) errors.push({ row, message: `Linha ${row}: ${result.error}` });
    else questions.push(result.question);
  }

  return { questions, errors };
}

function readQuestion(
  cells: string[],
  columns: ExamCsvColumns,
  questionOrder: number,
): { question: ExamCsvQuestion } | { error: string } {
  if (cells.length < 3) return { error: "a linha precisa de pelo menos 3 colunas (pergunta, tipo e pontos)." };
  const cell = (field: ExamCsvField) => {
    const index = columns[field];
    return index === undefined ? "" : (cells[index] ?? "");
  };

  const questionText = cell("question");
  if (!questionText) return { error: "pergunta vazia." };

  const points = readPoints(cell("points"));
  if (points === null) {
    return { error: `pontuação "${cell("points")}" inválida: use um número a partir de 0, em passos de 0,5 (ex.: 1 ou 1,5).` };
  }
  const descriptor = cell("descriptor");
  if (descriptor.length > DESCRIPTOR_MAX) return { error: `descritor com mais de ${DESCRIPTOR_MAX} caracteres.` };

  const filled = EXAM_OPTION_LETTERS.filter((letter) => cell(OPTION_FIELDS[letter]) !== "");
  const questionType = readType(cell("type"), filled.length);
  if (questionType === null) {
    return { error: `tipo "${cell("type")}" não reconhecido: use múltipla escolha (multiple_choice) ou dissertativa (essay).` };
  }

  const question: ExamCsvQuestion = { questionText, questionType, points, descriptor, questionOrder, options: [] };
  if (questionType === "essay") return { question };

  if (filled.length < 2) return { error: "questão de múltipla escolha precisa de pelo menos duas alternativas preenchidas." };
  const answer = cell("correct");
  const correct = readLetter(answer);
  if (answer && !correct) return { error: `resposta correta "${answer}" inválida: use A, B, C ou D.` };
  if (correct && !filled.includes(correct)) {
    return { error: `resposta correta "${answer}" não corresponde a uma alternativa preenchida.` };
  }
  // Empty option cells are dropped (spec section 5); a blank answer leaves every option unmarked, as the spec's importer did.
  question.options = filled.map((letter) => ({
    optionLetter: letter,
    optionText: cell(OPTION_FIELDS[letter]),
    isCorrect: letter === correct,
  }));
  return { question };
}

const MULTIPLE_CHOICE = ["multiplechoice", "multiplaescolha", "objetiva", "objetivo", "multipla", "me"];
const ESSAY = ["essay", "dissertativa", "dissertativo", "discursiva", "discursivo", "aberta"];

/**
 * The spec's default is essay; a row that leaves the type blank but fills at least two options
 * is read as multiple choice, because that is plainly what its author meant.
 */
function readType(value: string, filledOptions: number): ExamCsvQuestion["questionType"] | null {
  const key = compactKey(value);
  if (!key) return filledOptions >= 2 ? "multiple_choice" : "essay";
  if (MULTIPLE_CHOICE.includes(key)) return "multiple_choice";
  if (ESSAY.includes(key)) return "essay";
  return null;
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
