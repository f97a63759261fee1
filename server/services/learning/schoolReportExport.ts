import ExcelJS from "exceljs";
import { SKILL_KIND_LABELS, SKILL_LEVEL_LABELS } from "../../../shared/learning";
import { addSheet, neutraliseCell, type ExportTable } from "../results/resultsExport";
import { ratePercent } from "../common/figures";
import type { SchoolLearning } from "./schoolReport";

/** The school's skills, weakest first, as a workbook with one sheet, 'Descritores'. */
export async function schoolReportXlsx(report: SchoolLearning): Promise<Buffer> {
  const skills: ExportTable = {
    header: ["Disciplina", "Série", "Código", "Tipo", "Descrição", "Acerto (%)", "Situação", "Questões", "Avaliações", "Turmas"],
    lines: report.skills.map((skill) => [
      neutraliseCell(skill.subject),
      neutraliseCell(skill.gradeLevelName),
      neutraliseCell(skill.code),
      SKILL_KIND_LABELS[skill.kind],
      skill.text,
      ratePercent(skill.rate),
      SKILL_LEVEL_LABELS[skill.level],
      skill.questions,
      skill.exams,
      skill.classes,
    ]),
  };
  const workbook = new ExcelJS.Workbook();
  addSheet(workbook, "Descritores", skills, (index) => (index === 4 ? 60 : index < 2 ? 18 : 12));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
