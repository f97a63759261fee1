import type { DescriptorReport, ItemAnalysis } from "../../../shared/types/analysis";
import type { Database } from "../../db/client";
import type { ExamScope } from "../../db/queries/exams";
import { loadApplicationData, type ApplicationData } from "./applicationData";
import { descriptorReport } from "./descriptors";
import { withCatalogueTexts } from "./descriptorTexts";
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
    }));
  return { questions, attempts };
}

/** `GET /api/applications/{id}/item-analysis`. */
export async function applicationItemAnalysis(db: Database, scope: ExamScope, applicationId: string): Promise<ItemAnalysis> {
  const { questions, attempts } = analysisInput(await loadApplicationData(db, scope, applicationId));
  return analyseItems(questions, attempts);
}

/** `GET /api/applications/{id}/descriptors`. */
export async function applicationDescriptors(db: Database, scope: ExamScope, applicationId: string): Promise<DescriptorReport> {
  const data = await loadApplicationData(db, scope, applicationId);
  const { questions, attempts } = analysisInput(data);
  return withCatalogueTexts(db, descriptorReport(questions, attempts), data.exam);
}
