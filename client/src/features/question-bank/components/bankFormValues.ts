import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import {
  OPTION_LETTERS,
  type QuestionType,
  type BankVisibility,
  type DifficultyLevel,
  type OptionLetter,
} from "@shared/constants";
import { bankItemSchema, type BankItemInput, type BankItemUpdateValues, type BankItemValues } from "@shared/schemas/questionBank";
import type { BankItem } from "@shared/types/questionBank";
import { specForType, specFormValues, specInput, type SpecFormValues } from "@/components/questionSpec/specFormValues";
import { checkingSpecs, questionSpecResolver } from "@/components/questionSpec/specResolver";

export interface BankOptionFormValues {
  optionLetter: OptionLetter;
  optionText: string;
  isCorrect: boolean;
  isDistractor: boolean;
}

/**
 * The dialog's values while it is filled: inputs as typed, tags as the comma-separated line the
 * person writes, and always five option slots, so switching to 'Discursiva' and back loses nothing.
 */
export interface BankFormValues {
  title: string;
  questionText: string;
  questionType: QuestionType;
  subject: string;
  gradeLevelId: string;
  difficultyLevel: DifficultyLevel;
  points: number;
  descriptor: string;
  descriptorSaeb: string;
  descriptorPaeb: string;
  bnccSkill: string;
  tags: string;
  correctAnswer: string;
  explanation: string;
  /** Essays only: rich text for the teacher. */
  expectedAnswer: string;
  options: BankOptionFormValues[];
  /** The parts and key of the types beyond multiple choice and essay, as in an exam's question card. */
  answerSpec: SpecFormValues;
  visibility: BankVisibility;
}

export const FORM_FIELDS = [
  "title",
  "questionText",
  "questionType",
  "subject",
  "gradeLevelId",
  "difficultyLevel",
  "points",
  "descriptor",
  "descriptorSaeb",
  "descriptorPaeb",
  "bnccSkill",
  "tags",
  "correctAnswer",
  "explanation",
  "expectedAnswer",
  "options",
  "answerSpec",
  "visibility",
] as const satisfies ReadonlyArray<keyof BankFormValues>;

const emptyOptions = (): BankOptionFormValues[] =>
  OPTION_LETTERS.map((optionLetter) => ({ optionLetter, optionText: "", isCorrect: false, isDistractor: false }));

/** A new item starts as the schema's defaults: multiple choice, medium, 1 point, read by the author's schools. */
export const emptyBankForm = (): BankFormValues => ({
  title: "",
  questionText: "",
  questionType: "multiple_choice",
  subject: "",
  gradeLevelId: "",
  difficultyLevel: "medium",
  points: 1,
  descriptor: "",
  descriptorSaeb: "",
  descriptorPaeb: "",
  bnccSkill: "",
  tags: "",
  correctAnswer: "",
  explanation: "",
  expectedAnswer: "",
  options: emptyOptions(),
  answerSpec: specForType("multiple_choice"),
  visibility: "escola",
});

export function fromItem(item: BankItem): BankFormValues {
  return {
    title: item.title,
    questionText: item.questionText,
    questionType: item.questionType,
    subject: item.subject,
    gradeLevelId: item.gradeLevelId,
    difficultyLevel: item.difficultyLevel,
    points: item.points,
    descriptor: item.descriptor ?? "",
    descriptorSaeb: item.descriptorSaeb ?? "",
    descriptorPaeb: item.descriptorPaeb ?? "",
    bnccSkill: item.bnccSkill ?? "",
    tags: item.tags.join(", "),
    correctAnswer: item.correctAnswer ?? "",
    explanation: item.explanation ?? "",
    expectedAnswer: item.expectedAnswer ?? "",
    visibility: item.visibility,
    answerSpec: specFormValues(item.questionType, item.answerSpec),
    options: emptyOptions().map((slot) => {
      const saved = item.options.find((option) => option.optionLetter === slot.optionLetter);
      return saved
        ? { ...slot, optionText: saved.optionText, isCorrect: saved.isCorrect, isDistractor: saved.isDistractor }
        : slot;
    }),
  };
}

export const splitTags = (line: string) =>
  line
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

/** What the shared schema reads: tags as a list, no options unless the question has them, the spec in its type's shape. */
function toSchemaInput(values: BankFormValues): BankItemInput {
  return {
    ...values,
    tags: splitTags(values.tags),
    options: values.questionType === "multiple_choice" ? values.options : [],
    answerSpec: specInput(values.questionType, values.answerSpec),
  };
}

const schemaResolver = checkingSpecs<BankFormValues, BankItemValues>(
  zodResolver(bankItemSchema) as unknown as Resolver<FieldValues, unknown, BankItemValues>,
  questionSpecResolver,
  (values) => toSchemaInput(values) as FieldValues,
);

/**
 * `bankItemSchema`, the server's own rules and messages, over the form's values. A message about
 * one tag ("tags.2") is shown under the single tags box.
 */
export const bankFormResolver: Resolver<BankFormValues, unknown, BankItemValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const errors = result.errors as FieldErrors<BankFormValues> & { tags?: unknown };
  if (errors.tags && !("message" in errors.tags)) {
    const first = Object.values(errors.tags as Record<string, { message?: string }>).find((error) => error?.message);
    errors.tags = { type: "validate", message: first?.message };
  }
  return result as Awaited<ReturnType<Resolver<BankFormValues, unknown, BankItemValues>>>;
};

/** An edit sends only what changed (options, when sent, replace the old ones). */
export function changedFields(next: BankItemValues, item: BankItem): BankItemUpdateValues {
  const parsed = bankItemSchema.safeParse(toSchemaInput(fromItem(item)));
  // An item stored before today's rules cannot be compared field by field: send it whole.
  if (!parsed.success) return next;
  const before = parsed.data;
  const changes: Record<string, unknown> = {};
  for (const field of FORM_FIELDS) {
    if (JSON.stringify(next[field]) !== JSON.stringify(before[field])) changes[field] = next[field];
  }
  // A new type changes which options and parts the item keeps, so they travel with it.
  if ("questionType" in changes) Object.assign(changes, { options: next.options, answerSpec: next.answerSpec });
  return changes as BankItemUpdateValues;
}
