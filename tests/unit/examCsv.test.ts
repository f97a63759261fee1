import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INVALID_FORMAT, NO_EXAM_SELECTED, NO_VALID_QUESTIONS } from "../../shared/imports/examQuestions";
import { decodeCsvBytes } from "../../shared/imports/text";
import { parseExamCsv } from "../support/imports";

const HEADER = "Pergunta,Tipo,Pontos,Descritor,Opção A,Opção B,Opção C,Opção D,Resposta Correta";
const csv = (...lines: string[]) => [HEADER, ...lines].join("\n");
const correctLetters = (text: string) =>
  parseExamCsv(text).questions.map((question) => question.options.find((option) => option.isCorrect)?.optionLetter ?? null);

describe("parseExamCsv: the shared fixture", () => {
  const text = readFileSync(new URL("../fixtures/exam-import.csv", import.meta.url), "utf8");

  it("reads the four questions with their answers, skipping the header and the blank line", () => {
    const { questions, errors } = parseExamCsv(text);
    expect(errors).toEqual([]);
    expect(questions.map((question) => question.questionText)).toEqual([
      "Quanto é 7 x 8?",
      "Qual é a capital do Brasil?",
      "Explique com suas palavras o ciclo da água.",
      "Qual fração representa a metade de uma pizza?",
    ]);
    expect(questions.map((question) => question.questionOrder)).toEqual([1, 2, 3, 4]);
    expect(correctLetters(text)).toEqual(["B", "C", null, "B"]);
  });

  it("keeps the essay's points and descriptor and gives it no options", () => {
    const essay = parseExamCsv(text).questions[2];
    expect(essay).toEqual({
      questionText: "Explique com suas palavras o ciclo da água.",
      questionType: "essay",
      points: 2,
      descriptor: "D10",
      questionOrder: 3,
      options: [],
      answerSpec: null,
    });
  });

  it("gives a multiple-choice question its four options in order", () => {
    const first = parseExamCsv(text).questions[0];
    expect(first.questionType).toBe("multiple_choice");
    expect(first.options).toEqual([
      { optionLetter: "A", optionText: "54", isCorrect: false },
      { optionLetter: "B", optionText: "56", isCorrect: true },
      { optionLetter: "C", optionText: "58", isCorrect: false },
      { optionLetter: "D", optionText: "64", isCorrect: false },
    ]);
  });
});

describe("parseExamCsv: the spec's rules one by one", () => {
  it("skips the first line as a header even when it looks like a question", () => {
    const { questions } = parseExamCsv("Qual?,essay,1\nQuanto é 2+2?,essay,1");
    expect(questions.map((question) => question.questionText)).toEqual(["Quanto é 2+2?"]);
  });

  it("finds nothing in a file that has only the header", () => {
    expect(parseExamCsv(`${HEADER}\n`)).toEqual({ questions: [], errors: [] });
  });

  it("ignores blank lines, lines of spaces and lines of empty cells, and reads CRLF files", () => {
    const text = [HEADER, "", "Um?,essay,1", "   ", ",,,,,,,,", "Dois?,essay,1", ""].join("\r\n");
    const { questions, errors } = parseExamCsv(text);
    expect(errors).toEqual([]);
    expect(questions.map((question) => [question.questionText, question.questionOrder])).toEqual([
      ["Um?", 1],
      ["Dois?", 2],
    ]);
  });

  it("trims every cell", () => {
    const { questions } = parseExamCsv(csv("  Quanto é 1+1?  , multiple_choice , 2 , D01 , 1 , 2 , 3 , 4 , b "));
    expect(questions[0]).toMatchObject({ questionText: "Quanto é 1+1?", points: 2, descriptor: "D01" });
    expect(questions[0].options.map((option) => option.optionText)).toEqual(["1", "2", "3", "4"]);
    expect(questions[0].options[1].isCorrect).toBe(true);
  });

  it("refuses a row with fewer than 3 cells, naming the row, and keeps the others", () => {
    const { questions, errors } = parseExamCsv(csv("Um?,essay,1", "Só a pergunta,essay", "Três?,essay,1"));
    expect(questions.map((question) => question.questionText)).toEqual(["Um?", "Três?"]);
    expect(questions.map((question) => question.questionOrder)).toEqual([1, 2]);
    expect(errors).toEqual([{ row: 3, message: "Linha 3: a linha precisa de pelo menos 3 colunas (pergunta, tipo e pontos)." }]);
  });

  it("refuses a row without question text", () => {
    expect(parseExamCsv(csv(",essay,1")).errors).toEqual([{ row: 2, message: "Linha 2: pergunta vazia." }]);
  });

  it("drops options with empty text and keeps the letters of the others", () => {
    const { questions } = parseExamCsv(csv("Qual?,multiple_choice,1,,Sim,,Não,Talvez,C"));
    expect(questions[0].options).toEqual([
      { optionLetter: "A", optionText: "Sim", isCorrect: false },
      { optionLetter: "C", optionText: "Não", isCorrect: true },
      { optionLetter: "D", optionText: "Talvez", isCorrect: false },
    ]);
  });

  it("needs at least two filled options for multiple choice", () => {
    const { questions, errors } = parseExamCsv(csv("Qual?,multiple_choice,1,,Sim,,,,A", "Qual?,multiple_choice,1"));
    expect(questions).toEqual([]);
    expect(errors.map((error) => error.row)).toEqual([2, 3]);
    expect(errors[0].message).toBe("Linha 2: questão de múltipla escolha precisa de pelo menos duas alternativas preenchidas.");
  });

  it("marks the correct answer in any case and common spellings", () => {
    const text = csv(
      "Um?,multiple_choice,1,,a,b,c,d,a",
      "Dois?,multiple_choice,1,,a,b,c,d,(B)",
      "Três?,multiple_choice,1,,a,b,c,d,Letra C",
      "Quatro?,multiple_choice,1,,a,b,c,d,d)",
    );
    expect(correctLetters(text)).toEqual(["A", "B", "C", "D"]);
  });

  it("accepts a multiple-choice row without an answer, marking no option (as the spec's importer did)", () => {
    const { questions, errors } = parseExamCsv(csv("Qual?,multiple_choice,1,,Sim,Não,,,"));
    expect(errors).toEqual([]);
    expect(questions[0].options.every((option) => !option.isCorrect)).toBe(true);
  });

  it("refuses an answer that is not A to D or names an empty option", () => {
    const { questions, errors } = parseExamCsv(csv("Um?,multiple_choice,1,,a,b,c,d,E", "Dois?,multiple_choice,1,,a,b,,,C"));
    expect(questions).toEqual([]);
    expect(errors.map((error) => error.message)).toEqual([
      'Linha 2: resposta correta "E" inválida: use A, B, C ou D.',
      'Linha 3: resposta correta "C" não corresponde a uma alternativa preenchida.',
    ]);
  });

  it("keeps no options for an essay, even when option cells are filled", () => {
    const { questions } = parseExamCsv(csv("Explique.,dissertativa,3,D02,x,y,z,w,A"));
    expect(questions[0]).toMatchObject({ questionType: "essay", points: 3, options: [] });
  });

  it.each([
    ["multiple_choice", "multiple_choice"],
    ["Múltipla Escolha", "multiple_choice"],
    ["MULTIPLA_ESCOLHA", "multiple_choice"],
    ["objetiva", "multiple_choice"],
    ["essay", "essay"],
    ["Dissertativa", "essay"],
    ["DISCURSIVA", "essay"],
  ])("reads the type %s as %s", (type, expected) => {
    expect(parseExamCsv(csv(`Qual?,${type},1,,Sim,Não,,,A`)).questions[0].questionType).toBe(expected);
  });

  it("defaults a blank type to essay, or to multiple choice when options are filled", () => {
    const { questions } = parseExamCsv(csv("Explique.,,1", "Qual?,,1,,Sim,Não,,,B"));
    expect(questions.map((question) => question.questionType)).toEqual(["essay", "multiple_choice"]);
  });

  it("refuses an unknown type", () => {
    expect(parseExamCsv(csv("Qual?,verdadeiro ou talvez,1")).errors[0].message).toBe(
      'Linha 2: tipo "verdadeiro ou talvez" não reconhecido: use múltipla escolha, dissertativa, múltipla resposta, ' +
        "verdadeiro ou falso, certo ou errado, somatória, numérica, associação, ordenação ou resposta curta.",
    );
  });

  it("reads points as a number from 0 in steps of 0.5, 1 when blank, and refuses anything else", () => {
    const text = csv(
      "A?,essay,",
      "B?,essay,2",
      "C?,essay,0",
      'D?,essay,"1,5"',
      "E?,essay,2.5",
      "F?,essay,abc",
      "G?,essay,-1",
      "H?,essay,1.25",
    );
    const { questions, errors } = parseExamCsv(text);
    expect(questions.map((question) => question.points)).toEqual([1, 2, 0, 1.5, 2.5]);
    expect(errors.map((error) => error.row)).toEqual([7, 8, 9]);
    expect(errors[0].message).toContain('pontuação "abc" inválida');
  });

  it("reads a quoted cell with commas and doubled quotes in a comma file", () => {
    const { questions } = parseExamCsv(
      csv('"Na frase ""Eu, você e ele"", quantos pronomes há?",multiple_choice,1,D03,"um, só",dois,três,quatro,C'),
    );
    expect(questions[0].questionText).toBe('Na frase "Eu, você e ele", quantos pronomes há?');
    expect(questions[0].options[0].optionText).toBe("um, só");
    expect(questions[0].options[2].isCorrect).toBe(true);
  });

  it("reads a Brazilian Excel file: BOM, `;` separator, decimal commas and quoted `;`", () => {
    const text = [
      "\uFEFFPergunta;Tipo;Pontos;Descritor;Opção A;Opção B;Opção C;Opção D;Resposta Correta",
      "Quanto é 0,5 + 1?;múltipla escolha;1,5;D17;1;1,5;2;2,5;b",
      '"Complete: ""a; b""";dissertativa;2;D02;;;;;',
    ].join("\r\n");
    const { questions, errors } = parseExamCsv(text);
    expect(errors).toEqual([]);
    expect(questions[0]).toMatchObject({ questionText: "Quanto é 0,5 + 1?", points: 1.5, descriptor: "D17" });
    expect(questions[0].options.map((option) => option.optionText)).toEqual(["1", "1,5", "2", "2,5"]);
    expect(questions[0].options[1].isCorrect).toBe(true);
    expect(questions[1]).toMatchObject({ questionText: 'Complete: "a; b"', questionType: "essay", points: 2 });
  });

  it("honours an Excel `sep=` first line", () => {
    const { questions } = parseExamCsv(`sep=;\n${HEADER.replaceAll(",", ";")}\nUm, dois?;essay;1`);
    expect(questions.map((question) => question.questionText)).toEqual(["Um, dois?"]);
  });

  it("finds columns by header name in any case and accents, with extra and reordered columns", () => {
    const text = [
      "RESPOSTA CORRETA,pergunta,Observações,TIPO,pontuacao,descritor,alternativa a,alternativa b,opcao c,opcao d",
      "C,Qual é o maior?,ignorar,objetiva,2,D09,1,2,3,4",
    ].join("\n");
    const { questions, errors } = parseExamCsv(text);
    expect(errors).toEqual([]);
    expect(questions[0]).toMatchObject({ questionText: "Qual é o maior?", points: 2, descriptor: "D09" });
    expect(questions[0].options.map((option) => [option.optionText, option.isCorrect])).toEqual([
      ["1", false],
      ["2", false],
      ["3", true],
      ["4", false],
    ]);
  });

  it("keeps the spec's positions for a header in the spec's order with unusual names", () => {
    const { questions } = parseExamCsv("Questão,Tipo,Valor,Código,Op1,Op2,Op3,Op4,Certa\nQual?,objetiva,2,D07,x,y,z,w,D");
    expect(questions[0]).toMatchObject({ points: 2, descriptor: "D07" });
    expect(questions[0].options.map((option) => [option.optionText, option.isCorrect])).toEqual([
      ["x", false],
      ["y", false],
      ["z", false],
      ["w", true],
    ]);
  });

  it("reports a quote that is never closed", () => {
    const { questions, errors } = parseExamCsv(csv("Um?,essay,1", '"Dois?,essay,1', "Três?,essay,1"));
    expect(questions.map((question) => question.questionText)).toEqual(["Um?"]);
    expect(errors).toEqual([{ row: 3, message: "Linha 3: aspas sem fechamento; o restante do arquivo não pôde ser lido." }]);
  });

  it("answers the spec's format message for a binary file or a header with fewer than 3 cells", () => {
    expect(parseExamCsv("PK\u0003\u0004\u0000\u0000binary")).toEqual({
      questions: [],
      errors: [{ row: 1, message: INVALID_FORMAT }],
    });
    expect(parseExamCsv("Pergunta\nQual?")).toEqual({ questions: [], errors: [{ row: 1, message: INVALID_FORMAT }] });
  });

  it("exports the spec's messages verbatim", () => {
    expect(NO_VALID_QUESTIONS).toBe("Nenhuma questão válida encontrada. Verifique o formato do arquivo.");
    expect(INVALID_FORMAT).toBe("Formato de arquivo inválido. Use CSV com as colunas corretas.");
    expect(NO_EXAM_SELECTED).toBe("Nenhuma prova selecionada");
  });
});

describe("decodeCsvBytes", () => {
  it("reads UTF-8 with a BOM and falls back to Windows-1252 for Excel's Portuguese CSV", () => {
    expect(decodeCsvBytes(Buffer.from("\uFEFFQuestão", "utf8"))).toBe("Questão");
    expect(decodeCsvBytes(Buffer.from("Questão;Matéria", "latin1"))).toBe("Questão;Matéria");
  });
});
