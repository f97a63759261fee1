import type { DescriptorReport, DescriptorResult } from "../../../shared/types/analysis";
import type { AnalysedAttempt } from "./itemAnalysis";
import { naturalOrder } from "../common/figures";

/** What the descriptor report needs of a question, in the exam's order. */
export interface DescribedQuestion {
  id: string;
  annulled: boolean;
  descriptor: string | null;
  descriptorSaeb: string | null;
  descriptorPaeb: string | null;
}

export const NO_CLASS_NAME = "Sem turma";

/** The skill a question measures: its SAEB code, else its PAEB code, else its free descriptor. */
export function descriptorOf(question: DescribedQuestion): Pick<DescriptorResult, "code" | "source"> | null {
  const saeb = question.descriptorSaeb?.trim();
  if (saeb) return { code: saeb, source: "saeb" };
  const paeb = question.descriptorPaeb?.trim();
  if (paeb) return { code: paeb, source: "paeb" };
  const free = question.descriptor?.trim();
  return free ? { code: free, source: "descritor" } : null;
}

/**
 * Points earned over points possible on `questionIds` across `attempts`; an essay still waiting
 * for the teacher counts on neither side. Null when nothing was possible.
 */
export function pointsRate(questionIds: Set<string>, attempts: AnalysedAttempt[]): number | null {
  let earned = 0;
  let possible = 0;
  for (const attempt of attempts) {
    for (const answer of attempt.answers) {
      if (!questionIds.has(answer.questionId) || answer.outcome === "pending" || answer.outcome === "annulled") continue;
      earned += answer.score ?? 0;
      possible += answer.maxScore;
    }
  }
  return possible > 0 ? earned / possible : null;
}

function classesOf(attempts: AnalysedAttempt[]) {
  const byClass = new Map<string | null, { classId: string | null; className: string; attempts: AnalysedAttempt[] }>();
  for (const attempt of attempts) {
    const classId = attempt.classId;
    const entry = byClass.get(classId);
    if (entry) entry.attempts.push(attempt);
    else byClass.set(classId, { classId, className: attempt.className ?? NO_CLASS_NAME, attempts: [attempt] });
  }
  // Classes by name; those who entered without one come last.
  return [...byClass.values()].sort(
    (a, b) => Number(a.classId === null) - Number(b.classId === null) || naturalOrder(a.className, b.className),
  );
}

/**
 * How each descriptor went over the handed-in attempts: overall, per class and per student.
 * Annulled questions and questions without a descriptor are left out; descriptors sort by code
 * naturally (D2 before D10).
 */
export function descriptorReport(questions: DescribedQuestion[], attempts: AnalysedAttempt[]): DescriptorReport {
  const groups = new Map<string, { code: string; source: DescriptorResult["source"]; numbers: number[]; ids: Set<string> }>();
  questions.forEach((question, index) => {
    const descriptor = descriptorOf(question);
    if (!descriptor || question.annulled) return;
    const group = groups.get(descriptor.code);
    if (group) {
      group.numbers.push(index + 1);
      group.ids.add(question.id);
    } else groups.set(descriptor.code, { ...descriptor, numbers: [index + 1], ids: new Set([question.id]) });
  });
  const sorted = [...groups.values()].sort((a, b) => naturalOrder(a.code, b.code));
  const classes = classesOf(attempts);
  return {
    descriptors: sorted.map((group) => ({
      code: group.code,
      source: group.source,
      questionNumbers: group.numbers,
      rate: pointsRate(group.ids, attempts),
      byClass: classes.map((entry) => ({
        classId: entry.classId,
        className: entry.className,
        rate: pointsRate(group.ids, entry.attempts),
      })),
    })),
    students: [...attempts]
      .sort((a, b) => naturalOrder(a.studentName, b.studentName))
      .map((attempt) => ({
        attemptId: attempt.id,
        studentName: attempt.studentName,
        className: attempt.className,
        rates: Object.fromEntries(sorted.map((group) => [group.code, pointsRate(group.ids, [attempt])])),
      })),
  };
}
