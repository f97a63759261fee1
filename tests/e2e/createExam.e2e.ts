import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { callApi, clickByText, createUserThroughApi, fill, signInThroughApi, waitForText } from "./support/actions";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

async function choose(page: Page, trigger: string, option: string) {
  await page.click(trigger);
  await clickByText(page, "[role=option]", option);
}

/** Types into the n-th rich-text editor of the page (in screen order). */
async function typeInEditor(page: Page, index: number, text: string, bold = false) {
  const editors = await page.$$('[contenteditable="true"]');
  await editors[index].click();
  if (bold) {
    await page.keyboard.down("Control");
    await page.keyboard.press("b");
    await page.keyboard.up("Control");
  }
  await page.keyboard.type(text);
}

describe("creating an exam", () => {
  it("a professor creates an exam on a 0–100 scale with two multiple-choice and one essay question, then finds it without accents", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/create-exam");
    await waitForText(page, "Criar Nova Prova");

    await clickByText(page, "button", "Criar Prova");
    await waitForText(page, "Título é obrigatório");
    await waitForText(page, "Adicione pelo menos uma questão.");

    await fill(page, "#exam-title", "Avaliação do Sistema Solar");
    await choose(page, "#exam-school", "Escola Monteiro Lobato");
    await choose(page, "#exam-grade-level", "9º Ano");
    await choose(page, "#exam-subject", "Ciências");
    // The school's scale: out of 100, to whole numbers.
    await choose(page, "#exam-max-grade", "De 0 a 100");
    await choose(page, "#exam-grade-rounding", "Número inteiro (6)");

    // Question 1: text + options A–E (editors 0..5); question 2: editors 6..11; question 3: editor 12.
    await clickByText(page, "button", "Adicionar questão de múltipla escolha");
    await typeInEditor(page, 0, "Qual é o maior planeta?", true);
    for (const [offset, text] of [["Terra"], ["Júpiter"], ["Marte"]].entries()) await typeInEditor(page, 1 + offset, text[0]);
    await clickByText(page, "label", "Alternativa B:");
    await clickByText(page, "button", "Adicionar questão de múltipla escolha");
    await typeInEditor(page, 6, "Qual planeta é vermelho?");
    await typeInEditor(page, 7, "Marte");
    await typeInEditor(page, 8, "Vênus");
    const radios = await page.$$('input[type="radio"]');
    await radios[5].click(); // question 2, option A
    await clickByText(page, "button", "Adicionar questão dissertativa");
    await typeInEditor(page, 12, "Explique por que Plutão deixou de ser planeta.");
    // Only the essay has the teacher's expected answer, right under its text (editor 13).
    expect(
      await page.$$eval("label", (labels) => labels.filter((label) => label.textContent?.startsWith("Resposta esperada")).length),
    ).toBe(1);
    await typeInEditor(page, 13, "Não domina sua órbita.");

    await clickByText(page, "button", "Criar Prova");
    await page.waitForFunction(() => /^\/exams\/[0-9a-f-]{36}\/view$/.test(location.pathname), { timeout: 15_000 });
    const id = new URL(page.url()).pathname.split("/")[2];
    const exam = await callApi<{
      subject: string;
      maxGrade: number;
      gradeRounding: string;
      questions: Array<{
        questionType: string;
        questionText: string;
        expectedAnswer: string | null;
        options: Array<{ optionLetter: string; isCorrect: boolean }>;
      }>;
    }>(page, "GET", `/api/exams/${id}`);
    expect(exam.body.subject).toBe("Ciências");
    expect([exam.body.maxGrade, exam.body.gradeRounding]).toEqual([100, "1"]);
    expect(exam.body.questions.map((question) => question.questionType)).toEqual(["multiple_choice", "multiple_choice", "essay"]);
    expect(exam.body.questions[0].questionText).toContain("<strong>Qual é o maior planeta?</strong>");
    expect(exam.body.questions[0].options.map((option) => [option.optionLetter, option.isCorrect])).toEqual([
      ["A", false],
      ["B", true],
      ["C", false],
    ]);
    expect(exam.body.questions[1].options.find((option) => option.isCorrect)?.optionLetter).toBe("A");
    expect(exam.body.questions.map((question) => question.expectedAnswer)).toEqual([null, null, "<p>Não domina sua órbita.</p>"]);

    await page.goto(`${baseUrl}/exams`);
    await page.waitForSelector('input[type="search"]');
    await page.type('input[type="search"]', "ciencias");
    await waitForText(page, "Avaliação do Sistema Solar");
    await waitForText(page, "1 prova");
  });

  it("keeps a half-written exam across a reload until it is discarded", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/create-exam");
    await fill(page, "#exam-title", "Prova quase pronta");
    await clickByText(page, "button", "Adicionar questão dissertativa");
    await typeInEditor(page, 0, "Uma questão que não pode se perder");
    await new Promise((resolve) => setTimeout(resolve, 900));

    await page.reload();
    await waitForText(page, "Rascunho restaurado");
    expect(await page.$eval("#exam-title", (input) => (input as HTMLInputElement).value)).toBe("Prova quase pronta");
    await waitForText(page, "Uma questão que não pode se perder");

    await clickByText(page, "button", "Descartar rascunho");
    await page.waitForFunction(() => (document.querySelector("#exam-title") as HTMLInputElement).value === "");
    await page.reload();
    await page.waitForSelector("#exam-title");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await page.evaluate(() => document.body.innerText.includes("Rascunho restaurado"))).toBe(false);
  });
});
