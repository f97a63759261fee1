import { copyFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { ElementHandle, Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { bodyText, callApi, clickByText, createUserThroughApi, signInThroughApi, waitForText } from "./support/actions";
import { scratchFolder } from "../support/scratchFolder";
import { useBrowser } from "./support/browser";

const browser = useBrowser();
const folder = scratchFolder("bank-import");
const fixture = (name: string) => resolve("tests/fixtures", name);

/** The bank is shared by everyone, so each test marks what it creates with a word of its own. */
const uniqueWord = () => `marca${Math.random().toString(36).slice(2, 8)}`;

/** An exam created through the API by the signed-in user, with one question of its own. */
async function createExam(page: Page, title: string) {
  const schools = await callApi<Array<{ id: string }>>(page, "GET", "/api/schools");
  const levels = await callApi<Array<{ id: string }>>(page, "GET", "/api/grade-levels");
  const created = await callApi<{ id: string }>(page, "POST", "/api/exams", {
    title,
    subject: "Ciências",
    schoolId: schools.body[0].id,
    gradeLevelId: levels.body[0].id,
    questions: [{ questionType: "essay", questionText: "<p>Questão própria da prova.</p>" }],
  });
  expect(created.status).toBe(201);
  return created.body;
}

async function createBankItem(page: Page, title: string, questionText: string) {
  const levels = await callApi<Array<{ id: string }>>(page, "GET", "/api/grade-levels");
  const created = await callApi<{ id: string }>(page, "POST", "/api/question-bank", {
    title,
    questionText: `<p>${questionText}</p>`,
    questionType: "multiple_choice",
    subject: "Ciências",
    gradeLevelId: levels.body[0].id,
    difficultyLevel: "easy",
    points: 2,
    options: [
      { optionLetter: "A", optionText: "Oxigênio", isCorrect: true },
      { optionLetter: "B", optionText: "Nitrogênio", isCorrect: false },
    ],
  });
  expect(created.status).toBe(201);
  return created.body;
}

async function examQuestions(page: Page, examId: string) {
  const exam = await callApi<{ questions: Array<{ questionText: string; questionOrder: number; points: number }> }>(
    page,
    "GET",
    `/api/exams/${examId}`,
  );
  return exam.body.questions;
}

/** A new teacher chooses `path` on the bank's import tab. */
async function chooseOnImportTab(page: Page, baseUrl: string, path: string) {
  const teacher = await createUserThroughApi(baseUrl, "professor");
  await signInThroughApi(page, baseUrl, teacher, "/question-bank");
  await waitForText(page, "Banco de Questões");
  await clickByText(page, "[role=tab]", "Importar Questões");
  const input = (await page.waitForSelector("#import-file")) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(path);
}

describe("Banco de Questões", () => {
  it("imports an Excel workbook from the import tab and lists its questions", async () => {
    const { page, baseUrl } = browser;
    await chooseOnImportTab(page, baseUrl, fixture("bank-import.xlsx"));
    await waitForText(page, "Tipo: Excel");
    await clickByText(page, "form button[type=submit]", "Importar");
    await page.waitForFunction(() =>
      document.querySelector("[role=tabpanel] [role=status]")?.textContent?.includes("4 questões importadas com sucesso!"),
    );
    await waitForText(page, "Sucesso");

    await clickByText(page, "[role=tab]", "Lista de Questões");
    await waitForText(page, "Leis de Newton");
    const text = await bodyText(page);
    expect(text).toContain("Área do retângulo");
    expect(text).toContain("Discursiva");
    expect(text).toContain("Múltipla Escolha");
  });

  it("tells a file's kind by its bytes on the import tab: a PDF under a .csv name asks for its subject and grade", async () => {
    const { page, baseUrl } = browser;
    const renamed = join(folder, "prova.csv");
    copyFileSync(fixture("bank-import.pdf"), renamed);
    await chooseOnImportTab(page, baseUrl, renamed);
    await waitForText(page, "Tipo: PDF");
    await waitForText(page, "Dados das questões do PDF");
  });

  it("finds an item by a word typed without accents, and offers edit only on one's own items", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/question-bank");
    const word = uniqueWord();
    await createBankItem(page, `Fotossíntese ${word}`, "Qual gás as plantas liberam na fotossíntese?");
    await createBankItem(page, `Tabuada ${word}`, "Quanto é 7 x 8?");

    await clickByText(page, "[role=tab]", "Buscar Questões");
    await page.waitForSelector("#bank-search");
    await page.type("#bank-search", `fotossintese ${word}`);
    await waitForText(page, "1 questão encontrada");
    await waitForText(page, `Fotossíntese ${word}`);
    expect(await bodyText(page)).not.toContain(`Tabuada ${word}`);
    expect(await page.$(`button[aria-label="Editar questão Fotossíntese ${word}"]`)).not.toBeNull();

    // Another teacher sees the item but is not offered to change it (the server would refuse).
    const colleague = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, colleague, "/question-bank");
    await clickByText(page, "[role=tab]", "Buscar Questões");
    await page.waitForSelector("#bank-search");
    await page.type("#bank-search", `fotossintese ${word}`);
    await waitForText(page, `Fotossíntese ${word}`);
    expect(await page.$(`button[aria-label="Editar questão Fotossíntese ${word}"]`)).toBeNull();
  });

  it("edits an essay's expected answer as rich text, in place of the plain one", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/question-bank");
    const word = uniqueWord();
    const levels = await callApi<Array<{ id: string }>>(page, "GET", "/api/grade-levels");
    const created = await callApi<{ id: string }>(page, "POST", "/api/question-bank", {
      title: `Redação ${word}`,
      questionText: "<p>Descreva o ciclo da água.</p>",
      questionType: "essay",
      subject: "Ciências",
      gradeLevelId: levels.body[0].id,
      expectedAnswer: "<p>Evaporação e chuva.</p>",
    });
    expect(created.status).toBe(201);

    await clickByText(page, "[role=tab]", "Buscar Questões");
    await page.waitForSelector("#bank-search");
    await page.type("#bank-search", `redacao ${word}`);
    await page.waitForSelector(`button[aria-label="Editar questão Redação ${word}"]`);
    await page.click(`button[aria-label="Editar questão Redação ${word}"]`);
    await page.waitForSelector("#bank-expected[contenteditable=true]");
    expect(await page.$eval("#bank-expected", (editor) => (editor as HTMLElement).innerText.trim())).toBe("Evaporação e chuva.");
    expect(await page.$("#bank-correct-answer")).toBeNull();
    await page.click("#bank-expected");
    await page.keyboard.press("End");
    await page.keyboard.type(" E condensação.");
    await clickByText(page, "[role=dialog] button", "Salvar Alterações");
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"), { timeout: 10_000 });
    const item = await callApi<{ expectedAnswer: string }>(page, "GET", `/api/question-bank/${created.body.id}`);
    expect(item.body.expectedAnswer).toBe("<p>Evaporação e chuva. E condensação.</p>");
  });

  it("deletes one's own item after a confirmation; one used in an exam stays, with the reason", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/question-bank");
    const word = uniqueWord();
    await createBankItem(page, `Solta ${word}`, "Qual gás as plantas liberam?");
    const used = await createBankItem(page, `Usada ${word}`, "Qual gás os animais liberam?");
    const exam = await createExam(page, `Prova ${word}`);
    expect(
      (await callApi(page, "POST", `/api/exams/${exam.id}/exam-questions`, { questionId: used.id, questionOrder: 2 })).status,
    ).toBe(201);

    await clickByText(page, "[role=tab]", "Buscar Questões");
    await page.waitForSelector("#bank-search");
    await page.type("#bank-search", word);
    await waitForText(page, "2 questões encontradas");

    // The count and the cards come from one answer, but the cards may paint a frame later.
    const deleteButton = (title: string) => `button[aria-label="Excluir questão ${title} ${word}"]`;
    await (await page.waitForSelector(deleteButton("Solta")))!.click();
    await page.waitForSelector("[role=alertdialog]");
    expect(await page.$eval("[role=alertdialog]", (dialog) => (dialog as HTMLElement).innerText)).toContain(
      `Tem certeza que deseja excluir a questão "Solta ${word}" do banco? Esta ação não pode ser desfeita.`,
    );
    await clickByText(page, "[role=alertdialog] button", "Excluir");
    await waitForText(page, "Questão removida com sucesso!");
    await waitForText(page, "1 questão encontrada");
    expect(await bodyText(page)).not.toContain(`Solta ${word}`);

    await (await page.waitForSelector(deleteButton("Usada")))!.click();
    await clickByText(page, "[role=alertdialog] button", "Excluir");
    await waitForText(page, "Não é possível excluir: a questão está em 1 prova. Remova-a das provas primeiro.");
    await page.waitForFunction(() => !document.querySelector("[role=alertdialog]"));
    expect(await bodyText(page)).toContain(`Usada ${word}`);
  });

  it("adds three bank items to an exam from the picker, after the exam's own question", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/dashboard");
    const word = uniqueWord();
    const exam = await createExam(page, `Prova com banco ${word}`);
    const titles = ["Planetas", "Estações", "Marés"].map((name) => `${name} ${word}`);
    for (const title of titles) await createBankItem(page, title, `Enunciado de ${title}`);

    await page.goto(`${baseUrl}/question-bank?examId=${exam.id}`);
    await waitForText(page, `Adicionando questões à prova: Prova com banco ${word}`);
    await page.waitForSelector("[role=dialog] #picker-search");
    await page.type("#picker-search", word);
    for (const title of titles) await waitForText(page, title);

    // Chosen out of screen order: the exam numbers them in the order they were chosen.
    for (const title of [titles[2], titles[0], titles[1]]) await clickByText(page, "[role=dialog] label", title);
    await waitForText(page, "3 questões selecionadas");
    // The button waits for the exam's own questions to load (their count numbers the new ones).
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLButtonElement>("[role=dialog] button")].some(
        (button) => button.textContent?.includes("Adicionar à prova (3)") && !button.disabled,
      ),
    );
    await clickByText(page, "[role=dialog] button", "Adicionar à prova (3)");
    await waitForText(page, "3 questão(ões) adicionada(s) à prova!");
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));

    const questions = await examQuestions(page, exam.id);
    expect(questions.map((question) => [question.questionOrder, question.points])).toEqual([
      [1, 1],
      [2, 2],
      [3, 2],
      [4, 2],
    ]);
    expect(questions.slice(1).map((question) => question.questionText)).toEqual(
      [titles[2], titles[0], titles[1]].map((title) => `<p>Enunciado de ${title}</p>`),
    );

    // Items already in the exam are no longer offered.
    await clickByText(page, "main button", "Adicionar Questões do Banco");
    await page.waitForSelector("[role=dialog] #picker-search");
    await page.type("#picker-search", word);
    await waitForText(page, "Nenhuma questão disponível com os filtros aplicados.");
    await page.keyboard.press("Escape");

    await page.goto(`${baseUrl}/exams/${exam.id}/view`);
    for (const title of titles) await waitForText(page, `Enunciado de ${title}`);
  });

  it("imports a CSV into an exam from the dashboard's 'Importar Questões' dialog", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/dashboard");
    const exam = await createExam(page, "Prova para importar");
    await page.reload();

    await clickByText(page, "button", "Importar Questões");
    const input = (await page.waitForSelector("[role=dialog] #import-csv-file")) as ElementHandle<HTMLInputElement>;
    const submitDisabled = () =>
      page.$eval("[role=dialog] button[type=submit]", (button) => (button as HTMLButtonElement).disabled);
    await input.uploadFile(fixture("exam-import.csv"));
    await waitForText(page, "... e mais 1 questões");
    await waitForText(page, "Nenhuma prova selecionada");
    expect(await submitDisabled()).toBe(true);

    await page.click("#import-csv-exam");
    await clickByText(page, "[role=option]", "Prova para importar");
    await page.waitForFunction(() => !document.body.innerText.includes("Nenhuma prova selecionada"));
    expect(await submitDisabled()).toBe(false);
    await page.click("[role=dialog] button[type=submit]");
    await waitForText(page, "4 questões importadas com sucesso!");
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));

    const questions = await examQuestions(page, exam.id);
    expect(questions).toHaveLength(5);
    expect(questions.map((question) => question.questionOrder)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows the rows the server could not read in the 'Importar Questões' dialog, beside the good ones", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/dashboard");

    await clickByText(page, "button", "Importar Questões");
    const file = join(folder, "questoes.csv");
    writeFileSync(file, ["Pergunta,Tipo,Pontos", "Quanto é 2 + 2?,essay,1", ",essay,1", "Explique.,essay,abc"].join("\n"));
    const input = (await page.waitForSelector("[role=dialog] #import-csv-file")) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(file);
    await waitForText(page, "1 questão encontrada");
    await waitForText(page, "Linhas ignoradas:");
    await waitForText(page, "Linha 3: pergunta vazia.");
    await waitForText(page, 'Linha 4: pontuação "abc" inválida');
  });
});
