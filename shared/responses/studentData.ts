import { z } from "zod";
import { ATTEMPT_FINISH_REASONS, QUESTION_TYPES, OPTION_LETTERS } from "../constants";
import { id, isoDateTime } from "./fields";

/** One answer the student gave, beside its question (plain text: the export is read, not shown as a page). */
export const studentDataAnswerResponse = z.strictObject({
  questionNumber: z.number().int().positive(),
  questionType: z.enum(QUESTION_TYPES),
  questionText: z.string(),
  selectedOptionLetter: z.enum(OPTION_LETTERS).nullable(),
  selectedOptionText: z.string().nullable(),
  textAnswer: z.string().nullable(),
  essayScore: z.number().nullable(),
  comment: z.string().nullable(),
  answeredAt: isoDateTime,
});

/** One exam the student sat: the application's window, when they entered and handed in, the score. */
export const studentDataAttemptResponse = z.strictObject({
  attemptId: id,
  examTitle: z.string(),
  subject: z.string(),
  applicationStartsAt: isoDateTime,
  applicationEndsAt: isoDateTime,
  startedAt: isoDateTime,
  submittedAt: isoDateTime.nullable(),
  finishReason: z.enum(ATTEMPT_FINISH_REASONS).nullable(),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  answers: z.array(studentDataAnswerResponse),
});

/** Each time the student entered an exam and handed it in. */
export const studentAccessResponse = z.strictObject({
  attemptId: id,
  examTitle: z.string(),
  startedAt: isoDateTime,
  submittedAt: isoDateTime.nullable(),
});

/**
 * `GET /api/students/{id}/data-export`: everything the platform holds about one student (LGPD,
 * docs/product.md#194-student-data-and-the-audit-log), and nothing about anyone else.
 */
export const studentDataExportResponse = z.strictObject({
  generatedAt: isoDateTime,
  student: z.strictObject({
    id,
    name: z.string(),
    registrationNumber: z.string().nullable(),
    accessCode: z.string(),
    className: z.string(),
    schoolName: z.string(),
    createdAt: isoDateTime,
  }),
  attempts: z.array(studentDataAttemptResponse),
  accessHistory: z.array(studentAccessResponse),
});
