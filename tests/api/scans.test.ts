import { randomBytes } from "node:crypto";
import { createReadStream, writeFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SCAN_LIMITS, SCAN_UPLOAD_TOO_LARGE } from "../../shared/scans/limits";
import { batchFiles, fileChunk, insertBatch } from "../../server/db/queries/scans";
import { scanFileChunks, scanFiles } from "../../server/db/schema";
import { ALREADY_COUNTED, DISCARDED, SET_ASIDE } from "../../server/services/scans/settleSheet";
import { questionCrop } from "../../server/presenters/scans";
import { questionSlot } from "../../server/services/paper/answerSheet/layout";
import { questionsOfVersion } from "../../server/services/paper/versions";
import { layoutOf } from "../../server/services/scans/sheetLayout";
import { NOT_A_SHEET } from "../../server/services/scans/readPage";
import { ONLINE_HAS_NO_SHEETS } from "../../server/services/scans/uploadScans";
import type { ScanBatch, ScanOverview } from "../../shared/types/scans";
import type { RgbImage } from "../../scripts/omr/corpus/raster";
import { binaryBody } from "../support/binaryBody";
import { fillSheet, pagePicture, scannedPdf, tearOffCode } from "../support/filledSheets";
import { buildSchool, signedIn } from "../support/factories";
import { applyOnPaper, buildPaperExam, printedSheets, savedSheets } from "../support/paper";
import { usePdfTestApps } from "../support/pdf";
import { scratchFolder } from "../support/scratchFolder";

/**
 * Filled answer sheets through the API (docs/product.md#24-reading-answer-sheets): the class's
 * printed sheets, filled and scanned into one PDF with a page that is no sheet, plus a corrupt
 * photo; read off the request, each page a sheet with its student, version and answers.
 */

const { app } = usePdfTestApps("scans");
const folder = scratchFolder("scans");

async function readToTheEnd(batchId: string, auth: Record<string, string>): Promise<ScanBatch> {
  for (let tries = 0; tries < 600; tries++) {
    const response = await app.api().get(`/api/scan-batches/${batchId}`).set(auth).expect(200);
    if (response.body.status !== "processing") return response.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("a leitura não terminou");
}

describe("POST /api/applications/{id}/scans", () => {
  it("reads a copier's PDF of the class's sheets: each student, version and answer, and a page that is no sheet", async () => {
    const setup = await buildPaperExam(app, ["Ana Souza", "Bruno Lima", "Carla Dias"]);
    const application = await applyOnPaper(app, setup);

    // Each student marks, question by question, the letter at their position in the class list (A, B, C…).
    const { pdf: sheets, context } = await printedSheets(app, application.id, setup.teacher.auth);
    const expected = new Map<string, Array<{ questionNumber: number; read: string | null }>>();
    const pages = application.students!.map((student, index) => {
      const layout = layoutOf(context, "ABCD".indexOf(student.version), false);
      // Essays have no bubbles: they are graded by the teacher.
      const answers = layout.questions
        .filter(({ choices }) => choices > 0)
        .map(({ number, choices }) => ({ questionNumber: number, read: "ABCDE"[index % choices] }));
      expected.set(student.studentId, answers);
      const marks = answers.map(({ questionNumber, read }) => ({ question: questionNumber, letter: read! }));
      return fillSheet(pagePicture(sheets, index + 1, folder), layout.questions, marks, String(index));
    });
    const blank: RgbImage = {
      width: pages[0].width,
      height: pages[0].height,
      data: new Uint8Array(pages[0].data.length).fill(250),
    };
    const pdf = await scannedPdf([...pages, blank]);
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 3)]);

    const response = await app
      .api()
      .post(`/api/applications/${application.id}/scans`)
      .set(setup.teacher.auth)
      .attach("files", pdf, "turma.pdf")
      .attach("files", corrupt, "foto.jpg")
      .expect(202);
    const batch = await readToTheEnd(response.body.id, setup.teacher.auth);
    expect(batch).toMatchObject({ status: "done", total: 5, processed: 5 });
    // Read to the end, the files sent are no longer kept.
    const kept = await app.db
      .select({ fileId: scanFileChunks.fileId })
      .from(scanFileChunks)
      .innerJoin(scanFiles, eq(scanFiles.id, scanFileChunks.fileId))
      .where(eq(scanFiles.batchId, batch.id));
    expect(kept).toEqual([]);
    expect(batch.sheets.map((sheet) => sheet.page)).toEqual([1, 2, 3, 4, 5]);
    for (const [index, student] of application.students!.entries()) {
      const sheet = batch.sheets[index];
      expect(sheet, student.name).toMatchObject({
        status: "ok",
        studentId: student.studentId,
        studentName: student.name,
        version: student.version,
      });
      expect(sheet.answers.map(({ questionNumber, read }) => ({ questionNumber, read }))).toEqual(
        expected.get(student.studentId),
      );
      expect(sheet.answers.every((answer) => answer.state !== "doubtful")).toBe(true);
      const image = await app.api().get(sheet.imageUrl!).set(setup.teacher.auth).buffer(true).parse(binaryBody).expect(200);
      expect(image.headers["content-type"]).toBe("image/jpeg");
      expect(image.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    expect(batch.sheets[3]).toMatchObject({ status: "unreadable", studentId: null, imageUrl: null });
    expect(batch.sheets[3].message).toContain(NOT_A_SHEET);
    expect(batch.sheets[4]).toMatchObject({ status: "unreadable" });
    expect(batch.sheets[4].message).toContain("foto.jpg");

    // Each clear sheet is its student's attempt, scored through its version's key: the results table,
    // and each answer stored against the original question and option.
    const results = await app.api().get(`/api/applications/${application.id}/results`).set(setup.teacher.auth).expect(200);
    expect(results.body.rows).toHaveLength(3);
    for (const [index, student] of application.students!.entries()) {
      const versioned = questionsOfVersion(context.exam.questions, "ABCD".indexOf(student.version), context.plan);
      const marked = expected
        .get(student.studentId)!
        .map(({ questionNumber, read }) => versioned[questionNumber - 1].options["ABCDE".indexOf(read!)]);
      const score = marked.reduce(
        (sum, option, position) =>
          sum + (option.isCorrect ? versioned[expected.get(student.studentId)![position].questionNumber - 1].question.points : 0),
        0,
      );
      const row = results.body.rows.find((each: { studentName: string }) => each.studentName === student.name);
      expect(row, student.name).toMatchObject({
        state: "submitted",
        score,
        maxScore: 10,
        source: "paper",
        timeTakenSeconds: null,
      });
      const sheet = await app
        .api()
        .get(`/api/applications/${application.id}/attempts/${row.attemptId}/sheet`)
        .set(setup.teacher.auth)
        .expect(200);
      const chosen = sheet.body.items
        .filter((item: { selectedOptionId: string | null }) => item.selectedOptionId)
        .map((item: { selectedOptionId: string }) => item.selectedOptionId);
      expect(chosen.sort(), `${student.name} (${index})`).toEqual(marked.map((option) => option.id).sort());
    }

    // The same student's sheet sent again replaces nothing: it is a duplicate, saying whose.
    const again = await app
      .api()
      .post(`/api/applications/${application.id}/scans`)
      .set(setup.teacher.auth)
      .attach("files", await scannedPdf([pages[1]]), "de-novo.pdf")
      .expect(202);
    const second = await readToTheEnd(again.body.id, setup.teacher.auth);
    expect(second.sheets[0]).toMatchObject({ status: "duplicate", studentId: application.students![1].studentId });
    expect(second.sheets[0].message).toContain(application.students![1].name);

    // Another school's coordinator reaches neither the batch nor its pictures.
    const outsider = await signedIn(app, "coordenador", { schoolIds: [(await buildSchool(app.db)).id] });
    await app.api().get(`/api/scan-batches/${batch.id}`).set(outsider.auth).expect(404);
    await app.api().get(batch.sheets[0].imageUrl!).set(outsider.auth).expect(404);
  }, 120_000);

  it("counts a sheet once the teacher settles its doubtful answer, and an unidentified one once named", async () => {
    const setup = await buildPaperExam(app, ["Ana Souza", "Bruno Lima"]);
    const application = await applyOnPaper(app, setup, { versions: 1, shuffleQuestions: false, shuffleOptions: false });
    const { pdf: sheets, context } = await printedSheets(app, application.id, setup.teacher.auth);
    const questions = layoutOf(context, 0, false).questions;
    // Ana: question 1 filled on A (the right one) with a tick on C beside it; question 2 on A.
    const ana = fillSheet(pagePicture(sheets, 1, folder), questions, [
      { question: 1, letter: "A" },
      { question: 1, letter: "C", kind: "tick" },
      { question: 2, letter: "A" },
    ]);
    // Bruno: question 1 on A, and his QR code torn off.
    const bruno = fillSheet(pagePicture(sheets, 2, folder), questions, [{ question: 1, letter: "A" }]);
    tearOffCode(bruno);

    const sent = await app
      .api()
      .post(`/api/applications/${application.id}/scans`)
      .set(setup.teacher.auth)
      .attach("files", await scannedPdf([ana, bruno]), "turma.pdf")
      .expect(202);
    const batch = await readToTheEnd(sent.body.id, setup.teacher.auth);
    const [anaSheet, brunoSheet] = batch.sheets;
    expect(anaSheet).toMatchObject({ status: "review", studentId: setup.students[0].id });
    expect(anaSheet.answers.find((answer) => answer.questionNumber === 1)).toMatchObject({ state: "doubtful", read: null });
    expect(brunoSheet).toMatchObject({ status: "unidentified", studentId: null });
    const results = () => app.api().get(`/api/applications/${application.id}/results`).set(setup.teacher.auth).expect(200);
    expect((await results()).body.rows).toHaveLength(0);

    // Settled, each is counted: Ana's A is right (2 points) twice, Bruno's once.
    const settledAna = await app
      .api()
      .patch(`/api/scan-sheets/${anaSheet.id}`)
      .set(setup.teacher.auth)
      .send({ answers: [{ questionNumber: 1, choice: "A" }] })
      .expect(200);
    expect(settledAna.body).toMatchObject({ status: "ok" });
    const named = await app
      .api()
      .patch(`/api/scan-sheets/${brunoSheet.id}`)
      .set(setup.teacher.auth)
      .send({ studentId: setup.students[1].id, version: "A" })
      .expect(200);
    expect(named.body).toMatchObject({ status: "ok", studentName: "Bruno Lima", version: "A" });
    const rows = (await results()).body.rows;
    expect(Object.fromEntries(rows.map((row: { studentName: string; score: number }) => [row.studentName, row.score]))).toEqual({
      "Ana Souza": 4,
      "Bruno Lima": 2,
    });
    // The essay was written on paper: it waits for the teacher in the same essay screen, scored from the copy.
    const essays = await app.api().get(`/api/applications/${application.id}/essays`).set(setup.teacher.auth).expect(200);
    const anaEssay = essays.body.answers.find((answer: { studentName: string }) => answer.studentName === "Ana Souza");
    expect(anaEssay).toMatchObject({ onPaper: true, textAnswer: null, score: null });
    expect(essays.body.questions).toMatchObject([{ number: 4, pending: 2, graded: 0 }]);
    const anaRow = rows.find((row: { studentName: string }) => row.studentName === "Ana Souza");
    expect(anaRow).toMatchObject({ pendingEssays: 1 });
    const graded = await app
      .api()
      .put(`/api/applications/${application.id}/attempts/${anaRow.attemptId}/answers/${anaEssay.questionId}/grade`)
      .set(setup.teacher.auth)
      .send({ score: 1.5, comment: null })
      .expect(200);
    expect(graded.body).toMatchObject({ score: 5.5, pendingEssays: 0, source: "paper", scanImageUrl: anaSheet.imageUrl });
    const regraded = (await results()).body.rows.find((row: { studentName: string }) => row.studentName === "Ana Souza");
    expect(regraded).toMatchObject({ score: 5.5, pendingEssays: 0 });

    const again = await app
      .api()
      .patch(`/api/scan-sheets/${brunoSheet.id}`)
      .set(setup.teacher.auth)
      .send({ version: "A" })
      .expect(409);
    expect(again.body.message).toBe(ALREADY_COUNTED);
  }, 120_000);

  it("lists the sheets to settle; a second sheet of a student replaces the first only when told, or is discarded", async () => {
    const setup = await buildPaperExam(app, ["Ana Souza"]);
    const application = await applyOnPaper(app, setup, { versions: 1, shuffleQuestions: false, shuffleOptions: false });
    const ana = setup.students[0].id;
    const one = (questionNumber: number, read: string) => ({ questionNumber, read, state: "one" as const, confidence: 1 });
    const doubtful = { questionNumber: 1, read: null, state: "doubtful" as const, confidence: 0.4 };
    const { sheetIds } = await savedSheets(app.db, application.id, [
      { status: "review", studentId: ana, answers: [doubtful, one(2, "A")] },
      { status: "duplicate", studentId: ana, answers: [one(1, "B"), one(2, "B")], message: "Já há um cartão lido de Ana" },
      { status: "unidentified", answers: [one(1, "A"), one(2, "B")], message: "O código QR não pôde ser lido" },
    ]);
    const [reviewed, second, unnamed] = sheetIds;
    const overview = async () =>
      (await app.api().get(`/api/applications/${application.id}/scans`).set(setup.teacher.auth).expect(200)).body as ScanOverview;
    const patch = (id: string, body: object) => app.api().patch(`/api/scan-sheets/${id}`).set(setup.teacher.auth).send(body);

    const before = await overview();
    expect(before.toSettle.map((sheet) => sheet.id)).toEqual(sheetIds);
    expect(before.batches[0].counts).toEqual({ ok: 0, review: 1, unidentified: 1, duplicate: 1, unreadable: 0 });
    expect(before.toSettle[0].answers[0].crop).toEqual(questionCrop(1, 4));
    expect(before.toSettle[0].answers.map((answer) => answer.choices)).toEqual([4, 5]);
    // Question 1's crop: its row in the first column, near the top of the answers' frame, a thin
    // strip clear of the next row, as wide as its 4 bubbles.
    const crop = questionCrop(1, 4);
    expect(crop.x).toBeGreaterThan(0);
    expect(crop.width).toBeLessThan(0.25);
    expect((crop.y + crop.height) * 297).toBeLessThan(questionSlot(2).answers.y);
    expect(questionCrop(2, 4).y - crop.y).toBeCloseTo(5.6 / 297, 3);
    expect((questionCrop(1, 5).width - crop.width) * 210).toBeCloseTo(6.2, 1);

    await patch(reviewed, { answers: [{ questionNumber: 1, choice: "A" }] }).expect(200);
    expect((await patch(second, { discard: true }).expect(200)).body.message).toBe(DISCARDED);
    expect((await patch(second, { answers: [{ questionNumber: 1, choice: "A" }] }).expect(409)).body.message).toBe(SET_ASIDE);
    expect((await patch(unnamed, { studentId: ana, version: "A" }).expect(200)).body.status).toBe("duplicate");
    expect((await overview()).toSettle.map((sheet) => sheet.id)).toEqual([unnamed]);

    // Told to, the named sheet replaces the first: one result for Ana, from the later sheet (A on 1, B on 2).
    expect((await patch(unnamed, { replaceEarlier: true }).expect(200)).body.status).toBe("ok");
    const after = await overview();
    expect(after.toSettle).toEqual([]);
    expect(after.batches[0].counts).toEqual({ ok: 1, review: 0, unidentified: 0, duplicate: 2, unreadable: 0 });
    const results = await app.api().get(`/api/applications/${application.id}/results`).set(setup.teacher.auth).expect(200);
    expect(results.body.rows.map((row: { studentName: string; score: number }) => [row.studentName, row.score])).toEqual([
      ["Ana Souza", 2],
    ]);
    // The first sheet is put aside for good.
    expect((await patch(reviewed, { answers: [{ questionNumber: 1, choice: "B" }] }).expect(409)).body.message).toMatch(
      /já foi contado|posto de lado/,
    );
  });

  it("keeps a file sent in pieces of 1 MB and gives it back whole", async () => {
    const setup = await buildPaperExam(app, ["Ana Souza"]);
    const paper = await applyOnPaper(app, setup, { versions: 1 });
    const bytes = randomBytes(2.5 * 1024 * 1024);
    const file = join(folder, "grande.pdf");
    writeFileSync(file, bytes);
    const batch = await insertBatch(app.db, { applicationId: paper.id, total: 1, status: "done" }, [
      {
        file: { position: 0, name: "grande.pdf", kind: "pdf", pages: 1, firstPage: 1 },
        chunks: createReadStream(file, { highWaterMark: 1024 * 1024 }),
      },
    ]);
    const [{ id }] = await batchFiles(app.db, batch.id);
    const pieces = [];
    for (let position = 0; ; position++) {
      const piece = await fileChunk(app.db, id, position);
      if (!piece) break;
      pieces.push(piece);
    }
    expect(pieces.map((piece) => piece.length)).toEqual([1024 * 1024, 1024 * 1024, 0.5 * 1024 * 1024]);
    expect(Buffer.concat(pieces).equals(bytes)).toBe(true);
  });

  it("refuses what is not a paper application's sheets, naming the file, and keeps nothing", async () => {
    const setup = await buildPaperExam(app, ["Ana Souza"]);
    const paper = await applyOnPaper(app, setup, { versions: 1 });
    const text = await app
      .api()
      .post(`/api/applications/${paper.id}/scans`)
      .set(setup.teacher.auth)
      .attach("files", Buffer.from("nome;nota\nAna;10\n"), "notas.csv")
      .expect(400);
    expect(text.body.message).toBe('O arquivo "notas.csv" não é PDF, JPEG nem PNG.');
    const brokenPdf = await app
      .api()
      .post(`/api/applications/${paper.id}/scans`)
      .set(setup.teacher.auth)
      .attach("files", Buffer.from("%PDF-1.7\nnada aqui"), "pilha.pdf")
      .expect(400);
    expect(brokenPdf.body.message).toContain('"pilha.pdf" não é um PDF legível');
    const none = await app.api().post(`/api/applications/${paper.id}/scans`).set(setup.teacher.auth).expect(400);
    expect(none.body.message).toBe("Envie o PDF digitalizado ou as fotos dos cartões-resposta.");

    // An upload announced over 300 MB is refused before a byte of it is read.
    const announced = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${app.url}/api/applications/${paper.id}/scans`, {
        method: "POST",
        headers: {
          ...setup.teacher.auth,
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(SCAN_LIMITS.uploadBytes + 1),
        },
      });
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => {
          resolve({ status: response.statusCode!, body });
          request.destroy();
        });
      });
      request.on("error", reject);
      request.flushHeaders();
    });
    expect(announced.status).toBe(413);
    expect(JSON.parse(announced.body).message).toBe(SCAN_UPLOAD_TOO_LARGE);

    const online = await app
      .api()
      .post(`/api/exams/${setup.exam.id}/applications`)
      .set(setup.teacher.auth)
      .send({ classIds: [setup.schoolClass.id] })
      .expect(201);
    const refused = await app
      .api()
      .post(`/api/applications/${online.body.id}/scans`)
      .set(setup.teacher.auth)
      .attach("files", Buffer.from("%PDF-1.7"), "pilha.pdf")
      .expect(409);
    expect(refused.body.message).toBe(ONLINE_HAS_NO_SHEETS);
  });
});
