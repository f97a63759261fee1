import { z } from "zod";
import { APPLICATION_STATUSES, ATTEMPT_FINISH_REASONS } from "../constants";
import { id, isoDateTime } from "./fields";

const count = z.number().int().nonnegative();

export const applicationClassResponse = z.strictObject({ id, name: z.string(), studentCount: count });

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
  classes: z.array(applicationClassResponse),
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
