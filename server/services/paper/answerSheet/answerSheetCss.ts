/**
 * The answer sheet's styles: a borderless A4 page per sheet, black on white so it survives a
 * photocopy. Boxes are placed inline from layout.ts; here only what is inside them. The SVG's
 * unit is the millimetre, so its font sizes in px are millimetres too.
 */
export const ANSWER_SHEET_CSS = `
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; background: #fff; }
body { font: 9pt/1.3 "Liberation Sans", Arial, sans-serif; color: #000; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.sheet { position: relative; width: 210mm; height: 297mm; overflow: hidden; break-after: page; }
.sheet:last-child { break-after: auto; }
p, h1, ol { margin: 0; }
.box { position: absolute; overflow: hidden; }
.frame { border: 0.35mm solid #000; border-radius: 2mm; padding: 1.4mm 2.6mm; }
.caption { font-size: 6.5pt; font-weight: bold; text-transform: uppercase; letter-spacing: 0.02em; color: #222; }
.code { font-family: "Liberation Mono", monospace; font-weight: bold; }
.school, .meta span, .value { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }

.title .sheet-name { font-size: 17pt; font-weight: bold; letter-spacing: 0.02em; line-height: 1.15; }
.title .school { font-size: 9pt; text-transform: uppercase; margin-top: 1.6mm; }
.title h1 { font-size: 13pt; line-height: 1.2; margin-top: 0.8mm; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
.title .meta { display: flex; gap: 6mm; margin-top: 1.4mm; font-size: 9pt; }
.title .meta span { flex: 0 1 auto; min-width: 0; }
/* The exam's code is looked up by hand when a sheet is lost: the subject gives way to it. */
.title .meta span:last-child { flex: none; }

/* A named sheet's labels and lines, each placed by layout.ts: the student's texts are stamped on the lines. */
.box.caption { line-height: 3.2mm; }
.box.label { display: flex; align-items: flex-end; padding-bottom: 0.5mm; font-weight: bold; white-space: nowrap; }
.box.line { border-bottom: 0.2mm solid #000; }

/* Rows of fixed height, so the generic sheet's class line meets its "Tipo" bubbles (layout.ts). */
.identification .caption { height: 3.2mm; }
.field { display: flex; align-items: flex-end; gap: 1.5mm; height: 7mm; }
.field .label { font-weight: bold; white-space: nowrap; }
.field .value { flex: 1; min-width: 0; border-bottom: 0.2mm solid #000; padding: 0 1mm; font-size: 10pt; }
.generic .write { height: 8mm; }
.generic .class-line { width: 56mm; }

.version { display: flex; align-items: center; justify-content: center; border-width: 0.6mm; }
.version p { white-space: nowrap; }
.version .version-label { font-size: 14pt; font-weight: bold; }
.version b { font-size: 34pt; line-height: 1; }

.instructions ol { padding-left: 4mm; margin-top: 0.8mm; font-size: 8pt; line-height: 1.25; }
.instructions li { padding-left: 0.5mm; }
/* A named sheet has no number grid beside its instructions: they get the room to be read easily. */
.named .instructions ol { font-size: 8.2pt; line-height: 1.45; margin-top: 1.2mm; }
.named .example { margin-top: 2mm; }
.example { display: flex; align-items: center; gap: 4mm; margin-top: 1.4mm; font-size: 8pt; }
.example span { display: inline-flex; align-items: center; gap: 1mm; }
.example-mark { width: 4.6mm; height: 4.6mm; }

.student-number .caption, .answers .caption { text-align: center; }
.answers { padding-top: 0.8mm; }

.marks { position: absolute; left: 0; top: 0; width: 210mm; height: 297mm; overflow: visible; font-family: "Liberation Sans", Arial, sans-serif; }
.marker { fill: #000; }
.bubble { fill: #fff; stroke: #000; stroke-width: 0.25; }
.bubble-label { fill: #8c8c8c; font-size: 2.5px; text-anchor: middle; dominant-baseline: central; }
.question-number { font-size: 3.1px; font-weight: bold; text-anchor: end; dominant-baseline: central; }
.essay { fill: none; stroke: #666; stroke-width: 0.2; stroke-dasharray: 0.8 0.6; }
.essay-text { font-size: 2.35px; font-style: italic; fill: #333; text-anchor: middle; dominant-baseline: central; }
.rule { stroke: #9a9a9a; stroke-width: 0.15; }
.write-in { fill: none; stroke: #000; stroke-width: 0.25; }
.version-row-label { font-size: 3.2px; font-weight: bold; text-anchor: end; dominant-baseline: central; }
`;
