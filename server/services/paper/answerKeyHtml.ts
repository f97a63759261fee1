import { formatPoints } from "../../../shared/numbers";
import { escape } from "../exports/printHtml";
import type { VersionedQuestion } from "./versions";

/** One version's key as the teacher's gabarito prints it. */
export interface VersionKey {
  /** "A" to "D". */
  letter: string;
  questions: VersionedQuestion[];
}

export interface AnswerKeyHeader {
  title: string;
  subject: string;
  schoolName: string;
  examCode: string;
  /** The classes the application reaches, or the exam's own class. */
  classNames: string[];
  /** Whether the gabarito names versions (an application printing more than one). */
  versioned: boolean;
}

const CSS = `
@page { size: A4; margin: 14mm 14mm 16mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 10.5pt/1.35 "Liberation Sans", Arial, sans-serif; color: #000; }
.version { break-after: page; }
.version:last-child { break-after: auto; }
header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #000; padding-bottom: 6px; margin-bottom: 10px; }
h1 { font-size: 15pt; margin: 0; }
header p { margin: 2px 0 0; }
.letter { border: 2px solid #000; border-radius: 6px; padding: 2px 12px; text-align: center; font-size: 9pt; }
.letter b { display: block; font-size: 24pt; line-height: 1.1; }
table { width: 100%; border-collapse: collapse; }
th, td { border: 1px solid #000; padding: 3px 6px; text-align: left; vertical-align: top; }
th { background: #e8e8e8; font-size: 9pt; }
tr { break-inside: avoid; }
td.answer { font-size: 13pt; font-weight: bold; text-align: center; width: 18mm; }
td.number, td.original { text-align: center; width: 16mm; }
td.points { white-space: nowrap; width: 24mm; }
.essay { font-size: 9pt; font-weight: normal; }
tfoot td { font-weight: bold; }
.note { font-size: 9pt; margin-top: 8px; }
/* The key on one line, to lay beside an answer sheet when correcting by hand. */
.sequence { font: 11pt/1.6 "Liberation Mono", monospace; margin: 10px 0 0; word-spacing: 4px; }
`;

const codesOf = (question: VersionedQuestion["question"]) =>
  [question.descriptor, question.bnccSkill, question.descriptorSaeb, question.descriptorPaeb]
    .map((code) => code?.trim())
    .filter(Boolean)
    .join(", ");

function versionPage(header: AnswerKeyHeader, key: VersionKey): string {
  const total = key.questions.reduce((sum, { question }) => sum + question.points, 0);
  const rows = key.questions
    .map(
      (item) => `<tr>
<td class="number">${item.number}</td>
<td class="answer">${item.correctLetter ?? '<span class="essay">Dissertativa</span>'}</td>
<td class="points">${escape(formatPoints(item.question.points))}</td>
<td>${escape(codesOf(item.question))}</td>
${header.versioned ? `<td class="original">${item.originalNumber}</td>` : ""}
</tr>`,
    )
    .join("\n");
  return `<section class="version">
<header>
  <div><h1>Gabarito${header.versioned ? ` — Tipo ${key.letter}` : ""}</h1>
  <p><b>${escape(header.title)}</b> · ${escape(header.subject)}</p>
  <p>${escape(header.schoolName)}${header.classNames.length > 0 ? ` · Turma: ${escape(header.classNames.join(", "))}` : ""} · Código ${escape(header.examCode)}</p></div>
  ${header.versioned ? `<div class="letter">Tipo<b>${key.letter}</b></div>` : ""}
</header>
<table>
<thead><tr><th>Questão</th><th>Resposta</th><th>Valor</th><th>Descritores e habilidades</th>${header.versioned ? "<th>Na Tipo A</th>" : ""}</tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><td colspan="2">Total</td><td colspan="${header.versioned ? 3 : 2}">${escape(formatPoints(total))}</td></tr></tfoot>
</table>
<p class="sequence"><b>Em sequência:</b> ${key.questions.map((item) => `${item.number}-${item.correctLetter ?? "—"}`).join(" ")}</p>
<p class="note">Uso do professor. Questões dissertativas (—) são corrigidas pelo professor.</p>
</section>`;
}

/** The teacher's gabarito: one page per version with each question's answer, points and codes. */
export function renderAnswerKeyHtml(header: AnswerKeyHeader, keys: VersionKey[]): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>Gabarito — ${escape(header.title)}</title><style>${CSS}</style></head>
<body>
${keys.map((key) => versionPage(header, key)).join("\n")}
</body>
</html>`;
}
