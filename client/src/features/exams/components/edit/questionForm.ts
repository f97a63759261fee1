import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import { z } from "zod";
import type { QuestionType } from "@shared/constants";
import { questionSchema, type QuestionInput, type QuestionValues } from "@shared/schemas/exams";
import type { ExamQuestion } from "@shared/types/exams";
import { emptyExam, emptyOptions, newQuestion, withSpecInputs, type ExamFormValues } from "../form/examFormValues";
import { checkingSpecs, questionListSpecResolver } from "@/components/questionSpec/specResolver";
import { specFormValues } from "@/components/questionSpec/specFormValues";

/**
 * One question edited on the exam's page, with the creation form's QuestionEditor: the form holds
 * the creation form's shape with this one question at `questions.0`, so the editor, its fields and
 * its messages are the same as on creation.
 */
const singleQuestionSchema = z.object({ questions: z.array(questionSchema).length(1) });
export type SingleQuestionValues = z.output<typeof singleQuestionSchema>;

export const questionFormResolver = checkingSpecs<ExamFormValues, SingleQuestionValues>(
  zodResolver(singleQuestionSchema) as unknown as Resolver<FieldValues, unknown, SingleQuestionValues>,
  questionListSpecResolver,
  withSpecInputs,
);

/** Where the question is, for the descriptor pickers: the exam's subject and grade level. */
export type QuestionContext = Pick<ExamFormValues, "subject" | "gradeLevelId">;

/** The question as the form holds it: the five letters A to E, those it has filled in, and its parts with their ids. */
export function questionFormValues(question: ExamQuestion, context: QuestionContext): ExamFormValues {
  const type = question.questionType;
  const options = emptyOptions().map((blank) => {
    const stored = question.options.find((option) => option.optionLetter === blank.optionLetter);
    return stored
      ? {
          optionLetter: stored.optionLetter,
          optionText: stored.optionText,
          isCorrect: stored.isCorrect,
          isDistractor: stored.isDistractor,
        }
      : blank;
  });
  return {
    ...emptyExam(),
    subject: context.subject,
    gradeLevelId: context.gradeLevelId,
    questions: [
      {
        questionType: type,
        questionText: question.questionText,
        points: question.points,
        descriptor: question.descriptor,
        descriptorSaeb: question.descriptorSaeb ?? "",
        descriptorPaeb: question.descriptorPaeb ?? "",
        bnccSkill: question.bnccSkill ?? "",
        imageUrl: question.imageUrl,
        expectedAnswer: question.expectedAnswer ?? "",
        options,
        answerSpec: specFormValues(type, question.answerSpec),
      },
    ],
  };
}

export const newQuestionFormValues = (type: QuestionType, context: QuestionContext): ExamFormValues => ({
  ...emptyExam(),
  subject: context.subject,
  gradeLevelId: context.gradeLevelId,
  questions: [newQuestion(type)],
});

/** The request body: the question's fields (blank options were dropped by the schema; the server places a new one last). */
export function questionPayload(values: SingleQuestionValues): QuestionInput {
  const { questionOrder: _order, ...question }: QuestionValues = values.questions[0];
  return question;
}
