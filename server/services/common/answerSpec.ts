import { randomBytes } from "node:crypto";
import type { QuestionType } from "../../../shared/constants";
import { AppError } from "../../errors";
import {
  hasSpec,
  mapSpecTexts,
  parseAnswerSpec,
  partsOf,
  answersOf,
  withPartIds,
  type AnswerSpec,
} from "../../../shared/questionTypes/spec";
import { sanitizeRichText } from "./sanitize";

/** A part's id: short, unguessable enough for a question's dozen parts, and safe in JSON keys. */
const newPartId = () => randomBytes(6).toString("base64url");

/**
 * A checked spec as it is stored: every part with an id and each text sanitised as question texts
 * are (docs/product.md#26-question-types). A type without a spec stores none.
 */
export function specForStorage(questionType: QuestionType, spec: AnswerSpec | null | undefined): AnswerSpec | null {
  if (!hasSpec(questionType) || !spec) return null;
  return withPartIds(mapSpecTexts(spec, sanitizeRichText), newPartId);
}

/**
 * The spec an edit leaves a question with: checked against the type it will have (`fields` names
 * where the message goes). Sent without a spec, a question that keeps its type keeps its spec; a
 * new type with a spec needs one.
 */
export function specAfterEdit(
  current: { questionType: QuestionType; answerSpec: AnswerSpec | null },
  next: { questionType?: QuestionType; answerSpec?: unknown },
): AnswerSpec | null | undefined {
  const type = next.questionType ?? current.questionType;
  if (next.answerSpec === undefined && type === current.questionType) return undefined;
  const parsed = parseAnswerSpec(type, next.answerSpec ?? null);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    const field = ["answerSpec", ...issue.path].join(".");
    throw AppError.badRequest(issue.message, { [field]: issue.message });
  }
  return specForStorage(type, parsed.data);
}

/** The ids a spec's answers name, in one string: what may not change once students have answered. */
export const specPartIds = (spec: unknown) =>
  [...partsOf(spec).map((part) => part.id), "|", ...answersOf(spec).map((answer) => answer.id)].join(",");
