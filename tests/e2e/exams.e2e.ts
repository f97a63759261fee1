import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { bodyText, callApi, clickByText, createUserThroughApi, signInThroughApi, waitForText } from "./support/actions";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

/** An exam created through the API by the signed-in user, in the demo organisation. */
async function createExam(page: Page, title: string, subject: string) {
  const schools = await callApi<Array<{ id: string }>>(page, "GET", "/api/schools");
  const levels = await callApi<Array<{ id: string }>>(page, "GET", "/api/grade-levels");
  const created = await callApi<{ id: string; examCode: string }>(page, "POST", "/api/exams", {
    title,
    subject,
    schoolId: schools.body[0].id,
    gradeLevelId: levels.body[0].id,
    questions: [{ questionType: "essay", questionText: "<p>Explique.</p>" }],
  });
  expect(created.status).toBe(201);
  return created.body;
}

async function search(page: Page, text: string) {
  const box = await page.waitForSelector('input[type="search"]');
  await box!.click({ count: 3 });
  await page.keyboard.press("Backspace");
  await page.type('input[type="search"]', text);
}

describe("Minhas Provas", () => {
  it("finds an exam by a word of its subject typed without accents, and filters by status", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/exams");
    await waitForText(page, "Nenhuma prova criada ainda");

    const science = await createExam(page, "Avaliação Bimestral", "Ciências");
    const history = await createExam(page, "Simulado", "História");
    await callApi(page, "POST", `/api/exams/${history.id}/publish`);
    await page.reload();
    await waitForText(page, "2 provas");

    await search(page, "ciencias");
    await page.waitForFunction(
      () => document.body.innerText.includes("1 prova") && !document.body.innerText.includes("Simulado"),
    );
    expect(await bodyText(page)).toContain(science.examCode);

    await search(page, "");
    await waitForText(page, "2 provas");
    await page.click('button[aria-label="Filtrar por status"]');
    await clickByText(page, "[role=option]", "Publicada");
    await page.waitForFunction(
      () => document.body.innerText.includes("1 prova") && !document.body.innerText.includes("Avaliação Bimestral"),
    );

    await page.click('button[aria-label="Filtrar por status"]');
    await clickByText(page, "[role=option]", "Finalizada");
    await waitForText(page, "Nenhuma prova encontrada");
  });

  it("publishes from the menu, duplicates, and deletes after a confirmation", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/exams");
    await createExam(page, "Prova de Frações", "Matemática");
    await page.reload();
    await waitForText(page, "Prova de Frações");

    await page.click('button[aria-label="Mais ações para Prova de Frações"]');
    await clickByText(page, "[role=menuitem]", "Publicar");
    await waitForText(page, "Prova publicada com sucesso!");
    await waitForText(page, "Publicada");
    await page.click('button[aria-label="Mais ações para Prova de Frações"]');
    const menu = await page.$eval("[role=menu]", (element) => (element as HTMLElement).innerText);
    expect(menu).not.toContain("Publicar");
    await page.keyboard.press("Escape");

    await page.click('button[aria-label="Mais ações para Prova de Frações"]');
    await clickByText(page, "[role=menuitem]", "Duplicar");
    await page.waitForSelector("#duplicate-title");
    expect(await page.$eval("#duplicate-title", (input) => (input as HTMLInputElement).value)).toBe("Prova de Frações (Cópia)");
    await clickByText(page, "[role=dialog] button", "Duplicar");
    await waitForText(page, "Prova duplicada com sucesso!");
    await page.goto(`${baseUrl}/exams`);
    await waitForText(page, "Prova de Frações (Cópia)");

    await page.click('button[aria-label="Mais ações para Prova de Frações (Cópia)"]');
    await clickByText(page, "[role=menuitem]", "Excluir");
    await clickByText(page, "[role=alertdialog] button", "Excluir");
    await waitForText(page, "Prova excluída com sucesso!");
    await page.waitForFunction(() => !document.body.innerText.includes("(Cópia)"));
  });

  it("'Duplicar' warns when there is no exam yet", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/exams");
    await waitForText(page, "Nenhuma prova criada ainda");
    await clickByText(page, "main button", "Duplicar");
    await waitForText(page, "Crie uma prova primeiro para poder duplicar.");
  });
});

describe("dashboard", () => {
  it("duplicates an exam from the 'Duplicar Prova' dialog, which needs a source and a title", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/dashboard");
    await createExam(page, "Prova de Origem", "Geografia");
    await page.reload();
    await clickByText(page, "button", "Duplicar Prova");
    await page.waitForSelector("#duplicate-source");
    const submit = async () =>
      page.$eval("[role=dialog] button[type=submit]", (button) => (button as HTMLButtonElement).disabled);
    expect(await submit()).toBe(true);
    await page.click("#duplicate-source");
    await clickByText(page, "[role=option]", "Prova de Origem");
    expect(await submit()).toBe(true);
    await page.type("#duplicate-new-title", "Prova de Recuperação");
    expect(await submit()).toBe(false);
    await page.click("[role=dialog] button[type=submit]");
    await waitForText(page, "Prova duplicada com sucesso!");
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));
    const list = await callApi<Array<{ title: string; description: string | null }>>(page, "GET", "/api/exams");
    expect(list.body.map((exam) => exam.title).sort()).toEqual(["Prova de Origem", "Prova de Recuperação"]);
  });
});
