import type { DescriptorReport, ItemAnalysis } from "../../../shared/types/analysis";
import type { Database } from "../../db/client";
import type { ExamScope } from "../../db/queries/exams";
import { loadApplicationData, type ApplicationData } from "./applicationData";
import { descriptorReport } from "./descriptors";
import { catalogueTexts, codesOf, questionCodes, withCatalogueTexts } from "./descriptorTexts";
import { analyseItems, type AnalysedAttempt, type AnalysedQuestion } from "./itemAnalysis";

type AnalysisQuestion = AnalysedQuestion & ApplicationData["content"][number];

function analysisInput(data: ApplicationData) {
  const questions: AnalysisQuestion[] = data.content.map((question) => ({
    ...question,
    annulled: data.annulled.has(question.id),
  }));
  // Only handed-in attempts, in the order they started: that order breaks ties between equal totals.
  const attempts: AnalysedAttempt[] = data.attempts
    .filter((entry) => entry.state === "submitted")
    .sort((a, b) => a.attempt.startedAt.getTime() - b.attempt.startedAt.getTime() || a.attempt.id.localeCompare(b.attempt.id))
    .map((entry) => ({
      id: entry.attempt.id,
      studentName: entry.attempt.studentName,
      classId: entry.attempt.classId,
      className: entry.className,
      score: entry.score.score,
      answers: entry.score.answers,
      selectedOptions: new Map(entry.answers.map((answer) => [answer.questionId, answer.selectedOptionId])),
      responses: new Map(entry.answers.map((answer) => [answer.questionId, answer.response])),
    }));
  return { questions, attempts };
}

/**
 * `GET /api/applications/{id}/item-analysis`. Each question comes with its codes and the
 * catalogue's texts, so the screen explains a code without loading the catalogue.
 */
export async function applicationItemAnalysis(db: Database, scope: ExamScope, applicationId: string): Promise<ItemAnalysis> {
  const data = await loadApplicationData(db, scope, applicationId);
  const { questions, attempts } = analysisInput(data);
  const analysis = analyseItems(questions, attempts);
  const texts = await catalogueTexts(db, codesOf(questions), data.exam);
  return {
    ...analysis,
    items: analysis.items.map((item, index) => ({ ...item, codes: questionCodes(questions[index]!, texts) })),
  };
}

/** `GET /api/applications/{id}/descriptors`. */
export async function applicationDescriptors(db: Database, scope: ExamScope, applicationId: string): Promise<DescriptorReport> {
  const data = await loadApplicationData(db, scope, applicationId);
  const { questions, attempts } = analysisInput(data);
  return withCatalogueTexts(db, descriptorReport(questions, attempts), data.exam);
}
