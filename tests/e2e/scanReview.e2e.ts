import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "puppeteer-core";
import { afterAll, describe, expect, it } from "vitest";
import type { ApplicationResults } from "../../shared/types/results";
import type { ExamApplication } from "../../shared/types/applications";
import { fillSheet, pagePicture, scannedPdf, tearOffCode } from "../support/filledSheets";
import { DEMO, bodyText, callApi, clickByText, fill, signInThroughApi, waitForText } from "./support/actions";
import { wcagViolations } from "./support/axe";
import { launchChromium, lookAt, useBrowser } from "./support/browser";
import { writeCameraVideo } from "./support/fakeCamera";
import { addStudent, publishedOnlineExam, twoOptionQuestion, waitForRow } from "./support/onlineExams";

/**
 * Correcting a class's filled answer sheets (docs/product.md#24-reading-answer-sheets): the
 * copier's PDF sent from the paper application's page, a doubtful answer settled with one key on
 * the review screen, and the student's score in the results.
 */

const browser = useBrowser();
const folder = mkdtempSync(join(tmpdir(), "avaliacoes-scans-e2e-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// 2 points each and an essay graded by the teacher: question 1's right option is A, question 2's is B.
const QUESTIONS = [
  {
    questionType: "multiple_choice",
    questionText: "<p>Qual planeta é o maior?</p>",
    points: 2,
    options: [
      { optionLetter: "A", optionText: "<p>Júpiter</p>", isCorrect: true },
      { optionLetter: "B", optionText: "<p>Marte</p>" },
      { optionLetter: "C", optionText: "<p>Vênus</p>" },
    ],
  },
  twoOptionQuestion("Água ferve a?", "100 °C", "50 °C", { points: 2 }),
  { questionType: "essay", questionText: "<p>Explique a fotossíntese.</p>", points: 2 },
];
/** The sheet of an exam of one version, unshuffled: its questions' bubbles as printed. */
const SHEET_QUESTIONS = [
  { number: 1, choices: 3 },
  { number: 2, choices: 2 },
  { number: 3, choices: 0 },
];

/** A PDF the app serves, fetched with the page's session. */
async function pdfOf(page: Page, path: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (path) => {
    const token = localStorage.getItem("auth_token");
    const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, path);
  return Buffer.from(base64, "base64");
}

const scores = async (page: Page, applicationId: string) => {
  const results = await callApi<ApplicationResults>(page, "GET", `/api/applications/${applicationId}/results`);
  return Object.fromEntries(results.body.rows.map((row) => [row.studentName, row.score]));
};

/** The exam applied on paper, in one version, to the demo class 9º Ano A with two new students. */
async function paperClass(page: Page, suffix: string) {
  const { exam, schoolClass } = await publishedOnlineExam(page, `Prova de Ciências ${suffix}`, QUESTIONS);
  const ana = await addStudent(page, schoolClass.id, `Ana Cartão ${suffix}`);
  const bruno = await addStudent(page, schoolClass.id, `Bruno Cartão ${suffix}`);
  const applied = await callApi<ExamApplication>(page, "POST", `/api/exams/${exam.id}/applications`, {
    classIds: [schoolClass.id],
    mode: "paper",
    versions: 1,
  });
  expect(applied.status).toBe(201);
  const sheets = await pdfOf(page, `/api/applications/${applied.body.id}/answer-sheets.pdf`);
  /** A student's printed sheet, as a 150 dpi picture. */
  const sheetOf = (studentId: string) =>
    pagePicture(sheets, applied.body.students!.findIndex((student) => student.studentId === studentId) + 1, folder);
  return { exam, applicationId: applied.body.id, ana, bruno, sheetOf };
}

describe("correcting answer sheets", () => {
  it("a coordinator sends the copier's PDF, settles a doubtful answer with one key, and sees the score in the results", async () => {
    const { page, baseUrl } = browser;
    const suffix = Math.random().toString(36).slice(2, 7);
    await signInThroughApi(page, baseUrl, DEMO.coordinatorA, "/exams");
    const { exam, applicationId, ana, bruno, sheetOf } = await paperClass(page, suffix);

    // The printed sheets, filled: Ana fills A on question 1 but ticks C beside it, and B on 2;
    // Bruno fills B (wrong) on 1 and B on 2. The copier makes one PDF of both.
    const anaSheet = fillSheet(sheetOf(ana.id), SHEET_QUESTIONS, [
      { question: 1, letter: "A" },
      { question: 1, letter: "C", kind: "tick" },
      { question: 2, letter: "B" },
    ]);
    const brunoSheet = fillSheet(sheetOf(bruno.id), SHEET_QUESTIONS, [
      { question: 1, letter: "B" },
      { question: 2, letter: "B" },
    ]);
    const scan = join(folder, "turma.pdf");
    writeFileSync(scan, await scannedPdf([anaSheet, brunoSheet]));

    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/exams/${exam.id}/applications/${applicationId}`);
    await waitForText(page, "Correção dos cartões");
    const input = await page.waitForSelector('input[type=file][aria-label="Arquivos dos cartões-resposta"]');
    await input!.uploadFile(scan);

    // Bruno's sheet is clear and counted at once; Ana's waits with its doubtful question.
    await waitForText(page, "Para revisar (1 cartão)", 60_000);
    await waitForText(page, "2 páginas: 1 corrigido · 1 para revisar");
    expect(await scores(page, applicationId)).toEqual({ [bruno.name]: 2 });
    const review = await bodyText(page);
    expect(review).toContain(`Página 1 — ${ana.name}`);
    expect(review).toContain("Questão 1");
    expect(review).not.toContain("Questão 2");
    // The crop of question 1 is drawn from the sheet's picture, which the browser loaded.
    const crop = '[role=img][aria-label="Questão 1 no cartão"]';
    const background = await page.$eval(crop, (element) => getComputedStyle(element).backgroundImage);
    expect(background).toMatch(/\/api\/scan-sheets\/[0-9a-f-]{36}\/image/);
    expect(
      await page.evaluate(
        async (url) => (await fetch(url, { credentials: "include" })).headers.get("content-type"),
        background.slice(5, -2),
      ),
    ).toBe("image/jpeg");
    expect(await wcagViolations(page, "[aria-labelledby=correcao-titulo]")).toEqual([]);
    await page.$eval("#correcao-titulo", (title) => title.scrollIntoView());
    await lookAt(page, "scan-review-1280");
    await page.setViewport({ width: 360, height: 1200 });
    await page.$eval("#revisao-titulo", (title) => title.scrollIntoView());
    await lookAt(page, "scan-review-360");
    await page.setViewport({ width: 1280, height: 900 });

    // One key settles it: A. The sheet leaves the list and Ana's score is in the results.
    await page.focus("[data-review-question]");
    await page.keyboard.press("a");
    await page.waitForFunction(() => !document.body.innerText.includes("Para revisar ("), { timeout: 15_000 });
    expect(await scores(page, applicationId)).toEqual({ [bruno.name]: 2, [ana.name]: 4 });
    await page.goto(`${baseUrl}/exams/${exam.id}/applications/${applicationId}/results`);
    // 4 of 6 points: 6,67 out of 10, a tenth up to 6,7.
    await waitForRow(page, ana.name, "4 / 6", "6,7", "Em papel");
    await waitForRow(page, bruno.name, "2 / 6");
  });
  it("'Corrigir com a câmera' takes a steady, sharp sheet by itself and counts it", async () => {
    const { page, baseUrl } = browser;
    const suffix = Math.random().toString(36).slice(2, 7);
    await signInThroughApi(page, baseUrl, DEMO.coordinatorA, "/exams");
    const { exam, applicationId, ana, sheetOf } = await paperClass(page, suffix);
    // The camera films Ana's sheet held still: A on question 1 (right), B on question 2 (right).
    const video = join(folder, "camera.y4m");
    writeCameraVideo(
      video,
      fillSheet(sheetOf(ana.id), SHEET_QUESTIONS, [
        { question: 1, letter: "A" },
        { question: 2, letter: "B" },
      ]),
    );
    const profile = mkdtempSync(join(folder, "chromium-"));
    const camera = await launchChromium(profile, [
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    try {
      const phone = await camera.newPage();
      await phone.setViewport({ width: 360, height: 800, isMobile: true, hasTouch: true });
      await signInThroughApi(phone, baseUrl, DEMO.coordinatorA, `/exams/${exam.id}/applications/${applicationId}`);
      await clickByText(phone, "main button", "Corrigir com a câmera");
      await waitForText(phone, `${ana.name}: corrigido.`, 30_000);
      await lookAt(phone, "scan-camera-360");
      expect(await scores(phone, applicationId)).toEqual({ [ana.name]: 4 });
      // The sheet stays in front of the camera: it is not taken again until it has left the picture.
      expect(await bodyText(phone)).toContain("Cartão capturado. Tire-o e posicione o próximo.");
      expect((await bodyText(phone)).match(/corrigido\./g)).toHaveLength(1);
    } finally {
      await camera.close();
    }
  });

  it("names a sheet whose code was torn off by typing a name, and lets a second sheet of a student replace the first", async () => {
    const { page, baseUrl } = browser;
    const suffix = Math.random().toString(36).slice(2, 7);
    await signInThroughApi(page, baseUrl, DEMO.coordinatorA, "/exams");
    const { exam, applicationId, ana, bruno, sheetOf } = await paperClass(page, suffix);
    // Ana marks B on both (2 points); Bruno A and B (4 points), but his sheet's code was torn off.
    const brunoSheet = fillSheet(sheetOf(bruno.id), SHEET_QUESTIONS, [
      { question: 1, letter: "A" },
      { question: 2, letter: "B" },
    ]);
    tearOffCode(brunoSheet);
    const scan = join(folder, "sem-codigo.pdf");
    writeFileSync(
      scan,
      await scannedPdf([
        fillSheet(sheetOf(ana.id), SHEET_QUESTIONS, [
          { question: 1, letter: "B" },
          { question: 2, letter: "B" },
        ]),
        brunoSheet,
      ]),
    );

    await page.goto(`${baseUrl}/exams/${exam.id}/applications/${applicationId}`);
    await waitForText(page, "Correção dos cartões");
    // On a slow line the bytes sent show as a bar.
    const network = await page.createCDPSession();
    await network.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 100_000,
    });
    const input = await page.waitForSelector('input[type=file][aria-label="Arquivos dos cartões-resposta"]');
    await input!.uploadFile(scan);
    await page.waitForSelector('[role=progressbar][aria-label="Enviando os arquivos"]');
    await network.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await waitForText(page, "2 páginas: 1 corrigido · 1 sem aluno", 60_000);
    await clickByText(page, "button", "Ver páginas");
    const pages = () => page.$eval("[aria-label='Envios de cartões']", (list) => (list as HTMLElement).innerText);
    await page.waitForFunction(() =>
      document.querySelector("[aria-label='Envios de cartões'] ol")?.textContent?.includes("Página 2"),
    );
    expect(await pages()).toMatch(new RegExp(`Página 1\\s+Corrigido\\s+${ana.name}`));
    expect(await pages()).toMatch(/Página 2\s+Sem aluno\s+— O código QR não pôde ser lido/);

    // Typed without accents or capitals, part of the name finds Bruno; one click gives him the sheet.
    await fill(page, 'input[placeholder="Digite o nome do aluno"]', `bruno cartao ${suffix}`);
    await clickByText(page, "[aria-label='Alunos encontrados'] button", bruno.name);
    await page.waitForFunction(() => !document.body.innerText.includes("Para revisar ("), { timeout: 15_000 });
    expect(await scores(page, applicationId)).toEqual({ [ana.name]: 2, [bruno.name]: 4 });

    // Ana's sheet again, now A and B: a second sheet of hers replaces the first only when told.
    writeFileSync(
      scan,
      await scannedPdf([
        fillSheet(sheetOf(ana.id), SHEET_QUESTIONS, [
          { question: 1, letter: "A" },
          { question: 2, letter: "B" },
        ]),
      ]),
    );
    await input!.uploadFile(scan);
    await waitForText(page, "1 página: 1 repetido", 60_000);
    expect(await scores(page, applicationId)).toEqual({ [ana.name]: 2, [bruno.name]: 4 });
    await clickByText(page, "button", "Usar este cartão no lugar do anterior");
    await page.waitForFunction(() => !document.body.innerText.includes("Para revisar ("), { timeout: 15_000 });
    expect(await scores(page, applicationId)).toEqual({ [ana.name]: 4, [bruno.name]: 4 });
  });
});
