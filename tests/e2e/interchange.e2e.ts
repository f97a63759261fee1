import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ElementHandle, Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  bodyText,
  callApi,
  clickByText,
  createUserThroughApi,
  fill,
  signInThroughApi,
  waitForText,
  createExamThroughApi,
} from "./support/actions";
import { wcagViolations } from "./support/axe";
import { lookAt, useBrowser } from "./support/browser";

/**
 * Moodle XML, GIFT, Aiken and QTI on the screens (docs/product.md#22-question-interchange): a GIFT
 * file into the bank, an exam out as Aiken, chosen bank items out as QTI, and a Moodle XML file
 * into an exam from the dashboard.
 */

const browser = useBrowser();

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/interchange/${name}`, import.meta.url));
const SHOTS = "/tmp/shots";
mkdirSync(SHOTS, { recursive: true });

const DESKTOP = { width: 1280, height: 900 };
// Width only: setting isMobile or hasTouch may reload the page and lose what the test filled in.
const PHONE = { width: 360, height: 740 };

/** A screenshot at desktop and phone widths, the page as it is; the desktop size is restored. */
async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await page.setViewport(DESKTOP);
  await lookAt(page, `shots/${name}-desktop`, options);
  await page.setViewport(PHONE);
  await lookAt(page, `shots/${name}-phone`, options);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.setViewport(DESKTOP);
}

async function signedInTeacher(page: Page, baseUrl: string, path: string) {
  const teacher = await createUserThroughApi(baseUrl, "professor");
  await signInThroughApi(page, baseUrl, teacher, path);
}

/** An exam of the teacher's school: a multiple-choice question and an essay, which Aiken cannot carry. */
async function createExam(page: Page, title: string) {
  return createExamThroughApi(page, {
    title,
    subject: "Matemática",
    questions: [
      {
        questionType: "multiple_choice",
        questionText: "<p>Quanto é 2 + 2?</p>",
        options: [
          { optionLetter: "A", optionText: "<p>3</p>" },
          { optionLetter: "B", optionText: "<p>4</p>", isCorrect: true },
        ],
      },
      { questionType: "essay", questionText: "<p>Explique a soma.</p>", expectedAnswer: "<p>Juntar quantidades.</p>" },
    ],
  });
}

async function createBankItem(page: Page, title: string) {
  const levels = await callApi<Array<{ id: string }>>(page, "GET", "/api/grade-levels");
  const created = await callApi<{ id: string }>(page, "POST", "/api/question-bank", {
    title,
    questionText: `<p>Enunciado de ${title}</p>`,
    questionType: "multiple_choice",
    subject: "Ciências",
    gradeLevelId: levels.body[0].id,
    difficultyLevel: "easy",
    options: [
      { optionLetter: "A", optionText: "Oxigênio", isCorrect: true },
      { optionLetter: "B", optionText: "Nitrogênio", isCorrect: false },
    ],
  });
  expect(created.status).toBe(201);
  return created.body;
}

const uniqueWord = () => Math.random().toString(36).slice(2, 8);

/**
 * Keeps the files the page saves (a blob link clicked with a `download` name) in the page instead
 * of the disk, to read them back; call after the last navigation, as a new page forgets it.
 */
async function keepDownloads(page: Page) {
  await page.evaluate(() => {
    const saved: Array<{ name: string; bytes: string }> = [];
    const blobs = new Map<string, Blob>();
    Object.assign(window, { keptDownloads: saved });
    // The blob itself, as the page's policy lets no fetch read a blob: address back.
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = createObjectURL(blob);
      if (blob instanceof Blob) blobs.set(url, blob);
      return url;
    };
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      const name = this.download;
      void blobs
        .get(this.href)
        ?.arrayBuffer()
        .then((buffer) =>
          saved.push({ name, bytes: Array.from(new Uint8Array(buffer), (byte) => String.fromCharCode(byte)).join("") }),
        );
    };
  });
}

/** Clicks what starts a download: the server's response, and the file the page saved from it. */
async function downloadBy(page: Page, path: string, click: () => Promise<void>) {
  const count = await page.evaluate(() => (window as unknown as { keptDownloads: unknown[] }).keptDownloads.length);
  const answer = page.waitForResponse((response) => response.url().includes(path), { timeout: 30_000 });
  await click();
  const response = await answer;
  await page.waitForFunction(
    (before) => (window as unknown as { keptDownloads: unknown[] }).keptDownloads.length > before,
    {},
    count,
  );
  const file = await page.evaluate(
    (index) => (window as unknown as { keptDownloads: Array<{ name: string; bytes: string }> }).keptDownloads[index],
    count,
  );
  return { response, name: file.name, bytes: Buffer.from(file.bytes, "latin1") };
}

async function chooseFile(page: Page, selector: string, path: string) {
  const input = (await page.waitForSelector(selector)) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(path);
}

describe("question interchange on the screens", () => {
  it("imports a GIFT file into the bank with the subject and grade chosen, and lists the questions left out", async () => {
    const { page, baseUrl } = browser;
    await signedInTeacher(page, baseUrl, "/question-bank");
    await waitForText(page, "Banco de Questões");
    await clickByText(page, "[role=tab]", "Importar Questões");
    const accept = await page.$eval("#import-file", (input) => input.getAttribute("accept"));
    for (const extension of [".xml", ".gift", ".txt", ".zip"]) expect(accept).toContain(extension);

    await chooseFile(page, "#import-file", fixture("gift-moodle.gift"));
    await waitForText(page, "Tipo: GIFT");
    await waitForText(page, "Dados das questões do arquivo");

    // The file does not say our subjects and grades: asked before anything is sent.
    await clickByText(page, "form button[type=submit]", "Importar");
    await waitForText(page, "Informe a matéria das questões do arquivo.");
    await waitForText(page, "Escolha a série das questões do arquivo.");

    await fill(page, "#import-subject", "Matemática");
    await page.click("#import-grade");
    await clickByText(page, "[role=option]", "5º ano");
    await page.waitForFunction(() => document.querySelector("#import-grade")?.textContent?.includes("5º ano"));
    // Changing a field takes its message away.
    await page.waitForFunction(() => !document.body.innerText.includes("Informe a matéria das questões do arquivo."));
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, "bank-import-gift");

    await clickByText(page, "form button[type=submit]", "Importar");
    await page.waitForFunction(
      () =>
        /\d+ questões importadas com sucesso!/.test(document.querySelector("[role=tabpanel] [role=status]")?.textContent ?? ""),
      { timeout: 20_000 },
    );
    const result = await page.$eval("[role=tabpanel] [role=status]", (status) => (status as HTMLElement).innerText);
    // Matching and several right answers come in now; a description and six options do not.
    expect(result).toMatch(/\d+ questões ficaram de fora:/);
    expect(result).toContain('Questão "Instruções":');
    expect(result).toContain('Questão "Vogais":');
    expect(result).not.toContain('Questão "Associe países e capitais":');
    expect(result).not.toContain('Questão "Países do Mercosul":');
    expect(await wcagViolations(page, "main")).toEqual([]);
    await shoot(page, "bank-import-result", { fullPage: true });

    // The imported questions carry the form's subject and grade.
    await clickByText(page, "[role=tab]", "Lista de Questões");
    await waitForText(page, "Metade de uma pizza");
    expect(await bodyText(page)).toMatch(/Matemática · 5º ano/i);
  });

  it("lets the teacher name the format of a .txt whose first bytes show none, and sends it as that format", async () => {
    const { page, baseUrl } = browser;
    await signedInTeacher(page, baseUrl, "/question-bank");
    await clickByText(page, "[role=tab]", "Importar Questões");
    // An Aiken question whose long text puts its ANSWER line past the bytes the format is told from.
    const folder = mkdtempSync(join(tmpdir(), "avaliacoes-aiken-"));
    const file = join(folder, "leitura.txt");
    const passage = "Leia o texto com atenção. ".repeat(200);
    writeFileSync(file, `${passage}Qual é o assunto do texto?\nA) Atenção\nB) Pressa\nANSWER: A\n`);
    await chooseFile(page, "#import-file", file);
    await waitForText(page, "Formato do arquivo");
    expect(await page.$eval("#import-format", (select) => select.textContent)).toContain("CSV (planilha)");
    expect(await bodyText(page)).not.toContain("Dados das questões do arquivo");

    await page.click("#import-format");
    await clickByText(page, "[role=option]", "Aiken");
    await waitForText(page, "Tipo: Aiken");
    await waitForText(page, "Dados das questões do arquivo");
    await fill(page, "#import-subject", "Português");
    await page.click("#import-grade");
    await clickByText(page, "[role=option]", "7º ano");
    await page.waitForFunction(() => document.querySelector("#import-grade")?.textContent?.includes("7º ano"));

    await clickByText(page, "form button[type=submit]", "Importar");
    // Taken only because the form named the format: as a CSV it would have no columns.
    await page.waitForFunction(
      () => document.querySelector("[role=tabpanel] [role=status]")?.textContent?.includes("1 questão importada com sucesso!"),
      { timeout: 20_000 },
    );
    rmSync(folder, { recursive: true, force: true });
  });

  it("downloads an exam as Aiken from the export dialog and names the essay it left out", async () => {
    const { page, baseUrl } = browser;
    await signedInTeacher(page, baseUrl, "/exams");
    const title = `Prova Aiken ${uniqueWord()}`;
    await createExam(page, title);
    await page.reload();
    await page.waitForSelector(`button[aria-label="Mais ações para ${title}"]`);
    await page.click(`button[aria-label="Mais ações para ${title}"]`);
    await clickByText(page, "[role=menuitem]", "Exportar");
    await waitForText(page, "Exportar questões para outras plataformas");
    const labels = await page.$$eval("#export-interchange button", (buttons) =>
      buttons.map((button) => button.textContent?.trim()),
    );
    expect(labels).toEqual(["Moodle XML", "GIFT", "Aiken", "QTI 3.0", "QTI 2.1"]);

    await keepDownloads(page);
    const aiken = await downloadBy(page, "/export/aiken", () => clickByText(page, "[role=dialog] button", "Aiken"));
    expect(aiken.response.status()).toBe(200);
    expect(aiken.response.headers()["x-left-out-count"]).toBe("1");
    expect(aiken.name).toBe(`${title}.txt`);
    const text = aiken.bytes.toString("utf8");
    expect(text).toContain("Quanto é 2 + 2?");
    expect(text).toContain("ANSWER: B");
    expect(text).not.toContain("Explique a soma");

    await waitForText(page, "1 questão ficou de fora do arquivo Aiken:");
    await waitForText(page, '"Questão 2": O formato Aiken só leva questões de múltipla escolha.');
    expect(await wcagViolations(page, "[role=dialog]")).toEqual([]);
    await shoot(page, "export-dialog");

    // A format that carries every question says nothing more.
    const gift = await downloadBy(page, "/export/gift", () => clickByText(page, "[role=dialog] button", "GIFT"));
    expect(gift.response.headers()["x-left-out-count"]).toBe("0");
    expect(gift.name).toBe(`${title}.gift`);
    await page.waitForFunction(() => !document.body.innerText.includes("ficou de fora"));
  });

  it("selects bank items across pages and exports them as a QTI package", async () => {
    const { page, baseUrl } = browser;
    await signedInTeacher(page, baseUrl, "/question-bank");
    const word = uniqueWord();
    // More than a page (20), so the two newest stand on the first page and paging is offered.
    for (let index = 0; index < 19; index += 1) await createBankItem(page, `Enchimento ${word} ${index}`);
    await createBankItem(page, `Fotossíntese ${word}`);
    await createBankItem(page, `Respiração ${word}`);
    await page.reload();
    await waitForText(page, `Respiração ${word}`);

    for (const title of [`Fotossíntese ${word}`, `Respiração ${word}`])
      await page.click(`button[aria-label='Selecionar "${title}"']`);
    await waitForText(page, "2 selecionadas");

    // The choice survives going to the next page and back.
    await clickByText(page, "nav[aria-label=Páginas] button", "Próxima");
    await waitForText(page, "Página 2 de");
    await waitForText(page, "2 selecionadas");
    await clickByText(page, "nav[aria-label=Páginas] button", "Anterior");
    await waitForText(page, "Página 1 de");
    expect(
      await page.$eval(`button[aria-label='Selecionar "Fotossíntese ${word}"']`, (box) => box.getAttribute("aria-checked")),
    ).toBe("true");

    await page.click("#bank-export-format");
    await clickByText(page, "[role=option]", "QTI 3.0");
    await page.waitForFunction(() => document.querySelector("#bank-export-format")?.textContent?.includes("QTI 3.0"));
    expect(await wcagViolations(page, "main")).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, "bank-selection");

    await keepDownloads(page);
    const exported = await downloadBy(page, "/api/question-bank/export", () => clickByText(page, "main button", "Exportar"));
    expect(exported.response.status()).toBe(200);
    const sent = JSON.parse(exported.response.request().postData() ?? "{}");
    expect(sent.format).toBe("qti");
    expect(sent.ids).toHaveLength(2);
    expect(exported.response.headers()["content-type"]).toContain("application/zip");
    expect(exported.name).toMatch(/\.zip$/);
    expect(exported.bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");

    await clickByText(page, "main button", "Limpar seleção");
    await waitForText(page, "Nenhuma selecionada");
  });

  it("imports a Moodle XML file into an exam from the dashboard, and the questions appear on the exam page", async () => {
    const { page, baseUrl } = browser;
    await signedInTeacher(page, baseUrl, "/dashboard");
    const title = `Prova Moodle ${uniqueWord()}`;
    const exam = await createExam(page, title);
    await page.reload();

    await clickByText(page, "button", "Importar Questões");
    await chooseFile(page, "[role=dialog] #import-csv-file", fixture("moodle-export.xml"));
    await waitForText(page, "Tipo: Moodle XML");
    await waitForText(page, "questões encontradas", 20_000);
    // The association comes in now; a description and a cloze question stay out.
    await waitForText(page, "Questões deixadas de fora:");
    await waitForText(page, 'Questão "Leia com atenção"');
    await waitForText(page, 'Questão "Complete as medidas"');

    await page.click("#import-csv-exam");
    await clickByText(page, "[role=option]", title);
    await page.waitForFunction(() => !document.body.innerText.includes("Nenhuma prova selecionada"));
    await page.click("[role=dialog] button[type=submit]");
    await waitForText(page, "questões importadas com sucesso!", 20_000);
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));

    await page.goto(`${baseUrl}/exams/${exam.id}/view`);
    await waitForText(page, "Compare 2/4 & 1/2");
    // The file's image was stored with the question.
    await page.waitForSelector('img[alt="Pizza dividida em quatro partes"]');
  });
});
