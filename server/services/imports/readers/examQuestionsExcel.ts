import type { QuestionDraft } from "../../../../shared/imports/drafts";
import { ExamRows } from "../examRows";
import { eachExcelRow } from "../excel";
import type { SourceReader } from "../reader";

/** The 'Importar Questões' columns in an .xlsx (its first worksheet), read as the CSV's rows are. */
export const examQuestionsFromExcel: SourceReader<QuestionDraft> = async (bytes) => {
  const rows = new ExamRows(true);
  const refusal = await eachExcelRow(bytes, rows.add);
  return refusal ? { refusal } : rows.finish();
};
