import { MATH_CSS } from "../../../shared/math/styles";

/**
 * Print styles: A4, readable type, questions kept whole, page numbers in the margin. Formulas are
 * drawn from their MathML with the same stylesheet as on screen (MATH_CSS), in a math font made
 * for the printed serif (TeX Gyre Termes Math, the Times of mathematics) where the server has it.
 */
export const PRINT_CSS = `
@page { size: A4; margin: 16mm 15mm 18mm; @bottom-center { content: "Página " counter(page) " de " counter(pages); font: 9pt Arial, sans-serif; color: #444; } }
* { box-sizing: border-box; }
body { margin: 0; font: 11.5pt/1.45 "Liberation Serif", "Times New Roman", serif; color: #000; }
.copy { break-after: page; }
.copy:last-child { break-after: auto; }
.exam-header { border: 1.5px solid #000; border-radius: 6px; padding: 10px 12px; margin-bottom: 14px; break-inside: avoid; }
.identity { display: flex; gap: 12px; align-items: center; }
.logo { max-height: 60px; max-width: 120px; object-fit: contain; }
.school { margin: 0; font-weight: bold; font-size: 12pt; }
h1 { margin: 2px 0; font-size: 15pt; }
.subject { margin: 0; color: #333; }
.fields { display: flex; flex-wrap: wrap; gap: 8px 18px; margin-top: 10px; }
.field { display: flex; align-items: flex-end; gap: 6px; flex: 1 1 28%; min-width: 150px; }
.field.wide { flex-basis: 100%; }
.label { font-weight: bold; white-space: nowrap; }
.value { flex: 1; border-bottom: 1px solid #000; min-height: 1.3em; padding: 0 4px; }
.code { font-family: "Liberation Mono", monospace; font-weight: bold; letter-spacing: 2px; }
.questions { counter-reset: question; }
.two-columns .questions { column-count: 2; column-gap: 10mm; column-rule: 1px solid #bbb; }
.question { break-inside: avoid; margin: 0 0 14px; }
.question h2 { font-size: 12pt; margin: 0 0 4px; }
.points { font-weight: normal; color: #333; font-size: 10pt; }
.text p { margin: 0 0 6px; }
.text img, .options img, .question-image { max-width: 100%; max-height: 90mm; display: block; margin: 6px 0; }
.options { list-style: none; padding: 0; margin: 6px 0 0; }
.options li { display: flex; gap: 6px; margin: 3px 0; }
.options li p { margin: 0; }
.letter { font-weight: bold; min-width: 1.6em; }
.lines { margin-top: 6px; }
.line { border-bottom: 1px solid #777; height: 8mm; }
table { border-collapse: collapse; } td, th { border: 1px solid #000; padding: 2px 6px; }
/* An option's text takes the rest of its line, so a displayed formula centres on that line. */
.options li > div { min-width: 0; flex: 1; }
${MATH_CSS}
math { font-family: "TeX Gyre Termes Math", "STIX Two Math", "Cambria Math", "DejaVu Math TeX Gyre", math; }
`;
