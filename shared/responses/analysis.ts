import { z } from "zod";
import { QUESTION_TYPES } from "../constants";
import { id } from "./fields";

const share = z.number().min(0).max(1);

export const itemAnalysisOptionResponse = z.strictObject({
  optionId: id,
  optionLetter: z.string(),
  isCorrect: z.boolean(),
  /** Share of all students (0–1) who chose it, and of the upper and lower 27 %. */
  share,
  upperShare: share,
  lowerShare: share,
});

/** A question's code fields, in the order its forms show them. */
export const QUESTION_CODE_FIELDS = ["descriptor", "bnccSkill", "descriptorSaeb", "descriptorPaeb"] as const;

/** One of a question's curriculum codes as typed (trimmed). */
export const questionCodeResponse = z.strictObject({
  field: z.enum(QUESTION_CODE_FIELDS),
  code: z.string(),
  /** The catalogue's text of the code for the exam's subject and grade level, when it has one. */
  text: z.string().optional(),
});

/**
 * One line of how a question with a spec was answered: an option ("A"), a statement's V, F or
 * blank ("2", "V"), a wrong sum ("15", "01 + 02 + 04 + 08"), a wrong value ("2,5"), an item right.
 */
export const itemAnalysisShareResponse = z.strictObject({
  label: z.string(),
  detail: z.string().nullable(),
  /** Whether this line is the key (a right option, the right mark). */
  isKey: z.boolean(),
  share,
});

export const itemAnalysisItemResponse = z.strictObject({
  questionId: id,
  number: z.number().int().positive(),
  questionType: z.enum(QUESTION_TYPES),
  /** Its filled code fields ('Descritor', BNCC, SAEB, PAEB), in that order. */
  codes: z.array(questionCodeResponse),
  annulled: z.boolean(),
  /** Share correct (choices) or mean share of the points (essays and the types scored part by part), 0–1; null with no answers. */
  facility: share.nullable(),
  /** Facility in the upper 27 % minus in the lower 27 %, −1 to 1; null with too few students. */
  discrimination: z.number().min(-1).max(1).nullable(),
  options: z.array(itemAnalysisOptionResponse),
  /** A wrong option chosen by the upper group at least as often as the key. */
  attractiveDistractors: z.array(z.string()),
  /** How the answers to a question with a spec were spread (empty for the others). */
  distribution: z.array(itemAnalysisShareResponse),
});

/** `GET /api/applications/{id}/item-analysis`. */
export const itemAnalysisResponse = z.strictObject({
  /** Handed-in attempts analysed. */
  students: z.number().int().nonnegative(),
  /** KR-20 over the multiple-choice questions not annulled; null with fewer than 2 students or items. */
  kr20: z.number().nullable(),
  items: z.array(itemAnalysisItemResponse),
});

export const descriptorResultResponse = z.strictObject({
  /** e.g. `D12` (SAEB), `P3` (PAEB) or the question's free descriptor. */
  code: z.string(),
  source: z.enum(["saeb", "paeb", "descritor"]),
  /** The catalogue's text of the code for the exam's subject and grade level, when it has one. */
  text: z.string().optional(),
  questionNumbers: z.array(z.number().int().positive()),
  /** Share of the points earned on its questions, 0–1. */
  rate: share.nullable(),
  byClass: z.array(z.strictObject({ classId: id.nullable(), className: z.string(), rate: share.nullable() })),
});

/** `GET /api/applications/{id}/descriptors`. */
export const descriptorReportResponse = z.strictObject({
  descriptors: z.array(descriptorResultResponse),
  students: z.array(
    z.strictObject({
      attemptId: id,
      studentName: z.string(),
      className: z.string().nullable(),
      rates: z.record(z.string(), share.nullable()),
    }),
  ),
});
