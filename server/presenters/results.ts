import type { AnnulmentResult, AnswerSheet, ApplicationResults, EssayGradingList, ResultRow } from "../../shared/types/results";
import type { AnswerSheetOfAttempt } from "../services/results/answerSheet";
import type { ResultLine, Results } from "../services/results/results";
import { presentApplication } from "./applications";
import { isoOrNull } from "./dates";

function presentResultRow(row: ResultLine): ResultRow {
  return { ...row, submittedAt: isoOrNull(row.submittedAt) };
}

export function presentResults(results: Results): ApplicationResults {
  const { exam } = results;
  return {
    application: presentApplication(results.application),
    exam: { id: exam.id, title: exam.title, examCode: exam.examCode },
    questions: results.questions,
    rows: results.rows.map(presentResultRow),
    classes: results.classes,
    overall: results.overall,
  };
}

export function presentAnswerSheet(sheet: AnswerSheetOfAttempt): AnswerSheet {
  return { ...sheet, submittedAt: isoOrNull(sheet.submittedAt) };
}

/** The grading list holds no dates nor anything private: computed as it is answered. */
export const presentEssayGradingList = (list: EssayGradingList): EssayGradingList => list;

export const presentAnnulment = (result: AnnulmentResult): AnnulmentResult => result;
