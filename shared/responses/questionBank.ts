import { z } from "zod";
import { QUESTION_TYPES, BANK_VISIBILITIES, DIFFICULTY_LEVELS } from "../constants";
import { answerSpecResponse, questionOptionResponse } from "./exams";
import { id, isoDateTime } from "./fields";

/** A question bank item as the bank's screens show it. */
export const bankItemResponse = z.strictObject({
  id,
  title: z.string(),
  questionText: z.string(),
  questionType: z.enum(QUESTION_TYPES),
  subject: z.string(),
  gradeLevelId: id,
  gradeLevelName: z.string(),
  difficultyLevel: z.enum(DIFFICULTY_LEVELS),
  points: z.number().nonnegative(),
  descriptor: z.string(),
  descriptorSaeb: z.string().nullable(),
  descriptorPaeb: z.string().nullable(),
  bnccSkill: z.string().nullable(),
  tags: z.array(z.string()),
  correctAnswer: z.string().nullable(),
  explanation: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Essays: the answer the teacher expects, for grading. Never sent to students. */
  expectedAnswer: z.string().nullable(),
  creatorId: id,
  creatorName: z.string(),
  /** The author's schools, shown beside their name. */
  creatorSchools: z.array(z.strictObject({ id, name: z.string() })),
  visibility: z.enum(BANK_VISIBILITIES),
  options: z.array(questionOptionResponse),
  answerSpec: answerSpecResponse,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

/** `POST /api/question-bank/bulk-import`: how many rows were saved, and why the others were not. */
export const bankImportResponse = z.strictObject({ imported: z.number().int().nonnegative(), errors: z.array(z.string()) });

/** A bank item placed in an exam, with its own order and points. */
export const examQuestionLinkResponse = z.strictObject({
  id,
  examId: id,
  questionId: id,
  questionOrder: z.number().int(),
  points: z.number().nonnegative(),
  createdAt: isoDateTime,
});

/** `GET /api/exams/{id}/exam-questions`: each placement with its bank item. */
export const examQuestionLinkWithItemResponse = examQuestionLinkResponse.extend({ question: bankItemResponse });
