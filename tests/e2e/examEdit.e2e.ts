import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { clickByText, createUserThroughApi, fill, signInThroughApi, waitForText, createExamThroughApi } from "./support/actions";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

async function createExam(page: Page, title: string) {
  const multipleChoice = (text: string) => ({
    questionType: "multiple_choice",
    questionText: `<p>${text}</p>`,
    options: [
      { optionLetter: "A", optionText: "Sim", isCorrect: true },
      { optionLetter: "B", optionText: "Não" },
    ],
  });
  return createExamThroughApi(page, {
    title,
    subject: "Ciências",
    questions: [
      multipleChoice("A Terra gira?"),
      multipleChoice("A Lua tem luz própria?"),
      { questionType: "essay", questionText: "<p>Explique as marés.</p>" },
    ],
  });
}

describe("editing an exam", () => {
  it("saves a new title, which the list then shows", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/exams");
    const exam = await createExam(page, "Prova de Astronomia");
    await page.goto(`${baseUrl}/exams/${exam.id}/edit`);
    await waitForText(page, "Questões (3)");
    await fill(page, "#exam-title", "Prova de Astronomia — 2º bimestre");
    await clickByText(page, "button", "Salvar Alterações");
    await waitForText(page, "Prova atualizada com sucesso!");
    await page.goto(`${baseUrl}/exams`);
    await waitForText(page, "Prova de Astronomia — 2º bimestre");
  });

  it("deletes a question after a confirmation and renumbers the rest", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/exams");
    const exam = await createExam(page, "Prova para apagar questão");
    await page.goto(`${baseUrl}/exams/${exam.id}/edit`);
    await waitForText(page, "Questões (3)");
    await page.click('button[aria-label="Excluir questão 1"]');
    await waitForText(page, "Tem certeza que deseja excluir a questão 1?");
    await clickByText(page, "[role=alertdialog] button", "Excluir");
    await waitForText(page, "Questões (2)");
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toContain("A Lua tem luz própria?");
    expect(text).not.toContain("A Terra gira?");
    expect(text).not.toContain("Questão 3");
  });
});

describe("online preview", () => {
  it("counts the answers picked, with the clock stopped at 01:00:00 and no answer key", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/exams");
    const exam = await createExam(page, "Prova online");
    await page.goto(`${baseUrl}/exams/${exam.id}/online`);
    await waitForText(page, "MODO PREVIEW");
    await waitForText(page, "Respondidas: 0/3");
    await waitForText(page, "01:00:00");
    await page.waitForSelector('textarea[placeholder="Área para resposta do aluno"]');

    const radios = await page.$$("[role=radio]");
    await radios[0].click();
    await waitForText(page, "Respondidas: 1/3");
    await radios[3].click();
    await waitForText(page, "Respondidas: 2/3");
    await waitForText(page, "2 de 3 questões respondidas");
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await page.evaluate(() => document.body.innerText)).toContain("01:00:00");
    expect(await page.content()).not.toMatch(/Correta|isCorrect/);
    await clickByText(page, "a", "Editar Prova");
    await page.waitForFunction((id) => location.pathname === `/exams/${id}/edit`, {}, exam.id);
  });
});
