import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPdfRenderer, findChromium } from "../../server/services/exports/pdfRenderer";
import { printAnswerSheets } from "../../server/services/paper/answerSheet/printAnswerSheets";
import type { AnswerSheetData, AnswerSheetQuestion } from "../../server/services/paper/answerSheet/types";
import type { PageFrame, RgbImage } from "./corpus/raster";

/**
 * The app's own answer sheets, printed as the app prints them and drawn at 300 dpi: the blank paper
 * every corpus sheet is filled in on. A few kinds, as schools use them: a short test with an
 * essay, a 45-question simulado, the full 90, four-option questions, and the generic sheet.
 */

export interface BaseSheet {
  name: string;
  data: AnswerSheetData;
  image: RgbImage;
  frame: PageFrame;
}

export const SCAN_DPI = 300;

const numbered = (count: number, choices: (number: number) => number): AnswerSheetQuestion[] =>
  Array.from({ length: count }, (_, index) => ({ number: index + 1, choices: choices(index + 1) }));

const exam = {
  examTitle: "Simulado Bimestral de Matemática — 7º Ano B",
  schoolName: "Escola Municipal Monteiro Lobato",
  subject: "Matemática",
  examCode: "SIM7B2",
  className: "7º Ano B",
  versionChoices: [] as string[],
};

export const BASE_SHEETS: Array<{ name: string; data: AnswerSheetData }> = [
  {
    name: "prova-20",
    data: {
      ...exam,
      student: { name: "Maria Clara Oliveira", registrationNumber: "2026.0141" },
      version: "B",
      code: "K7Q2M9XWPA",
      questions: numbered(20, (number) => (number === 8 ? 0 : number % 4 === 0 ? 4 : 5)),
    },
  },
  {
    name: "simulado-45",
    data: {
      ...exam,
      student: { name: "João Pedro dos Santos", registrationNumber: "2026.0088" },
      version: null,
      code: "P3R8T1VW2X",
      questions: numbered(45, () => 5),
    },
  },
  {
    name: "simulado-90",
    data: {
      ...exam,
      student: { name: "Ana Beatriz Conceição", registrationNumber: null },
      version: "A",
      code: "M4N6Q8S2U4",
      questions: numbered(90, () => 5),
    },
  },
  {
    name: "quatro-opcoes-30",
    data: {
      ...exam,
      student: { name: "Davi Lucas Ferreira", registrationNumber: "77" },
      version: "C",
      code: "H5J7K9L2M3",
      questions: numbered(30, () => 4),
    },
  },
  {
    name: "generico-20",
    data: {
      ...exam,
      className: null,
      student: null,
      version: null,
      versionChoices: ["A", "B", "C"],
      code: "G4H8J2KLMN",
      questions: numbered(20, (number) => (number === 12 ? 0 : 5)),
    },
  },
];

/** A binary PPM (P6), as pdftoppm writes colour pages. */
function parsePpm(bytes: Buffer): RgbImage {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.toString("latin1", 0, 64));
  if (!header) throw new Error("PPM inválido");
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, data: new Uint8Array(bytes.buffer, bytes.byteOffset + header[0].length, width * height * 3).slice() };
}

export async function renderBaseSheets(): Promise<BaseSheet[]> {
  const chromium = findChromium();
  if (!chromium) throw new Error("Chromium não encontrado: instale o pacote chromium ou defina CHROMIUM_PATH.");
  const renderer = createPdfRenderer(chromium);
  const folder = mkdtempSync(join(tmpdir(), "omr-base-"));
  try {
    const pdf = await printAnswerSheets(
      BASE_SHEETS.map((sheet) => sheet.data),
      (html) => renderer.render(html),
      { title: "Corpus", date: new Date(0) },
    );
    const file = join(folder, "sheets.pdf");
    writeFileSync(file, pdf);
    return BASE_SHEETS.map((sheet, index) => {
      const page = String(index + 1);
      const ppm = execFileSync("pdftoppm", ["-r", String(SCAN_DPI), "-f", page, "-l", page, "-singlefile", file], {
        maxBuffer: 256 * 1024 * 1024,
      });
      return { ...sheet, image: parsePpm(ppm), frame: { pxPerMm: SCAN_DPI / 25.4, offsetX: 0, offsetY: 0 } };
    });
  } finally {
    await renderer.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
