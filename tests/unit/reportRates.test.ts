import { describe, expect, it } from "vitest";
import { reportRates } from "../../shared/reportRates";

describe("reportRates", () => {
  it("rounds the bank usage rate, the questions per exam and the response rate", () => {
    expect(reportRates({ totalExams: 3, totalQuestions: 10, totalQuestionsBank: 30, totalAnswered: 7 })).toEqual({
      bankUsageRate: 33,
      averageQuestionsPerExam: 3,
      responseRate: 70,
    });
    expect(
      reportRates({ totalExams: 4, totalQuestions: 10, totalQuestionsBank: 8, totalAnswered: 1 }).averageQuestionsPerExam,
    ).toBe(3);
  });

  it("answers 0 where the base is empty, and for missing figures", () => {
    expect(reportRates({ totalExams: 0, totalQuestions: 5, totalQuestionsBank: 0, totalAnswered: 0 })).toEqual({
      bankUsageRate: 0,
      averageQuestionsPerExam: 0,
      responseRate: 0,
    });
    expect(reportRates({ totalExams: 2, totalQuestions: 0, totalQuestionsBank: 10, totalAnswered: 3 }).responseRate).toBe(0);
    expect(reportRates(undefined)).toEqual({ bankUsageRate: 0, averageQuestionsPerExam: 0, responseRate: 0 });
  });
});
