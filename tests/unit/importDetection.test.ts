import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectKind } from "../../shared/imports/detect";
import { OFFERED_KINDS } from "../../shared/imports/formats";
import { readableKinds } from "../../server/services/imports/registry";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
const text = (value: string) => Buffer.from(value, "utf8");
const BANK = OFFERED_KINDS.questions;
const ROSTER = OFFERED_KINDS.roster;
// The exam dialog offers CSV (as the spec has it); the server also reads an Excel sheet sent to it.
const EXAM = readableKinds("examQuestions");
/** Bytes that are no file kind at all: a PNG's signature and binary after it. */
const GARBAGE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);

describe("detectKind: the bytes decide, the name is a hint", () => {
  it("reads a PDF named .csv as a PDF, and a workbook named .csv or .pdf as a workbook", () => {
    expect(detectKind(fixture("bank-import.pdf"), "questoes.csv", BANK)).toBe("pdf");
    expect(detectKind(fixture("bank-import.xlsx"), "questoes.csv", BANK)).toBe("excel");
    expect(detectKind(fixture("bank-import.xlsx"), "prova.pdf", BANK)).toBe("excel");
    expect(detectKind(fixture("bank-import.xlsx"), "turma", ROSTER)).toBe("excel");
  });

  it("reads a CSV named .pdf, .txt or nothing as a CSV", () => {
    for (const name of ["prova.pdf", "questoes.txt", "questoes", "questoes.CSV"]) {
      expect(detectKind(fixture("bank-import.csv"), name, BANK)).toBe("csv");
    }
  });

  it("sends an old .xls or a password-protected workbook (an OLE container) to the Excel reader, whatever its name", () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(detectKind(ole, "turma.csv", ROSTER)).toBe("excel");
    expect(detectKind(ole, "notas.xls", BANK)).toBe("excel");
  });

  it("sends text named .xlsx to the Excel reader, which refuses it, rather than reading it as rows", () => {
    expect(detectKind(text("nome\nAna\n"), "turma.xlsx", ROSTER)).toBe("excel");
  });

  it("sends binary bytes under a .csv or .pdf name to that reader, which says why it cannot read them", () => {
    expect(detectKind(GARBAGE, "questoes.csv", BANK)).toBe("csv");
    expect(detectKind(GARBAGE, "prova.pdf", BANK)).toBe("pdf");
  });

  it("finds no kind in garbage without a name that hints one, nor under a name no import reads", () => {
    expect(detectKind(GARBAGE, "arquivo", BANK)).toBeNull();
    expect(detectKind(GARBAGE, "arquivo.bin", BANK)).toBeNull();
    expect(detectKind(text("Nome\nAna\n"), "turma.docx", BANK)).toBeNull();
  });

  it("refuses what the import does not read: a PDF or a .pdf name for a roster or an exam's questions", () => {
    expect(detectKind(fixture("bank-import.pdf"), "turma.csv", ROSTER)).toBeNull();
    for (const name of ["turma.pdf", "turma.xls", "turma.ods"]) expect(detectKind(text("Nome\nAna\n"), name, ROSTER)).toBeNull();
    expect(detectKind(fixture("bank-import.pdf"), "prova.csv", EXAM)).toBeNull();
    expect(detectKind(fixture("exam-import.csv"), "prova.pdf", EXAM)).toBeNull();
    expect(detectKind(fixture("exam-import.csv"), "prova.csv", EXAM)).toBe("csv");
    expect(detectKind(fixture("bank-import.xlsx"), "prova.csv", EXAM)).toBe("excel");
  });
});
