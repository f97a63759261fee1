import { formatDateText, zonedParts } from "../../../shared/dateTime";
import { formatGrade } from "../../../shared/grades";
import { DEFAULT_PASSING_GRADE, SKILL_KIND_LABELS } from "../../../shared/learning";
import { placePercentages, type ChartBox } from "../../../shared/lineChart";
import { formatDecimal } from "../../../shared/numbers";
import type { StudentLearning } from "../learning/studentReport";
import { escape } from "./printHtml";

/** A page holds this many exams beside the chart and the skills; older ones are counted, not listed. */
export const BOLETIM_EXAMS = 24;
/** Skills listed under each heading on the page. */
const SKILLS_PER_LIST = 8;

const CSS = `
@page { size: A4; margin: 12mm 13mm 14mm; }
body { margin: 0; font: 9.5pt/1.35 Arial, "Liberation Sans", sans-serif; color: #000; }
header { border-bottom: 2px solid #000; padding-bottom: 4px; margin-bottom: 6px; }
header .school { font-size: 13pt; font-weight: bold; }
header .contact { font-size: 8.5pt; }
h1 { font-size: 14pt; margin: 6px 0 2px; }
h2 { font-size: 10.5pt; margin: 10px 0 3px; }
dl { display: grid; grid-template-columns: repeat(4, max-content 1fr); gap: 1px 8px; margin: 2px 0 4px; }
dt { font-weight: bold; }
dd { margin: 0; }
table { border-collapse: collapse; width: 100%; font-size: 8.5pt; }
th, td { border: 1px solid #777; padding: 2px 5px; text-align: left; }
td.number, th.number { text-align: right; }
.note { font-size: 8.5pt; color: #333; }
.skills { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
.skills ul { margin: 0; padding-left: 14px; font-size: 8.5pt; }
.signature { margin-top: 18px; display: flex; gap: 40px; font-size: 9pt; }
.signature div { flex: 1; border-top: 1px solid #000; padding-top: 2px; }
svg text { font: 8px Arial, "Liberation Sans", sans-serif; }
`;

const CHART: ChartBox = { width: 680, height: 170, padding: { top: 14, right: 16, bottom: 24, left: 34 } };

const dateOf = (date: Date) => formatDateText(zonedParts(date));
const percent = (value: number) => `${formatDecimal(value, 1)} %`;

/** The percentage of each exam, in black and grey so it reads on any printer, with the passing line dashed. */
function chart(exams: StudentLearning["exams"]): string {
  if (exams.length === 0) return "";
  const { points, ticks, plot, yOf } = placePercentages(
    exams.map((exam) => exam.percentage),
    CHART,
  );
  const grid = ticks
    .map(
      (tick) =>
        `<line x1="${plot.left}" x2="${plot.right}" y1="${tick.y}" y2="${tick.y}" stroke="#ccc" stroke-width="0.6"/>` +
        `<text x="${plot.left - 4}" y="${tick.y + 3}" text-anchor="end">${tick.value} %</text>`,
    )
    .join("");
  const passing = yOf(DEFAULT_PASSING_GRADE * 10);
  const line = points.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(" ");
  const marks = points
    .map(
      (point, index) =>
        `<circle cx="${point.x}" cy="${point.y}" r="3" fill="#000"/>` +
        `<text x="${point.x}" y="${point.y - 6}" text-anchor="middle">${escape(formatGrade(exams[index].grade))}</text>` +
        `<text x="${point.x}" y="${plot.bottom + 12}" text-anchor="middle">${escape(dateOf(exams[index].submittedAt).slice(0, 5))}</text>`,
    )
    .join("");
  return `<svg role="img" aria-label="Percentual de acerto por avaliação" width="${CHART.width}" height="${CHART.height}" viewBox="0 0 ${CHART.width} ${CHART.height}">${grid}<line x1="${plot.left}" x2="${plot.right}" y1="${passing}" y2="${passing}" stroke="#000" stroke-dasharray="4 3" stroke-width="0.8"/><polyline points="${line}" fill="none" stroke="#000" stroke-width="1.4"/>${marks}</svg><p class="note">Percentual de acerto de cada avaliação, com a nota acima do ponto; a linha tracejada marca ${percent(DEFAULT_PASSING_GRADE * 10)} (nota ${formatGrade(DEFAULT_PASSING_GRADE)} de 10).</p>`;
}

function examsTable(exams: StudentLearning["exams"]): string {
  if (exams.length === 0) return '<p class="note">Nenhuma avaliação entregue.</p>';
  const shown = exams.slice(-BOLETIM_EXAMS);
  const older = exams.length - shown.length;
  const rows = shown
    .map(
      (exam) =>
        `<tr><td>${dateOf(exam.submittedAt)}</td><td>${escape(exam.examTitle)}</td><td>${escape(exam.subject)}</td><td>${exam.source === "paper" ? "Papel" : "Online"}</td>` +
        `<td class="number">${formatDecimal(exam.score)} / ${formatDecimal(exam.maxScore)}</td><td class="number">${percent(exam.percentage)}</td>` +
        `<td class="number"><strong>${formatGrade(exam.grade)}</strong> / ${exam.maxGrade}${exam.pendingEssays > 0 ? "*" : ""}</td></tr>`,
    )
    .join("");
  const pending = shown.some((exam) => exam.pendingEssays > 0)
    ? '<p class="note">* Questões dissertativas ainda em correção: a nota pode mudar.</p>'
    : "";
  const note = older > 0 ? `<p class="note">E mais ${older} avaliações anteriores, na página do aluno.</p>` : "";
  return `<table><thead><tr><th>Data</th><th>Avaliação</th><th>Disciplina</th><th>Forma</th><th class="number">Pontos</th><th class="number">Acerto</th><th class="number">Nota</th></tr></thead><tbody>${rows}</tbody></table>${pending}${note}`;
}

function skillList(title: string, skills: StudentLearning["skills"]): string {
  const items = skills
    .slice(0, SKILLS_PER_LIST)
    .map((skill) => {
      const text = skill.text ? ` — ${skill.text.length > 110 ? `${skill.text.slice(0, 107)}...` : skill.text}` : "";
      return `<li><strong>${escape(skill.code)}</strong> (${escape(skill.subject)}, ${escape(SKILL_KIND_LABELS[skill.kind])}, ${percent(skill.rate * 100)})${escape(text)}</li>`;
    })
    .join("");
  const more = skills.length > SKILLS_PER_LIST ? `<li>e mais ${skills.length - SKILLS_PER_LIST}</li>` : "";
  return `<div><h2>${escape(title)}</h2>${items ? `<ul>${items}${more}</ul>` : '<p class="note">Nenhuma.</p>'}</div>`;
}

export interface BoletimSchool {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
}

/** The boletim de avaliações: one A4 page for the family, under the school's header. */
export function renderBoletimHtml(report: StudentLearning, school: BoletimSchool, issuedAt: Date): string {
  const { student } = report;
  const contact = [school.address, school.phone, school.email]
    .filter(Boolean)
    .map((part) => escape(part!))
    .join(" · ");
  const weakest = report.skills.filter((skill) => skill.level === "missing").sort((a, b) => a.rate - b.rate);
  const strongest = report.skills.filter((skill) => skill.level === "mastered").sort((a, b) => b.rate - a.rate);
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Boletim de avaliações — ${escape(student.name)}</title><style>${CSS}</style></head><body>
<header><div class="school">${escape(school.name)}</div>${contact ? `<div class="contact">${contact}</div>` : ""}</header>
<h1>Boletim de avaliações</h1>
<dl><dt>Aluno</dt><dd>${escape(student.name)}</dd><dt>Matrícula</dt><dd>${escape(student.registrationNumber ?? "—")}</dd><dt>Turma</dt><dd>${escape(student.className)}</dd><dt>Ano</dt><dd>${escape(student.gradeLevelName)} · ${student.year}</dd></dl>
<p class="note">Emitido em ${dateOf(issuedAt)}. ${report.averagePercentage === null ? "" : `Acerto médio nas avaliações: ${percent(report.averagePercentage)}.`}</p>
<h2>Avaliações</h2>${examsTable(report.exams)}
${chart(report.exams.slice(-BOLETIM_EXAMS))}
<div class="skills">${skillList("Habilidades que domina", strongest)}${skillList("Habilidades a retomar", weakest)}</div>
<div class="signature"><div>Professor(a) / Coordenação</div><div>Responsável</div></div>
</body></html>`;
}
