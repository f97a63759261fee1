import { describe, expect, it } from "vitest";
import { readAiken } from "../../server/services/interchange/aiken/read";
import { writeAiken } from "../../server/services/interchange/aiken/write";
import {
  MAX_INTERCHANGE_FILE_BYTES,
  MAX_INTERCHANGE_QUESTIONS,
  emptyPortable,
  type PortableQuestion,
  type PortableWritten,
} from "../../server/services/interchange/portable";
import { decodeText } from "../../server/services/interchange/textEncoding";
import { LINEAR_BOUND_MS, interchangeFixture, testReader } from "../support/interchange";

const { answer: aiken, read } = testReader(readAiken);

const write = (questions: PortableQuestion[]) => writeAiken(questions, "Prova") as PortableWritten;
const choice = (html: string, options: string[], correct: number): PortableQuestion => ({
  ...emptyPortable("multiple_choice"),
  html,
  options: options.map((option, index) => ({ html: option, correct: index === correct })),
});

describe("decodeText", () => {
  it("reads UTF-8 with and without a BOM, Windows-1252, and UTF-16 with its BOM, line ends made \\n", () => {
    expect(decodeText(Buffer.from("ação\r\né\rfim", "utf8"))).toBe("ação\né\nfim");
    expect(decodeText(Buffer.from("\uFEFFação", "utf8"))).toBe("ação");
    expect(decodeText(Buffer.from([0x61, 0xe7, 0xe3, 0x6f, 0x20, 0x93, 0x65, 0x94, 0x20, 0x96]))).toBe("ação “e” –");
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("ação\r\n", "utf16le")]))).toBe("ação\n");
    const bigEndian = Buffer.from("é", "utf16le").swap16();
    expect(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), bigEndian]))).toBe("é");
  });
});

describe("readAiken: a file as teachers write it", async () => {
  const result = await read(interchangeFixture("aiken.txt"));

  it("reads each question with its options and the one ANSWER names", () => {
    expect(result.questions).toEqual([
      choice(
        "<p>Qual é a capital do Brasil?</p>",
        ["<p>São Paulo</p>", "<p>Brasília</p>", "<p>Rio de Janeiro</p>", "<p>Salvador</p>"],
        1,
      ),
      choice(
        '<p>Quanto é <span data-math="\\frac{1}{2} + \\frac{1}{4}"></span>?</p>',
        [
          '<p><span data-math="\\frac{3}{4}"></span></p>',
          '<p><span data-math="\\frac{2}{6}"></span></p>',
          '<p><span data-math="1"></span></p>',
        ],
        0,
      ),
      choice("<p>Um caderno custa R$ 12,50.</p><p>Quanto custam 2 cadernos?</p>", ["<p>R$ 25,00</p>", "<p>R$ 24,00</p>"], 0),
      choice("<p>Qual é o menor estado do Brasil em área?</p>", ["<p>Sergipe</p>", "<p>Alagoas</p>"], 0),
    ]);
  });

  it("names the questions it leaves out, with why", () => {
    expect(result.skipped).toEqual([
      { name: "Qual destas letras é uma vogal?", reason: "Questão com mais de 5 alternativas não é suportada." },
      { name: "Quem chegou ao Brasil em 1500?", reason: 'A linha ANSWER: "Z" não indica nenhuma das alternativas.' },
      {
        name: "Qual é o maior planeta do Sistema Solar?",
        reason: "Questão sem a linha ANSWER: com a letra da alternativa correta.",
      },
    ]);
  });

  it("reads a file saved in Windows-1252 by Notepad, with its accents, quotes and dashes", async () => {
    const { questions, skipped } = await read(interchangeFixture("aiken-windows1252.txt"));
    expect(skipped).toEqual([]);
    expect(questions.map((question) => [question.html, ...question.options.map((option) => option.html)])).toEqual([
      [
        "<p>Qual é a função da raiz na planta?</p>",
        "<p>Fixação e absorção de água</p>",
        "<p>Produção de “frutos” – sempre</p>",
        "<p>Fotossíntese</p>",
      ],
      ["<p>Em qual estação do ano as árvores perdem as folhas?</p>", "<p>Verão</p>", "<p>Outono</p>"],
    ]);
  });

  it("escapes the text, takes lower-case letters and `A.`, and a line under an option as more of it", async () => {
    const { questions } = await read(Buffer.from("Se x < 3 & y > 2:\na. <b>sim</b>\nb) não\ncontinua\nanswer: b\n"));
    expect(questions[0]).toMatchObject({
      html: "<p>Se x &lt; 3 &amp; y &gt; 2:</p>",
      options: [
        { html: "<p>&lt;b&gt;sim&lt;/b&gt;</p>", correct: false },
        { html: "<p>não</p><p>continua</p>", correct: true },
      ],
    });
  });
});

describe("readAiken: refusals and limits", () => {
  it("refuses an empty file, text without options and a file that is too large", async () => {
    expect(await aiken("\n \n")).toEqual({ refusal: "O arquivo está vazio." });
    expect(await aiken("Um texto qualquer.\n\nOutro parágrafo.")).toEqual({
      refusal: "O arquivo não tem nenhuma questão no formato Aiken (pergunta, alternativas A) a E) e a linha ANSWER:).",
    });
    expect(readAiken(Buffer.alloc(MAX_INTERCHANGE_FILE_BYTES + 1, "a"))).toEqual({
      refusal: "O arquivo tem mais de 10 MB; divida-o em arquivos menores.",
    });
  });

  it("refuses a file with more questions than the limit", async () => {
    const questions = Array.from(
      { length: MAX_INTERCHANGE_QUESTIONS + 1 },
      (_, index) => `Questão ${index}?\nA) a\nB) b\nANSWER: A`,
    );
    expect(await aiken(questions.join("\n\n"))).toEqual({
      refusal: "O arquivo tem mais de 5.000 questões; divida-o em arquivos menores.",
    });
  });

  it("reads a hostile 10 MB file in linear time", () => {
    for (const unit of ["A) ", "ANSWER: ", "{", "\\", "<img ", "$"]) {
      const bytes = Buffer.from(unit.repeat(Math.floor(MAX_INTERCHANGE_FILE_BYTES / unit.length)));
      const started = performance.now();
      readAiken(bytes);
      // Quadratic, this would take hours; the bound leaves room for a loaded machine (speed is the benchmark's).
      expect(performance.now() - started, unit).toBeLessThan(LINEAR_BOUND_MS);
    }
  });
});

describe("writeAiken", () => {
  it("writes multiple choice as plain text, formulas between dollars, and leaves the other types out", () => {
    const result = write([
      choice(
        '<p>Quanto é <span data-math="\\frac{1}{2}"></span> de <strong>10</strong> &amp; <span data-math="x &lt; 1" data-display="block"></span>?</p>\n<p>Pense.</p>',
        ["<p>5</p>", '<p><span data-math="\\sqrt{4}"></span></p>'],
        0,
      ),
      { ...emptyPortable("essay"), name: "Redação", html: "<p>Escreva.</p>" },
      { ...emptyPortable("short_answer"), html: "<p>Capital do Brasil?</p>", answerSpec: { accepted: ["Brasília"] } },
      choice("<p>Qual figura?</p>", ['<p><img src="portable:imagem-1.png"></p>', "<p>Nenhuma</p>"], 1),
    ]);
    expect(result.bytes.toString("utf8")).toBe(
      "Quanto é $\\frac{1}{2}$ de 10 & $$x < 1$$? Pense.\nA) 5\nB) $\\sqrt{4}$\nANSWER: A\n",
    );
    expect(result.leftOut).toEqual([
      { name: "Redação", reason: "O formato Aiken só leva questões de múltipla escolha." },
      { name: "Capital do Brasil?", reason: "O formato Aiken só leva questões de múltipla escolha." },
      { name: "Qual figura?", reason: "Questão com enunciado ou alternativa sem texto (só imagem) não cabe no formato Aiken." },
    ]);
  });

  it("reads back what it wrote: a question of one paragraph, its formulas and its answer", async () => {
    const questions = [
      choice(
        '<p>Quanto é <span data-math="\\frac{1}{2} + \\frac{1}{4}"></span>?</p>',
        ["<p>3/4</p>", "<p>2/6</p>", "<p>1</p>"],
        0,
      ),
      choice(
        "<p>Qual é a capital do Brasil?</p>",
        ["<p>São Paulo</p>", "<p>Brasília</p>", "<p>R$ 10,00</p>", "<p>D</p>", "<p>E</p>"],
        4,
      ),
    ];
    const back = await read(write(questions).bytes);
    expect(back.skipped).toEqual([]);
    // Aiken has no names, points, tags, codes, explanations or images; these questions have none.
    expect(back.questions).toEqual(questions);
  });
});
