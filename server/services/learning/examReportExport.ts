import ExcelJS from "exceljs";
import { PERCENT_BAND_LABELS, SKILL_KIND_LABELS } from "../../../shared/learning";
import { addSheet, neutraliseCell, type ExportCell, type ExportTable } from "../results/resultsExport";
import { ratePercent } from "../common/figures";
import type { ExamLearning } from "./examReport";

type Summary = ExamLearning["overall"];

const SUMMARY_HEADER = ["Alunos", "Entregues", "Participação (%)", "Média", "Acerto médio (%)", ...PERCENT_BAND_LABELS];

const summaryCells = (row: Summary): ExportCell[] => [
  row.rosterSize,
  row.handedIn,
  row.participation,
  row.averageGrade,
  row.averagePercentage,
  ...row.distribution,
];

/** The exam across its schools and classes as a workbook: 'Escolas', 'Turmas' and 'Descritores' (per class, in %). */
export async function examReportXlsx(report: ExamLearning): Promise<Buffer> {
  const schools: ExportTable = {
    header: ["Escola", "Turmas", ...SUMMARY_HEADER],
    lines: [
      ...report.schools.map((school) => [neutraliseCell(school.schoolName), school.classCount, ...summaryCells(school)]),
      ["Todas", report.classes.length, ...summaryCells(report.overall)],
    ],
  };
  const classes: ExportTable = {
    header: ["Escola", "Turma", ...SUMMARY_HEADER],
    lines: report.classes.map((entry) => [
      neutraliseCell(entry.schoolName),
      neutraliseCell(entry.className),
      ...summaryCells(entry),
    ]),
  };
  const skills: ExportTable = {
    header: [
      "Código",
      "Tipo",
      "Descrição",
      "Todas as turmas (%)",
      ...report.classes.map((entry) => `${entry.className} (${entry.schoolName})`),
    ],
    lines: report.skills.map((skill) => [
      neutraliseCell(skill.code),
      SKILL_KIND_LABELS[skill.kind],
      skill.text,
      ratePercent(skill.rate),
      ...skill.byClass.map(ratePercent),
    ]),
  };
  const workbook = new ExcelJS.Workbook();
  addSheet(workbook, "Escolas", schools, (index) => (index === 0 ? 36 : 14));
  addSheet(workbook, "Turmas", classes, (index) => (index === 0 ? 36 : index === 1 ? 18 : 14));
  addSheet(workbook, "Descritores", skills, (index) => (index === 2 ? 60 : index < 2 ? 14 : 18));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
