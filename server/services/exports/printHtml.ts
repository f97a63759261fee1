import { formatPoints } from "../../../shared/examText";
import type { ExamContentQuestion } from "../../db/queries/examContent";
import { sanitizeRichText } from "../common/sanitize";
import { PRINT_CSS } from "./printCss";

/** What the printed header and questions need from an exam (see examWithQuestions). */
export interface PrintableExam {
  title: string;
  subject: string;
  examCode: string;
  schoolName: string;
  gradeLevelName: string;
  schoolLogo: string | null;
  studentGrade: string | null;
  studentClass: string | null;
  showLogo: boolean;
  showSchoolName: boolean;
  showStudentName: boolean;
  showGrade: boolean;
  showClass: boolean;
  showExamCode: boolean;
  showDate: boolean;
  questions: Array<Pick<ExamContentQuestion, "questionType" | "questionText" | "points" | "imageUrl" | "options">>;
}

export interface PrintOptions {
  /** One copy per name; a single unnamed copy when empty. */
  students: Array<{ name?: string; className?: string }>;
  columns: 1 | 2;
  /** Turns `/objects/<id>` into what the renderer can load (a data URL for the PDF renderer). */
  imageSource?: (path: string) => string;
  date?: Date;
}

export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!);

const dateFormat = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "America/Sao_Paulo",
});

/** A value to print, or a line to write it on. */
const field = (label: string, value: string | null | undefined, wide = false) =>
  `<div class="field${wide ? " wide" : ""}"><span class="label">${label}:</span><span class="value">${value ? escape(value) : ""}</span></div>`;

function header(exam: PrintableExam, student: PrintOptions["students"][number], options: PrintOptions): string {
  const logo =
    exam.showLogo && exam.schoolLogo
      ? `<img class="logo" src="${escape(options.imageSource?.(exam.schoolLogo) ?? exam.schoolLogo)}" alt="Logotipo da escola">`
      : "";
  const fields = [
    exam.showStudentName ? field("Nome do aluno", student.name, true) : "",
    exam.showGrade ? field("Série", exam.studentGrade ?? exam.gradeLevelName) : "",
    exam.showClass ? field("Turma", student.className ?? exam.studentClass) : "",
    exam.showDate ? field("Data", options.date ? dateFormat.format(options.date) : null) : "",
    exam.showExamCode
      ? `<div class="field"><span class="label">Código:</span><span class="code">${escape(exam.examCode)}</span></div>`
      : "",
  ].join("");
  return `<header class="exam-header">
  <div class="identity">${logo}<div>${exam.showSchoolName ? `<p class="school">${escape(exam.schoolName)}</p>` : ""}<h1>${escape(exam.title)}</h1><p class="subject">${escape(exam.subject)}</p></div></div>
  <div class="fields">${fields}</div>
</header>`;
}

/**
 * A formula as a figure named by its spoken text: Chromium's tagged PDF ignores MathML's `alttext`
 * but keeps an image role's label as the figure's alternative text, which PDF readers say.
 */
const FORMULA_WITH_ALTERNATIVE = /(<span data-math="[^"]*"(?: data-display="block")?)>(<math alttext="([^"]*)")/g;
const withFormulaFigures = (html: string) => html.replace(FORMULA_WITH_ALTERNATIVE, '$1 role="img" aria-label="$3">$2');

/** Stored rich text as printed: sanitised, formulas named for the PDF. */
const printedRichText = (html: string) => withFormulaFigures(sanitizeRichText(html));

/** Essays get lines to write on: more points, more room (3 to 20 lines). */
const answerLines = (points: number) => Math.min(20, Math.max(3, Math.round(points * 4)));

function question(item: PrintableExam["questions"][number], number: number, options: PrintOptions): string {
  const text = printedRichText(item.questionText).replace(
    /src="(\/objects\/[^"]+)"/g,
    (_match, path: string) => `src="${escape(options.imageSource?.(path) ?? path)}"`,
  );
  const image = item.imageUrl
    ? `<img class="question-image" src="${escape(options.imageSource?.(item.imageUrl) ?? item.imageUrl)}" alt="">`
    : "";
  const body =
    item.questionType === "multiple_choice"
      ? `<ol class="options">${item.options
          .map(
            (option) =>
              `<li><span class="letter">${option.optionLetter})</span><div>${printedRichText(option.optionText)}</div></li>`,
          )
          .join("")}</ol>`
      : `<div class="lines">${'<div class="line"></div>'.repeat(answerLines(item.points))}</div>`;
  return `<section class="question"><h2>Questão ${number} <span class="points">(${formatPoints(item.points)})</span></h2><div class="text">${text}</div>${image}${body}</section>`;
}

/**
 * The exam as a self-contained A4 page for the browser's print dialog and the PDF renderer: the
 * header by the exam's flags, numbered questions that never split across pages, page numbers.
 * Every copy (one per student) starts on a new page.
 */
export function renderPrintHtml(exam: PrintableExam, options: PrintOptions): string {
  const students = options.students.length > 0 ? options.students : [{}];
  const copies = students
    .map(
      (student) => `<article class="copy${options.columns === 2 ? " two-columns" : ""}">
${header(exam, student, options)}
<main class="questions">${exam.questions.map((item, index) => question(item, index + 1, options)).join("\n")}</main>
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>${escape(exam.title)}</title>
<style>${PRINT_CSS}</style>
</head>
<body>
${copies}
</body>
</html>`;
}
