import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { Database } from "../../server/db/client";
import { findApplication } from "../../server/db/queries/applications";
import * as scans from "../../server/db/queries/scans";
import { applicationSheets } from "../../server/services/scans/sheetLayout";
import type { ExamApplication } from "../../shared/types/applications";
import { binaryBody } from "./binaryBody";
import { buildClass, buildExam, signedIn, unique } from "./factories";
import type { TestApp } from "./testApp";

/**
 * A published exam whose every question and option has a text of its own, so a printed copy shows
 * which original each line is: four multiple-choice questions ("Pergunta n", options "n-certa",
 * "n-errada-1"…, the right one first) and an essay; a class with `names` on its roster.
 */
export async function buildPaperExam(app: TestApp, names: string[], title = `Avaliação Bimestral ${unique()}`) {
  const teacher = await signedIn(app, "professor");
  const choice = (number: number, options: number) => ({
    questionType: "multiple_choice" as const,
    questionText: `<p>Pergunta ${number}</p>`,
    points: 2,
    options: Array.from({ length: options }, (_, index) => ({
      optionLetter: "ABCDE"[index] as "A",
      optionText: index === 0 ? `${number}-certa` : `${number}-errada-${index}`,
      isCorrect: index === 0,
    })),
  });
  const exam = await buildExam(app.db, teacher.user, {
    title,
    questions: [
      choice(1, 4),
      choice(2, 5),
      choice(3, 4),
      { questionType: "essay", questionText: "<p>Pergunta 4, dissertativa</p>", points: 2 },
      choice(5, 3),
    ],
  });
  await app.api().post(`/api/exams/${exam.id}/publish`).set(teacher.auth).expect(200);
  const schoolClass = await buildClass(app.db, { schoolId: exam.schoolId, gradeLevelId: exam.gradeLevelId });
  const coordinator = await signedIn(app, "coordenador", { schoolIds: [exam.schoolId] });
  const students: Array<{ id: string; name: string; accessCode: string }> = [];
  for (const name of names) {
    const response = await app.api().post(`/api/classes/${schoolClass.id}/students`).set(coordinator.auth).send({ name });
    students.push(response.body);
  }
  return { teacher, exam, schoolClass, students, coordinator };
}

/** The exam applied on paper to its class, in two versions shuffling both orders unless `values` say otherwise. */
export async function applyOnPaper(
  app: TestApp,
  setup: Awaited<ReturnType<typeof buildPaperExam>>,
  values: object = {},
): Promise<ExamApplication> {
  const response = await app
    .api()
    .post(`/api/exams/${setup.exam.id}/applications`)
    .set(setup.teacher.auth)
    .send({
      classIds: [setup.schoolClass.id],
      mode: "paper",
      versions: 2,
      shuffleQuestions: true,
      shuffleOptions: true,
      ...values,
    });
  if (response.status !== 201) throw new Error(`aplicação em papel: ${response.status} ${response.text}`);
  return response.body;
}

/** The application's printed answer sheets (one PDF for its class) and where their bubbles are. */
export async function printedSheets(app: TestApp, applicationId: string, auth: Record<string, string>) {
  const response = await app
    .api()
    .get(`/api/applications/${applicationId}/answer-sheets.pdf`)
    .set(auth)
    .buffer(true)
    .parse(binaryBody)
    .expect(200);
  const context = await applicationSheets(app.db, (await findApplication(app.db, applicationId))!);
  return { pdf: response.body as Buffer, context };
}

/** Reads PDFs back: text of all or some pages, page count, and the QR codes of each page. */
export function pdfReader(folder: string) {
  mkdirSync(folder, { recursive: true });
  const save = (pdf: Buffer) => {
    const file = join(folder, `${randomBytes(5).toString("hex")}.pdf`);
    writeFileSync(file, pdf);
    return file;
  };
  return {
    text(pdf: Buffer, page?: number): string {
      const range = page ? ["-f", String(page), "-l", String(page)] : [];
      return execFileSync("pdftotext", ["-layout", ...range, save(pdf), "-"], { encoding: "utf8" });
    },
    /** The text printed inside `area` (millimetres from the top left) of a page, as one line. */
    textIn(pdf: Buffer, page: number, area: { x: number; y: number; width: number; height: number }): string {
      const points = (mm: number) => String(Math.round((mm / 25.4) * 72));
      const crop = ["-x", points(area.x), "-y", points(area.y), "-W", points(area.width), "-H", points(area.height)];
      const args = ["-f", String(page), "-l", String(page), ...crop, save(pdf), "-"];
      return execFileSync("pdftotext", args, { encoding: "utf8" }).replace(/\s+/g, " ").trim();
    },
    pages(pdf: Buffer): number {
      const info = execFileSync("pdfinfo", [save(pdf)], { encoding: "utf8" });
      return Number(/Pages:\s+(\d+)/.exec(info)![1]);
    },
    /** The QR code each page carries (null where none is read), from the pages drawn at 150 dpi, or only their left half. */
    qrCodes(pdf: Buffer, leftHalf = false): Array<string | null> {
      const prefix = join(folder, randomBytes(5).toString("hex"));
      const crop = leftHalf ? ["-x", "0", "-y", "0", "-W", "620", "-H", "1754"] : [];
      execFileSync("pdftoppm", ["-r", "150", ...crop, "-png", save(pdf), prefix]);
      const name = prefix.split("/").pop()!;
      return readdirSync(folder)
        .filter((file) => file.startsWith(name) && file.endsWith(".png"))
        .sort()
        .map((file) => {
          const png = PNG.sync.read(readFileSync(join(folder, file)));
          return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
        });
    },
  };
}

type SavedSheet = Partial<Omit<Parameters<typeof scans.saveSheet>[1], "batchId" | "applicationId" | "page">>;

/**
 * A batch of answer sheets as the reader leaves it (sent at `sentAt`), without reading any picture:
 * each sheet saved with a tiny stand-in JPEG (status `ok`, version A, no answers unless given).
 * Returns the batch's id and the sheets' ids in page order.
 */
export async function savedSheets(
  db: Database,
  applicationId: string,
  sheets: SavedSheet[],
  ownerId: string | null = null,
  sentAt = new Date(),
) {
  const batch = { applicationId, total: sheets.length, status: "done" as const, createdById: ownerId, createdAt: sentAt };
  const { id: batchId } = await scans.insertBatch(db, batch, [
    { file: { position: 0, name: "pilha.pdf", kind: "pdf", pages: sheets.length, firstPage: 1 }, chunks: [].values() },
  ]);
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);
  for (const [index, sheet] of sheets.entries()) {
    const picture = {
      purpose: "answer-sheet" as const,
      contentType: "image/jpeg",
      size: jpeg.length,
      sha256: "0",
      bytes: jpeg,
      ownerId,
    };
    await scans.saveSheet(
      db,
      {
        status: "ok",
        message: null,
        studentId: null,
        version: 0,
        answers: [],
        ...sheet,
        batchId,
        applicationId,
        page: index + 1,
      },
      picture,
    );
  }
  const saved = await scans.sheetsOfBatch(db, batchId);
  return { batchId: batchId, sheetIds: saved.map((row) => row.sheet.id) };
}
