import { SKILL_KINDS, skillLevelOf, type SkillKind } from "../../../shared/learning";
import type { SkillResult } from "../../../shared/types/learning";
import type { OutcomeRow } from "../../db/queries/answerOutcomes";
import { naturalOrder } from "../common/figures";

interface Tally {
  subject: string;
  code: string;
  kind: SkillKind;
  earned: number;
  possible: number;
  questions: Set<string>;
  exams: Set<string>;
}

/**
 * Each skill of each subject over the answers that measured it: the points earned of the points
 * possible, as the descriptor report counts them (an annulled question, or an essay still waiting
 * for the teacher, counts on neither side). A question counts for its descriptor and for its BNCC
 * skill. The same code in two subjects (D17) is two skills. Sorted by subject, kind and code.
 */
export function skillsOf(outcomes: OutcomeRow[], subjectOf: (examId: string) => string): Array<Omit<SkillResult, "text">> {
  const tallies = new Map<string, Tally>();
  const count = (row: OutcomeRow, code: string, kind: SkillKind) => {
    const subject = subjectOf(row.exam_id);
    const key = `${subject}\u0000${kind}\u0000${code}`;
    let tally = tallies.get(key);
    if (!tally) {
      tally = { subject, code, kind, earned: 0, possible: 0, questions: new Set(), exams: new Set() };
      tallies.set(key, tally);
    }
    tally.earned += row.earned ?? 0;
    tally.possible += row.points;
    tally.questions.add(row.question_id);
    tally.exams.add(row.exam_id);
  };
  for (const row of outcomes) {
    if (row.outcome === "pending" || row.outcome === "annulled") continue;
    if (row.descriptor_code && row.descriptor_source) count(row, row.descriptor_code, row.descriptor_source);
    if (row.bncc_skill) count(row, row.bncc_skill, "bncc");
  }
  return [...tallies.values()]
    .filter((tally) => tally.possible > 0)
    .sort(
      (a, b) =>
        naturalOrder(a.subject, b.subject) ||
        SKILL_KINDS.indexOf(a.kind) - SKILL_KINDS.indexOf(b.kind) ||
        naturalOrder(a.code, b.code),
    )
    .map((tally) => {
      const rate = Math.min(1, tally.earned / tally.possible);
      return {
        subject: tally.subject,
        code: tally.code,
        kind: tally.kind,
        rate,
        level: skillLevelOf(rate),
        questions: tally.questions.size,
        exams: tally.exams.size,
      };
    });
}
