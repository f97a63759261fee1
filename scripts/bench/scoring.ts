/**
 * npm run bench:scoring — re-scoring after a key change, as rescoreExam does it between reading and
 * writing (docs/product.md#26-question-types): an exam of 40 questions, five of each type with a
 * spec, handed in by 15,000 students with random answers; every attempt scored against the new
 * key and its outcomes compared with the stored ones. Target: under 10 s. The reading and the
 * set-based writing are measured on the network's volume by `npm run bench:learning`.
 */
import { performance } from "node:perf_hooks";
import type { QuestionResponse } from "../../shared/questionTypes/response";
import { SPEC_TYPES, type SpecType } from "../../shared/questionTypes/spec";
import { scoreAttempt, type ScoringAnswer, type ScoringQuestion } from "../../server/services/results/scoring";
import { outcomeChanges } from "../../server/services/results/storedOutcomes";

const ATTEMPTS = 15_000;
const PER_TYPE = 5;
const TARGET_MS = 10_000;

let seed = 42;
/** A repeatable draw, so every run scores the same answers. */
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

function specOf(type: SpecType, key: number): unknown {
  const judged = (count: number) =>
    ids("p", count).map((id, index) => ({ id, text: "<p>x</p>", correct: (index + key) % 2 === 0 }));
  switch (type) {
    case "multiple_response":
      return { parts: judged(5), scoring: "partial" };
    case "true_false":
      return { parts: judged(5), scoring: "partial" };
    case "right_wrong":
      return { parts: judged(20), penalty: true };
    case "summation":
      return { parts: judged(6), scoring: "partial" };
    case "numeric":
      return { value: 2.5 + key, tolerance: 0.1, unit: null };
    case "matching":
      return {
        parts: ids("p", 5).map((id, index) => ({ id, text: "<p>x</p>", match: `a${(index + key) % 6}` })),
        answers: ids("a", 6).map((id) => ({ id, text: "<p>y</p>" })),
        scoring: "partial",
      };
    case "ordering":
      return { parts: ids("p", 6).map((id) => ({ id, text: "<p>x</p>" })), scoring: "partial" };
    case "short_answer":
      return { accepted: ["fotoss*ntese", "clorofila"], exact: false };
  }
}

function responseOf(type: SpecType): { response: QuestionResponse | null; textAnswer: string | null } {
  const none = { response: null, textAnswer: null };
  const marks = (count: number) => ({ marks: Object.fromEntries(ids("p", count).map((id) => [id, random() < 0.5])) });
  switch (type) {
    case "multiple_response":
      return { ...none, response: { selected: ids("p", 5).filter(() => random() < 0.4) } };
    case "true_false":
      return { ...none, response: marks(5) };
    case "right_wrong":
      return { ...none, response: marks(20) };
    case "summation":
      return { ...none, response: { sum: Math.floor(random() * 64) } };
    case "numeric":
      return { ...none, response: { value: Math.round(random() * 50) / 10 } };
    case "matching":
      return { ...none, response: { pairs: Object.fromEntries(ids("p", 5).map((id) => [id, pick(ids("a", 6))])) } };
    case "ordering":
      return { ...none, response: { order: ids("p", 6).sort(() => random() - 0.5) } };
    case "short_answer":
      return { ...none, textAnswer: pick(["Fotossíntese", "respiração", "clorofila", "fotosintese"]) };
  }
}

const types = SPEC_TYPES.flatMap((type) => Array.from({ length: PER_TYPE }, () => type));
const questions = (key: number): ScoringQuestion[] =>
  types.map((type, index) => ({
    id: `q${index}`,
    questionType: type,
    points: 2,
    correctOptionIds: [],
    answerSpec: specOf(type, key),
    annulled: false,
  }));
const questionOrder = types.map((_, index) => `q${index}`);
const attempts = Array.from({ length: ATTEMPTS }, (_, index) => ({
  id: `t${index}`,
  answers: types.map((type, question): ScoringAnswer => ({
    questionId: `q${question}`,
    essayScore: null,
    selectedOptionId: null,
    ...responseOf(type),
  })),
}));

// The outcomes stored under the old key, as handing in left them.
const before = questions(0);
const stored = new Map(
  attempts.map((attempt) => [
    attempt.id,
    outcomeChanges(attempt.id, scoreAttempt(before, { questionOrder, source: "online" }, attempt.answers).answers).rows,
  ]),
);

const after = questions(1);
const started = performance.now();
let changedRows = 0;
for (const attempt of attempts) {
  const scored = scoreAttempt(after, { questionOrder, source: "online" }, attempt.answers);
  changedRows += outcomeChanges(attempt.id, scored.answers, stored.get(attempt.id)).rows.length;
}
const elapsed = performance.now() - started;

console.log(`| medida | valor | meta |`);
console.log(`|---|---|---|`);
console.log(
  `| reavaliar ${ATTEMPTS.toLocaleString("pt-BR")} provas de ${types.length} questões (${PER_TYPE} de cada tipo) | ${(elapsed / 1000).toFixed(2)} s | < ${TARGET_MS / 1000} s ${elapsed < TARGET_MS ? "✓" : "✗"} |`,
);
console.log(
  `| respostas julgadas | ${(ATTEMPTS * types.length).toLocaleString("pt-BR")} (${((elapsed * 1000) / (ATTEMPTS * types.length)).toFixed(2)} µs cada) | |`,
);
console.log(`| resultados que mudaram | ${changedRows.toLocaleString("pt-BR")} | |`);
if (elapsed >= TARGET_MS) process.exitCode = 1;
