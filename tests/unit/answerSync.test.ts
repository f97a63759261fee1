import type { QuestionResponse } from "@shared/questionTypes/response";
import type { SaveAnswersResult, SavedAnswer } from "@shared/types/online";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, NetworkError } from "../../client/src/lib/api";
import { AnswerQueue, type AnswerStorage } from "../../client/src/online/answerQueue";
import { AnswerSync, type SyncEvents } from "../../client/src/online/answerSync";
import { deadlineMoved, localDeadline, secondsLeft } from "../../client/src/online/clock";

const Q1 = "11111111-1111-4111-8111-111111111111";
const Q2 = "22222222-2222-4222-8222-222222222222";
const choice = (optionId: string) => ({ selectedOptionId: optionId, textAnswer: null, response: null });

function memoryStorage(): AnswerStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const reply = (answers: SavedAnswer[]): SaveAnswersResult => ({
  saved: answers.map(({ questionId, revision }) => ({ questionId, revision })),
  deadlineAt: "2026-03-12T10:30:00.000Z",
  serverNow: "2026-03-12T10:00:00.000Z",
  status: "in_progress",
});

/** A server whose next replies the test decides: a confirmation, a dropped connection, a refusal. */
function setUp() {
  const queue = new AnswerQueue(memoryStorage(), "tentativa");
  const calls: SavedAnswer[][] = [];
  const outcomes: Array<"ok" | Error> = [];
  const send = vi.fn(async (answers: SavedAnswer[]) => {
    calls.push(answers);
    const outcome = outcomes.shift() ?? "ok";
    if (outcome !== "ok") throw outcome;
    return reply(answers);
  });
  const events: SyncEvents = { onSaved: vi.fn(), onRejected: vi.fn() };
  const sync = new AnswerSync(queue, send);
  sync.start(events);
  return { queue, sync, calls, outcomes, events };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("window", new EventTarget());
  vi.stubGlobal("navigator", { onLine: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("AnswerSync", () => {
  it("sends a choice at once and says Salvo only after the server confirms", async () => {
    const { sync, queue, calls, events } = setUp();
    sync.change(Q1, choice("a"));
    expect(sync.getState()).toBe("saving");
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0][0]).toMatchObject({ questionId: Q1, selectedOptionId: "a" });
    expect(queue.isEmpty()).toBe(true);
    expect(sync.getState()).toBe("saved");
    expect(events.onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ deadlineAt: "2026-03-12T10:30:00.000Z" }),
      expect.any(Number),
    );
  });

  it("waits for a pause in typing before sending a written answer", async () => {
    const { sync, calls } = setUp();
    sync.change(Q1, { selectedOptionId: null, textAnswer: "A", response: null }, 800);
    await vi.advanceTimersByTimeAsync(500);
    sync.change(Q1, { selectedOptionId: null, textAnswer: "A á", response: null }, 800);
    await vi.advanceTimersByTimeAsync(700);
    expect(calls).toHaveLength(0);
    expect(sync.getState()).toBe("saving");
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(1);
    expect(calls[0][0].textAnswer).toBe("A á");
  });

  it("sends a typed number after the pause, and a pending one at once with the next choice", async () => {
    const { sync, calls } = setUp();
    const respond = (response: QuestionResponse) => ({ selectedOptionId: null, textAnswer: null, response });
    sync.change(Q1, respond({ value: 2 }), 800);
    await vi.advanceTimersByTimeAsync(300);
    sync.change(Q1, respond({ value: 2.5 }), 800);
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toHaveLength(0);
    // Marking a statement is a choice: it goes now, and takes the number typed so far with it.
    sync.change(Q2, respond({ marks: { s1: true } }));
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0].map((answer) => [answer.questionId, answer.response])).toEqual([
      [Q1, { value: 2.5 }],
      [Q2, { marks: { s1: true } }],
    ]);
    expect(calls[0].every((answer) => answer.selectedOptionId === null && answer.textAnswer === null)).toBe(true);
  });

  it("keeps the answers and says it is offline when the network fails, then retries with a growing pause", async () => {
    const { sync, queue, calls, outcomes } = setUp();
    outcomes.push(new NetworkError(), new ApiError(502, "Bad gateway"));
    sync.change(Q1, choice("a"));
    await settle();
    expect(sync.getState()).toBe("offline");
    expect(queue.size).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(2);
    expect(sync.getState()).toBe("offline");
    await vi.advanceTimersByTimeAsync(3_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    expect(queue.isEmpty()).toBe(true);
    expect(sync.getState()).toBe("saved");
  });

  it("retries at once when the browser says it is back online, with everything changed meanwhile in one call", async () => {
    const { sync, calls, outcomes } = setUp();
    outcomes.push(new NetworkError());
    sync.change(Q1, choice("a"));
    await settle();
    (navigator as { onLine: boolean }).onLine = false;
    window.dispatchEvent(new Event("offline"));
    sync.change(Q2, choice("b"));
    await settle();
    expect(calls).toHaveLength(1);
    expect(sync.getState()).toBe("offline");

    (navigator as { onLine: boolean }).onLine = true;
    window.dispatchEvent(new Event("online"));
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1].map((answer) => answer.questionId)).toEqual([Q1, Q2]);
    expect(sync.getState()).toBe("saved");
  });

  it("sends again a question changed while its save was on the way", async () => {
    const { sync, queue, calls } = setUp();
    sync.change(Q1, choice("a"));
    sync.change(Q1, choice("b"));
    await settle();
    expect(calls.map((call) => call[0].selectedOptionId)).toEqual(["a", "b"]);
    expect(calls[1][0].revision).toBeGreaterThan(calls[0][0].revision);
    expect(queue.isEmpty()).toBe(true);
  });

  it("stops and reports a final refusal (handed in), keeping the answers on the device", async () => {
    const { sync, queue, calls, outcomes, events } = setUp();
    const handedIn = new ApiError(409, "Esta prova já foi entregue.", { code: "wrong_state" });
    outcomes.push(handedIn);
    sync.change(Q1, choice("a"));
    await settle();
    expect(events.onRejected).toHaveBeenCalledWith(handedIn);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(queue.size).toBe(1);
  });

  it("drops a batch the server says it will never take, so the next answers are not blocked", async () => {
    const { sync, queue, outcomes, events } = setUp();
    outcomes.push(new ApiError(400, "Resposta inválida", { code: "bad_request" }));
    sync.change(Q1, choice("a"));
    await settle();
    expect(events.onRejected).toHaveBeenCalled();
    expect(queue.isEmpty()).toBe(true);
  });

  it("flush resolves with the outcome, for the Salvar Rascunho button", async () => {
    const { sync, outcomes } = setUp();
    outcomes.push(new NetworkError());
    sync.change(Q1, choice("a"), 800);
    expect(await sync.flush()).toBe("offline");
    expect(await sync.flush()).toBe("saved");
    expect(await sync.flush()).toBe("saved");
  });
});

describe("the exam clock", () => {
  it("counts from the server's deadline and time, whatever this device's clock says", () => {
    // The phone's clock is an hour behind: only the difference the server gave matters.
    const receivedAt = Date.parse("2026-03-12T09:00:00.000Z");
    const deadline = localDeadline("2026-03-12T10:30:00.000Z", "2026-03-12T10:00:00.000Z", receivedAt);
    expect(secondsLeft(deadline, receivedAt)).toBe(30 * 60);
    expect(secondsLeft(deadline, receivedAt + 29 * 60_000 + 500)).toBe(60);
    expect(secondsLeft(deadline, receivedAt + 31 * 60_000)).toBe(0);
  });

  it("restarts only when the deadline really moved, not for network jitter", () => {
    expect(deadlineMoved(null, 1_000)).toBe(true);
    expect(deadlineMoved(100_000, 100_400)).toBe(false);
    expect(deadlineMoved(100_000, 100_000 + 5 * 60_000)).toBe(true);
    expect(deadlineMoved(100_000, 40_000)).toBe(true);
  });
});
