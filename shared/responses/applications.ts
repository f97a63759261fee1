import { z } from "zod";
import { APPLICATION_MODES, APPLICATION_STATUSES, ATTEMPT_FINISH_REASONS, PRINT_SIZES, VERSION_LETTERS } from "../constants";
import { id, isoDateTime } from "./fields";

const count = z.number().int().nonnegative();

export const applicationClassResponse = z.strictObject({ id, name: z.string(), studentCount: count });

/** A student's copy in a paper application. */
export const paperStudentResponse = z.strictObject({
  studentId: id,
  name: z.string(),
  registrationNumber: z.string().nullable(),
  classId: id,
  className: z.string(),
  version: z.enum(VERSION_LETTERS),
  printSize: z.enum(PRINT_SIZES),
  highContrast: z.boolean(),
});

/** An exam applied to classes, as the exam's pages list it. */
export const examApplicationResponse = z.strictObject({
  id,
  examId: id,
  status: z.enum(APPLICATION_STATUSES),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  durationMinutes: z.number().int().positive(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  showScore: z.boolean(),
  allowAnonymous: z.boolean(),
  mode: z.enum(APPLICATION_MODES),
  versions: z.number().int().min(1).max(4),
  /** `aaaa-mm-dd`, or null: the printed date is a blank line. */
  printDate: z.string().nullable(),
  classes: z.array(applicationClassResponse),
  /** One paper application (`GET /api/applications/{id}`): the students the caller sees, in roster order, with their copies. */
  students: z.array(paperStudentResponse).optional(),
  /** Attempts started and handed in so far. */
  startedCount: count,
  submittedCount: count,
  createdAt: isoDateTime,
});

/** What the teacher sees of one student during an application. */
export const applicationParticipantResponse = z.strictObject({
  /** Null for a roster student who has not started. */
  attemptId: id.nullable(),
  studentId: id.nullable(),
  studentName: z.string(),
  registrationNumber: z.string().nullable(),
  accessCode: z.string().nullable(),
  classId: id.nullable(),
  className: z.string().nullable(),
  state: z.enum(["not_started", "in_progress", "time_up", "submitted"]),
  answeredCount: count,
  questionCount: count,
  startedAt: isoDateTime.nullable(),
  deadlineAt: isoDateTime.nullable(),
  submittedAt: isoDateTime.nullable(),
  finishReason: z.enum(ATTEMPT_FINISH_REASONS).nullable(),
  extraMinutes: count,
  lastAnswerAt: isoDateTime.nullable(),
});

/** `GET /api/applications/{id}/live`: polled every few seconds while the application runs. */
export const applicationLiveViewResponse = z.strictObject({
  application: examApplicationResponse,
  exam: z.strictObject({ id, title: z.string(), examCode: z.string(), questionCount: count }),
  participants: z.array(applicationParticipantResponse),
  serverNow: isoDateTime,
});
