import type { BankImportResult, BankItem, ExamQuestionLink, ExamQuestionLinkWithItem } from "../../shared/types/questionBank";
import type { BankItemSummary } from "../db/queries/questionBank";
import type { OptionJson } from "../db/queries/optionsJson";
import { presentOption } from "./exams";

/** Field by field: what a service adds to an item (how many attempts a change re-scored) is not the item. */
export function presentBankItem(row: BankItemSummary & { options: OptionJson[] }): BankItem {
  return {
    id: row.id,
    title: row.title,
    questionText: row.questionText,
    questionType: row.questionType,
    subject: row.subject,
    gradeLevelId: row.gradeLevelId,
    gradeLevelName: row.gradeLevelName,
    difficultyLevel: row.difficultyLevel,
    points: row.points,
    descriptor: row.descriptor,
    descriptorSaeb: row.descriptorSaeb,
    descriptorPaeb: row.descriptorPaeb,
    bnccSkill: row.bnccSkill,
    tags: row.tags,
    correctAnswer: row.correctAnswer,
    explanation: row.explanation,
    imageUrl: row.imageUrl,
    expectedAnswer: row.expectedAnswer,
    answerSpec: row.answerSpec ?? null,
    creatorId: row.creatorId,
    creatorName: row.creatorName,
    creatorSchools: row.creatorSchools.map(({ id, name }) => ({ id, name })),
    visibility: row.visibility,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    options: row.options.map(presentOption),
  };
}

interface LinkRow {
  id: string;
  examId: string;
  questionId: string;
  questionOrder: number;
  points: number;
  createdAt: Date;
}

/** A bank item placed in an exam. */
export function presentLink(row: LinkRow): ExamQuestionLink {
  return {
    id: row.id,
    examId: row.examId,
    questionId: row.questionId,
    questionOrder: row.questionOrder,
    points: row.points,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentLinkWithQuestion(
  row: LinkRow & { question: Parameters<typeof presentBankItem>[0] },
): ExamQuestionLinkWithItem {
  return { ...presentLink(row), question: presentBankItem(row.question) };
}

/** What a bank import saved and refused: counts and messages, as the import reports them. */
export const presentBankImport = (outcome: BankImportResult): BankImportResult => outcome;
