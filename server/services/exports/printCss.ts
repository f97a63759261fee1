import { MATH_CSS } from "../../../shared/math/styles";

/**
 * Print styles: A4, readable type, questions kept whole, page numbers in the margin. Formulas are
 * drawn from their MathML with the same stylesheet as on screen (MATH_CSS), in a math font made
 * for the printed serif (TeX Gyre Termes Math, the Times of mathematics) where the server has it.
 */
export const PRINT_CSS = `
@page { size: A4; margin: 16mm 15mm 18mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 11.5pt/1.45 "Liberation Serif", "Times New Roman", serif; color: #000; }
.copy { break-after: page; }
.copy:last-child { break-after: auto; }
.exam-header { border: 1.5px solid #000; border-radius: 6px; padding: 10px 12px; margin-bottom: 14px; break-inside: avoid; }
.identity { display: flex; gap: 12px; align-items: center; }
.titles { flex: 1; min-width: 0; }
.version { border: 2px solid #000; border-radius: 6px; padding: 4px 10px; text-align: center; font: 10pt Arial, sans-serif; }
.version b { display: block; font-size: 22pt; line-height: 1.1; }
.scores { display: flex; gap: 6px; }
.score { border: 1.5px solid #000; border-radius: 4px; width: 24mm; min-height: 16mm; padding: 2px 4px; font: 9pt Arial, sans-serif; display: flex; flex-direction: column; }
.score b { font-size: 10pt; margin-top: auto; text-align: center; }
.instructions { border: 1px solid #000; border-radius: 6px; padding: 6px 12px; margin: 0 0 14px; break-inside: avoid; font-size: 0.9em; }
.instructions h2 { font-size: 1em; margin: 0 0 2px; }
.instructions ul { margin: 0; padding-left: 1.2em; }
.logo { max-height: 60px; max-width: 120px; object-fit: contain; }
.school { margin: 0; font-weight: bold; font-size: 12pt; }
h1 { margin: 2px 0; font-size: 15pt; }
.subject { margin: 0; color: #333; }
.fields { display: flex; flex-wrap: wrap; gap: 8px 18px; margin-top: 10px; }
.field { display: flex; align-items: flex-end; gap: 6px; flex: 1 1 28%; min-width: 150px; }
.field.wide { flex: 1 1 70%; }
.field.narrow { flex: 0 1 22%; min-width: 90px; }
/* A name too long for its line is cut, so every copy of a version takes the same pages. */
.field .value { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.label { font-weight: bold; white-space: nowrap; }
.value { flex: 1; border-bottom: 1px solid #000; min-height: 1.3em; padding: 0 4px; }
.code { font-family: "Liberation Mono", monospace; font-weight: bold; letter-spacing: 2px; }
.questions { counter-reset: question; }
.two-columns .questions { column-count: 2; column-gap: 10mm; column-rule: 1px solid #bbb; }
.question { break-inside: avoid; margin: 0 0 14px; }
/* A question longer than a page starts where it is and runs on; its heading stays with its text. */
.question.long { break-inside: auto; }
.question.long h2 { break-after: avoid; }
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
/* Large print (Lei Brasileira de Inclusão): 18 pt or 24 pt, a plain sans-serif, one column, images across the column. */
.size-large, .size-extra-large { font-family: "Liberation Sans", Arial, sans-serif; line-height: 1.5; }
.size-large { font-size: 18pt; }
.size-extra-large { font-size: 24pt; }
.size-large h1, .size-extra-large h1 { font-size: 1.3em; }
.size-large .question h2, .size-extra-large .question h2, .size-large .school, .size-extra-large .school { font-size: 1em; }
.size-large .points, .size-extra-large .points, .size-large .score, .size-extra-large .score,
.size-large .version, .size-extra-large .version { font-size: 0.8em; }
.size-large .score, .size-extra-large .score { width: auto; min-width: 30mm; }
.size-large .question-image, .size-extra-large .question-image, .size-large .text p > img:only-child, .size-extra-large .text p > img:only-child { width: 100%; max-height: 200mm; object-fit: contain; }
.size-large .line, .size-extra-large .line { height: 1.6em; }
/* High contrast: black on white only, heavier rules, bold letters. */
.high-contrast, .high-contrast * { color: #000 !important; }
.high-contrast .subject, .high-contrast .points { font-weight: bold; }
.high-contrast .exam-header, .high-contrast .instructions, .high-contrast .score { border-width: 3px; }
.high-contrast .line { border-bottom: 2px solid #000; }
.high-contrast.two-columns .questions { column-rule: 2px solid #000; }
${MATH_CSS}
math { font-family: "TeX Gyre Termes Math", "STIX Two Math", "Cambria Math", "DejaVu Math TeX Gyre", math; }
`;
