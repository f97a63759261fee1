import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { callApi, clickByText, createUserThroughApi, fill, signInThroughApi, waitForText } from "./support/actions";
import { lookAt, useBrowser } from "./support/browser";

const browser = useBrowser();

const SUM_RANGE = "A soma das proposições corretas deve ficar entre 01 e 99.";

async function choose(page: Page, trigger: string, option: string) {
  await page.click(trigger);
  await clickByText(page, "[role=option]", option);
}

/** Adds a question of a type beyond multiple choice and essay, through 'Adicionar outro tipo'. */
async function addQuestion(page: Page, type: string) {
  await clickByText(page, "button", "Adicionar outro tipo");
  await clickByText(page, "[role=menuitem]", type);
}

/** The n-th question card's selector (in screen order, from 1). */
const card = (number: number) => `li:nth-child(${number}) > [data-question]`;

/** Types into the n-th rich-text editor of a card: its text first, then its parts in order. */
async function typeIn(page: Page, number: number, editor: number, text: string) {
  const editors = await page.$$(`${card(number)} [contenteditable="true"]`);
  // Centred first, so the page's sticky top bar is not what the click lands on.
  await editors[editor].evaluate((element) => element.scrollIntoView({ block: "center" }));
  await editors[editor].click();
  await page.keyboard.type(text);
}

/** Clicks, inside a card, the first `selector` whose text holds `text` (the screen reader's words of a mark). */
async function clickIn(page: Page, number: number, selector: string, text: string) {
  await clickByText(page, `${card(number)} ${selector}`, text);
}

describe("writing the question types beyond multiple choice and essay", () => {
  it("a teacher writes a somatória with a formula, a V/F, a matching and a numeric question, and the exam page shows their keys", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/create-exam");
    await waitForText(page, "Criar Nova Prova");
    await fill(page, "#exam-title", "Prova de tipos de questão");
    await choose(page, "#exam-school", "Escola Monteiro Lobato");
    await choose(page, "#exam-grade-level", "9º Ano");
    await choose(page, "#exam-subject", "Matemática");

    // Somatória: seven propositions, the first with a formula typed between dollars.
    await addQuestion(page, "Somatória");
    await typeIn(page, 1, 0, "Assinale as proposições corretas.");
    for (let added = 0; added < 3; added += 1) await clickIn(page, 1, "button", "Adicionar proposição");
    await typeIn(page, 1, 1, "Metade é $\\frac{1}{2}$");
    await page.waitForSelector(`${card(1)} span[data-math] math`);
    for (const [offset, text] of [
      "Dois é par",
      "Três é par",
      "Quatro é primo",
      "Cinco é ímpar",
      "Seis é primo",
      "Sete é par",
    ].entries())
      await typeIn(page, 1, 2 + offset, text);
    // 04 + 32 + 64 = 100: more than a somatória's answer can be.
    for (const number of ["04", "32", "64"]) await clickIn(page, 1, "label", `Proposição ${number}:`);
    await waitForText(page, "Soma: 100 (04 + 32 + 64)");
    await clickByText(page, "button", "Criar Prova");
    await waitForText(page, SUM_RANGE);
    for (const number of ["04", "32", "64", "01", "02", "08"]) await clickIn(page, 1, "label", `Proposição ${number}:`);
    await waitForText(page, "Gabarito: Soma: 11 (01 + 02 + 08)");

    // Verdadeiro ou Falso: statements start false (F); the first and the last are true.
    await addQuestion(page, "Verdadeiro ou Falso");
    await typeIn(page, 2, 0, "Julgue as afirmações.");
    for (const [offset, text] of [
      "A água ferve a 100 °C ao nível do mar",
      "O Sol gira em torno da Terra",
      "Zero é ímpar",
      "O triângulo tem três lados",
    ].entries())
      await typeIn(page, 2, 1 + offset, text);
    await clickIn(page, 2, '[aria-label="Afirmação 1"] label', "Verdadeira");
    await clickIn(page, 2, '[aria-label="Afirmação 4"] label', "Verdadeira");
    await waitForText(page, "Gabarito: V F F V");

    // Associação de Colunas: three items, three answers, each item's answer chosen.
    await addQuestion(page, "Associação de Colunas");
    await typeIn(page, 3, 0, "Associe cada país à sua capital.");
    for (const [offset, text] of ["Brasil", "Argentina", "Chile", "Buenos Aires", "Santiago", "Brasília"].entries())
      await typeIn(page, 3, 1 + offset, text);
    for (const [item, answer] of [
      ["0", "C – Brasília"],
      ["1", "A – Buenos Aires"],
      ["2", "B – Santiago"],
    ]) {
      await choose(page, `${card(3)} [id$="-match-${item}"]`, answer);
    }
    await waitForText(page, "Gabarito: 1-C 2-A 3-B");

    // Resposta Numérica, typed with a decimal comma.
    await addQuestion(page, "Resposta Numérica");
    await typeIn(page, 4, 0, "Quanto mede o segmento?");
    await fill(page, `${card(4)} [id$="-spec-value"]`, "2,5");
    await fill(page, `${card(4)} [id$="-spec-tolerance"]`, "0,1");
    await fill(page, `${card(4)} [id$="-spec-unit"]`, "cm");
    await waitForText(page, "Gabarito: 2,5 cm (± 0,1)");
    await lookAt(page, "question-types-editor", { fullPage: true });

    await clickByText(page, "button", "Criar Prova");
    await page.waitForFunction(() => /^\/exams\/[0-9a-f-]{36}\/view$/.test(location.pathname), { timeout: 15_000 });
    for (const key of [
      "Gabarito: Soma: 11 (01 + 02 + 08)",
      "Gabarito: V F F V",
      "Gabarito: 1-C 2-A 3-B",
      "Gabarito: 2,5 cm (± 0,1)",
    ])
      await waitForText(page, key);
    await lookAt(page, "question-types-view", { fullPage: true });

    const id = new URL(page.url()).pathname.split("/")[2];
    const exam = await callApi<{
      questions: Array<{ questionType: string; questionText: string; answerSpec: Record<string, unknown> }>;
    }>(page, "GET", `/api/exams/${id}`);
    const [summation, trueFalse, matching, numeric] = exam.body.questions;
    expect(exam.body.questions.map((question) => question.questionType)).toEqual([
      "summation",
      "true_false",
      "matching",
      "numeric",
    ]);
    const propositions = summation.answerSpec.parts as Array<{ text: string; correct: boolean }>;
    expect(propositions[0].text).toContain("<math");
    expect(propositions.map((part) => part.correct)).toEqual([true, true, false, true, false, false, false]);
    expect((trueFalse.answerSpec.parts as Array<{ correct: boolean }>).map((part) => part.correct)).toEqual([
      true,
      false,
      false,
      true,
    ]);
    const { parts, answers } = matching.answerSpec as { parts: Array<{ match: string }>; answers: Array<{ id: string }> };
    expect(parts.map((part) => answers.findIndex((answer) => answer.id === part.match))).toEqual([2, 0, 1]);
    expect(numeric.answerSpec).toMatchObject({ value: 2.5, tolerance: 0.1, unit: "cm" });
  });
});
