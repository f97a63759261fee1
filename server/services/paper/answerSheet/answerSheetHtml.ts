import { escape } from "../../exports/printHtml";
import { ANSWER_SHEET_CSS } from "./answerSheetCss";
import {
  ANSWERS_BOX,
  GENERIC_IDENTIFICATION,
  GENERIC_INSTRUCTIONS,
  MARKERS,
  NAMED_INSTRUCTIONS,
  PAGE,
  STUDENT_NUMBER_BOX,
  TITLE_BLOCK,
  VERSION_BOX,
  namedFields,
  namedIdentification,
  questionBubbles,
  questionColumn,
  questionSlot,
  studentNumberBubbles,
  studentNumberWriteIns,
  versionBubbles,
  type Circle,
  type LabelledLine,
  type Rect,
} from "./layout";
import type { AnswerSheetData, AnswerSheetQuestion } from "./types";

export type { AnswerSheetData, AnswerSheetQuestion } from "./types";

/**
 * The pages of the answer sheets (cartões-resposta) as one HTML document, a page per A4 sheet, for
 * the PDF renderer; each student's texts and QR code are stamped on afterwards (stampedSheets.ts).
 * Every box and mark is placed in millimetres from layout.ts, so the page is the geometry the mark
 * reader expects; only the text inside a box flows (and is cut rather than moving anything).
 */

const place = (area: Rect) => `left:${area.x}mm;top:${area.y}mm;width:${area.width}mm;height:${area.height}mm`;

const box = (classes: string, area: Rect, content: string) =>
  `<div class="box ${classes}" style="${place(area)}">${content}</div>`;

const svgRect = (classes: string, area: Rect, corner = 0) =>
  `<rect class="${classes}" x="${area.x}" y="${area.y}" width="${area.width}" height="${area.height}"${corner ? ` rx="${corner}"` : ""}/>`;

const svgText = (classes: string, x: number, y: number, text: string) =>
  `<text class="${classes}" x="${x}" y="${y}">${escape(text)}</text>`;

/** A bubble with its letter or digit inside, small and grey so the reader sees only the student's ink. */
const bubble = ({ cx, cy, r }: Circle, label: string) =>
  `<circle class="bubble" cx="${cx}" cy="${cy}" r="${r}"/>${svgText("bubble-label", cx, cy, label)}`;

const markers = () =>
  Object.values(MARKERS)
    .map((marker) => svgRect("marker", marker))
    .join("");

const middle = (area: Rect) => ({ x: area.x + area.width / 2, y: area.y + area.height / 2 });

/** Hairlines after every fifth question and between columns, for the eye to keep its row. */
function gridRules(questions: readonly AnswerSheetQuestion[]): string {
  const printed = new Set(questions.map((question) => question.number));
  const rules: string[] = [];
  for (const number of printed) {
    if (number % 5 !== 0 || !printed.has(number + 1)) continue;
    const above = questionSlot(number);
    const below = questionSlot(number + 1);
    if (above.column !== below.column) continue;
    const column = questionColumn(above.column);
    const y = (above.cy + below.cy) / 2;
    rules.push(`<line class="rule" x1="${column.x}" y1="${y}" x2="${column.x + column.width}" y2="${y}"/>`);
  }
  const columns = Math.max(0, ...questions.map((question) => questionSlot(question.number).column + 1));
  for (let column = 1; column < columns; column++) {
    const left = questionColumn(column - 1);
    const right = questionColumn(column);
    const x = (left.x + left.width + right.x) / 2;
    rules.push(`<line class="rule" x1="${x}" y1="${left.y}" x2="${x}" y2="${left.y + left.height}"/>`);
  }
  return rules.join("");
}

function questionGrid(questions: readonly AnswerSheetQuestion[]): string {
  const bubbles = questionBubbles(questions);
  const rows = questions.map(({ number, choices }) => {
    const slot = questionSlot(number);
    const label = svgText("question-number", slot.label.x + slot.label.width, slot.cy, String(number).padStart(2, "0"));
    if (choices > 0) return label;
    const centre = middle(slot.answers);
    return `${label}${svgRect("essay", slot.answers, 1)}${svgText("essay-text", centre.x, slot.cy, "corrigida pelo professor")}`;
  });
  return `${gridRules(questions)}${rows.join("")}${bubbles.map((each) => bubble(each, each.letter)).join("")}`;
}

function studentNumberGrid(): string {
  const writeIns = studentNumberWriteIns().map((area) => svgRect("write-in", area, 0.6));
  const digits = studentNumberBubbles().map((each) => bubble(each, String(each.digit)));
  return writeIns.join("") + digits.join("");
}

function versionRow(letters: readonly string[]): string {
  const bubbles = versionBubbles(letters);
  if (bubbles.length === 0) return "";
  const first = bubbles[0];
  return (
    svgText("version-row-label", first.cx - first.r - 1.5, first.cy, "Tipo:") +
    bubbles.map((each) => bubble(each, each.letter)).join("")
  );
}

/** The page's marks, drawn on an SVG whose unit is the millimetre, so layout.ts's numbers are used as they are. */
function marks(sheet: AnswerSheetData): string {
  const generic = sheet.student === null ? studentNumberGrid() + versionRow(sheet.versionChoices) : "";
  return `<svg class="marks" viewBox="0 0 ${PAGE.width} ${PAGE.height}" aria-hidden="true">${markers()}${generic}${questionGrid(sheet.questions)}</svg>`;
}

const titleBlock = (sheet: AnswerSheetData) =>
  box(
    "title",
    TITLE_BLOCK,
    `<p class="sheet-name">CARTÃO-RESPOSTA</p>
<p class="school">${escape(sheet.schoolName)}</p>
<h1>${escape(sheet.examTitle)}</h1>
<p class="meta"><span>Disciplina: <b>${escape(sheet.subject)}</b></span><span>Código da prova: <b class="code">${escape(sheet.examCode)}</b></span></p>`,
  );

/** A label and what is written after it, or a line to write on. */
const field = (label: string, value: string | null, classes = "") =>
  `<div class="field ${classes}"><span class="label">${label}</span><span class="value">${value ? escape(value) : ""}</span></div>`;

/** A label and its line, each where layout.ts puts it: the student's own text is stamped on the line. */
const labelledLine = ({ label, line }: LabelledLine, text: string) => box("label", label, text) + box("line", line, "");

/** The named sheet's identification with empty lines: the name, registration and class are stamped on them (stampedSheets.ts). */
function namedIdentity(sheet: AnswerSheetData): string {
  const hasVersion = sheet.version !== null;
  const fields = namedFields(hasVersion);
  const identity =
    box("frame identification", namedIdentification(hasVersion), "") +
    box("caption", fields.caption, "Nome do(a) aluno(a)") +
    box("line name-line", fields.name, "") +
    labelledLine(fields.registration, "Matrícula:") +
    labelledLine(fields.className, "Turma:") +
    labelledLine(fields.signature, "Assinatura:");
  const version = sheet.version
    ? box("frame version", VERSION_BOX, `<p><span class="version-label">Tipo</span> <b>${escape(sheet.version)}</b></p>`)
    : "";
  return identity + version;
}

const genericIdentity = (sheet: AnswerSheetData) =>
  box(
    "frame identification generic",
    GENERIC_IDENTIFICATION,
    `<p class="caption">Identificação do(a) aluno(a)</p>${field("Nome:", null, "write")}${field("Turma:", sheet.className, "write class-line")}`,
  ) + box("frame student-number", STUDENT_NUMBER_BOX, `<p class="caption">Número do aluno</p>`);

const EXAMPLE_RING = `<circle cx="3" cy="3" r="2.3" fill="#fff" stroke="#000" stroke-width="0.3"/>`;
const EXAMPLE_MARKS = {
  correct: `<circle cx="3" cy="3" r="2.3" fill="#000"/>`,
  tick: `${EXAMPLE_RING}<path d="M1.5 3.2 2.7 4.4 4.7 1.4" fill="none" stroke="#000" stroke-width="0.5"/>`,
  cross: `${EXAMPLE_RING}<path d="M1.6 1.6 4.4 4.4M4.4 1.6 1.6 4.4" fill="none" stroke="#000" stroke-width="0.5"/>`,
  half: `${EXAMPLE_RING}<path d="M3 0.7A2.3 2.3 0 0 0 3 5.3Z" fill="#000"/>`,
};
const exampleMark = (drawing: string) => `<svg class="example-mark" viewBox="0 0 6 6" aria-hidden="true">${drawing}</svg>`;

const example = `<div class="example"><span class="caption">Como marcar</span>
<span>${exampleMark(EXAMPLE_MARKS.correct)}Correto</span>
<span>${exampleMark(EXAMPLE_MARKS.tick)}${exampleMark(EXAMPLE_MARKS.cross)}${exampleMark(EXAMPLE_MARKS.half)}Incorreto</span></div>`;

function instructions(sheet: AnswerSheetData): string {
  const generic = sheet.student === null;
  const lines = [
    generic
      ? `Escreva seu nome e sua turma. Em Número do aluno, escreva um algarismo em cada quadrinho e preencha a bolinha dele${sheet.versionChoices.length > 0 ? "; preencha também o tipo da sua prova" : ""}.`
      : "Confira seu nome, sua matrícula e sua turma e assine na linha indicada.",
    "Marque uma alternativa por questão: preencha completamente com caneta azul ou preta a bolinha da letra escolhida.",
    "Mais de uma marcação ou rasura anula a questão.",
    ...(sheet.questions.some((question) => question.choices === 0)
      ? ["Questões dissertativas: responda na folha da prova; elas são corrigidas pelo professor."]
      : []),
    "Não dobre o cartão e não escreva nos cantos nem no código QR.",
  ];
  return box(
    "frame instructions",
    generic ? GENERIC_INSTRUCTIONS : NAMED_INSTRUCTIONS,
    `<p class="caption">Instruções</p><ol>${lines.map((line) => `<li>${escape(line)}</li>`).join("")}</ol>${example}`,
  );
}

function sheetHtml(sheet: AnswerSheetData): string {
  const identity = sheet.student ? namedIdentity(sheet) : genericIdentity(sheet);
  return `<section class="sheet ${sheet.student ? "named" : "generic"}">
${titleBlock(sheet)}
${identity}
${instructions(sheet)}
${box("frame answers", ANSWERS_BOX, `<p class="caption">Respostas</p>`)}
${marks(sheet)}
</section>`;
}

/**
 * The pages the sheets are stamped on, one A4 page each, as a complete HTML document that runs
 * no script and loads nothing. A page holds everything but what is the student's own: no name,
 * registration, class or QR code, so one page serves every student of a version.
 */
export function renderSheetTemplatesHtml(sheets: AnswerSheetData[]): string {
  const pages = sheets.map(sheetHtml);
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>${escape(`Cartões-resposta — ${sheets[0]?.examTitle ?? ""}`)}</title>
<style>${ANSWER_SHEET_CSS}</style>
</head>
<body>
${pages.join("\n")}
</body>
</html>`;
}
