import ExcelJS from "exceljs";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import {
  codesTable,
  csvField,
  neutraliseCell,
  resultsTable,
  toCsv,
  toXlsx,
  type ExportRow,
} from "../../server/services/results/resultsExport";
import type { ResultQuestion } from "../../shared/types/results";

describe("neutraliseCell", () => {
  it("prefixes an apostrophe to text a spreadsheet would take for a formula", () => {
    for (const text of ["=1+1", '=HYPERLINK("x")', "+55 11", "-2", "@SUM(A1)", "\tcmd", "\rcmd"]) {
      expect(neutraliseCell(text)).toBe(`'${text}`);
    }
  });

  it("leaves other text alone", () => {
    for (const text of ["Ana Souza", "", "1=1", " =x", "'já citado"]) expect(neutraliseCell(text)).toBe(text);
  });
});

const question = (number: number, id: string): ResultQuestion => ({
  id,
  number,
  questionType: "multiple_choice",
  questionText: `<p>${id}</p>`,
  points: 2,
  annulled: false,
  descriptor: "",
  descriptorSaeb: null,
  descriptorPaeb: null,
  bnccSkill: null,
});

const row = (values: Partial<ExportRow>): ExportRow => ({
  attemptId: "a",
  studentName: "Ana Souza",
  registrationNumber: "2024-01",
  classId: "c",
  className: "6º A",
  state: "submitted",
  score: 2.5,
  maxScore: 4,
  percentage: 62.5,
  grade: 6.3,
  timeTakenSeconds: 750,
  submittedAt: new Date("2025-03-10T12:00:00.000Z"),
  pendingEssays: 0,
  source: "online",
  questionScores: { q1: 2, q2: 0.5 },
  ...values,
});

const questions = [question(1, "q1"), question(2, "q2")];
const evil = '=HYPERLINK("http://x","clique")';

describe("resultsTable", () => {
  it("has the fixed columns, then one per question with the student's score", () => {
    const table = resultsTable(questions, [
      row({}),
      row({ studentName: "Bruno", state: "in_progress", timeTakenSeconds: null, questionScores: { q1: 0 } }),
    ]);
    expect(table.header.join(";")).toBe(
      "Aluno;Matrícula;Turma;Pontos;Pontos possíveis;Percentual;Nota;Tempo (min);Situação;Q1;Q2",
    );
    expect(table.lines[0]).toEqual(["Ana Souza", "2024-01", "6º A", 2.5, 4, 62.5, 6.3, 12.5, "Entregue", 2, 0.5]);
    expect(table.lines[1]).toEqual(["Bruno", "2024-01", "6º A", 2.5, 4, 62.5, 6.3, null, "Em andamento", 0, null]);
  });

  it("says when an essay still waits for the teacher", () => {
    expect(resultsTable(questions, [row({ pendingEssays: 1 })]).lines[0][8]).toBe("Entregue (correção pendente)");
  });
});

describe("toCsv", () => {
  it("writes UTF-8 with a BOM, semicolons and decimal commas, and neutralises formulas", () => {
    const csv = toCsv(resultsTable(questions, [row({ studentName: evil, registrationNumber: "-1" })]));
    expect(csv.startsWith("\uFEFFAluno;Matrícula;Turma;Pontos;")).toBe(true);
    const [, line] = csv.slice(1).split("\r\n");
    expect(line).toBe(`"'=HYPERLINK(""http://x"",""clique"")";'-1;6º A;2,5;4;62,5;6,3;12,5;Entregue;2;0,5`);
  });
});

describe("csvField", () => {
  const hostile = [
    "Carla,=cmd|' /C calc'!A0",
    'Ana "Bia" Souza',
    "linha\nquebrada",
    "volta\rde carro",
    "a;b",
    "tab\tno meio",
    "=1+1",
    "+55 11",
    "-2",
    "@SUM(A1)",
    "\t=1",
    "\r=1",
  ];

  it("keeps every hostile field one inert cell, whichever separator the spreadsheet assumes", () => {
    for (const delimiter of [";", ","]) {
      const line = hostile.map(csvField).join(delimiter);
      const [cells] = Papa.parse<string[]>(line, { delimiter }).data;
      expect(cells, delimiter).toEqual(hostile.map(neutraliseCell));
      for (const cell of cells) expect(cell, delimiter).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it("leaves plain text and numbers bare", () => {
    expect(["Ana Souza", 2.5, -1, null, "6º A"].map(csvField)).toEqual(["Ana Souza", "2,5", "-1", "", "6º A"]);
  });

  it("is what the results CSV is written with", () => {
    const csv = toCsv(resultsTable(questions, [row({ studentName: "Carla,=cmd|' /C calc'!A0" })]));
    expect(csv.slice(1).split("\r\n")[1].startsWith(`"Carla,=cmd|' /C calc'!A0";`)).toBe(true);
  });
});

describe("toXlsx", () => {
  it("writes numbers as numbers and formula-like text as inert text", async () => {
    const bytes = await toXlsx(resultsTable(questions, [row({ studentName: evil })]));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Resultados")!;
    expect(sheet.getRow(1).getCell(1).value).toBe("Aluno");
    const cell = sheet.getRow(2).getCell(1);
    expect(cell.value).toBe(`'${evil}`);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(2).getCell(4).value).toBe(2.5);
    expect(sheet.getRow(2).getCell(11).value).toBe(0.5);
  });
});

describe("codesTable", () => {
  it("lists each question's codes in the forms' order, the text beside a known code, a typed formula inert", () => {
    const coded = [
      { ...question(1, "q1"), descriptor: "=1+1", descriptorSaeb: "D17" },
      question(2, "q2"),
      { ...question(3, "q3"), descriptorPaeb: " P9 ", bnccSkill: "EF06MA03" },
    ];
    const texts = new Map([
      ["D17", "Texto do D17"],
      ["EF06MA03", "Texto da habilidade"],
    ]);
    expect(codesTable(coded, texts)).toEqual({
      header: ["Questão", "Campo", "Código", "Descrição"],
      lines: [
        ["Q1", "Descritor", "'=1+1", null],
        ["Q1", "Descritor SAEB", "D17", "Texto do D17"],
        ["Q3", "Habilidade BNCC", "EF06MA03", "Texto da habilidade"],
        ["Q3", "Descritor PAEB", "P9", null],
      ],
    });
  });

  it("leaves the workbook to its results sheet when no question has a code", async () => {
    const bytes = await toXlsx(resultsTable(questions, [row({})]), codesTable(questions, new Map()));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Resultados"]);
  });
});
