import ExcelJS from "exceljs";
import JSZip from "jszip";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, TOO_MANY_ROWS } from "../../shared/imports/limits";
import { titleFrom } from "../../server/services/imports/bankQuestion";
import { readBankFile } from "../../server/services/imports/bankRows";
import { readBankCsv } from "../../server/services/imports/csv";
import { readBankExcel } from "../../server/services/imports/excel";
import { parseGrade } from "../../server/services/imports/grade";
import { HEADER_NOT_FOUND } from "../../server/services/imports/headers";
import {
  LEGACY_EXCEL,
  ZIP_RATIO_TOO_HIGH,
  ZIP_SIZE_MISMATCH,
  ZIP_TOO_LARGE,
  ZIP_TOO_MANY_ENTRIES,
} from "../../server/services/imports/limits";
import { INVALID_PDF } from "../../server/services/imports/pdfText";
import { parsePdfQuestions } from "../../server/services/imports/pdfQuestions";
import { PDF_NEEDS_DEFAULTS } from "../../server/services/imports/readers/questionsPdf";
import { normalizeBankRow } from "../support/imports";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
const HEADER =
  "titulo,texto_questao,materia,serie,dificuldade,tipo,alternativa_a,alternativa_b,alternativa_c,alternativa_d,alternativa_e,resposta_correta";
const csvFile = (...lines: string[]) => Buffer.from([HEADER, ...lines].join("\n"), "utf8");
const answers = (rows: Array<{ options: Array<{ optionLetter: string; isCorrect: boolean }> }>) =>
  rows.map((row) => row.options.find((option) => option.isCorrect)?.optionLetter ?? null);

describe("bank import: the shared fixtures", () => {
  it("reads bank-import.csv: four rows, Portuguese labels and a quoted cell with inner quotes", async () => {
    const { rows, errors } = await readBankFile("csv", fixture("bank-import.csv"));
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.row, row.title, row.subject, row.grade, row.difficultyLevel, row.questionType])).toEqual([
      [
        2,
        "Tabuada do 8",
        "Matemática",
        { category: "Ensino Fundamental I", number: 3, label: "3º ano" },
        "easy",
        "multiple_choice",
      ],
      [
        3,
        "Sujeito da oração",
        "Português",
        { category: "Ensino Fundamental II", number: 6, label: "6º ano" },
        "medium",
        "multiple_choice",
      ],
      [4, "Revolução Industrial", "História", { category: "Ensino Médio", number: 2, label: "2ª série" }, "hard", "essay"],
      [
        5,
        "Fotossíntese",
        "Ciências",
        { category: "Ensino Fundamental I", number: 5, label: "5º ano" },
        "easy",
        "multiple_choice",
      ],
    ]);
    expect(answers(rows)).toEqual(["C", "A", null, "B"]);
    expect(rows.map((row) => row.options.length)).toEqual([5, 5, 0, 4]);
    expect(rows[1].questionText).toBe('Na frase "O menino correu até a escola", qual é o sujeito?');
    expect(rows[0].options[2]).toEqual({ optionLetter: "C", optionText: "48", isCorrect: true });
  });

  it("reads bank-import.xlsx: the same columns in the first sheet", async () => {
    const { rows, errors } = await readBankFile("excel", fixture("bank-import.xlsx"));
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.row, row.title, row.grade.label, row.grade.category, row.questionType])).toEqual([
      [2, "Área do retângulo", "7º ano", "Ensino Fundamental II", "multiple_choice"],
      [3, "Verbo no passado", "4º ano", "Ensino Fundamental I", "multiple_choice"],
      [4, "Leis de Newton", "1ª série", "Ensino Médio", "essay"],
      [5, "Present continuous", "8º ano", "Ensino Fundamental II", "multiple_choice"],
    ]);
    expect(answers(rows)).toEqual(["B", "B", null, "B"]);
    expect(rows[0].options.map((option) => option.optionText)).toEqual(["8 cm²", "15 cm²", "16 cm²", "30 cm²"]);
    expect(rows[2].options).toEqual([]);
  });

  it("reads bank-import.pdf: four numbered questions, one open, answers from the Gabarito", async () => {
    const { rows, errors } = await readBankFile("pdf", fixture("bank-import.pdf"), { subject: "ciencias", grade: "5º ano" });
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.row, row.questionType, row.options.length, row.correctAnswer])).toEqual([
      [1, "multiple_choice", 4, "C"],
      [2, "multiple_choice", 4, "B"],
      [3, "essay", 0, null],
      [4, "multiple_choice", 4, "C"],
    ]);
    expect(rows[0]).toMatchObject({
      title: "Qual é o maior órgão do corpo humano?",
      questionText: "Qual é o maior órgão do corpo humano?",
      subject: "Ciências",
      grade: { category: "Ensino Fundamental I", number: 5 },
      difficultyLevel: "medium",
    });
    expect(rows[0].options.map((option) => option.optionText)).toEqual(["Coração", "Fígado", "Pele", "Pulmão"]);
    expect(rows[3].options[2]).toEqual({ optionLetter: "C", optionText: "100 °C", isCorrect: true });
  });
});

describe("bank import CSV: what real files look like", () => {
  it("reads a `;` file with a BOM, CRLF, quoted cells and Windows-1252 accents", async () => {
    const text = [
      "sep=;",
      "Título;Texto Questão;MATÉRIA;Série;Dificuldade;Tipo;Alternativa A;Alternativa B;Alternativa C;Alternativa D;Alternativa E;Resposta Correta",
      'Frações;"Quanto é 1,5 + 0,5; em decimal?";matemática;6º ano;Difícil;Múltipla Escolha;1,5;2;"2,5";3;;b',
    ].join("\r\n");
    for (const buffer of [Buffer.from(`\uFEFF${text}`, "utf8"), Buffer.from(text, "latin1")]) {
      const { rows, errors } = await readBankFile("csv", buffer);
      expect(errors).toEqual([]);
      expect(rows).toEqual([
        {
          row: 2,
          title: "Frações",
          questionText: "Quanto é 1,5 + 0,5; em decimal?",
          subject: "Matemática",
          grade: { category: "Ensino Fundamental II", number: 6, label: "6º ano" },
          difficultyLevel: "hard",
          questionType: "multiple_choice",
          options: [
            { optionLetter: "A", optionText: "1,5", isCorrect: false },
            { optionLetter: "B", optionText: "2", isCorrect: true },
            { optionLetter: "C", optionText: "2,5", isCorrect: false },
            { optionLetter: "D", optionText: "3", isCorrect: false },
          ],
          correctAnswer: "B",
          answerSpec: null,
        },
      ]);
    }
  });

  it("matches headers in other case, with accents, spaces, synonyms and extra columns", () => {
    const text = [
      "ID,TITULO,texto questão,Disciplina,ano,Nível de dificuldade,tipo_questao,opção a,Opção B,gabarito,Observação",
      "17,Soma,Quanto é 2+2?,Matemática,1º ano,facil,objetiva,3,4,B,revisar",
    ].join("\n");
    const { rows, errors } = readBankCsv(Buffer.from(text));
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        "#row": "2",
        titulo: "Soma",
        texto_questao: "Quanto é 2+2?",
        materia: "Matemática",
        serie: "1º ano",
        dificuldade: "facil",
        tipo: "objetiva",
        alternativa_a: "3",
        alternativa_b: "4",
        resposta_correta: "B",
      },
    ]);
  });

  it("skips title rows above the header and counts blank lines in row numbers", async () => {
    const text = ["Banco de questões - 2º bimestre", "", HEADER, "", ",Quanto é 3x3?,Matemática,3,,,6,9,12,,,B"].join("\n");
    const { rows, errors } = await readBankFile("csv", Buffer.from(text));
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.row, row.title, row.grade.label])).toEqual([[5, "Quanto é 3x3?", "3º ano"]]);
  });

  it("keeps the good rows of a file with bad ones and names each bad row", async () => {
    const buffer = csvFile(
      "Boa,Quanto é 1+1?,Matemática,2º ano,fácil,multipla_escolha,1,2,3,,,B",
      "Vazia,,Matemática,2º ano,fácil,dissertativa,,,,,,",
      "Série,Quanto é 2+2?,Matemática,9ª série,fácil,multipla_escolha,3,4,,,,B",
      "Resposta,Quanto é 3+3?,Matemática,2º ano,fácil,multipla_escolha,5,6,,,,F",
      "Outra boa,Explique a soma.,Matemática,2º ano,,,,,,,,Juntar quantidades",
    );
    const { rows, errors } = await readBankFile("csv", buffer);
    expect(rows.map((row) => row.row)).toEqual([2, 6]);
    expect(errors).toEqual([
      "Linha 3: texto da questão vazio.",
      'Linha 4: série "9ª série" não reconhecida.',
      'Linha 5: resposta correta "F" não corresponde a uma alternativa preenchida.',
    ]);
    expect(rows[1]).toMatchObject({ questionType: "essay", difficultyLevel: "medium", correctAnswer: "Juntar quantidades" });
  });

  it("refuses a file without a recognisable header, or without a required column", async () => {
    expect(readBankCsv(Buffer.from("a,b,c\n1,2,3\n"))).toEqual({ rows: [], errors: [HEADER_NOT_FOUND] });
    const noGrade = await readBankFile("csv", Buffer.from("titulo,texto_questao,materia\nX,Qual?,Arte\n"));
    expect(noGrade).toEqual({ rows: [], errors: ["Colunas obrigatórias ausentes no cabeçalho: serie."] });
  });

  it("fills missing columns and blank cells from the defaults the import form sends", async () => {
    const { rows, errors } = await readBankFile("csv", Buffer.from("texto_questao,serie\nQual?,\nOutra?,8º ano\n"), {
      subject: "Geografia",
      grade: "Ensino Médio",
      difficulty: "difícil",
    });
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.subject, row.grade.label, row.difficultyLevel])).toEqual([
      ["Geografia", "Ensino Médio", "hard"],
      ["Geografia", "8º ano", "hard"],
    ]);
  });

  it("reports a quote that is never closed", () => {
    const { errors } = readBankCsv(csvFile('T,"Qual?,Arte,1,,,,,,,,'));
    expect(errors).toEqual(["Linha 2: aspas sem fechamento; o restante do arquivo não pôde ser lido."]);
  });

  it(`accepts ${MAX_IMPORT_ROWS} data rows and refuses one more`, () => {
    const line = "T,Qual?,Arte,1,,dissertativa,,,,,,";
    expect(readBankCsv(csvFile(...Array(MAX_IMPORT_ROWS).fill(line))).rows).toHaveLength(MAX_IMPORT_ROWS);
    expect(readBankCsv(csvFile(...Array(MAX_IMPORT_ROWS + 1).fill(line)))).toEqual({ rows: [], errors: [TOO_MANY_ROWS] });
  });

  it("refuses a buffer over 10 MB before reading it, whatever its type", async () => {
    const huge = Buffer.alloc(MAX_IMPORT_BYTES + 1, "a");
    for (const type of ["csv", "excel", "pdf"] as const) {
      expect(await readBankFile(type, huge, { subject: "Arte", grade: "1" })).toEqual({ rows: [], errors: [FILE_TOO_LARGE] });
    }
    expect(FILE_TOO_LARGE).toBe("Arquivo muito grande: o limite é 10 MB.");
    expect(TOO_MANY_ROWS).toBe("Arquivo com mais de 5.000 linhas: divida-o em partes menores.");
  });
});

describe("normalizeBankRow", () => {
  const base = { texto_questao: "Qual?", materia: "Arte", serie: "5º ano", alternativa_a: "Sim", alternativa_b: "Não" };
  const normalize = (cells: Record<string, string>) => normalizeBankRow({ ...base, ...cells }, 7);

  it.each([
    ["fácil", "easy"],
    ["Facil", "easy"],
    ["EASY", "easy"],
    ["médio", "medium"],
    ["medio", "medium"],
    ["medium", "medium"],
    ["", "medium"],
    ["Difícil", "hard"],
    ["dificil", "hard"],
    ["hard", "hard"],
  ])("reads the difficulty %j as %s", (dificuldade, expected) => {
    expect(normalize({ dificuldade, resposta_correta: "A" })).toMatchObject({ value: { difficultyLevel: expected } });
  });

  it.each([
    ["multipla_escolha", "multiple_choice"],
    ["Múltipla Escolha", "multiple_choice"],
    ["multiple_choice", "multiple_choice"],
    ["OBJETIVA", "multiple_choice"],
    ["dissertativa", "essay"],
    ["Discursiva", "essay"],
    ["essay", "essay"],
    ["resposta curta", "short_answer"],
    ["short_answer", "short_answer"],
  ])("reads the type %j as %s", (tipo, expected) => {
    expect(normalize({ tipo, resposta_correta: "A" })).toMatchObject({ value: { questionType: expected } });
  });

  it("infers a blank type from the options", () => {
    expect(normalize({ resposta_correta: "a" })).toMatchObject({
      value: { questionType: "multiple_choice", correctAnswer: "A" },
    });
    const essay = normalize({ alternativa_a: "", alternativa_b: "", resposta_correta: "Resposta esperada" });
    expect(essay).toMatchObject({ value: { questionType: "essay", options: [], correctAnswer: "Resposta esperada" } });
  });

  it("keeps no options for an essay and reads its answer as the expected answer", () => {
    expect(normalize({ tipo: "dissertativa", resposta_correta: "" })).toMatchObject({
      value: { options: [], correctAnswer: null },
    });
  });

  it("derives a missing title from the question text, about 60 characters cut at a word", () => {
    const text = "Leia o texto abaixo com atenção e responda qual é a ideia principal defendida pelo autor.";
    expect(normalize({ texto_questao: text, resposta_correta: "A" })).toMatchObject({
      value: { title: "Leia o texto abaixo com atenção e responda qual é a ideia…" },
    });
    expect(titleFrom("Curta?")).toBe("Curta?");
  });

  it.each([
    [{ texto_questao: " " }, "Linha 7: texto da questão vazio."],
    [{ materia: "" }, "Linha 7: matéria vazia."],
    [{ serie: "" }, "Linha 7: série vazia."],
    [{ serie: "10º ano" }, 'Linha 7: série "10º ano" não reconhecida.'],
    [{ dificuldade: "extrema" }, 'Linha 7: dificuldade "extrema" não reconhecida (use fácil, médio ou difícil).'],
    [
      { tipo: "Verdadeiro/Falso/Talvez" },
      'Linha 7: tipo "Verdadeiro/Falso/Talvez" não reconhecido: use múltipla escolha, dissertativa, múltipla resposta, ' +
        "verdadeiro ou falso, certo ou errado, somatória, numérica, associação, ordenação ou resposta curta.",
    ],
    [
      { alternativa_b: "", resposta_correta: "A" },
      "Linha 7: questão de múltipla escolha precisa de pelo menos duas alternativas preenchidas.",
    ],
    [{ resposta_correta: "" }, "Linha 7: resposta correta vazia."],
    [{ resposta_correta: "C" }, 'Linha 7: resposta correta "C" não corresponde a uma alternativa preenchida.'],
  ])("refuses %j with %j", (cells, message) => {
    expect(normalize(cells)).toEqual({ error: message });
  });

  it("accepts option E and answers written as `(e)` or `Letra E`", () => {
    const cells = { alternativa_c: "Talvez", alternativa_e: "Nunca" };
    for (const resposta_correta of ["(e)", "Letra E", "e"]) {
      const result = normalize({ ...cells, resposta_correta });
      expect(result).toMatchObject({ value: { correctAnswer: "E" } });
      if ("value" in result) expect(result.value.options.map((option) => option.optionLetter)).toEqual(["A", "B", "C", "E"]);
    }
  });
});

describe("parseGrade", () => {
  const fundamentalI = "Ensino Fundamental I";
  const fundamentalII = "Ensino Fundamental II";
  const medio = "Ensino Médio";
  it.each([
    ["5º ano", fundamentalI, 5],
    ["5o ano", fundamentalI, 5],
    ["5", fundamentalI, 5],
    ["1º ano", fundamentalI, 1],
    ["quinto ano", fundamentalI, 5],
    ["5º ano do Ensino Fundamental", fundamentalI, 5],
    ["6º ano", fundamentalII, 6],
    ["9 ANO", fundamentalII, 9],
    ["7º ano - Fundamental II", fundamentalII, 7],
    ["2ª série", medio, 2],
    ["2a serie", medio, 2],
    ["segunda série", medio, 2],
    ["2º ano EM", medio, 2],
    ["2º ano do ensino médio", medio, 2],
    ["2 EM", medio, 2],
    ["3ª série do Ensino Médio", medio, 3],
    ["Ensino Médio", medio, null],
    ["medio", medio, null],
    ["fundamental 1", fundamentalI, null],
    ["Ensino Fundamental I", fundamentalI, null],
    ["fundamental_2", fundamentalII, null],
    ["Fundamental II", fundamentalII, null],
  ])("reads %j as %s, year %j", (raw, category, number) => {
    expect(parseGrade(raw)).toMatchObject({ category, number });
  });

  it("labels a year the usual way", () => {
    expect(parseGrade("5")?.label).toBe("5º ano");
    expect(parseGrade("2 em")?.label).toBe("2ª série");
    expect(parseGrade("medio")?.label).toBe("Ensino Médio");
  });

  it.each([
    "9ª série",
    "5ª série",
    "4º ano EM",
    "10º ano",
    "0",
    "Ensino Fundamental",
    "7º ano fundamental I",
    "5º ano B",
    "",
    "turma A",
  ])("does not guess %j", (raw) => {
    expect(parseGrade(raw)).toBeNull();
  });
});

describe("bank import Excel", () => {
  async function workbookBuffer(build: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    build(workbook.addWorksheet("Questões"));
    workbook.addWorksheet("Outra").addRow(["texto_questao", "materia", "serie"]);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  it("reads numbers, formulas, rich text and hyperlinks as the text a person sees", async () => {
    const buffer = await workbookBuffer((sheet) => {
      sheet.addRow(["Banco de questões — 2º bimestre"]);
      sheet.addRow(["Título", "Texto da Questão", "Matéria", "Série", "Dificuldade", "Tipo", "Alternativa A", "Alternativa B"]);
      sheet.getRow(2).getCell(9).value = "Alternativa C";
      sheet.getRow(2).getCell(12).value = "Gabarito";
      sheet.getRow(2).getCell(13).value = "Observação";
      sheet.addRow(["Tabuada", "Quanto é 6 x 8?", "Matemática", 3, "fácil", "objetiva", 42, { formula: "6*8", result: 48 }]);
      sheet.getRow(3).getCell(9).value = 54;
      sheet.getRow(3).getCell(12).value = "B";
      sheet.addRow([
        "Decimais",
        { richText: [{ text: "Quanto é " }, { text: "metade", font: { bold: true } }, { text: " de 3?" }] },
        { text: "Matemática", hyperlink: "https://example.org/matematica" },
        "6º ano",
        null,
        null,
        1.5,
        0.25,
      ]);
      sheet.getRow(4).getCell(8).numFmt = "0%";
      sheet.getRow(4).getCell(12).value = "a";
      sheet.addRow([]);
      sheet.addRow(["Ensaio", "Explique a divisão.", "Matemática", "2ª série", "difícil", "dissertativa"]);
      sheet.getRow(6).getCell(12).value = "Repartir em partes iguais";
    });

    const { rows, errors } = await readBankFile("excel", buffer);
    expect(errors).toEqual([]);
    expect(rows.map((row) => row.row)).toEqual([3, 4, 6]);
    expect(rows[0]).toMatchObject({ grade: { label: "3º ano" }, difficultyLevel: "easy", correctAnswer: "B" });
    expect(rows[0].options.map((option) => [option.optionText, option.isCorrect])).toEqual([
      ["42", false],
      ["48", true],
      ["54", false],
    ]);
    expect(rows[1]).toMatchObject({ questionText: "Quanto é metade de 3?", subject: "Matemática", correctAnswer: "A" });
    expect(rows[1].options.map((option) => option.optionText)).toEqual(["1,5", "25%"]);
    expect(rows[2]).toMatchObject({
      questionType: "essay",
      grade: { category: "Ensino Médio" },
      correctAnswer: "Repartir em partes iguais",
    });
  });

  it(`refuses a sheet with more than ${MAX_IMPORT_ROWS} data rows`, async () => {
    const buffer = await workbookBuffer((sheet) => {
      sheet.addRow(["texto_questao", "materia", "serie"]);
      for (let index = 0; index <= MAX_IMPORT_ROWS; index += 1) sheet.addRow([`Questão ${index}?`, "Arte", (index % 9) + 1]);
    });
    expect(await readBankExcel(buffer)).toEqual({ rows: [], errors: [TOO_MANY_ROWS] });
  });

  it("refuses a file that is not a ZIP, and says so for an old .xls", async () => {
    expect(await readBankExcel(Buffer.from("titulo,texto_questao\n"))).toEqual({ rows: [], errors: ["Arquivo Excel inválido."] });
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    expect(await readBankExcel(xls)).toEqual({ rows: [], errors: [LEGACY_EXCEL] });
    expect(LEGACY_EXCEL).toContain("Arquivo Excel inválido.");
  });

  it("refuses a ZIP that is not a workbook", async () => {
    const zip = new JSZip().file("leia-me.txt", "olá");
    const buffer = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
    expect(await readBankExcel(buffer)).toEqual({ rows: [], errors: ["Arquivo Excel inválido."] });
  });

  describe("zip bombs", () => {
    const zipOf = (files: Record<string, string>) => {
      const zip = new JSZip();
      for (const [name, content] of Object.entries(files)) zip.file(name, content);
      return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
    };
    /** Rewrites the uncompressed size the central directory declares for the first entry. */
    const declareSize = (buffer: Buffer, size: number) => {
      const central = buffer.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
      buffer.writeUInt32LE(size, central + 24);
      return buffer;
    };

    it("refuses 50 MB of zeros packed into a few kilobytes (ratio over 100:1)", async () => {
      const buffer = await zipOf({ "xl/worksheets/sheet1.xml": "0".repeat(50 * 1024 * 1024) });
      expect(buffer.length).toBeLessThan(MAX_IMPORT_BYTES);
      expect(await readBankExcel(buffer)).toEqual({ rows: [], errors: [ZIP_RATIO_TOO_HIGH] });
    });

    it("refuses an entry that declares more than 100 MB", async () => {
      const buffer = declareSize(await zipOf({ "sheet1.xml": "<x/>" }), 150 * 1024 * 1024);
      expect(await readBankExcel(buffer)).toEqual({ rows: [], errors: [ZIP_TOO_LARGE] });
    });

    it("refuses an entry that expands past the size it declares", async () => {
      // At the root, so that this entry and not a folder comes first in the central directory.
      const buffer = declareSize(await zipOf({ "sheet1.xml": "0".repeat(2 * 1024 * 1024) }), 1000);
      expect(await readBankExcel(buffer)).toEqual({ rows: [], errors: [ZIP_SIZE_MISMATCH] });
    });

    it("refuses more than 1,000 entries", async () => {
      const files = Object.fromEntries(Array.from({ length: 1001 }, (_, index) => [`xl/media/${index}.xml`, "<x/>"]));
      expect(await readBankExcel(await zipOf(files))).toEqual({ rows: [], errors: [ZIP_TOO_MANY_ENTRIES] });
    });
  });
});

describe("bank import PDF", () => {
  it("needs a subject and a grade from the form", async () => {
    expect(await readBankFile("pdf", fixture("bank-import.pdf"))).toEqual({ rows: [], errors: [PDF_NEEDS_DEFAULTS] });
    expect(await readBankFile("pdf", fixture("bank-import.pdf"), { subject: "Ciências", grade: " " })).toEqual({
      rows: [],
      errors: [PDF_NEEDS_DEFAULTS],
    });
  });

  it("refuses a file that is not a PDF", async () => {
    expect(await readBankFile("pdf", Buffer.from("não é um PDF"), { subject: "Arte", grade: "1" })).toEqual({
      rows: [],
      errors: [INVALID_PDF],
    });
  });

  it("reads a PDF with `QUESTÃO 1:` headings, `(A)` options, text over several lines and a key in another style", async () => {
    const buffer = simplePdf([
      "Prova de Geografia",
      "QUESTÃO 1: O Brasil é dividido em quantas",
      "regiões?",
      "(A) Três",
      "(B) Cinco",
      "(C) Sete",
      "Questão 2 - Qual é o maior estado do Brasil em área?",
      "A) Amazonas    B) Pará    C) Bahia",
      "Resposta: A",
      "Página 1 de 1",
      "Gabarito",
      "1) B",
    ]);
    const { rows, errors } = await readBankFile("pdf", buffer, { subject: "Geografia", grade: "6º ano", difficulty: "fácil" });
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.questionText, row.correctAnswer, row.difficultyLevel])).toEqual([
      ["O Brasil é dividido em quantas regiões?", "B", "easy"],
      ["Qual é o maior estado do Brasil em área?", "A", "easy"],
    ]);
    expect(rows[1].options.map((option) => option.optionText)).toEqual(["Amazonas", "Pará", "Bahia"]);
  });

  it("names the question whose answer is missing", async () => {
    const buffer = simplePdf(["1. Quanto é 2+2?", "a. 3", "b. 4", "2. Explique a adição."]);
    const { rows, errors } = await readBankFile("pdf", buffer, { subject: "Matemática", grade: "1" });
    expect(rows.map((row) => row.questionType)).toEqual(["essay"]);
    expect(errors).toEqual(["Questão 1: resposta correta vazia."]);
  });
});

describe("parsePdfQuestions", () => {
  it("ignores the heading, keeps numbered text inside a question and reads `1 -` and `a -` styles", () => {
    const questions = parsePdfQuestions([
      "Escola Municipal — Avaliação 2024",
      "1 - Observe a sequência:",
      "3. 6. 9. 12",
      "Qual é o próximo número?",
      "a - 13",
      "b - 15",
      "c - 18",
      "2 - Cite um múltiplo de 3.",
      "Resposta: qualquer múltiplo de 3, como 15",
      "GABARITO: 1-B",
    ]);
    expect(questions).toEqual([
      {
        number: 1,
        text: "Observe a sequência: 3. 6. 9. 12 Qual é o próximo número?",
        options: [
          { letter: "A", text: "13" },
          { letter: "B", text: "15" },
          { letter: "C", text: "18" },
        ],
        answer: "B",
      },
      { number: 2, text: "Cite um múltiplo de 3.", options: [], answer: "qualquer múltiplo de 3, como 15" },
    ]);
  });

  it("reads key lines written as `1. C`, `2) a` and `3 - D` and does not take `E. coli` for an option", () => {
    const questions = parsePdfQuestions([
      "1) Qual bactéria vive no intestino?",
      "E. coli é um exemplo de bactéria.",
      "a) Certo",
      "b) Errado",
      "2) Outra?",
      "a) x",
      "b) y",
      "3) Mais uma?",
      "a) x",
      "b) y",
      "c) z",
      "d) w",
      "Gabarito",
      "1. A",
      "2) b 3 - D",
    ]);
    expect(questions[0].text).toBe("Qual bactéria vive no intestino? E. coli é um exemplo de bactéria.");
    expect(questions.map((question) => question.answer)).toEqual(["A", "B", "D"]);
  });
});

/** A one-page PDF with one line of Helvetica text per entry, enough for pdfjs to read back. */
function simplePdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const content = `BT /F1 12 Tf 16 TL 50 800 Td ${lines.map((line) => `(${escape(line)}) Tj T*`).join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(pdf, "latin1");
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
