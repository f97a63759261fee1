import ExcelJS from "exceljs";
import type { ResultsExportFormat } from "../../../shared/schemas/results";
import type { QuestionCode } from "../../../shared/types/analysis";
import type { ResultQuestion } from "../../../shared/types/results";
import type { Database } from "../../db/client";
import type { ExamScope } from "../../db/queries/exams";
import { loadApplicationData } from "./applicationData";
import { gradeScaleOf } from "../../../shared/grades";
import { catalogueTexts, codesOf, questionCodes } from "./descriptorTexts";
import { byStudentName, resultQuestions, resultRow, type ResultLine } from "./results";

export type ExportCell = string | number | null;

export interface ExportTable {
  header: string[];
  lines: ExportCell[][];
}

/** A row of the results with the student's score on each question (null: pending or not given). */
export type ExportRow = ResultLine & { questionScores: Record<string, number | null> };

/**
 * Spreadsheets run a cell that starts like a formula; a student could type a name such as
 * `=HYPERLINK(...)`. A leading apostrophe makes Excel and LibreOffice show it as plain text.
 */
export function neutraliseCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const STATE_LABELS: Record<ResultLine["state"], string> = {
  submitted: "Entregue",
  time_up: "Tempo esgotado",
  in_progress: "Em andamento",
};

const situation = (row: ResultLine) =>
  row.state === "submitted" && row.pendingEssays > 0 ? "Entregue (correção pendente)" : STATE_LABELS[row.state];

/** The sheet as values: a header, then one line per student. Text is already neutralised. */
export function resultsTable(questions: ResultQuestion[], rows: ExportRow[]): ExportTable {
  const header = [
    "Aluno",
    "Matrícula",
    "Turma",
    "Pontos",
    "Pontos possíveis",
    "Percentual",
    "Nota",
    "Tempo (min)",
    "Situação",
    ...questions.map((question) => `Q${question.number}`),
  ];
  const text = (value: string | null) => (value === null ? null : neutraliseCell(value));
  const lines = rows.map((row) => [
    text(row.studentName),
    text(row.registrationNumber),
    text(row.className),
    row.score,
    row.maxScore,
    row.percentage,
    row.grade,
    row.timeTakenSeconds === null ? null : Math.round(row.timeTakenSeconds / 6) / 10,
    situation(row),
    ...questions.map((question) => row.questionScores[question.id] ?? null),
  ]);
  return { header, lines };
}

/** A code field as the question's form names it. */
const CODE_FIELD_LABELS: Record<QuestionCode["field"], string> = {
  descriptor: "Descritor",
  bnccSkill: "Habilidade BNCC",
  descriptorSaeb: "Descritor SAEB",
  descriptorPaeb: "Descritor PAEB",
};

/**
 * What the results sheet's question columns measure: one line per code of each question (the
 * column it heads, the field, the code) with the catalogue's text beside it, empty for a code the
 * catalogue does not know (docs/product.md#21-curriculum-catalogue). No lines when no question has one.
 */
export function codesTable(questions: ResultQuestion[], texts: Map<string, string>): ExportTable {
  const lines = questions.flatMap((question) =>
    questionCodes(question, texts).map((entry): ExportCell[] => [
      `Q${question.number}`,
      CODE_FIELD_LABELS[entry.field],
      // A free descriptor is typed by the teacher: it may start like a formula.
      neutraliseCell(entry.code),
      entry.text ?? null,
    ]),
  );
  return { header: ["Questão", "Campo", "Código", "Descrição"], lines };
}

/**
 * One CSV field. Text never starts like a formula, and is quoted when it holds a separator of any
 * locale (`;` here, `,` or a tab elsewhere), a quote or a line break, so `Carla,=cmd|…` stays one
 * cell whatever separator the spreadsheet assumes.
 */
export function csvField(cell: ExportCell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return String(cell).replace(".", ",");
  const text = neutraliseCell(cell);
  return /[";,\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** What Excel in Portuguese opens directly: UTF-8 with a BOM, `;` between fields, decimal comma. */
export function toCsv(table: ExportTable): string {
  return `\uFEFF${[table.header, ...table.lines].map((line) => line.map(csvField).join(";")).join("\r\n")}\r\n`;
}

/** A sheet of `table` in `workbook`: the header in bold and frozen, each column as wide as `width` says. */
export function addSheet(workbook: ExcelJS.Workbook, name: string, table: ExportTable, width: (index: number) => number) {
  const sheet = workbook.addWorksheet(name);
  sheet.addRow(table.header).font = { bold: true };
  sheet.addRows(table.lines);
  sheet.columns.forEach((column, index) => {
    column.width = width(index);
  });
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  return sheet;
}

/**
 * The results sheet, then, when the questions have codes, a 'Descritores' sheet saying what each
 * code means: the CSV stays one line per student, as spreadsheets and scripts read it.
 */
export async function toXlsx(table: ExportTable, codes?: ExportTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addSheet(workbook, "Resultados", table, (index) => (index === 0 ? 32 : Math.max(10, table.header[index].length + 2)));
  if (codes?.lines.length) {
    const sheet = addSheet(workbook, "Descritores", codes, (index) => [10, 18, 14, 90][index] ?? 10);
    // A BNCC skill runs to three lines: wrapped, it stays readable without widening the column.
    sheet.getColumn(4).alignment = { wrapText: true, vertical: "top" };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const CONTENT_TYPES: Record<ResultsExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** The results of one application as a file: the route names it after the exam's title. */
export async function exportResults(db: Database, scope: ExamScope, applicationId: string, format: ResultsExportFormat) {
  const data = await loadApplicationData(db, scope, applicationId);
  const scale = gradeScaleOf(data.exam);
  const rows: ExportRow[] = data.attempts
    .map((attempt) => ({
      ...resultRow(attempt, scale),
      questionScores: Object.fromEntries(attempt.score.answers.map((answer) => [answer.questionId, answer.score])),
    }))
    .sort(byStudentName);
  const questions = resultQuestions(data);
  const table = resultsTable(questions, rows);
  if (format === "csv")
    return { examTitle: data.exam.title, contentType: CONTENT_TYPES.csv, body: Buffer.from(toCsv(table), "utf8") };
  const codes = codesTable(questions, await catalogueTexts(db, codesOf(questions), data.exam));
  return { examTitle: data.exam.title, contentType: CONTENT_TYPES.xlsx, body: await toXlsx(table, codes) };
}
