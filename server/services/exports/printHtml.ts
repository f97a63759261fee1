import { sanitizeRichText } from "../common/sanitize";
import { PRINT_CSS } from "./printCss";
import type { HeaderField, PrintedCopy, PrintedQuestion } from "./printModel";

export interface PrintPageOptions {
  /** Turns `/objects/<id>` into what the renderer can load (a data URL for the PDF renderer). */
  imageSource?: (path: string) => string;
  /**
   * Page numbers, exam code and version in the page margin. A PDF of several copies leaves them out
   * and has them stamped per copy afterwards (see pdfPages.ts), since CSS counts the pages of the whole document.
   */
  marginFooter?: boolean;
}

export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!);

/** A CSS string literal (the margin boxes' text). */
const cssString = (text: string) => `"${text.replace(/["\\\n]/g, (character) => `\\${character === "\n" ? "a" : character}`)}"`;

const field = ({ label, value, size, monospace }: HeaderField) =>
  `<div class="field ${size}"><span class="label">${escape(label)}:</span><span class="value${monospace ? " code" : ""}">${value ? escape(value) : ""}</span></div>`;

function header(copy: PrintedCopy, source: (path: string) => string): string {
  const logo = copy.logo ? `<img class="logo" src="${escape(source(copy.logo))}" alt="Logotipo da escola">` : "";
  const version = copy.version ? `<div class="version" aria-label="Tipo ${copy.version}">Tipo <b>${copy.version}</b></div>` : "";
  const scores = copy.totalPoints
    ? `<div class="scores"><div class="score"><span>Valor</span><b>${escape(copy.totalPoints)}</b></div><div class="score"><span>Nota</span><b></b></div></div>`
    : "";
  const instructions =
    copy.instructions.length > 0
      ? `<section class="instructions"><h2>Instruções</h2><ul>${copy.instructions.map((line) => `<li>${escape(line)}</li>`).join("")}</ul></section>`
      : "";
  return `<header class="exam-header">
  <div class="identity">${logo}<div class="titles">${copy.schoolName ? `<p class="school">${escape(copy.schoolName)}</p>` : ""}<h1>${escape(copy.title)}</h1><p class="subject">${escape(copy.subject)}</p></div>${version}${scores}</div>
  <div class="fields">${copy.fields.map(field).join("")}</div>
</header>${instructions}`;
}

/**
 * A formula as a figure named by its spoken text: Chromium's tagged PDF ignores MathML's `alttext`
 * but keeps an image role's label as the figure's alternative text, which PDF readers say.
 */
const FORMULA_WITH_ALTERNATIVE = /(<span data-math="[^"]*"(?: data-display="block")?)>(<math alttext="([^"]*)")/g;
const withFormulaFigures = (html: string) => html.replace(FORMULA_WITH_ALTERNATIVE, '$1 role="img" aria-label="$3">$2');

/** Stored rich text as printed: sanitised, formulas named for the PDF, images from `source`. */
const printedRichText = (html: string, source: (path: string) => string) =>
  withFormulaFigures(sanitizeRichText(html)).replace(
    /src="(\/objects\/[^"]+)"/g,
    (_match, path: string) => `src="${escape(source(path))}"`,
  );

function question(item: PrintedQuestion, source: (path: string) => string): string {
  const image = item.imageUrl ? `<img class="question-image" src="${escape(source(item.imageUrl))}" alt="">` : "";
  const options = item.options.length
    ? `<ol class="options">${item.options
        .map(
          (option) =>
            `<li><span class="letter">${escape(option.label)}</span><div>${printedRichText(option.optionText, source)}</div></li>`,
        )
        .join("")}</ol>`
    : "";
  const label = item.answerLabel ? `<p class="answer-label">${escape(item.answerLabel)}</p>` : "";
  const lines = item.answerLines ? `${label}<div class="lines">${'<div class="line"></div>'.repeat(item.answerLines)}</div>` : "";
  const body = options + lines;
  return `<section class="question${item.long ? " long" : ""}"><h2>Questão ${item.number} <span class="points">(${escape(item.points)})</span></h2><div class="text">${printedRichText(item.questionText, source)}</div>${image}${body}</section>`;
}

const lookClasses = (copy: PrintedCopy) =>
  [
    "copy",
    copy.look.columns === 2 ? "two-columns" : "",
    copy.look.size !== "normal" ? `size-${copy.look.size.replace("_", "-")}` : "",
    copy.look.highContrast ? "high-contrast" : "",
  ]
    .filter(Boolean)
    .join(" ");

/** The margin's text: the exam code and the version on every page, beside the page number. */
function marginFooterCss(copy: PrintedCopy): string {
  const left = copy.footerCode
    ? `@bottom-left { content: ${cssString(`Código ${copy.footerCode}`)}; font: 9pt Arial, sans-serif; color: #000; }`
    : "";
  return `@page { ${left}
  @bottom-center { content: "Página " counter(page) " de " counter(pages); font: 9pt Arial, sans-serif; color: #000; }
  ${copy.version ? `@bottom-right { content: ${cssString(`Tipo ${copy.version}`)}; font: bold 10pt Arial, sans-serif; color: #000; }` : ""} }`;
}

/**
 * Copies of an exam as one A4 document for the browser's print dialog and the PDF renderer: each
 * copy starts on a new page, with its header, instructions and numbered questions, which never
 * split across pages or columns. It runs no script and loads nothing from elsewhere.
 */
export function renderPrintHtml(copies: PrintedCopy[], options: PrintPageOptions = {}): string {
  const source = options.imageSource ?? ((path: string) => path);
  const articles = copies
    .map(
      (copy) => `<article class="${lookClasses(copy)}">
${header(copy, source)}
<main class="questions">${copy.questions.map((item) => question(item, source)).join("\n")}</main>
</article>`,
    )
    .join("\n");
  const footer = options.marginFooter !== false && copies[0] ? marginFooterCss(copies[0]) : "";
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>${escape(copies[0]?.title ?? "Prova")}</title>
<style>${PRINT_CSS}${footer}</style>
</head>
<body>
${articles}
</body>
</html>`;
}
