import { describe, expect, it } from "vitest";
import { answerShare, pointsFor } from "../../shared/questionTypes/scoring";
import { keyText } from "../../shared/questionTypes/keyText";
import { responseSchema } from "../../shared/questionTypes/response";
import { comparable, isAccepted, matchesPattern } from "../../shared/questionTypes/shortAnswer";
import { parseAnswerSpec, typedSpec, withPartIds, type SpecType } from "../../shared/questionTypes/spec";
import { capitalsMatching } from "../support/questionSpecs";

/** A question's spec as a teacher would write it, checked and given ids p1, p2 ... / r1, r2 ... */
function question(type: SpecType, spec: unknown) {
  const parsed = parseAnswerSpec(type, spec);
  if (!parsed.success) throw new Error(parsed.issues[0].message);
  let n = 0;
  return typedSpec(
    type,
    withPartIds(parsed.data, () => `p${++n}`),
  );
}
const parts = (...correct: boolean[]) => correct.map((flag, index) => ({ text: `Item ${index + 1}`, correct: flag }));
const share = (q: ReturnType<typeof question>, response: unknown, text: string | null = null) =>
  answerShare(q, response === null ? null : responseSchema.parse(response), text);

describe("múltipla resposta", () => {
  // Options A..E, right: A, C (two right, three wrong). Partial: right +1/2 each, wrong −1/3 each, floor 0.
  const partial = question("multiple_response", { parts: parts(true, false, true, false, false), scoring: "partial" });
  const strict = question("multiple_response", { parts: parts(true, false, true, false, false), scoring: "all_or_nothing" });
  it.each([
    [["p1", "p3"], 1, 1],
    [["p1"], 0.5, 0],
    [["p1", "p2"], 0.5 - 1 / 3, 0],
    [["p1", "p3", "p2"], 1 - 1 / 3, 0],
    [["p2", "p4"], 0, 0],
    [["p1", "p2", "p3", "p4", "p5"], 0, 0],
  ])("marks %j: partial %d, all or nothing %d", (selected, partialShare, strictShare) => {
    expect(share(partial, { selected })).toBeCloseTo(partialShare, 10);
    expect(share(strict, { selected })).toBe(strictShare);
  });
  it("nothing marked is blank", () => expect(share(partial, { selected: [] })).toBeNull());
  it("2 points, A alone: 1 point; A and B: 0,33", () => {
    expect(pointsFor(2, share(partial, { selected: ["p1"] })!)).toBe(1);
    expect(pointsFor(2, share(partial, { selected: ["p1", "p2"] })!)).toBe(0.33);
  });
  it("needs a right option", () =>
    expect(parseAnswerSpec("multiple_response", { parts: parts(false, false) })).toMatchObject({
      success: false,
      issues: [{ message: "Marque pelo menos uma alternativa correta." }],
    }));
});

describe("verdadeiro ou falso", () => {
  // Key V F F V.
  const perStatement = question("true_false", { parts: parts(true, false, false, true) });
  const strict = question("true_false", { parts: parts(true, false, false, true), scoring: "all_or_nothing" });
  it.each([
    [{ p1: true, p2: false, p3: false, p4: true }, 1, 1],
    [{ p1: true, p2: true, p3: false, p4: true }, 0.75, 0],
    [{ p1: true, p4: true }, 0.5, 0],
    [{ p1: false, p2: true, p3: true, p4: false }, 0, 0],
  ])("%j: per statement %d, all or nothing %d", (marks, perShare, strictShare) => {
    expect(share(perStatement, { marks })).toBe(perShare);
    expect(share(strict, { marks })).toBe(strictShare);
  });
  it("key text", () => expect(keyText(perStatement)).toBe("V F F V"));
});

describe("certo ou errado", () => {
  // Five items C C E E C; "uma errada anula uma certa": (right − wrong) / 5, floor 0.
  const penalty = question("right_wrong", { parts: parts(true, true, false, false, true), penalty: true });
  const plain = question("right_wrong", { parts: parts(true, true, false, false, true) });
  it.each([
    [{ p1: true, p2: true, p3: false, p4: false, p5: true }, 1, 1],
    [{ p1: true, p2: true, p3: true }, 0.2, 0.4], // 2 right, 1 wrong, 2 blank
    [{ p1: true, p2: false, p3: true, p4: true }, 0, 0.2], // 1 right, 3 wrong: −2/5 floored at 0
    [{ p1: true, p2: true, p3: true, p4: true, p5: true }, 0.2, 0.6], // 3 right, 2 wrong
  ])("%j: with penalty %d, without %d", (marks, withPenalty, without) => {
    expect(share(penalty, { marks })).toBeCloseTo(withPenalty, 10);
    expect(share(plain, { marks })).toBeCloseTo(without, 10);
  });
  it("key text", () => expect(keyText(penalty)).toBe("C C E E C"));
  it("1 to 30 items", () => {
    expect(parseAnswerSpec("right_wrong", { parts: [] }).success).toBe(false);
    expect(parseAnswerSpec("right_wrong", { parts: parts(...Array(31).fill(true)) }).success).toBe(false);
  });
});

describe("somatória", () => {
  // Propositions 01 02 04 08 16, right 01 02 08: key 11.
  const ufsc = question("summation", { parts: parts(true, true, false, true, false) });
  const strict = question("summation", { parts: parts(true, true, false, true, false), scoring: "all_or_nothing" });
  it.each([
    [11, 1, 1],
    [3, 2 / 3, 0], // 01 + 02
    [8, 1 / 3, 0],
    [15, 0, 0], // 11 + 04: includes a wrong proposition
    [7, 0, 0], // 01 + 02 + 04
    [43, 0, 0], // 11 + 32: a proposition the question does not have
    [0, 0, 0],
  ])("sum %d: UFSC %d, all or nothing %d", (sum, ufscShare, strictShare) => {
    expect(share(ufsc, { sum })).toBeCloseTo(ufscShare, 10);
    expect(share(strict, { sum })).toBe(strictShare);
  });
  it("key text", () => expect(keyText(ufsc)).toBe("Soma: 11 (01 + 02 + 08)"));
  it("refuses a key over 99 (04 + 32 + 64) and the wrong number of propositions", () => {
    expect(parseAnswerSpec("summation", { parts: parts(false, false, true, false, false, true, true) })).toMatchObject({
      success: false,
      issues: [{ message: "A soma das proposições corretas deve ficar entre 01 e 99." }],
    });
    expect(parseAnswerSpec("summation", { parts: parts(true) })).toMatchObject({
      success: false,
      issues: [{ message: "Uma somatória tem de 2 a 7 proposições." }],
    });
  });
  it("refuses a sum over 99 or not whole", () => {
    expect(responseSchema.safeParse({ sum: 100 }).error?.issues[0].message).toBe("A soma deve ser um número inteiro de 00 a 99.");
    expect(responseSchema.safeParse({ sum: 2.5 }).success).toBe(false);
  });
});

describe("resposta numérica", () => {
  const exact = question("numeric", { value: 2.5 });
  const tolerant = question("numeric", { value: 9.81, tolerance: 0.05, unit: "m/s²" });
  it.each([
    [exact, 2.5, 1],
    [exact, 2.5001, 0],
    [tolerant, 9.86, 1],
    [tolerant, 9.76, 1],
    [tolerant, 9.8601, 0],
  ])("%#: %d", (q, value, expected) => expect(share(q, { value })).toBe(expected));
  it("key text", () => expect(keyText(tolerant)).toBe("9,81 m/s² (± 0,05)"));
  it("refuses more than 4 decimals and beyond ±1e9", () => {
    expect(responseSchema.safeParse({ value: 1.23456 }).success).toBe(false);
    expect(responseSchema.safeParse({ value: 2e9 }).success).toBe(false);
    expect(responseSchema.safeParse({ value: -1e9 }).success).toBe(true);
  });
});

describe("associação de colunas", () => {
  const spec = capitalsMatching();
  const perPair = question("matching", spec);
  const strict = question("matching", { ...spec, scoring: "all_or_nothing" });
  it.each([
    [{ p1: "r3", p2: "r1", p3: "r2" }, 1, 1],
    [{ p1: "r3", p2: "r4", p3: "r2" }, 2 / 3, 0],
    [{ p1: "r3" }, 1 / 3, 0],
  ])("%j: per pair %d, all or nothing %d", (pairs, perShare, strictShare) => {
    expect(share(perPair, { pairs })).toBeCloseTo(perShare, 10);
    expect(share(strict, { pairs })).toBe(strictShare);
  });
  it("key text", () => expect(keyText(perPair)).toBe("1-C 2-A 3-B"));
  it("each item needs an answer of the second column", () =>
    expect(parseAnswerSpec("matching", { ...spec, parts: [...spec.parts, { text: "Peru", match: "r9" }] })).toMatchObject({
      success: false,
      issues: [{ message: "Escolha a resposta de cada item da primeira coluna." }],
    }));
});

describe("ordenação", () => {
  const perItem = question("ordering", { parts: parts(false, false, false, false) });
  const strict = question("ordering", { parts: parts(false, false, false, false), scoring: "all_or_nothing" });
  it.each([
    [["p1", "p2", "p3", "p4"], 1, 1],
    [["p1", "p2", "p4", "p3"], 0.5, 0],
    [["p4", "p1", "p2", "p3"], 0, 0],
  ])("%j: per position %d, all or nothing %d", (order, perShare, strictShare) => {
    expect(share(perItem, { order })).toBe(perShare);
    expect(share(strict, { order })).toBe(strictShare);
  });
  it("an item twice is refused", () =>
    expect(responseSchema.safeParse({ order: ["p1", "p1"] }).error?.issues[0].message).toBe(
      "Um item aparece mais de uma vez na resposta.",
    ));
});

describe("resposta curta", () => {
  const loose = question("short_answer", { accepted: ["São Paulo", "SP"] });
  const exact = question("short_answer", { accepted: ["São Paulo"], exact: true });
  const wildcard = question("short_answer", { accepted: ["fotos*ntese"] });
  it.each([
    [loose, "sao  paulo", 1],
    [loose, " SÃO PAULO ", 1],
    [loose, "sp", 1],
    [loose, "Rio", 0],
    [exact, "São Paulo", 1],
    [exact, "sao paulo", 0],
    [exact, "São  Paulo", 1],
    [wildcard, "Fotossíntese", 1],
    [wildcard, "fotosintese", 1],
    [wildcard, "fotos", 0],
  ])("%#: %s → %d", (q, text, expected) => expect(share(q, null, text)).toBe(expected));
  it("blank is blank", () => expect(share(loose, null, "   ")).toBeNull());
  it("stars match any run, anchored at both ends", () => {
    expect(matchesPattern("abc", "a*c")).toBe(true);
    expect(matchesPattern("ac", "a*c")).toBe(true);
    expect(matchesPattern("abcd", "a*c")).toBe(false);
    expect(matchesPattern("aXbXc", "a*b*c")).toBe(true);
    expect(matchesPattern("ab", "ab*b")).toBe(false);
    expect(matchesPattern("anything", "*")).toBe(true);
  });
  it("compares without accents and case", () => expect(comparable("  Ação  Já ", false)).toBe("acao ja"));
  it("takes linear time on a long answer", () => {
    const started = performance.now();
    expect(isAccepted("a".repeat(20_000), ["*a*a*a*a*a*a*a*a*a*b"], false)).toBe(false);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe("responses", () => {
  it("tells a shape by its one key and refuses two", () => {
    expect(responseSchema.safeParse({ selected: ["a"], sum: 3 }).success).toBe(false);
    expect(responseSchema.safeParse("A").error?.issues[0].message).toBe("Resposta em formato inválido para esta questão.");
    expect(responseSchema.parse({ marks: { a: true } })).toEqual({ marks: { a: true } });
  });
});
