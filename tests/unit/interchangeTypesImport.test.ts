import { describe, expect, it } from "vitest";
import { readGift } from "../../server/services/interchange/gift/read";
import { readMoodleXml } from "../../server/services/interchange/moodle/read";
import type { PortableQuestion } from "../../server/services/interchange/portable";
import { readQti } from "../../server/services/interchange/qti/read";
import { parseAnswerSpec } from "../../shared/questionTypes/spec";
import { interchangeFixture, testReader } from "../support/interchange";

/**
 * The question types beyond multiple choice and essay, read from files written as Moodle 4.x, a
 * GIFT editor and QTI tools write them (docs/product.md#22-question-interchange).
 */

const LEFT = '<p dir="ltr" style="text-align: left;">';
const keyOf = (questions: PortableQuestion[]) => questions.map((question) => [question.name, question.type, question.answerSpec]);
const judged = (texts: string[], right: boolean[]) => texts.map((text, index) => ({ text, correct: right[index] }));

describe("Moodle XML: every core type and the ordering plugin's, as Moodle exports them", async () => {
  const { questions, skipped } = await testReader(readMoodleXml).read(interchangeFixture("moodle-types.xml"));

  it("reads each with its type, key and rule", () => {
    expect(keyOf(questions)).toEqual([
      [
        "Planetas rochosos",
        "multiple_response",
        // Right answers sharing 100, wrong ones taking points away: the partial rule.
        {
          parts: judged(
            ["Marte", "Vênus", "Júpiter", "Saturno"].map((text) => `${LEFT}${text}</p>`),
            [true, true, false, false],
          ),
          scoring: "partial",
        },
      ],
      [
        "Gases nobres",
        "multiple_response",
        // The all-or-nothing plugin's question.
        {
          parts: judged(
            ["Hélio", "Neônio", "Oxigênio"].map((text) => `${LEFT}${text}</p>`),
            [true, true, false],
          ),
          scoring: "all_or_nothing",
        },
      ],
      // One judgement: multiple choice of "Verdadeiro" and "Falso", as the answer sheets print it.
      ["Água", "multiple_choice", null],
      [
        "Órgãos e sistemas",
        "matching",
        {
          parts: [
            { text: `${LEFT}Coração</p>`, match: "r1" },
            { text: `${LEFT}Pulmão</p>`, match: "r2" },
            { text: `${LEFT}Estômago</p>`, match: "r3" },
          ],
          // A subquestion without text only adds its answer.
          answers: [
            { id: "r1", text: "Circulatório" },
            { id: "r2", text: "Respiratório" },
            { id: "r3", text: "Digestório" },
            { id: "r4", text: "Nervoso" },
          ],
          scoring: "partial",
        },
      ],
      [
        "Afirmações sobre a célula",
        "true_false",
        // A matching question answered only "Verdadeiro" or "Falso"; the tag gives its rule.
        {
          parts: judged(
            [`${LEFT}A célula vegetal tem parede celular.</p>`, `${LEFT}As bactérias têm núcleo organizado.</p>`],
            [true, false],
          ),
          scoring: "all_or_nothing",
        },
      ],
      // The unit of multiplier 1.
      ["Velocidade", "numeric", { value: 75, tolerance: 0.5, unit: "km/h" }],
      // usecase 1: compared exactly.
      ["Símbolo do sódio", "short_answer", { accepted: ["Na"], exact: true }],
      [
        "Etapas do método científico",
        "ordering",
        {
          parts: ["Observação", "Hipótese", "Experimentação", "Conclusão"].map((text) => ({ text: `<p>${text}</p>` })),
          scoring: "all_or_nothing",
        },
      ],
    ]);
    expect(questions.find((question) => question.name === "Água")?.options).toEqual([
      { html: "Verdadeiro", correct: true },
      { html: "Falso", correct: false },
    ]);
    expect(questions.map((question) => question.tags)).toEqual(questions.map(() => ["Ciências"]));
    expect(questions.find((question) => question.name === "Velocidade")?.points).toBe(2);
  });

  it("gives every spec its type takes", () => {
    for (const question of questions) expect(parseAnswerSpec(question.type, question.answerSpec).success).toBe(true);
  });

  it("still names what it leaves out", () => {
    expect(skipped).toEqual([
      { name: "Partes da flor", reason: "Questão de arrastar e soltar sobre imagem (ddimageortext) não é suportada." },
      { name: "Leia o texto", reason: "Texto sem pergunta (descrição) não é importado." },
    ]);
  });
});

describe("GIFT: multiple answers, matching, numerical values and ranges, true/false, short answers", async () => {
  const { questions, skipped } = await testReader(readGift).read(interchangeFixture("gift-types.gift"));

  it("reads each with its type, key and rule", () => {
    expect(skipped).toEqual([]);
    expect(keyOf(questions)).toEqual([
      [
        "Planetas rochosos",
        "multiple_response",
        { parts: judged(["Marte", "Vênus", "Júpiter"], [true, true, false]), scoring: "partial" },
      ],
      [
        "Órgãos e sistemas",
        "matching",
        {
          parts: [
            { text: "Coração", match: "r1" },
            { text: "Pulmão", match: "r2" },
            { text: "Estômago", match: "r3" },
          ],
          answers: [
            { id: "r1", text: "Circulatório" },
            { id: "r2", text: "Respiratório" },
            { id: "r3", text: "Digestório" },
          ],
          scoring: "partial",
        },
      ],
      ["Velocidade", "numeric", { value: 75, tolerance: 0.5, unit: null }],
      // A range: its midpoint, half its width the tolerance.
      ["Temperatura", "numeric", { value: 25, tolerance: 5, unit: null }],
      ["Água", "multiple_choice", null],
      ["Símbolo do sódio", "short_answer", { accepted: ["Na", "na"], exact: false }],
    ]);
  });
});

describe("QTI 2.1, 2.2 and 3.0 items: choices, pairs, order and text entries", () => {
  const item = (name: string) => testReader(readQti).read(interchangeFixture(`qti-types/${name}`));

  it("reads a multiple choice interaction scored by a mapping as partial credit", async () => {
    expect(keyOf((await item("multiple-response-21.xml")).questions)).toEqual([
      [
        "Planetas rochosos",
        "multiple_response",
        { parts: judged(["Marte", "Vênus", "Júpiter"], [true, true, false]), scoring: "partial" },
      ],
    ]);
  });

  it("reads an associate interaction as matching, the first of each pair the item", async () => {
    expect(keyOf((await item("associate-22.xml")).questions)).toEqual([
      [
        "Autores e obras",
        "matching",
        {
          parts: [
            { text: "Machado de Assis", match: "r1" },
            { text: "José de Alencar", match: "r2" },
          ],
          answers: [
            { id: "r1", text: "Dom Casmurro" },
            { id: "r2", text: "Iracema" },
          ],
          scoring: "partial",
        },
      ],
    ]);
  });

  it("reads an order interaction in its correct order, match_correct as all or nothing", async () => {
    expect(keyOf((await item("order-30.xml")).questions)).toEqual([
      [
        "Etapas da mitose",
        "ordering",
        { parts: ["Prófase", "Metáfase", "Anáfase", "Telófase"].map((text) => ({ text })), scoring: "all_or_nothing" },
      ],
    ]);
  });

  it("reads a string text entry as a short answer (case-sensitive: exact) and a float one as a numeric answer with its tolerance", async () => {
    const [short] = (await item("text-entry-30.xml")).questions;
    expect(keyOf([short])).toEqual([["Símbolo do sódio", "short_answer", { accepted: ["Na"], exact: true }]]);
    expect(short.html).toBe("<p>O símbolo químico do sódio é ______.</p>");
    expect(keyOf((await item("numeric-21.xml")).questions)).toEqual([
      ["Densidade", "numeric", { value: 2.7, tolerance: 0.05, unit: null }],
    ]);
  });
});
