import type { InterchangeExportFormat } from "../../../shared/interchange/formats";
import type { Database } from "../../db/client";
import type { ExamContentQuestion } from "../../db/queries/examContent";

/** What an exam question carries out: its content, not when it was written. */
type ExportableExamQuestion = Omit<ExamContentQuestion, "createdAt" | "updatedAt">;
import type { ScopedActor } from "../../policies/exams";
import { turnTaker } from "../common/turns";
import { INTERCHANGE_WRITERS } from "./formats";
import { carryImages } from "./images";
import { emptyPortable, type PortableQuestion, type PortableWritten } from "./portable";

/**
 * An exam's questions as the interchange formats carry them (docs/product.md#22-question-interchange).
 * The question's own image (`imageUrl`) goes in after its text, where the formats keep images; its
 * type and spec go as they are, the writers checking the spec.
 */
export function examQuestionToPortable(question: ExportableExamQuestion, number: number): PortableQuestion {
  const type = question.questionType;
  return {
    ...emptyPortable(type),
    answerSpec: (question.answerSpec ?? null) as PortableQuestion["answerSpec"],
    name: `Questão ${number}`,
    html: question.questionText + (question.imageUrl ? `<p><img src="${question.imageUrl}" alt=""></p>` : ""),
    options:
      type === "multiple_choice"
        ? [...question.options]
            .sort((a, b) => a.optionLetter.localeCompare(b.optionLetter))
            .map((option) => ({ html: option.optionText, correct: option.isCorrect }))
        : [],
    expectedAnswer: type === "essay" ? question.expectedAnswer : null,
    points: question.points,
    descriptors: {
      ...(question.descriptor ? { descriptor: question.descriptor } : {}),
      ...(question.descriptorSaeb ? { saeb: question.descriptorSaeb } : {}),
      ...(question.descriptorPaeb ? { paeb: question.descriptorPaeb } : {}),
      ...(question.bnccSkill ? { bncc: question.bnccSkill } : {}),
    },
  };
}

/** Questions written in a format, their stored images inside, the ones it cannot carry listed. */
export async function exportQuestions(
  db: Database,
  reader: ScopedActor,
  questions: PortableQuestion[],
  format: InterchangeExportFormat,
  title: string,
): Promise<PortableWritten> {
  const carried: PortableQuestion[] = [];
  const takeTurn = turnTaker();
  for (const question of questions) {
    await takeTurn();
    carried.push(await carryImages(db, reader, question));
  }
  return INTERCHANGE_WRITERS[format](carried, title);
}
