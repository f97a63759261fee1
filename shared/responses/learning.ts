import { z } from "zod";
import { ATTEMPT_SOURCES } from "../constants";
import { SKILL_KINDS, SKILL_LEVELS } from "../learning";
import { TERM_KINDS } from "../terms";
import { id, isoDateTime } from "./fields";

/** A term of a year as a report covers it. */
const termResponse = z.strictObject({
  kind: z.enum(TERM_KINDS),
  year: z.number().int(),
  number: z.number().int().positive(),
  name: z.string(),
  /** The term's first and last days, `YYYY-MM-DD`. */
  first: z.string(),
  last: z.string(),
});

/** One exam a student handed in, online or on paper, with its grade on the exam's scale. */
export const studentExamResultResponse = z.strictObject({
  attemptId: id,
  applicationId: id,
  examId: id,
  examTitle: z.string(),
  subject: z.string(),
  className: z.string().nullable(),
  source: z.enum(ATTEMPT_SOURCES),
  submittedAt: isoDateTime,
  score: z.number(),
  maxScore: z.number(),
  percentage: z.number(),
  grade: z.number(),
  maxGrade: z.number().int(),
  /** Essays still waiting for the teacher: the grade may rise. */
  pendingEssays: z.number().int().nonnegative(),
});

/** A skill of one subject over the answers that measured it: points earned of points possible. */
export const skillResultResponse = z.strictObject({
  subject: z.string(),
  code: z.string(),
  kind: z.enum(SKILL_KINDS),
  /** The catalogue's text, when it knows the code. */
  text: z.string().nullable(),
  rate: z.number().min(0).max(1),
  level: z.enum(SKILL_LEVELS),
  questions: z.number().int().positive(),
  exams: z.number().int().positive(),
});

/** `GET /api/students/{id}/report`: a student's history and skills, within the caller's reach. */
export const studentReportResponse = z.strictObject({
  student: z.strictObject({
    id,
    name: z.string(),
    registrationNumber: z.string().nullable(),
    classId: id,
    className: z.string(),
    gradeLevelName: z.string(),
    year: z.number().int(),
    schoolName: z.string(),
  }),
  exams: z.array(studentExamResultResponse),
  /** The mean of the exams' percentages; null before any. */
  averagePercentage: z.number().nullable(),
  skills: z.array(skillResultResponse),
});

/** `GET /api/classes/{id}/report`: a class over a term. Arrays `byExam` and `results` follow `exams`. */
export const classReportResponse = z.strictObject({
  class: z.strictObject({
    id,
    name: z.string(),
    schoolName: z.string(),
    gradeLevelName: z.string(),
    year: z.number().int(),
  }),
  term: termResponse,
  /** Out of 10; an exam out of 100 is compared at ten times it. */
  passingGrade: z.number(),
  exams: z.array(
    z.strictObject({
      applicationId: id,
      examId: id,
      title: z.string(),
      subject: z.string(),
      startsAt: isoDateTime,
      maxGrade: z.number().int(),
      rosterSize: z.number().int().nonnegative(),
      handedIn: z.number().int().nonnegative(),
      averageGrade: z.number().nullable(),
      averagePercentage: z.number().nullable(),
      /** How many handed in within each band of PERCENT_BANDS (shared/learning.ts). */
      distribution: z.array(z.number().int().nonnegative()).length(5),
    }),
  ),
  students: z.array(
    z.strictObject({
      /** Null for someone who entered by name. */
      studentId: id.nullable(),
      name: z.string(),
      results: z.array(z.strictObject({ grade: z.number(), percentage: z.number(), below: z.boolean() }).nullable()),
      averagePercentage: z.number().nullable(),
      below: z.boolean(),
    }),
  ),
  skills: z.array(skillResultResponse.extend({ byExam: z.array(z.number().min(0).max(1).nullable()) })),
  missedQuestions: z.array(
    z.strictObject({
      applicationId: id,
      examTitle: z.string(),
      number: z.number().int(),
      text: z.string(),
      rate: z.number().min(0).max(1),
    }),
  ),
});

/** What a group of attempts adds up to: a class, a school, everyone. */
const groupSummary = {
  rosterSize: z.number().int().nonnegative(),
  handedIn: z.number().int().nonnegative(),
  /** Handed in of the roster, in %; null for an empty roster. */
  participation: z.number().nullable(),
  averageGrade: z.number().nullable(),
  averagePercentage: z.number().nullable(),
  distribution: z.array(z.number().int().nonnegative()).length(5),
};

/** `GET /api/exams/{id}/report`: one exam across its schools and classes. `byClass` follows `classes`. */
export const examReportResponse = z.strictObject({
  exam: z.strictObject({ id, title: z.string(), subject: z.string(), maxGrade: z.number().int() }),
  overall: z.strictObject(groupSummary),
  schools: z.array(z.strictObject({ schoolId: id, schoolName: z.string(), classCount: z.number().int(), ...groupSummary })),
  classes: z.array(z.strictObject({ classId: id, className: z.string(), schoolId: id, schoolName: z.string(), ...groupSummary })),
  skills: z.array(
    z.strictObject({
      code: z.string(),
      kind: z.enum(SKILL_KINDS),
      text: z.string().nullable(),
      rate: z.number().min(0).max(1),
      level: z.enum(SKILL_LEVELS),
      byClass: z.array(z.number().min(0).max(1).nullable()),
    }),
  ),
});

/**
 * `GET /api/schools/{id}/report`: the school's skills over a term's exams, weakest first. The same
 * code in two subjects or two grade levels is two skills (SAEB's D1 of 5º ano is not that of 9º).
 */
export const schoolReportResponse = z.strictObject({
  school: z.strictObject({ id, name: z.string() }),
  term: termResponse,
  /** Handed-in attempts, exams and classes the figures come from. */
  handedIn: z.number().int().nonnegative(),
  exams: z.number().int().nonnegative(),
  classes: z.number().int().nonnegative(),
  skills: z.array(skillResultResponse.extend({ gradeLevelName: z.string(), classes: z.number().int().positive() })),
});
