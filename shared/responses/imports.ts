import { z } from "zod";
import { QUESTION_TYPES, DIFFICULTY_LEVELS, GRADE_LEVEL_CATEGORIES, OPTION_LETTERS } from "../constants";
import type { QuestionDraft } from "../imports/drafts";
import type { DraftSpec } from "../imports/specCells";
import { INTERCHANGE_IMPORT_FORMATS } from "../interchange/formats";

const draftOptionResponse = z.strictObject({ letter: z.enum(OPTION_LETTERS), text: z.string() });

const importGradeResponse = z.strictObject({
  category: z.enum(GRADE_LEVEL_CATEGORIES),
  number: z.number().int().nullable(),
  label: z.string(),
});

/** One question read from a file, before anything is saved (shared/imports/drafts.ts). */
export const questionDraftResponse = z.strictObject({
  row: z.number().int(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(draftOptionResponse),
  key: z.enum(OPTION_LETTERS).nullable(),
  expectedAnswer: z.string().nullable(),
  points: z.number().nullable(),
  bank: z
    .strictObject({
      title: z.string(),
      subject: z.string(),
      grade: importGradeResponse,
      difficulty: z.enum(DIFFICULTY_LEVELS),
    })
    .nullable(),
  tags: z.array(z.string()),
  descriptors: z.array(z.string()),
  images: z.array(z.string()),
  problems: z.array(z.string()),
  /** The parts and key read from a row of a type with a spec (shared/questionTypes/spec.ts). */
  answerSpec: z.custom<DraftSpec>((value) => typeof value === "object" && value !== null).optional(),
}) satisfies z.ZodType<QuestionDraft>;

/** `POST /api/imports/exam-questions`: every row of the file and the file's own problems. */
export const examQuestionsPreviewResponse = z.strictObject({
  drafts: z.array(questionDraftResponse),
  problems: z.array(z.string()),
  format: z.enum(INTERCHANGE_IMPORT_FORMATS).nullable(),
});
