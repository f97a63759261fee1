import { describe, expect, it } from "vitest";
import { readGift } from "../../server/services/interchange/gift/read";
import { writeGift } from "../../server/services/interchange/gift/write";
import { readMoodleXml } from "../../server/services/interchange/moodle/read";
import { writeMoodleXml } from "../../server/services/interchange/moodle/write";
import { emptyPortable, type PortableQuestion } from "../../server/services/interchange/portable";
import { readQti } from "../../server/services/interchange/qti/read";
import { writeQti21, writeQti3 } from "../../server/services/interchange/qti/write";
import { writeAiken } from "../../server/services/interchange/aiken/write";
import { parseAnswerSpec } from "../../shared/questionTypes/spec";
import { testReader } from "../support/interchange";

/**
 * Every question type beyond multiple choice and essay, with each scoring rule, out to Moodle XML,
 * QTI 3.0, QTI 2.1 and GIFT and back: its type, key and rule come back
 * (docs/product.md#22-question-interchange).
 */

const typed = (name: string, question: Partial<PortableQuestion>): PortableQuestion => ({
  ...emptyPortable(question.type),
  name,
  html: `<p>${name}</p>`,
  points: 2,
  ...question,
});

const judged = (texts: string[], right: boolean[]) =>
  texts.map((text, index) => ({ text: `<p>${text}</p>`, correct: right[index] }));

export const EVERY_TYPE: PortableQuestion[] = [
  typed("Primos (parcial)", {
    type: "multiple_response",
    answerSpec: { parts: judged(["2", "4", "7", "9"], [true, false, true, false]), scoring: "partial" },
  }),
  typed("Primos (tudo ou nada)", {
    type: "multiple_response",
    answerSpec: { parts: judged(["2", "3", "4"], [true, true, false]), scoring: "all_or_nothing" },
  }),
  typed("Afirmações (parcial)", {
    type: "true_false",
    answerSpec: {
      parts: judged(["A Terra é redonda.", "O Sol gira em torno da Terra.", "A água ferve a 100 °C."], [true, false, true]),
      scoring: "partial",
    },
  }),
  typed("Afirmações (tudo ou nada)", {
    type: "true_false",
    answerSpec: { parts: judged(["Todas certas.", "Esta também."], [true, true]), scoring: "all_or_nothing" },
  }),
  typed("Cebraspe (uma errada anula uma certa)", {
    type: "right_wrong",
    answerSpec: { parts: judged(["Item um.", "Item dois.", "Item três."], [true, false, false]), penalty: true },
  }),
  typed("Cebraspe (um item)", {
    type: "right_wrong",
    answerSpec: { parts: judged(["O único item."], [false]), penalty: false },
  }),
  typed("Somatória (parcial)", {
    type: "summation",
    answerSpec: { parts: judged(["Um.", "Dois.", "Três.", "Quatro."], [true, true, false, true]), scoring: "partial" },
  }),
  typed("Somatória (tudo ou nada)", {
    type: "summation",
    answerSpec: { parts: judged(["Um.", "Dois."], [false, true]), scoring: "all_or_nothing" },
  }),
  typed("Pi", { type: "numeric", answerSpec: { value: 3.14, tolerance: 0.01, unit: null } }),
  typed("Comprimento", { type: "numeric", answerSpec: { value: -2.5, tolerance: 0, unit: "cm" } }),
  typed("Capitais (parcial)", {
    type: "matching",
    answerSpec: {
      parts: [
        { text: "<p>Argentina</p>", match: "r1" },
        { text: "<p>Chile</p>", match: "r2" },
        { text: "<p>Uruguai</p>", match: "r3" },
      ],
      answers: [
        { id: "r1", text: "Buenos Aires" },
        { id: "r2", text: "Santiago" },
        { id: "r3", text: "Montevidéu" },
        // An answer no item takes.
        { id: "r4", text: "Lima" },
      ],
      scoring: "partial",
    },
  }),
  typed("Paridade (tudo ou nada, uma resposta para dois itens)", {
    type: "matching",
    answerSpec: {
      parts: [
        { text: "<p>2</p>", match: "r1" },
        { text: "<p>3</p>", match: "r2" },
        { text: "<p>4</p>", match: "r1" },
      ],
      answers: [
        { id: "r1", text: "par" },
        { id: "r2", text: "ímpar" },
      ],
      scoring: "all_or_nothing",
    },
  }),
  typed("Ordem (parcial)", {
    type: "ordering",
    answerSpec: {
      parts: [{ text: "<p>Primeiro</p>" }, { text: "<p>Segundo</p>" }, { text: "<p>Terceiro</p>" }],
      scoring: "partial",
    },
  }),
  typed("Ordem (tudo ou nada)", {
    type: "ordering",
    answerSpec: { parts: [{ text: "<p>A</p>" }, { text: "<p>B</p>" }], scoring: "all_or_nothing" },
  }),
  typed("Capital (sem distinção)", { type: "short_answer", answerSpec: { accepted: ["Brasília", "Brasilia"], exact: false } }),
  typed("Sigla (exata)", { type: "short_answer", answerSpec: { accepted: ["DF"], exact: true } }),
];

it("the samples are valid specs of their types", () => {
  for (const question of EVERY_TYPE) expect(parseAnswerSpec(question.type, question.answerSpec).success).toBe(true);
});

const TITLE = "Tipos";

describe("every question type out and back", () => {
  it("Moodle XML: each type as its Moodle type (or the closest), tags giving back what Moodle cannot say", async () => {
    const written = await writeMoodleXml(EVERY_TYPE, TITLE);
    expect(written.leftOut).toEqual([]);
    const back = await testReader(readMoodleXml).read(written.bytes);
    expect(back.skipped).toEqual([]);
    expect(back.questions).toEqual(EVERY_TYPE.map((question) => ({ ...question, tags: [TITLE] })));
  });

  for (const [version, write] of [
    ["3.0", writeQti3],
    ["2.1", writeQti21],
  ] as const)
    it(`QTI ${version}: each type as its interaction, its rule as the response processing`, async () => {
      const written = await write(EVERY_TYPE, TITLE);
      expect(written.leftOut).toEqual([]);
      expect(await readQti(written.bytes)).toEqual({ questions: EVERY_TYPE, skipped: [] });
    });

  it("GIFT: every type but ordering, which GIFT has not", async () => {
    const written = await writeGift(EVERY_TYPE, TITLE);
    const ordering = EVERY_TYPE.filter((question) => question.type === "ordering");
    expect(written.leftOut).toEqual(
      ordering.map((question) => ({ name: question.name, reason: "O formato GIFT não tem questão de ordenação." })),
    );
    const back = await testReader(readGift).read(written.bytes);
    expect(back.skipped).toEqual([]);
    expect(back.questions).toEqual(EVERY_TYPE.filter((question) => question.type !== "ordering"));
  });

  it("Aiken: only multiple choice, every other type named with why", async () => {
    const written = await writeAiken(EVERY_TYPE, TITLE);
    expect(written.bytes.length).toBe(0);
    expect(written.leftOut).toEqual(
      EVERY_TYPE.map((question) => ({ name: question.name, reason: "O formato Aiken só leva questões de múltipla escolha." })),
    );
  });

  it("leaves out of every format a question whose parts do not fit its type, with the spec's reason", async () => {
    const broken = typed("Quebrada", {
      type: "multiple_response",
      answerSpec: { parts: judged(["a", "b"], [false, false]), scoring: "partial" },
    });
    const reason = "Marque pelo menos uma alternativa correta.";
    for (const write of [writeMoodleXml, writeQti3, writeGift])
      expect((await write([broken], TITLE)).leftOut).toEqual([{ name: "Quebrada", reason }]);
  });
});
