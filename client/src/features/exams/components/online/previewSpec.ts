import { hasSpec, partsOf } from "@shared/questionTypes/spec";
import { studentSpecOf, type StudentSpec } from "@shared/questionTypes/studentView";
import type { ExamQuestion } from "@shared/types/exams";

/**
 * The parts of a staff question as a student would see them, the key left out. An ordering is
 * stored in its right order, which students never see: the preview mixes it the same way every
 * time (by the items' random ids), and never into the right order.
 */
export function previewSpec(question: Pick<ExamQuestion, "questionType" | "answerSpec">): StudentSpec | null {
  if (!hasSpec(question.questionType) || !question.answerSpec) return null;
  if (question.questionType !== "ordering") return studentSpecOf(question.questionType, question.answerSpec);
  const keyOrder = partsOf(question.answerSpec).map((part) => part.id);
  const mixed = [...keyOrder].sort();
  return studentSpecOf("ordering", question.answerSpec, mixed.join() === keyOrder.join() ? mixed.reverse() : mixed);
}
