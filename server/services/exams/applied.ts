import {
  applicationHasStarted,
  EXAM_APPLIED_ADD_REMOVE,
  EXAM_APPLIED_CODE,
  EXAM_APPLIED_STRUCTURE,
} from "../../../shared/examApplication";
import type { Database } from "../../db/client";
import { listApplicationsOfExam } from "../../db/queries/applications";
import { AppError } from "../../errors";
import { specPartIds } from "../common/answerSpec";

/**
 * What may still change in an exam once it was applied. Students who answered keep the questions
 * (and options) their attempt fixed when it started, and their answers point at them: a new
 * question would count in no one's score, a removed one would orphan answers, and a new type or
 * other option letters would leave answers that no longer fit. Texts, the key and points may
 * still change (a new key or points re-score); the order too, since each attempt keeps its own.
 */
export async function examWasApplied(db: Database, examId: string, now = new Date()): Promise<boolean> {
  return (await listApplicationsOfExam(db, examId)).some((application) => applicationHasStarted(application, now));
}

const refused = (message: string) => new AppError(409, EXAM_APPLIED_CODE, message);

/** Adding or removing questions (own or from the bank) waits for a copy of an applied exam. */
export async function assertQuestionsMayBeAddedOrRemoved(db: Database, examId: string): Promise<void> {
  if (await examWasApplied(db, examId)) throw refused(EXAM_APPLIED_ADD_REMOVE);
}

const lettersOf = (options: Array<{ optionLetter: string }>) =>
  options
    .map((option) => option.optionLetter)
    .sort()
    .join();

/**
 * A question of an applied exam keeps its type, its option letters and its spec's parts (their
 * ids: what students' answers name). `next` is what the change would leave (undefined: not sent,
 * so unchanged).
 */
export async function assertQuestionShapeKept(
  db: Database,
  examId: string,
  current: { questionType: string; options: Array<{ optionLetter: string }>; answerSpec?: unknown },
  next: { questionType?: string; options?: Array<{ optionLetter: string }>; answerSpec?: unknown },
): Promise<void> {
  const type = next.questionType ?? current.questionType;
  // Only a multiple-choice question keeps options whatever is sent, so only its letters count.
  const options = type === "multiple_choice" ? (next.options ?? current.options) : [];
  const currentOptions = current.questionType === "multiple_choice" ? current.options : [];
  const spec = next.answerSpec === undefined ? current.answerSpec : next.answerSpec;
  if (
    type === current.questionType &&
    lettersOf(options) === lettersOf(currentOptions) &&
    specPartIds(spec) === specPartIds(current.answerSpec)
  )
    return;
  if (await examWasApplied(db, examId)) throw refused(EXAM_APPLIED_STRUCTURE);
}
