import { describe, expect, it } from "vitest";
import type { QuestionResponse } from "../../shared/questionTypes/response";
import { AnswerQueue, nextRevision, pendingKey, readPending, type AnswerStorage } from "../../client/src/online/answerQueue";

/** `localStorage` as a map, with a switch to make writes fail like a full or blocked storage. */
class FakeStorage implements AnswerStorage {
  readonly items = new Map<string, string>();
  failWrites = false;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException("cheio", "QuotaExceededError");
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const ATTEMPT = "attempt-1";
const Q1 = "11111111-1111-4111-8111-111111111111";
const Q2 = "22222222-2222-4222-8222-222222222222";
const Q3 = "33333333-3333-4333-8333-333333333333";
const choice = (optionId: string) => ({ selectedOptionId: optionId, textAnswer: null, response: null });
const text = (value: string) => ({ selectedOptionId: null, textAnswer: value, response: null });
const answered = (response: QuestionResponse) => ({ selectedOptionId: null, textAnswer: null, response });
const stored = (storage: FakeStorage) => JSON.parse(storage.getItem(pendingKey(ATTEMPT)) ?? "null");

describe("nextRevision", () => {
  it("is the clock when the clock is ahead of every revision seen", () => {
    expect(nextRevision(1_700_000_000_000, 1_600_000_000_000)).toBe(1_700_000_000_000);
    expect(nextRevision(1_700_000_000_000, undefined)).toBe(1_700_000_000_000);
  });

  it("is one more than the last known when this device's clock runs behind another's", () => {
    expect(nextRevision(1_000, 5_000)).toBe(5_001);
    expect(nextRevision(5_000, 5_000)).toBe(5_001);
  });
});

describe("AnswerQueue", () => {
  it("writes every change to storage before anything is sent, keyed by the attempt", () => {
    const storage = new FakeStorage();
    const queue = new AnswerQueue(storage, ATTEMPT);
    queue.record(Q1, choice("opcao-a"), 1_000);
    queue.record(Q2, text("A água evapora"), 2_000);
    expect(stored(storage)).toEqual({
      [Q1]: { selectedOptionId: "opcao-a", textAnswer: null, response: null, revision: 1_000 },
      [Q2]: { selectedOptionId: null, textAnswer: "A água evapora", response: null, revision: 2_000 },
    });
    expect(queue.size).toBe(2);
  });

  it("gives each change of the same question a higher revision, even within one millisecond", () => {
    const queue = new AnswerQueue(new FakeStorage(), ATTEMPT);
    const first = queue.record(Q1, choice("a"), 1_000);
    const second = queue.record(Q1, choice("b"), 1_000);
    const third = queue.record(Q1, choice("c"), 900);
    expect([first.revision, second.revision, third.revision]).toEqual([1_000, 1_001, 1_002]);
    expect(queue.batch()).toEqual([{ questionId: Q1, selectedOptionId: "c", textAnswer: null, response: null, revision: 1_002 }]);
  });

  it("drops an answer only when the server confirms a revision at least as new", () => {
    const storage = new FakeStorage();
    const queue = new AnswerQueue(storage, ATTEMPT);
    queue.record(Q1, choice("a"), 1_000);
    const sent = queue.batch();
    // Changed again while the call was on its way: the older confirmation must not drop it.
    queue.record(Q1, choice("b"), 2_000);
    queue.record(Q2, choice("c"), 2_100);
    queue.acknowledge(sent);
    expect(queue.batch()).toEqual([
      { questionId: Q1, selectedOptionId: "b", textAnswer: null, response: null, revision: 2_000 },
      { questionId: Q2, selectedOptionId: "c", textAnswer: null, response: null, revision: 2_100 },
    ]);
    queue.acknowledge([
      { questionId: Q1, revision: 2_000 },
      { questionId: Q2, revision: 9_999 },
    ]);
    expect(queue.isEmpty()).toBe(true);
    expect(storage.getItem(pendingKey(ATTEMPT))).toBeNull();
  });

  it("sends the oldest changes first, at most 200 in one call", () => {
    const queue = new AnswerQueue(new FakeStorage(), ATTEMPT);
    for (let index = 250; index > 0; index--) queue.record(`q${index}`, choice("a"), index);
    const batch = queue.batch();
    expect(batch).toHaveLength(200);
    expect(batch[0]).toMatchObject({ questionId: "q1", revision: 1 });
    expect(batch[199]).toMatchObject({ questionId: "q200", revision: 200 });
    expect(queue.batch(10)).toHaveLength(10);
  });

  it("survives a reload: a new queue for the attempt reads what the last one stored", () => {
    const storage = new FakeStorage();
    new AnswerQueue(storage, ATTEMPT).record(Q1, choice("a"), 1_000);
    const reloaded = new AnswerQueue(storage, ATTEMPT);
    expect(reloaded.batch()).toEqual([
      { questionId: Q1, selectedOptionId: "a", textAnswer: null, response: null, revision: 1_000 },
    ]);
    expect(new AnswerQueue(storage, "outra-tentativa").isEmpty()).toBe(true);
  });

  it("keeps working in memory when storage refuses writes", () => {
    const storage = new FakeStorage();
    storage.failWrites = true;
    const queue = new AnswerQueue(storage, ATTEMPT);
    expect(() => queue.record(Q1, choice("a"), 1_000)).not.toThrow();
    expect(queue.batch()).toHaveLength(1);
    expect(new AnswerQueue(null, ATTEMPT).record(Q2, choice("b"), 5).revision).toBe(5);
  });

  it("clear forgets everything queued, in memory and in storage", () => {
    const storage = new FakeStorage();
    const queue = new AnswerQueue(storage, ATTEMPT);
    queue.record(Q1, choice("a"), 1_000);
    queue.clear();
    expect(queue.isEmpty()).toBe(true);
    expect(storage.items.size).toBe(0);
  });
});

describe("AnswerQueue.merge (loading or resuming an attempt)", () => {
  const server = [
    { questionId: Q1, selectedOptionId: "servidor-a", textAnswer: null, response: null, revision: 1_000 },
    { questionId: Q2, selectedOptionId: "servidor-b", textAnswer: null, response: null, revision: 5_000 },
  ];

  it("shows the server's answers, with newer answers from this device on top, and keeps those to send", () => {
    const storage = new FakeStorage();
    const before = new AnswerQueue(storage, ATTEMPT);
    before.record(Q1, choice("local-a"), 2_000);
    before.record(Q3, text("rascunho"), 3_000);

    const queue = new AnswerQueue(storage, ATTEMPT);
    const answers = queue.merge(server, [Q1, Q2, Q3]);
    expect(answers).toEqual({
      [Q1]: choice("local-a"),
      [Q2]: choice("servidor-b"),
      [Q3]: text("rascunho"),
    });
    expect(queue.batch().map((answer) => answer.questionId)).toEqual([Q1, Q3]);
  });

  it("lets the server win where it already has the same or a newer revision, and drops that pending answer", () => {
    const storage = new FakeStorage();
    new AnswerQueue(storage, ATTEMPT).record(Q2, choice("local-antiga"), 4_000);
    const queue = new AnswerQueue(storage, ATTEMPT);
    expect(queue.merge(server, [Q1, Q2])[Q2]).toEqual(choice("servidor-b"));
    expect(queue.isEmpty()).toBe(true);
    expect(storage.getItem(pendingKey(ATTEMPT))).toBeNull();
  });

  it("makes the next change beat the server's revision even when this device's clock is behind", () => {
    const queue = new AnswerQueue(new FakeStorage(), ATTEMPT);
    queue.merge(server, [Q1, Q2]);
    expect(queue.record(Q2, choice("nova"), 10).revision).toBe(5_001);
  });

  it("drops pending answers for questions the attempt does not show", () => {
    const storage = new FakeStorage();
    new AnswerQueue(storage, ATTEMPT).record("questao-removida", choice("x"), 1_000);
    const queue = new AnswerQueue(storage, ATTEMPT);
    expect(queue.merge([], [Q1])).toEqual({});
    expect(queue.isEmpty()).toBe(true);
  });
});

describe("readPending", () => {
  it("ignores unreadable or malformed storage instead of breaking the page", () => {
    const storage = new FakeStorage();
    storage.setItem(pendingKey(ATTEMPT), "{não é json");
    expect(readPending(storage, ATTEMPT)).toEqual({});
    storage.setItem(
      pendingKey(ATTEMPT),
      JSON.stringify({
        [Q1]: { selectedOptionId: "a", textAnswer: null, revision: 10 },
        [Q2]: { selectedOptionId: 3, textAnswer: null, revision: 10 },
        [Q3]: { selectedOptionId: null, textAnswer: "x", revision: -1 },
      }),
    );
    expect(readPending(storage, ATTEMPT)).toEqual({
      [Q1]: { selectedOptionId: "a", textAnswer: null, response: null, revision: 10 },
    });
    expect(readPending(null, ATTEMPT)).toEqual({});
  });
});

describe("AnswerQueue with responses (questions with parts)", () => {
  const SUM = { sum: 11 };
  const ORDER = { order: ["c", "a", "b"] };

  it("stores and sends a response beside a null option and text, and a reload reads it back", () => {
    const storage = new FakeStorage();
    const queue = new AnswerQueue(storage, ATTEMPT);
    queue.record(Q1, answered(SUM), 1_000);
    queue.record(Q2, answered({ marks: { s1: true, s2: false } }), 2_000);
    expect(stored(storage)[Q1]).toEqual({ selectedOptionId: null, textAnswer: null, response: SUM, revision: 1_000 });
    expect(new AnswerQueue(storage, ATTEMPT).batch()).toEqual([
      { questionId: Q1, selectedOptionId: null, textAnswer: null, response: SUM, revision: 1_000 },
      { questionId: Q2, selectedOptionId: null, textAnswer: null, response: { marks: { s1: true, s2: false } }, revision: 2_000 },
    ]);
  });

  it("shows the server's saved responses on resume, and this device's newer one on top", () => {
    const storage = new FakeStorage();
    new AnswerQueue(storage, ATTEMPT).record(Q2, answered(ORDER), 9_000);
    const queue = new AnswerQueue(storage, ATTEMPT);
    const answers = queue.merge(
      [
        { questionId: Q1, selectedOptionId: null, textAnswer: null, response: { pairs: { i1: "r2" } }, revision: 1_000 },
        { questionId: Q2, selectedOptionId: null, textAnswer: null, response: { order: ["a", "b", "c"] }, revision: 5_000 },
      ],
      [Q1, Q2],
    );
    expect(answers).toEqual({ [Q1]: answered({ pairs: { i1: "r2" } }), [Q2]: answered(ORDER) });
    expect(queue.batch()).toEqual([{ questionId: Q2, ...answered(ORDER), revision: 9_000 }]);
  });

  it("keeps a cleared response as null, so a blank answer replaces the saved one", () => {
    const queue = new AnswerQueue(new FakeStorage(), ATTEMPT);
    queue.record(Q1, answered({ value: 2.5 }), 1_000);
    queue.record(Q1, { selectedOptionId: null, textAnswer: null, response: null }, 2_000);
    expect(queue.batch()).toEqual([
      { questionId: Q1, selectedOptionId: null, textAnswer: null, response: null, revision: 2_000 },
    ]);
  });

  it("reads a queue stored before responses existed as choices and texts, and skips a response that is not an object", () => {
    const storage = new FakeStorage();
    storage.setItem(
      pendingKey(ATTEMPT),
      JSON.stringify({
        [Q1]: { selectedOptionId: null, textAnswer: "antigo", revision: 10 },
        [Q2]: { selectedOptionId: null, textAnswer: null, response: [1, 2], revision: 10 },
        [Q3]: { selectedOptionId: null, textAnswer: null, response: "soma", revision: 10 },
      }),
    );
    expect(readPending(storage, ATTEMPT)).toEqual({ [Q1]: { ...text("antigo"), revision: 10 } });
  });

  it("fills in a null response for a server answer that carries none", () => {
    const queue = new AnswerQueue(new FakeStorage(), ATTEMPT);
    const legacy = { questionId: Q1, selectedOptionId: "a", textAnswer: null, revision: 1 } as unknown as Parameters<
      AnswerQueue["merge"]
    >[0][number];
    expect(queue.merge([legacy], [Q1])[Q1]).toEqual(choice("a"));
  });
});
