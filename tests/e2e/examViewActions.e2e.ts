import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "puppeteer-core";
import { afterEach, describe, expect, it } from "vitest";
import { fileNameFrom } from "../../client/src/lib/contentDisposition";
import {
  bodyText,
  callApi,
  clickByText,
  createUserThroughApi,
  signInThroughApi,
  waitForPath,
  waitForText,
  createExamThroughApi,
} from "./support/actions";
import { wcagViolations } from "./support/axe";
import { useBrowser } from "./support/browser";

const browser = useBrowser();
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function createDraft(page: Page, title: string) {
  return createExamThroughApi(page, {
    title,
    subject: "Matemática",
    questions: [
      {
        questionType: "multiple_choice",
        questionText: "<p>Quanto é 2 + 2?</p>",
        points: 1.5,
        descriptor: "D07",
        descriptorSaeb: "D19",
        descriptorPaeb: "P03",
        options: [
          { optionLetter: "A", optionText: "<p>3</p>" },
          { optionLetter: "B", optionText: "<p>4</p>", isCorrect: true },
        ],
      },
      {
        questionType: "essay",
        questionText: "<p>Explique a soma.</p>",
        points: 2,
        expectedAnswer: "<p>Juntar duas quantidades.</p>",
      },
    ],
  });
}

/** Saves the page's downloads into a fresh folder (the Chrome DevTools Protocol's download behaviour). */
async function downloadsInto(page: Page) {
  const folder = mkdtempSync(join(tmpdir(), "avaliacoes-downloads-"));
  folders.push(folder);
  const session = await page.createCDPSession();
  // Each test has its own browser context, whose downloads are set by its id.
  await session.send("Browser.setDownloadBehavior", {
    behavior: "allow",
    downloadPath: folder,
    browserContextId: page.browserContext().id,
  });
  return folder;
}

/** Waits for a finished download (no `.crdownload` left) and returns its name. */
async function downloaded(folder: string, name: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = readdirSync(folder);
    if (files.includes(name) && !files.some((file) => file.endsWith(".crdownload"))) return join(folder, name);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} was not downloaded; the folder holds ${readdirSync(folder).join(", ") || "nothing"}`);
}

/** Clicks an action button of the exam page's toolbar and returns the export response it caused. */
async function clickExport(page: Page, label: string, path: string) {
  const response = page.waitForResponse((answer) => answer.url().includes(path), { timeout: 30_000 });
  await clickByText(page, "main button", label);
  return response;
}

describe("the exam page's actions", () => {
  it("publishes a draft, downloads the PDF and the Word file under the server's names, and duplicates", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/exams");
    const exam = await createDraft(page, "Prova de Somas");
    const folder = await downloadsInto(page);
    await page.goto(`${baseUrl}/exams/${exam.id}/view`);
    await waitForText(page, "Questão 2");

    // The descriptors of each question and the exam's total, with a decimal comma.
    const text = await bodyText(page);
    for (const label of ["Descritor D07", "SAEB D19", "PAEB P03", "Total: 3,5 pontos"]) expect(text).toContain(label);
    expect(await page.$eval("section[aria-labelledby^=esperada-]", (box) => (box as HTMLElement).innerText)).toMatch(
      /^Resposta esperada\s+Juntar duas quantidades\.$/,
    );

    expect(await wcagViolations(page, "main")).toEqual([]);

    await clickByText(page, "main button", "Publicar");
    await waitForText(page, "Prova publicada com sucesso!");
    await page.waitForFunction(() => ![...document.querySelectorAll("main button")].some((b) => b.textContent === "Publicar"));
    expect((await callApi<{ status: string }>(page, "GET", `/api/exams/${exam.id}`)).body.status).toBe("published");

    const pdf = await clickExport(page, "Baixar PDF", "/export/pdf?format=pdf");
    expect(pdf.status()).toBe(200);
    const pdfName = fileNameFrom(pdf.headers()["content-disposition"]);
    expect(pdfName).toMatch(/\.pdf$/);
    const pdfFile = await downloaded(folder, pdfName!);
    expect(readFileSync(pdfFile).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const docx = await clickExport(page, "Word (.docx)", "/export/docx");
    expect(docx.status()).toBe(200);
    const docxName = fileNameFrom(docx.headers()["content-disposition"]);
    expect(docxName).toMatch(/\.docx$/);
    const docxFile = await downloaded(folder, docxName!);
    expect(readFileSync(docxFile).subarray(0, 2).toString("latin1")).toBe("PK");

    await clickByText(page, "main button", "Duplicar");
    await page.waitForSelector("#duplicate-title");
    await clickByText(page, "[role=dialog] button[type=submit]", "Duplicar");
    await waitForText(page, "Prova duplicada com sucesso!");
    await page.waitForFunction(
      (id) => /^\/exams\/[^/]+\/edit$/.test(location.pathname) && !location.pathname.includes(id),
      {},
      exam.id,
    );
    await waitForText(page, "Ações Rápidas");
    expect(existsSync(pdfFile)).toBe(true);
  });

  it("shows the PDF service's own message when it cannot print", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/exams");
    const exam = await createDraft(page, "Prova sem PDF");
    const message = "O servidor está gerando outros PDFs. Tente novamente em alguns segundos.";
    await page.setRequestInterception(true);
    page.on("request", (request) => {
      if (request.url().includes("/export/pdf?format=pdf"))
        void request.respond({
          status: 503,
          headers: { "Retry-After": "5" },
          contentType: "application/json",
          body: JSON.stringify({ message }),
        });
      else void request.continue();
    });
    await page.goto(`${baseUrl}/exams/${exam.id}/edit`);
    await waitForText(page, "Ações Rápidas");
    await clickByText(page, "button", "Baixar PDF");
    await waitForText(page, message);
  });

  it("offers the same actions in the edit screen's 'Ações Rápidas'", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/exams");
    const exam = await createDraft(page, "Prova de Frações");
    await page.goto(`${baseUrl}/exams/${exam.id}/edit`);
    await waitForText(page, "Ações Rápidas");
    const card = await page.waitForFunction(
      () =>
        // The title's header, then its card.
        [...document.querySelectorAll<HTMLElement>("h2")].find((title) => title.textContent === "Ações Rápidas")?.parentElement
          ?.parentElement?.innerText ?? null,
    );
    const labels = String(await card.jsonValue());
    for (const label of ["Visualizar Prova", "Publicar", "Aplicar", "Imprimir", "Baixar PDF", "Word (.docx)", "Duplicar"])
      expect(labels).toContain(label);

    // Aplicar on a draft says why it cannot yet.
    await clickByText(page, "button", "Aplicar");
    await waitForText(page, "Publique a prova para aplicá-la online.");
    await clickByText(page, "button", "Publicar");
    await waitForText(page, "Prova publicada com sucesso!");
    await waitForPath(page, `/exams/${exam.id}/edit`);
  });
});
