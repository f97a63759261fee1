import type { AttemptFinishReason } from "../../../shared/constants";
import { toDateTimeText } from "../../../shared/dateTime";
import { formatDecimal } from "../../../shared/numbers";
import type { StudentData } from "../students/dataExport";
import { escape } from "./printHtml";

const FINISH_REASONS: Record<AttemptFinishReason, string> = {
  student: "entregue pelo aluno",
  deadline: "entregue ao fim do tempo",
  closed: "entregue ao encerrar a aplicação",
};

const CSS = `
@page { size: A4; margin: 16mm 15mm 18mm; }
body { margin: 0; font: 10.5pt/1.45 Arial, "Liberation Sans", sans-serif; color: #000; }
h1 { font-size: 15pt; margin: 0 0 4px; }
h2 { font-size: 12.5pt; margin: 18px 0 4px; border-bottom: 1px solid #000; }
h3 { font-size: 11pt; margin: 12px 0 2px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 6px 0; }
dt { font-weight: bold; }
dd { margin: 0; }
.note { color: #333; }
.attempt { break-inside: avoid-page; }
.answer { margin: 6px 0 6px 12px; break-inside: avoid; }
.answer p { margin: 1px 0; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #777; padding: 3px 6px; text-align: left; }
`;

const when = (date: Date | null) => (date ? toDateTimeText(date) : "—");
const points = (value: number | null) => (value === null ? "—" : formatDecimal(value));

function pairs(entries: Array<[string, string]>): string {
  return `<dl>${entries.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join("")}</dl>`;
}

function answer(item: StudentData["attempts"][number]["answers"][number]): string {
  const given =
    item.selectedOptionLetter !== null
      ? `Alternativa marcada: ${item.selectedOptionLetter}) ${item.selectedOptionText ?? ""}`
      : `Resposta escrita: ${item.textAnswer?.trim() || "(em branco)"}`;
  const grade =
    item.essayScore !== null
      ? `<p>Nota do professor: ${escape(points(item.essayScore))}${item.comment ? ` — ${escape(item.comment)}` : ""}</p>`
      : "";
  return `<div class="answer"><p><strong>Questão ${item.questionNumber}.</strong> ${escape(item.questionText)}</p><p>${escape(given)}</p>${grade}</div>`;
}

function attempt(item: StudentData["attempts"][number]): string {
  return `<section class="attempt"><h3>${escape(item.examTitle)} (${escape(item.subject)})</h3>${pairs([
    ["Aplicação", `${when(item.applicationStartsAt)} a ${when(item.applicationEndsAt)}`],
    ["Início", when(item.startedAt)],
    [
      "Entrega",
      item.submittedAt
        ? `${when(item.submittedAt)}${item.finishReason ? `, ${FINISH_REASONS[item.finishReason]}` : ""}`
        : "não entregue",
    ],
    ["Nota", item.score === null ? "—" : `${points(item.score)} de ${points(item.maxScore)}`],
  ])}${item.answers.length > 0 ? item.answers.map(answer).join("") : '<p class="note">Nenhuma resposta registrada.</p>'}</section>`;
}

/**
 * A student's data as an A4 page for the PDF renderer (LGPD, docs/product.md#194-student-data-and-the-audit-log):
 * who they are, every exam they sat with every answer, and when they entered and handed in.
 * Everything is text, escaped: no image or link, nothing for the renderer to load.
 */
export function renderStudentDataHtml(data: StudentData): string {
  const { student } = data;
  const history = data.accessHistory
    .map(
      (entry) =>
        `<tr><td>${escape(entry.examTitle)}</td><td>${when(entry.startedAt)}</td><td>${when(entry.submittedAt)}</td></tr>`,
    )
    .join("");
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>Dados do aluno — ${escape(student.name)}</title>
<style>${CSS}</style>
</head>
<body>
<h1>Dados do aluno</h1>
<p class="note">Tudo o que a plataforma guarda sobre este aluno, gerado em ${when(data.generatedAt)}.</p>
${pairs([
  ["Nome", student.name],
  ["Matrícula", student.registrationNumber ?? "—"],
  ["Código de acesso", student.accessCode],
  ["Turma", student.className],
  ["Escola", student.schoolName],
  ["Cadastrado em", when(student.createdAt)],
])}
<h2>Provas e respostas</h2>
${data.attempts.length > 0 ? data.attempts.map(attempt).join("\n") : '<p class="note">O aluno ainda não fez nenhuma prova.</p>'}
<h2>Histórico de acesso</h2>
${history ? `<table><thead><tr><th>Prova</th><th>Entrada</th><th>Entrega</th></tr></thead><tbody>${history}</tbody></table>` : '<p class="note">Nenhum acesso registrado.</p>'}
</body>
</html>`;
}
