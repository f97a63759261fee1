import type { QuestionType } from "@shared/constants";
import { hasSpec, SPEC_LIMITS, type AnswerSpec, type ScoringRule } from "@shared/questionTypes/spec";

/**
 * A question's parts and key while the form is filled: one shape for every type, so switching the
 * type keeps what the other type can use (the parts' texts, the numeric value, the accepted
 * answers). `specInput` turns it into the `answerSpec` of the chosen type.
 */
export interface PartFormValues {
  /** The stored part's id, kept so what students answered still names the same part; none for a new part. */
  id?: string;
  text: string;
  /** Correct option, true statement (V), right item (C), included proposition. */
  correct: boolean;
  /** Matching: the id of the item's answer in the second column, or "" while none is chosen. */
  match: string;
}

export interface AnswerFormValues {
  id: string;
  text: string;
}

export interface SpecFormValues {
  parts: PartFormValues[];
  answers: AnswerFormValues[];
  scoring: ScoringRule;
  penalty: boolean;
  /** NaN while the box is blank or unreadable, as DecimalInput answers. */
  value: number;
  tolerance: number;
  unit: string;
  /** Short answer: the accepted answers, one per line. */
  accepted: string;
  exact: boolean;
}

/** The types written as a list of parts (options, statements, items, propositions). */
export const PART_TYPES = ["multiple_response", "true_false", "right_wrong", "summation", "matching", "ordering"] as const;
export type PartType = (typeof PART_TYPES)[number];
export const isPartType = (type: string): type is PartType => (PART_TYPES as readonly string[]).includes(type);

/** How many parts a new question of the type starts with: a usual exam's count, within the type's limits. */
const STARTING_PARTS: Record<PartType, number> = {
  multiple_response: 4,
  true_false: 4,
  right_wrong: 3,
  summation: 4,
  matching: 3,
  ordering: 3,
};

export const blankPart = (): PartFormValues => ({ text: "", correct: false, match: "" });

/** The second column's answers are named by ids made here (r1, r2...), since the items point at them before anything is saved. */
export function nextAnswerId(answers: AnswerFormValues[]): string {
  const taken = new Set(answers.map((answer) => answer.id));
  let number = answers.length + 1;
  while (taken.has(`r${number}`)) number += 1;
  return `r${number}`;
}

const blankAnswers = (count: number): AnswerFormValues[] =>
  Array.from({ length: count }, (_, index) => ({ id: `r${index + 1}`, text: "" }));

export const emptySpec = (): SpecFormValues => ({
  parts: [],
  answers: [],
  scoring: "partial",
  penalty: false,
  value: Number.NaN,
  tolerance: 0,
  unit: "",
  accepted: "",
  exact: false,
});

/**
 * The spec fitted to a type the question switches to: parts kept (texts, ids, marks), topped up
 * with blank ones to the type's usual count when there are too few, and a matching's second
 * column made when it has none. More parts than the type allows are kept for the message to ask
 * for their removal, rather than silently lost.
 */
export function specForType(type: QuestionType, spec: SpecFormValues = emptySpec()): SpecFormValues {
  if (!isPartType(type)) return spec;
  const starting = STARTING_PARTS[type];
  const parts =
    spec.parts.length < SPEC_LIMITS[type].min
      ? [...spec.parts, ...Array.from({ length: starting - spec.parts.length }, blankPart)]
      : spec.parts;
  const answers = type === "matching" && spec.answers.length === 0 ? blankAnswers(starting) : spec.answers;
  return { ...spec, parts, answers };
}

/** A stored question's spec (or a draft's, where JSON kept NaN as null) as the form holds it. */
export function specFormValues(
  type: QuestionType,
  stored: AnswerSpec | Partial<SpecFormValues> | null | undefined,
): SpecFormValues {
  const spec = (stored ?? {}) as Partial<Record<string, unknown>>;
  const number = (value: unknown, blank: number) => (typeof value === "number" ? value : blank);
  const parts = Array.isArray(spec.parts) ? (spec.parts as Array<Partial<PartFormValues>>) : [];
  const answers = Array.isArray(spec.answers) ? (spec.answers as AnswerFormValues[]) : [];
  const empty = emptySpec();
  return specForType(type, {
    parts: parts.map((part) => ({
      ...(part.id ? { id: part.id } : {}),
      text: part.text ?? "",
      correct: part.correct === true,
      match: part.match ?? "",
    })),
    answers: answers.map((answer) => ({ id: answer.id, text: answer.text ?? "" })),
    scoring: spec.scoring === "all_or_nothing" ? "all_or_nothing" : "partial",
    penalty: spec.penalty === true,
    value: number(spec.value, empty.value),
    tolerance: number(spec.tolerance, empty.tolerance),
    unit: typeof spec.unit === "string" ? spec.unit : "",
    accepted: Array.isArray(spec.accepted) ? spec.accepted.join("\n") : typeof spec.accepted === "string" ? spec.accepted : "",
    exact: spec.exact === true,
  });
}

/** The accepted answers typed one per line; blank lines are not answers. */
export const acceptedLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The `answerSpec` the shared schema checks for the type (null for multiple choice and essay): only
 * the type's own fields, parts with their ids when they have one.
 */
export function specInput(type: QuestionType, spec: SpecFormValues | undefined): unknown {
  if (!hasSpec(type) || !spec) return null;
  const plain = (part: PartFormValues) => ({ ...(part.id ? { id: part.id } : {}), text: part.text });
  const judged = spec.parts.map((part) => ({ ...plain(part), correct: part.correct }));
  switch (type) {
    case "multiple_response":
    case "true_false":
    case "summation":
      return { parts: judged, scoring: spec.scoring };
    case "right_wrong":
      return { parts: judged, penalty: spec.penalty };
    case "numeric":
      return { value: spec.value, tolerance: spec.tolerance, unit: spec.unit };
    case "matching":
      return {
        parts: spec.parts.map((part) => ({ ...plain(part), match: part.match })),
        answers: spec.answers.map(({ id, text }) => ({ id, text })),
        scoring: spec.scoring,
      };
    case "ordering":
      return { parts: spec.parts.map(plain), scoring: spec.scoring };
    case "short_answer":
      return { accepted: acceptedLines(spec.accepted), exact: spec.exact };
  }
}
