import { z } from "zod";
import { ATTEMPT_FINISH_REASONS, ATTEMPT_STATUSES, QUESTION_TYPES } from "../constants";
import { id, isoDateTime } from "./fields";
import type { QuestionResponse } from "../questionTypes/response";

/** What students see of an exam above its questions: the school's name and logo only where the exam shows them. */
const examHeading = {
  examCode: z.string(),
  title: z.string(),
  subject: z.string(),
  description: z.string().nullable(),
  gradeLevelName: z.string().nullable(),
  schoolName: z.string().nullable(),
  schoolLogo: z.string().nullable(),
};

/** The entry screen of the student page: enough to say what exam this is and whether it is open. */
export const onlineExamEntryResponse = z.strictObject({
  ...examHeading,
  /** `open`: students may enter now; `scheduled`: the next application starts at `opensAt`; `closed`: none open or coming. */
  availability: z.enum(["open", "scheduled", "closed"]),
  opensAt: isoDateTime.nullable(),
  allowAnonymous: z.boolean(),
});

/** An option as students see it: never whether it is correct. */
export const onlineOptionResponse = z.strictObject({
  id,
  /** The letter in the order this student sees the options (A, B, C ...), not the stored one. */
  optionLetter: z.string(),
  optionText: z.string(),
});

const studentPart = z.strictObject({ id: z.string(), text: z.string() });

export const onlineQuestionResponse = z.strictObject({
  id,
  questionType: z.enum(QUESTION_TYPES),
  questionText: z.string(),
  /** 1-based position in this student's order. */
  questionOrder: z.number().int().positive(),
  points: z.number().nonnegative(),
  imageUrl: z.string().nullable(),
  options: z.array(onlineOptionResponse),
  /** The parts of a question with a spec as this student sees them, never its key (shared/questionTypes/studentView.ts). */
  answerSpec: z
    .strictObject({
      parts: z.array(studentPart),
      answers: z.array(studentPart),
      unit: z.string().nullable(),
    })
    .nullable(),
});

export const savedAnswerResponse = z.strictObject({
  questionId: id,
  selectedOptionId: id.nullable(),
  textAnswer: z.string().nullable(),
  /** The answer to a question with a spec (shared/questionTypes/response.ts). */
  response: z.custom<QuestionResponse>((value) => typeof value === "object" && !Array.isArray(value)).nullable(),
  revision: z.number().int().positive(),
});

/** A student's attempt as the student page receives it: never which option is correct. */
export const attemptViewResponse = z.strictObject({
  attempt: z.strictObject({
    id,
    status: z.enum(ATTEMPT_STATUSES),
    studentName: z.string(),
    className: z.string().nullable(),
    startedAt: isoDateTime,
    deadlineAt: isoDateTime,
    serverNow: isoDateTime,
    submittedAt: isoDateTime.nullable(),
    finishReason: z.enum(ATTEMPT_FINISH_REASONS).nullable(),
    answers: z.array(savedAnswerResponse),
    /** Only when the application shows the score and the attempt is handed in. */
    result: z
      .strictObject({
        score: z.number(),
        maxScore: z.number(),
        /** On the exam's scale (shared/grades.ts): out of `maxGrade`. */
        grade: z.number(),
        maxGrade: z.number().int(),
        pendingEssays: z.number().int().nonnegative(),
      })
      .nullable(),
  }),
  exam: z.strictObject({ ...examHeading, questions: z.array(onlineQuestionResponse) }),
});

/** Entering an exam: the attempt plus the token the device keeps to come back to it. */
export const attemptEntryResponse = attemptViewResponse.extend({ token: z.string() });

/** `PUT /api/attempt/answers`: what was saved, acknowledged only once committed. */
export const saveAnswersResponse = z.strictObject({
  saved: z.array(z.strictObject({ questionId: id, revision: z.number().int().positive() })),
  deadlineAt: isoDateTime,
  serverNow: isoDateTime,
  status: z.enum(ATTEMPT_STATUSES),
});

/**
 * `GET /api/exams/{code}/online`: the exam for students, in its stored order and letters; the
 * questions only for the holder of an attempt under way.
 */
export const deliveredExamResponse = z.strictObject({
  ...examHeading,
  showStudentName: z.boolean(),
  showGrade: z.boolean(),
  showClass: z.boolean(),
  showDate: z.boolean(),
  questions: z.array(onlineQuestionResponse),
});
