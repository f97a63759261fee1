import type { QuestionResponse } from "@shared/questionTypes/response";
import type { SavedAnswer } from "@shared/types/online";

/**
 * What a student chose or wrote for one question: an option, a text (an essay, a short answer), or
 * the `response` of a question with parts (shared/questionTypes/response.ts). The other two stay null.
 */
export interface AnswerValue {
  selectedOptionId: string | null;
  textAnswer: string | null;
  response: QuestionResponse | null;
}

/** An answer changed on this device that the server has not confirmed yet. */
export interface PendingAnswer extends AnswerValue {
  revision: number;
}

export type PendingAnswers = Record<string, PendingAnswer>;

/** The part of `localStorage` the queue uses, so tests can pass a plain object. */
export type AnswerStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The server takes at most this many answers in one call (shared/schemas/applications.ts). */
export const ANSWERS_PER_SAVE = 200;

export const pendingKey = (attemptId: string) => `online_pending:${attemptId}`;

/**
 * A revision that beats every one seen for the question, on this device or another: the clock in
 * milliseconds, or one more than the last known when that clock runs behind.
 */
export function nextRevision(now: number, lastKnown: number | undefined): number {
  return Math.max(Math.floor(now), (lastKnown ?? 0) + 1);
}

/** An object, as every response shape is; the server checks the rest and refuses what does not fit. */
const isResponseLike = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);

/** The value alone, without whatever else an object carries (a revision, a question id). */
const valueOf = (answer: { selectedOptionId: string | null; textAnswer: string | null; response?: QuestionResponse | null }) => ({
  selectedOptionId: answer.selectedOptionId,
  textAnswer: answer.textAnswer,
  response: answer.response ?? null,
});

function isPendingAnswer(value: unknown): value is PendingAnswer {
  if (!value || typeof value !== "object") return false;
  const answer = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(answer.revision) &&
    (answer.revision as number) > 0 &&
    (answer.selectedOptionId === null || typeof answer.selectedOptionId === "string") &&
    (answer.textAnswer === null || typeof answer.textAnswer === "string") &&
    // Left out by queues stored before answers had a response: those are choices and texts.
    (answer.response === undefined || answer.response === null || isResponseLike(answer.response))
  );
}

/** The queue stored for an attempt; anything unreadable is ignored rather than breaking the page. */
export function readPending(storage: AnswerStorage | null, attemptId: string): PendingAnswers {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(pendingKey(attemptId)) ?? "{}");
  } catch {
    return {};
  }
  if (!stored || typeof stored !== "object") return {};
  const pending: PendingAnswers = {};
  for (const [questionId, value] of Object.entries(stored)) {
    if (isPendingAnswer(value)) {
      pending[questionId] = { ...valueOf(value), revision: value.revision };
    }
  }
  return pending;
}

/**
 * The answers one device has not yet seen confirmed, for one attempt. Every change is written to
 * storage before anything is sent, and an entry leaves only when the server confirms a revision at
 * least as new, so a closed tab, a reload or a dropped connection loses nothing.
 */
export class AnswerQueue {
  private pending: PendingAnswers;
  /** The newest revision known per question, sent or received, so the next one beats it. */
  private readonly known = new Map<string, number>();

  constructor(
    private readonly storage: AnswerStorage | null,
    private readonly attemptId: string,
  ) {
    this.pending = readPending(storage, attemptId);
    for (const [questionId, answer] of Object.entries(this.pending)) this.known.set(questionId, answer.revision);
  }

  get size(): number {
    return Object.keys(this.pending).length;
  }

  isEmpty(): boolean {
    return this.size === 0;
  }

  has(questionId: string): boolean {
    return questionId in this.pending;
  }

  /**
   * The answers to show after loading the attempt: the server's, with this device's unconfirmed
   * ones on top where they are newer. A pending answer the server already has at the same or a
   * newer revision (saved before the tab closed, or changed since on another device) leaves the
   * queue, and so does one for a question the exam no longer shows, which the server would refuse.
   */
  merge(serverAnswers: SavedAnswer[], questionIds: string[]): Record<string, AnswerValue> {
    const answers: Record<string, AnswerValue> = {};
    const inExam = new Set(questionIds);
    for (const questionId of Object.keys(this.pending)) if (!inExam.has(questionId)) delete this.pending[questionId];
    for (const answer of serverAnswers) {
      answers[answer.questionId] = valueOf(answer);
      this.known.set(answer.questionId, Math.max(answer.revision, this.known.get(answer.questionId) ?? 0));
      const pending = this.pending[answer.questionId];
      if (pending && pending.revision <= answer.revision) delete this.pending[answer.questionId];
    }
    for (const [questionId, pending] of Object.entries(this.pending)) {
      answers[questionId] = valueOf(pending);
    }
    this.persist();
    return answers;
  }

  /** Queues a change (stored at once) and answers it with its new revision. */
  record(questionId: string, value: AnswerValue, now = Date.now()): PendingAnswer {
    const revision = nextRevision(now, this.known.get(questionId));
    this.known.set(questionId, revision);
    const answer = { ...valueOf(value), revision };
    this.pending[questionId] = answer;
    this.persist();
    return answer;
  }

  /** What to send next: the oldest changes first, at most what one call may carry. */
  batch(limit = ANSWERS_PER_SAVE): SavedAnswer[] {
    return Object.entries(this.pending)
      .sort(([, a], [, b]) => a.revision - b.revision)
      .slice(0, limit)
      .map(([questionId, answer]) => ({ questionId, ...answer }));
  }

  /** Drops what the server confirmed; a change made while the call was on its way stays queued. */
  acknowledge(saved: Array<{ questionId: string; revision: number }>): void {
    let changed = false;
    for (const { questionId, revision } of saved) {
      const pending = this.pending[questionId];
      if (pending && revision >= pending.revision) {
        delete this.pending[questionId];
        changed = true;
      }
    }
    if (changed) this.persist();
  }

  /** Forgets everything queued: the attempt was handed in and nothing more can be saved. */
  clear(): void {
    this.pending = {};
    this.persist();
  }

  private persist(): void {
    try {
      if (this.isEmpty()) this.storage?.removeItem(pendingKey(this.attemptId));
      else this.storage?.setItem(pendingKey(this.attemptId), JSON.stringify(this.pending));
    } catch {
      // Storage full or blocked (private mode): the queue still lives in memory until it is sent.
    }
  }
}
