import type { ReportStats } from "./types/stats";

/** The report's derived figures (docs/product.md#14-reports), each with its rule for an empty base. */

export interface ReportRates {
  /** Questions in exams over questions in the bank, rounded percent; 0 when the bank is empty. */
  bankUsageRate: number;
  /** Questions over exams, rounded; 0 with no exams. */
  averageQuestionsPerExam: number;
  /** Answered over questions in exams, rounded percent; 0 when there are none. */
  responseRate: number;
}

const ratio = (part: number, whole: number, scale: number) => (whole > 0 ? Math.round((part / whole) * scale) : 0);

export function reportRates(stats: Partial<ReportStats> | undefined): ReportRates {
  const figures = { totalExams: 0, totalQuestions: 0, totalQuestionsBank: 0, totalAnswered: 0, ...stats };
  return {
    bankUsageRate: ratio(figures.totalQuestions, figures.totalQuestionsBank, 100),
    averageQuestionsPerExam: ratio(figures.totalQuestions, figures.totalExams, 1),
    responseRate: ratio(figures.totalAnswered, figures.totalQuestions, 100),
  };
}
