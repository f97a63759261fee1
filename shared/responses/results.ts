import { z } from "zod";
import type { QuestionResponse } from "../questionTypes/response";
import { answerSpecResponse } from "./exams";
import { ANSWER_OUTCOMES, ATTEMPT_SOURCES, QUESTION_TYPES } from "../constants";
import { examApplicationResponse } from "./applications";
import { id, isoDateTime } from "./fields";

/** How one answer came out (see server/services/results/scoring.ts). */
export const answerOutcomeResponse = z.enum(ANSWER_OUTCOMES);

const count = z.number().int().nonnegative();
/** 1-based, in the exam's order (a shuffled attempt maps back to it). */
const questionNumber = z.number().int().positive();
const attemptState = z.enum(["in_progress", "time_up", "submitted"]);

export const resultQuestionResponse = z.strictObject({
  id,
  number: questionNumber,
  questionType: z.enum(QUESTION_TYPES),
  questionText: z.string(),
  points: z.number().nonnegative(),
  annulled: z.boolean(),
  descriptor: z.string(),
  descriptorSaeb: z.string().nullable(),
  descriptorPaeb: z.string().nullable(),
  bnccSkill: z.string().nullable(),
});

export const resultRowResponse = z.strictObject({
  attemptId: id,
  studentName: z.string(),
  registrationNumber: z.string().nullable(),
  classId: id.nullable(),
  className: z.string().nullable(),
  state: attemptState,
  score: z.number(),
  maxScore: z.number(),
  /** 0–100, one decimal. */
  percentage: z.number(),
  /** On the exam's scale (shared/grades.ts), rounded as it says. */
  grade: z.number(),
  /** Null on paper, where no clock ran. */
  timeTakenSeconds: count.nullable(),
  submittedAt: isoDateTime.nullable(),
  pendingEssays: count,
  /** Answered online, or on a paper answer sheet read by the app. */
  source: z.enum(["online", "paper"]),
});

export const classResultSummaryResponse = z.strictObject({
  classId: id.nullable(),
  className: z.string(),
  /** Handed-in attempts counted. */
  count,
  average: z.number().nullable(),
  median: z.number().nullable(),
  averagePercentage: z.number().nullable(),
});

/** `GET /api/applications/{id}/results`. */
export const applicationResultsResponse = z.strictObject({
  application: examApplicationResponse,
  exam: z.strictObject({ id, title: z.string(), examCode: z.string() }),
  questions: z.array(resultQuestionResponse),
  rows: z.array(resultRowResponse),
  classes: z.array(classResultSummaryResponse),
  overall: classResultSummaryResponse,
});

export const answerSheetItemResponse = z.strictObject({
  questionId: id,
  number: questionNumber,
  questionType: z.enum(QUESTION_TYPES),
  questionText: z.string(),
  points: z.number().nonnegative(),
  annulled: z.boolean(),
  /** The options with their letters as stored in the exam, and the key. */
  options: z.array(z.strictObject({ id, optionLetter: z.string(), optionText: z.string(), isCorrect: z.boolean() })),
  selectedOptionId: id.nullable(),
  textAnswer: z.string().nullable(),
  /** A question with a spec: its parts and key, what the student gave, and both in words ("V F F V"). */
  answerSpec: answerSpecResponse,
  response: z.custom<QuestionResponse>((value) => typeof value === "object" && !Array.isArray(value)).nullable(),
  keyText: z.string().nullable(),
  responseText: z.string().nullable(),
  outcome: answerOutcomeResponse,
  score: z.number().nullable(),
  comment: z.string().nullable(),
});

/** One student's answers beside the key: `.../attempts/{attemptId}/sheet` and a grade's answer. */
export const answerSheetResponse = z.strictObject({
  attemptId: id,
  applicationId: id,
  studentName: z.string(),
  className: z.string().nullable(),
  state: attemptState,
  score: z.number(),
  maxScore: z.number(),
  percentage: z.number(),
  grade: z.number(),
  submittedAt: isoDateTime.nullable(),
  timeTakenSeconds: count.nullable(),
  pendingEssays: count,
  /** Answered online, or on paper and read from the sheet. */
  source: z.enum(ATTEMPT_SOURCES),
  /** The picture of the paper sheet the answers were read from, kept for disputes until the retention removes it. */
  scanImageUrl: z.string().startsWith("/api/scan-sheets/").nullable(),
  items: z.array(answerSheetItemResponse),
});

export const essayToGradeResponse = z.strictObject({
  attemptId: id,
  studentName: z.string(),
  className: z.string().nullable(),
  questionId: id,
  textAnswer: z.string().nullable(),
  /** Written on paper: the teacher reads it on the student's copy and types the score. */
  onPaper: z.boolean(),
  score: z.number().nullable(),
  comment: z.string().nullable(),
  /** How scoring judged it: a short answer the rule refused is `wrong` until the teacher accepts it. */
  outcome: answerOutcomeResponse,
});

/** `GET /api/applications/{id}/essays`. */
export const essayGradingListResponse = z.strictObject({
  questions: z.array(
    z.strictObject({
      questionId: id,
      number: questionNumber,
      /** `essay`, or `short_answer` (judged by its accepted answers, which a teacher may add to). */
      questionType: z.enum(QUESTION_TYPES),
      /** Own question of the exam, or a bank item placed in it (whose accepted answers change in the bank). */
      source: z.enum(["exam", "bank"]),
      questionText: z.string(),
      /** The answer the teacher expects, beside the student's while grading; a short answer's accepted answers. */
      expectedAnswer: z.string().nullable(),
      acceptedAnswers: z.array(z.string()),
      points: z.number().nonnegative(),
      pending: count,
      graded: count,
    }),
  ),
  answers: z.array(essayToGradeResponse),
});

/** `POST /api/exams/{id}/questions/{questionId}/accepted-answers`: the answers now accepted and how many scores changed. */
export const acceptedAnswersResponse = z.strictObject({ accepted: z.array(z.string()), rescoredAttempts: count });

/** `POST/DELETE /api/exams/{id}/questions/{questionId}/annul`. */
export const annulmentResponse = z.strictObject({ annulled: z.boolean(), changedAttempts: count });
