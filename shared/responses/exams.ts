import { z } from "zod";
import { QUESTION_TYPES, DIFFICULTY_LEVELS, EXAM_STATUSES, OPTION_LETTERS } from "../constants";
import { GRADE_ROUNDINGS } from "../grades";
import { examHeaderSwitches } from "../schemas/exams";
import { id, isoDateTime } from "./fields";
import type { AnswerSpec } from "../questionTypes/spec";

/** A question's spec as staff read it, key included: checked on its way in, so only its kind is checked here. */
export const answerSpecResponse = z
  .custom<AnswerSpec>((value) => typeof value === "object" && value !== null && !Array.isArray(value), "Especificação inválida")
  .nullable();

/** An option of a question (an exam's own or a bank item's): the key included, for staff only. */
export const questionOptionResponse = z.strictObject({
  id,
  questionId: id,
  optionText: z.string(),
  optionLetter: z.enum(OPTION_LETTERS),
  isCorrect: z.boolean(),
  isDistractor: z.boolean(),
});

/**
 * One question of an exam: its own (`source: "exam"`) or a bank item placed in it (`"bank"`).
 * The exam page's questions are written by the database (contentJsonText), held to this schema by
 * tests/contract/examContentJson.test.ts.
 */
export const examQuestionResponse = z.strictObject({
  id,
  source: z.enum(["exam", "bank"]),
  /** For a bank item: the placement, which has its own order and points. */
  linkId: id.nullable(),
  examId: id,
  questionType: z.enum(QUESTION_TYPES),
  questionText: z.string(),
  questionOrder: z.number().int(),
  points: z.number().nonnegative(),
  descriptor: z.string(),
  descriptorSaeb: z.string().nullable(),
  descriptorPaeb: z.string().nullable(),
  bnccSkill: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Essays: the answer the teacher expects, for grading. Never sent to students. */
  expectedAnswer: z.string().nullable(),
  options: z.array(questionOptionResponse),
  /** The parts and key of the types beyond multiple choice and essay, else null (shared/questionTypes/spec.ts). */
  answerSpec: answerSpecResponse,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

/** An exam as lists and cards show it (`schoolName` is the header's name, else the school's). */
export const examListItemResponse = z.strictObject({
  id,
  title: z.string(),
  subject: z.string(),
  description: z.string().nullable(),
  schoolId: id,
  schoolName: z.string(),
  gradeLevelId: id,
  gradeLevelName: z.string(),
  classId: id.nullable(),
  className: z.string().nullable(),
  creatorId: id,
  creatorName: z.string(),
  difficultyLevel: z.enum(DIFFICULTY_LEVELS),
  isOnline: z.boolean(),
  isPrintable: z.boolean(),
  sharedWithSchool: z.boolean(),
  status: z.enum(EXAM_STATUSES),
  examCode: z.string(),
  applicationStart: isoDateTime.nullable(),
  applicationEnd: isoDateTime.nullable(),
  questionCount: z.number().int().nonnegative(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

/** An exam as its own pages read it: its card and what its printed header shows. */
export const examResponse = examListItemResponse.extend({
  ...examHeaderSwitches,
  schoolLogo: z.string().nullable(),
  studentName: z.string().nullable(),
  studentGrade: z.string().nullable(),
  studentClass: z.string().nullable(),
  teacherName: z.string().nullable(),
  instructions: z.string().nullable(),
  essayLines: z.number().int().nullable(),
  maxGrade: z.union([z.literal(10), z.literal(100)]),
  gradeRounding: z.enum(GRADE_ROUNDINGS),
  /** `aaaa-mm-dd`, or null: the printed date is a blank line. */
  printDate: z.string().nullable(),
});

export const examWithQuestionsResponse = examResponse.extend({ questions: z.array(examQuestionResponse) });

/** `POST /api/exams/{id}/qrcode`: the exam's online address and its QR code as a PNG data URL. */
export const examQrCodeResponse = z.strictObject({
  examCode: z.string(),
  qrCodeUrl: z.string().startsWith("data:image/png;base64,"),
  url: z.string(),
});

/** `GET /api/exams/{id}/export/gdocs`: the exam as plain text, to paste into an online document. */
export const googleDocsExportResponse = z.strictObject({
  googleDocsData: z.strictObject({ title: z.string(), content: z.string() }),
});

/** `POST /api/exams/{id}/questions/import`: the questions added, and each one of the file left out with why. */
export const examQuestionsImportResponse = z.strictObject({
  questions: z.array(examQuestionResponse),
  leftOut: z.array(z.string()),
});
