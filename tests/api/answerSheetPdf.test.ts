import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { PDFDocument, rgb } from "pdf-lib";
import type { AnswerSheetData } from "../../server/services/paper/answerSheet/types";
import { printAnswerSheets } from "../../server/services/paper/answerSheet/printAnswerSheets";
import {
  MARKER_CLEARANCE,
  MARKERS,
  QR_QUIET_ZONE,
  QR_SQUARE,
  VERSION_BOX,
  grown,
  sheetGeometry,
  type Circle,
  type Rect,
} from "../../server/services/paper/answerSheet/layout";
import { pdfReader } from "../support/paper";
import { usePdfRenderer } from "../support/pdf";
import { scratchFolder } from "../support/scratchFolder";

const renderer = usePdfRenderer();
/** The sheets as the app prints them, and the one HTML page Chromium was given. */
async function printed(sheets: AnswerSheetData[]) {
  const pages: string[] = [];
  const pdf = await printAnswerSheets(
    sheets,
    (html) => {
      pages.push(html);
      return renderer.render(html);
    },
    { title: "Cartões-resposta", date: new Date(0) },
  );
  return { pdf, html: pages.join("") };
}
const folder = scratchFolder("answer-sheets");

const DPI = 150;
const px = (mm: number) => (mm / 25.4) * DPI;

const save = (pdf: Buffer) => {
  const file = join(folder, `${randomBytes(5).toString("hex")}.pdf`);
  writeFileSync(file, pdf);
  return file;
};
const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", save(pdf), "-"], { encoding: "utf8" });
/** Each page's text, its runs of spaces and line breaks made single spaces. */
const pageTexts = (pdf: Buffer) =>
  pdfText(pdf)
    .split("\f")
    .filter((page) => page.trim())
    .map((page) => page.replace(/\s+/g, " "));
const { textIn } = pdfReader(folder);
const pageCount = (pdf: Buffer) => Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [save(pdf)], { encoding: "utf8" }))![1]);

/** The pages as a scanner at 150 dpi would see them. */
function pageImages(pdf: Buffer): PNG[] {
  const name = randomBytes(5).toString("hex");
  execFileSync("pdftoppm", ["-r", String(DPI), "-png", save(pdf), join(folder, name)]);
  return readdirSync(folder)
    .filter((file) => file.startsWith(name) && file.endsWith(".png"))
    .sort()
    .map((file) => PNG.sync.read(readFileSync(join(folder, file))));
}

/** 0 (black) to 255 (white) at a point given in mm. */
function lightness(image: PNG, x: number, y: number): number {
  const offset = (Math.round(px(y)) * image.width + Math.round(px(x))) * 4;
  return (image.data[offset] + image.data[offset + 1] + image.data[offset + 2]) / 3;
}

/** The mean lightness of the pixels of `area` (mm) that `keep` accepts. */
function meanLightness(image: PNG, area: Rect, keep: (x: number, y: number) => boolean = () => true): number {
  let total = 0;
  let count = 0;
  const step = 25.4 / DPI;
  for (let y = area.y; y < area.y + area.height; y += step) {
    for (let x = area.x; x < area.x + area.width; x += step) {
      if (!keep(x, y)) continue;
      total += lightness(image, x, y);
      count++;
    }
  }
  return total / count;
}

const shrunk = (area: Rect, margin: number) => grown(area, -margin);
const within = (area: Rect) => (x: number, y: number) =>
  x >= area.x && x <= area.x + area.width && y >= area.y && y <= area.y + area.height;

/** The QR code read from where layout.ts puts it, with its quiet zone, as a reader would crop it. */
function readQr(image: PNG): string | null {
  const area = grown(QR_SQUARE, QR_QUIET_ZONE);
  const [left, top, width, height] = [px(area.x), px(area.y), px(area.width), px(area.height)].map(Math.round);
  const crop = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++) {
    const start = ((top + row) * image.width + left) * 4;
    crop.set(image.data.subarray(start, start + width * 4), row * width * 4);
  }
  return jsQR(crop, width, height)?.data ?? null;
}

/** Centre light (nothing filled in) and outline dark, exactly where layout.ts says the bubble is. */
function bubbleLooksEmpty(image: PNG, { cx, cy, r }: Circle) {
  const centre = meanLightness(image, { x: cx - r / 2, y: cy - r / 2, width: r, height: r });
  const outline = Array.from({ length: 16 }, (_unused, index) => {
    const angle = (index / 16) * 2 * Math.PI;
    return lightness(image, cx + r * Math.cos(angle), cy + r * Math.sin(angle));
  });
  return { centre, outline: outline.reduce((sum, value) => sum + value, 0) / outline.length };
}

function expectMarkersAlone(image: PNG) {
  for (const [corner, marker] of Object.entries(MARKERS)) {
    expect(meanLightness(image, shrunk(marker, 0.7)), corner).toBeLessThan(40);
    const around = grown(marker, MARKER_CLEARANCE);
    const nearMarker = within(grown(marker, 0.7));
    expect(
      meanLightness(image, around, (x, y) => !nearMarker(x, y)),
      corner,
    ).toBeGreaterThan(250);
  }
}

function expectEmptyBubbles(image: PNG, bubbles: Circle[]) {
  for (const bubble of bubbles) {
    const { centre, outline } = bubbleLooksEmpty(image, bubble);
    expect(centre, JSON.stringify(bubble)).toBeGreaterThan(200);
    expect(outline, JSON.stringify(bubble)).toBeLessThan(170);
  }
}

const mixed = Array.from({ length: 40 }, (_unused, index) => ({
  number: index + 1,
  choices: index === 17 || index === 33 ? 0 : index % 3 === 0 ? 4 : 5,
}));
const exam = {
  examTitle: "Avaliação Bimestral — Frações & Proporções",
  schoolName: "Escola Estadual Professora Maria D'Ávila",
  subject: "Matemática",
  examCode: "MAT-8A-01",
  className: "8º ano A",
};
const sheet = (overrides: Partial<AnswerSheetData>): AnswerSheetData => ({
  ...exam,
  student: { name: "João Conceição", registrationNumber: "2024.0173" },
  version: "B",
  versionChoices: [],
  code: "K7Q2M9XWPA",
  questions: mixed,
  ...overrides,
});

const classSheets = [
  sheet({}),
  sheet({ student: { name: `Ana "Bia" <Souza> D'Ávila`, registrationNumber: null }, version: "A", code: "P3R8T1VW2X" }),
  sheet({ student: { name: "Cecília Nogueira", registrationNumber: "77" }, className: null, version: null, code: "M4N6Q8S2U4" }),
];

describe("answer sheet PDF", () => {
  it("prints a class's sheets one to a page, each with its student, class, version and instructions", async () => {
    const { pdf, html } = await printed(classSheets);
    // Chromium draws each distinct page once, without anyone's name or code: they are stamped on it.
    expect(html.match(/<section/g)).toHaveLength(3);
    for (const each of classSheets) {
      expect(html).not.toContain(each.student!.name.split(" ")[0]);
      expect(html).not.toContain(each.code);
    }
    expect(pageCount(pdf)).toBe(3);
    const [first, second, third] = pageTexts(pdf);
    for (const expected of [
      "CARTÃO-RESPOSTA",
      "Avaliação Bimestral — Frações & Proporções",
      "ESCOLA ESTADUAL PROFESSORA MARIA D'ÁVILA",
      "Disciplina: Matemática",
      "Código da prova: MAT-8A-01",
      "João Conceição",
      "Matrícula: 2024.0173",
      "Turma: 8º ano A",
      "corrigida pelo professor",
      "preencha completamente com caneta azul ou preta",
      "K7Q2M9XWPA",
    ]) {
      expect(first).toContain(expected);
    }
    expect(textIn(pdf, 1, VERSION_BOX)).toBe("Tipo B");
    expect(second).toContain(`Ana "Bia" <Souza> D'Ávila`);
    expect(textIn(pdf, 2, VERSION_BOX)).toBe("Tipo A");
    expect(second).toMatch(/Matrícula: Turma: 8º ano A/);
    expect(third).toContain("Cecília Nogueira");
    expect(third).not.toMatch(/Tipo [A-D]\b/);
    expect(third).toMatch(/Turma: Assinatura/);
  });

  it("draws the markers, the QR code and the bubbles where layout.ts says, so a scan can be read", async () => {
    const { pdf } = await printed(classSheets);
    const images = pageImages(pdf);
    expect(images).toHaveLength(3);
    images.forEach((image, page) => {
      expect(image.width).toBe(Math.round(px(210)));
      expectMarkersAlone(image);
      expect(readQr(image)).toBe(classSheets[page].code);
    });
    expectEmptyBubbles(images[0], sheetGeometry(classSheets[0]).questions);
  });

  it("reads a filled bubble as dark and the others as empty", async () => {
    const [filled, ...others] = sheetGeometry(classSheets[0]).questions.filter((bubble) => bubble.question === 1);
    // Blue ink inside the bubble, drawn onto the printed page.
    const document = await PDFDocument.load((await printed([classSheets[0]])).pdf);
    const page = document.getPage(0);
    const scale = page.getWidth() / 210;
    page.drawCircle({
      x: filled.cx * scale,
      y: page.getHeight() - filled.cy * scale,
      size: (filled.r - 0.3) * scale,
      color: rgb(0.1, 0.1, 0.55),
    });
    const [image] = pageImages(Buffer.from(await document.save()));
    expect(bubbleLooksEmpty(image, filled).centre).toBeLessThan(100);
    expectEmptyBubbles(image, others);
  });

  it("prints the generic sheet: lines for name and class, the student-number grid and the version row", async () => {
    const generic = sheet({ student: null, version: null, versionChoices: ["A", "B", "C"], code: "G4H8J2KLMN" });
    const { pdf } = await printed([generic]);
    expect(pageCount(pdf)).toBe(1);
    const [text] = pageTexts(pdf);
    for (const expected of [
      "CARTÃO-RESPOSTA",
      "Nome:",
      "Turma: 8º ano A",
      "Tipo: A B C",
      "NÚMERO DO ALUNO",
      "corrigida pelo professor",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/0 0 0 0 0 0 .*9 9 9 9 9 9/);
    const [image] = pageImages(pdf);
    expectMarkersAlone(image);
    expect(readQr(image)).toBe("G4H8J2KLMN");
    const geometry = sheetGeometry(generic);
    expect(geometry.studentNumber).toHaveLength(60);
    expect(geometry.versions).toHaveLength(3);
    expectEmptyBubbles(image, [...geometry.studentNumber, ...geometry.versions, ...geometry.questions]);
  });

  it("prints 90 questions on one page, every bubble in its place", async () => {
    const ninety = sheet({
      version: null,
      code: "Z9Y8X7W6VU",
      questions: Array.from({ length: 90 }, (_unused, index) => ({ number: index + 1, choices: 5 })),
    });
    const { pdf } = await printed([ninety]);
    expect(pageCount(pdf)).toBe(1);
    const [text] = pageTexts(pdf);
    expect(text).toMatch(/01 A B C D E .*90 A B C D E/);
    const [image] = pageImages(pdf);
    expectMarkersAlone(image);
    expect(readQr(image)).toBe("Z9Y8X7W6VU");
    const { questions } = sheetGeometry(ninety);
    expect(questions).toHaveLength(450);
    expectEmptyBubbles(image, questions);
  });
});
