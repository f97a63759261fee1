import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { clickByText, createUserThroughApi, signInThroughApi, waitForText, createExamThroughApi } from "./support/actions";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

async function createExam(page: Page) {
  return createExamThroughApi(page, {
    title: "Prova de Geografia",
    subject: "Geografia",
    description: "Capitais e regiões",
    questions: [
      {
        questionType: "multiple_choice",
        questionText: "<p>Qual é a capital do <strong>Brasil</strong>?</p>",
        points: 2,
        options: [
          { optionLetter: "A", optionText: "<p>Rio de Janeiro</p>" },
          { optionLetter: "B", optionText: "<p>Brasília</p>", isCorrect: true },
          { optionLetter: "C", optionText: "<p>Salvador</p>" },
        ],
      },
      { questionType: "essay", questionText: "<p>Cite duas regiões do país.</p>" },
    ],
  });
}

describe("viewing an exam", () => {
  it("shows the questions with the correct option marked, and copies the exam as text", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/exams");
    const exam = await createExam(page);
    await page.browserContext().overridePermissions(baseUrl, ["clipboard-read", "clipboard-write", "clipboard-sanitized-write"]);
    await page.goto(`${baseUrl}/exams/${exam.id}/view`);
    await waitForText(page, "Questão 2");

    const correct = await page.$$eval("li", (items) =>
      items.filter((item) => item.textContent?.includes("Correta")).map((item) => item.textContent?.replace(/\s+/g, " ").trim()),
    );
    expect(correct).toEqual(["B)BrasíliaCorreta"]);
    expect(await page.evaluate(() => document.body.innerText)).toContain(exam.examCode);

    await clickByText(page, "button", "Copiar");
    await waitForText(page, "Prova copiada para a área de transferência!");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Prova de Geografia");
    expect(copied).toContain("Questão 1 (2 pontos)\nQual é a capital do Brasil?\nA) Rio de Janeiro\nB) Brasília\nC) Salvador");
    expect(copied).toContain("Questão 2 (1 ponto)\nCite duas regiões do país.");
  });

  it("says when an exam does not exist", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/exams/00000000-0000-4000-8000-000000000000/view");
    await waitForText(page, "Prova não encontrada");
    await waitForText(page, "A prova que você está procurando não existe ou foi removida.");
  });

  it("shows the QR code with the exam code from the actions menu", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/exams");
    const exam = await createExam(page);
    await page.reload();
    await page.waitForSelector('button[aria-label="Mais ações para Prova de Geografia"]');
    await page.click('button[aria-label="Mais ações para Prova de Geografia"]');
    await clickByText(page, "[role=menuitem]", "Gerar QR Code");
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[role=dialog] img[src^="data:image/png"]');
      return image?.complete && image.naturalWidth > 0;
    });
    expect(await page.$eval("[role=dialog]", (dialog) => (dialog as HTMLElement).innerText)).toContain(
      `/online/${exam.examCode}`,
    );
  });
});

describe("printing", () => {
  it("'Imprimir' asks how to print, then opens the print page of the exam ('Baixar PDF' downloads the file)", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/exams");
    const exam = await createExam(page);
    await page.goto(`${baseUrl}/exams/${exam.id}/view`);
    await waitForText(page, "Questão 2");
    const opened = new Promise<import("puppeteer-core").Page>((resolve) =>
      page.browserContext().once("targetcreated", async (target) => resolve((await target.page())!)),
    );
    await clickByText(page, "main button", "Imprimir");
    await clickByText(page, "[role=dialog] button", "Imprimir");
    const printPage = await opened;
    await printPage.waitForFunction(() => document.body?.innerText.includes("Questão 1"));
    const text = await printPage.evaluate(() => document.body.innerText);
    expect(text).toContain("Prova de Geografia");
    expect(text).toContain(exam.examCode);
    expect(text).toContain("A)");
    expect(text).not.toContain("Correta");
  });
});

describe("exporting", () => {
  it("the export dialog fetches the PDF and the Word file", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/exams");
    const exam = await createExam(page);
    const files = new Map<string, { status: number; type: string }>();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.includes("/export/"))
        files.set(url.pathname, { status: response.status(), type: response.headers()["content-type"] });
    });
    await page.reload();
    await page.waitForSelector('button[aria-label="Mais ações para Prova de Geografia"]');
    await page.click('button[aria-label="Mais ações para Prova de Geografia"]');
    await clickByText(page, "[role=menuitem]", "Exportar");
    const pdfDone = page.waitForResponse((response) => response.url().includes("/export/pdf?format=pdf"));
    await clickByText(page, "[role=dialog] button", "Baixar PDF");
    await pdfDone;
    const docxDone = page.waitForResponse((response) => response.url().includes("/export/docx"));
    await clickByText(page, "[role=dialog] button", "Baixar Word");
    await docxDone;
    expect(files.get(`/api/exams/${exam.id}/export/pdf`)).toEqual({ status: 200, type: "application/pdf" });
    expect(files.get(`/api/exams/${exam.id}/export/docx`)).toEqual({
      status: 200,
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
  });
});
