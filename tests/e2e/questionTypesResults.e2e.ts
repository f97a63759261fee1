import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { callApi, clickByText, DEMO, openInApp, openTab, signInThroughApi, waitForText } from "./support/actions";
import { wcagViolations } from "./support/axe";
import { lookAt, useBrowser } from "./support/browser";
import { addStudent, publishedOnlineExam, saveAndHandIn, waitForRow } from "./support/onlineExams";

const browser = useBrowser();

const TRUE_FALSE = "Julgue as afirmações sobre a água.";
const SUMMATION = "Assinale as proposições corretas sobre os mamíferos.";
const SHORT_ANSWER = "Qual é a maior cidade do Brasil?";

const judged = (parts: Array<[string, boolean]>) => parts.map(([text, correct]) => ({ text: `<p>${text}</p>`, correct }));

/** V F (2 points), somatória 01 + 04 = 05 (2 points) and a short answer (1 point), each scored part by part. */
const QUESTIONS = [
  {
    questionType: "true_false",
    questionText: `<p>${TRUE_FALSE}</p>`,
    points: 2,
    answerSpec: {
      parts: judged([
        ["A água ferve a 100 °C ao nível do mar.", true],
        ["O gelo é mais denso que a água.", false],
      ]),
      scoring: "partial",
    },
  },
  {
    questionType: "summation",
    questionText: `<p>${SUMMATION}</p>`,
    points: 2,
    answerSpec: {
      parts: judged([
        ["Amamentam os filhotes.", true],
        ["Todos põem ovos.", false],
        ["Têm pelos em alguma fase da vida.", true],
      ]),
      scoring: "partial",
    },
  },
  { questionType: "short_answer", questionText: `<p>${SHORT_ANSWER}</p>`, points: 1, answerSpec: { accepted: ["São Paulo"] } },
];

interface OfferedQuestion {
  id: string;
  questionText: string;
  answerSpec: { parts?: Array<{ id: string }> } | null;
}

/**
 * A student enters with the access code and saves, as the student page does, the V/F marks given
 * by statement position, a sum and a short answer, then hands in.
 */
async function handIn(page: Page, examCode: string, accessCode: string, given: { marks: boolean[]; sum: number; text: string }) {
  await saveAndHandIn<OfferedQuestion>(page, examCode, accessCode, (questions) => {
    const find = (text: string) => questions.find((question) => question.questionText.includes(text))!;
    const statements = find(TRUE_FALSE).answerSpec!.parts!;
    const marks = Object.fromEntries(given.marks.map((mark, index) => [statements[index].id, mark]));
    return [
      { questionId: find(TRUE_FALSE).id, response: { marks }, revision: 1 },
      { questionId: find(SUMMATION).id, response: { sum: given.sum }, revision: 2 },
      { questionId: find(SHORT_ANSWER).id, textAnswer: given.text, revision: 3 },
    ];
  });
}

const activePanel = (page: Page) => page.$eval("[role=tabpanel][data-state=active]", (panel) => (panel as HTMLElement).innerText);

describe("the results of the question types scored part by part", () => {
  it("a coordinator reads the answers in words, the spread of the answers, and accepts a short answer for everyone", async () => {
    const { page, baseUrl } = browser;
    const suffix = Math.random().toString(36).slice(2, 7);
    await signInThroughApi(page, baseUrl, DEMO.coordinatorA, "/exams");
    const { exam, schoolClass } = await publishedOnlineExam(page, `Prova de tipos ${suffix}`, QUESTIONS);
    const ana = await addStudent(page, schoolClass.id, `Ana Tipos ${suffix}`);
    const bruno = await addStudent(page, schoolClass.id, `Bruno Tipos ${suffix}`);
    const applied = await callApi<{ id: string }>(page, "POST", `/api/exams/${exam.id}/applications`, {
      classIds: [schoolClass.id],
      durationMinutes: 30,
    });
    expect(applied.status).toBe(201);
    // Ana: V and a blank (half the V/F), 03 (takes the wrong 02: nothing); Bruno: V V (half), 01 (half the sum).
    await handIn(page, exam.examCode, ana.accessCode, { marks: [true], sum: 3, text: "Sampa" });
    await handIn(page, exam.examCode, bruno.accessCode, { marks: [true, true], sum: 1, text: "Sampa" });

    await openInApp(page, `/exams/${exam.id}/applications/${applied.body.id}/results`);
    await waitForRow(page, ana.name, "1 / 5");
    await waitForRow(page, bruno.name, "2 / 5");

    // Ana's sheet: each answer and its key in words, the statements side by side, the points earned.
    await clickByText(page, "tbody button", ana.name);
    await page.waitForFunction(() => document.querySelector("[role=dialog]")?.textContent?.includes("Gabarito"));
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
    const sheet = await page.$eval("[role=dialog]", (element) => (element as HTMLElement).innerText);
    expect(sheet).toMatch(/Resposta do aluno:\s+V _/);
    expect(sheet).toMatch(/Gabarito:\s+V F/);
    expect(sheet).toMatch(/Resposta do aluno:\s+Soma: 03 \(01 \+ 02\)/);
    expect(sheet).toMatch(/Gabarito:\s+Soma: 05 \(01 \+ 04\)/);
    expect(sheet).toMatch(/Resposta do aluno:\s+Sampa/);
    expect(sheet).toContain("Parcial");
    expect(sheet).toContain("1 de 2 pontos");
    expect(sheet).toContain("O gelo é mais denso que a água.");
    expect(await wcagViolations(page, "[role=dialog]")).toEqual([]);
    await lookAt(page, "question-types-sheet", { fullPage: true });
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));

    // 'Análise dos itens': V/F per statement, the wrong sums, the key marked.
    await openTab(page, "Análise dos itens");
    await waitForText(page, "Distribuição das respostas");
    const items = await activePanel(page);
    expect(items).toContain("Verdadeiro ou Falso");
    expect(items).toContain("Somatória");
    expect(items).toContain("Resposta Curta");
    expect(items).toContain("gabarito");
    expect(items).toMatch(/Somas erradas mais comuns\s*01\s*50 %\s*03\s*50 %\s*01 \+ 02/);
    expect(await wcagViolations(page, "main")).toEqual([]);
    await lookAt(page, "question-types-items", { fullPage: true });

    // 'Correção': Ana's refused 'Sampa' accepted for her alone (a grade), then Bruno's for everyone who gave it.
    await openTab(page, "Correção");
    await waitForText(page, "Respostas aceitas: São Paulo");
    expect(await activePanel(page)).toContain("✗ Errada");
    expect(await wcagViolations(page, "main")).toEqual([]);
    await lookAt(page, "question-types-grading", { fullPage: true });
    await clickByText(page, "[role=tabpanel][data-state=active] button", "Aceitar esta resposta");
    await waitForText(page, "Nota salva");
    await waitForText(page, "Corrigida");
    expect(await page.$eval("#essay-score", (input) => (input as HTMLInputElement).value)).toBe("1");
    await clickByText(page, "[role=tabpanel][data-state=active] button", "Próxima");
    await page.waitForFunction((name) => document.querySelector("#correcao-titulo")?.textContent?.includes(name), {}, bruno.name);
    await clickByText(page, "[role=tabpanel][data-state=active] button", "Aceitar para todos que deram esta resposta");
    await waitForText(page, "Resposta aceita: 1 nota recalculada.");
    await waitForText(page, "Respostas aceitas: São Paulo | Sampa");
    await waitForText(page, "✓ Correta");
    await openTab(page, "Resultados");
    await waitForRow(page, ana.name, "2 / 5");
    await waitForRow(page, bruno.name, "3 / 5");
  }, 90_000);
});
