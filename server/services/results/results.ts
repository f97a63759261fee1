import { gradeOf, gradeScaleOf, type GradeScale } from "../../../shared/grades";
import type { ClassResultSummary, ResultQuestion, ResultRow } from "../../../shared/types/results";
import type { Database } from "../../db/client";
import type { ExamScope } from "../../db/queries/exams";
import { applicationDetails } from "../applications/applications";
import { loadApplicationData, type ApplicationData } from "./applicationData";
import { mean, roundTo } from "../common/figures";

type ScoredAttempt = ApplicationData["attempts"][number];

export const percentageOf = (score: number, maxScore: number) => (maxScore > 0 ? roundTo((score / maxScore) * 100, 1) : 0);

/** Seconds from entering to handing in; null while not handed in, and on paper, where no clock ran. */
export function timeTakenSeconds(attempt: ScoredAttempt["attempt"]): number | null {
  if (attempt.status !== "submitted" || !attempt.submittedAt || attempt.source === "paper") return null;
  return Math.max(0, Math.round((attempt.submittedAt.getTime() - attempt.startedAt.getTime()) / 1000));
}

export const byStudentName = (a: { studentName: string }, b: { studentName: string }) =>
  a.studentName.localeCompare(b.studentName, "pt-BR");

export function resultQuestions(data: ApplicationData): ResultQuestion[] {
  return data.content.map((question, index) => ({
    id: question.id,
    number: index + 1,
    questionType: question.questionType,
    questionText: question.questionText,
    points: question.points,
    annulled: data.annulled.has(question.id),
    descriptor: question.descriptor,
    descriptorSaeb: question.descriptorSaeb,
    descriptorPaeb: question.descriptorPaeb,
    bnccSkill: question.bnccSkill,
  }));
}

/** A student's line of the results, with the hand-in as a date. */
export type ResultLine = Omit<ResultRow, "submittedAt"> & { submittedAt: Date | null };

export function resultRow(row: ScoredAttempt, scale: GradeScale): ResultLine {
  const { attempt, score } = row;
  return {
    attemptId: attempt.id,
    studentName: attempt.studentName,
    registrationNumber: row.registrationNumber,
    classId: attempt.classId,
    className: row.className,
    state: row.state,
    score: score.score,
    maxScore: score.maxScore,
    percentage: percentageOf(score.score, score.maxScore),
    grade: gradeOf(score.score, score.maxScore, scale),
    timeTakenSeconds: timeTakenSeconds(attempt),
    submittedAt: attempt.submittedAt,
    pendingEssays: score.pendingEssays,
    source: attempt.source,
  };
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Counted over the handed-in attempts only: one still writing has no score yet. */
export function summarize(classId: string | null, className: string, rows: ResultLine[]): ClassResultSummary {
  const handedIn = rows.filter((row) => row.state === "submitted");
  const average = mean(handedIn.map((row) => row.score));
  const averagePercentage = mean(handedIn.map((row) => row.percentage));
  const middle = median(handedIn.map((row) => row.score));
  return {
    classId,
    className,
    count: handedIn.length,
    average: average === null ? null : roundTo(average, 2),
    median: middle === null ? null : roundTo(middle, 2),
    averagePercentage: averagePercentage === null ? null : roundTo(averagePercentage, 1),
  };
}

export const NO_CLASS = "Sem turma";
export const ALL_CLASSES = "Todas as turmas";

export async function applicationResults(db: Database, scope: ExamScope, id: string) {
  const data = await loadApplicationData(db, scope, id);
  const application = await applicationDetails(db, scope, id);
  const scale = gradeScaleOf(data.exam);
  const rows = data.attempts.map((attempt) => resultRow(attempt, scale)).sort(byStudentName);
  // Every class the exam was applied to, even one where nobody has handed in yet, then anyone outside them.
  const classes = application.classes.map((item) => ({ classId: item.id as string | null, className: item.name }));
  for (const row of rows) {
    if (!classes.some((item) => item.classId === row.classId)) {
      classes.push({ classId: row.classId, className: row.className ?? NO_CLASS });
    }
  }
  return {
    application,
    exam: data.exam,
    questions: resultQuestions(data),
    rows,
    classes: classes.map((item) =>
      summarize(
        item.classId,
        item.className,
        rows.filter((row) => row.classId === item.classId),
      ),
    ),
    overall: summarize(null, ALL_CLASSES, rows),
  };
}

export type Results = Awaited<ReturnType<typeof applicationResults>>;
