import type { ElementHandle, Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { callApi, clickByText, openTab, signInThroughApi, waitForText } from "./support/actions";
import { wcagViolations } from "./support/axe";
import { lookAt, useBrowser } from "./support/browser";
import { publishedOnlineExam, rowOf, saveAndHandIn, twoOptionQuestion, waitForRow } from "./support/onlineExams";

const browser = useBrowser();
const COORDENADOR = { email: "coordenador@demo.escola.br", password: "coord123" };

const Q1 = "Qual planeta é o maior?";
const Q2 = "A água ferve a quantos graus ao nível do mar?";
const ESSAY = "Explique o ciclo da água.";

interface OfferedQuestion {
  id: string;
  questionText: string;
  options: Array<{ id: string; optionText: string }>;
}

/**
 * A student enters with the access code, answers as the student page would and hands the exam in:
 * the first question right, the second wrong, and a text for the essay.
 */
async function answerAndSubmit(page: Page, examCode: string, accessCode: string, essayText: string) {
  await saveAndHandIn<OfferedQuestion>(page, examCode, accessCode, (questions) => {
    const find = (text: string) => questions.find((question) => question.questionText.includes(text))!;
    const choose = (text: string, option: string) => {
      const question = find(text);
      const selected = question.options.find((candidate) => candidate.optionText.includes(option))!;
      return { questionId: question.id, selectedOptionId: selected.id, textAnswer: null, revision: Date.now() };
    };
    return [
      choose(Q1, "Júpiter"),
      choose(Q2, "50 °C"),
      { questionId: find(ESSAY).id, selectedOptionId: null, textAnswer: essayText, revision: Date.now() },
    ];
  });
}

/** Dialogs fade and zoom in: axe measures contrast once they are at full opacity. */
const animationsDone = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));

/** Clicks the button whose accessible text (screen-reader words included) is `text`. */
async function clickButton(page: Page, scope: string, text: string) {
  const handle = await page.waitForFunction(
    (scope, text) =>
      [...document.querySelectorAll<HTMLButtonElement>(`${scope} button`)].find(
        (button) => button.textContent?.trim() === text,
      ) ?? null,
    { timeout: 10_000 },
    scope,
    text,
  );
  await (handle.asElement() as ElementHandle<HTMLButtonElement>).click();
}

/** Types a score into the grading form and presses Enter, which saves and moves on. */
async function gradeCurrent(page: Page, studentName: string, score: string) {
  await page.waitForFunction(
    (name) => document.querySelector("#correcao-titulo")?.textContent?.includes(name),
    { timeout: 10_000 },
    studentName,
  );
  await page.click("#essay-score", { count: 3 });
  await page.type("#essay-score", score);
  await page.keyboard.press("Enter");
}

describe("the results of an application", () => {
  it("a coordinator sees the scores, grades the essays, then reads the descriptors and the item analysis", async () => {
    const { page, baseUrl } = browser;
    const suffix = Math.random().toString(36).slice(2, 7);
    await signInThroughApi(page, baseUrl, COORDENADOR, "/exams");
    const { exam, schoolClass } = await publishedOnlineExam(page, `Prova de Ciências ${suffix}`, [
      twoOptionQuestion(Q1, "Júpiter", "Marte", { points: 1, descriptorSaeb: "D1" }),
      twoOptionQuestion(Q2, "100 °C", "50 °C", { points: 1, descriptorSaeb: "D2" }),
      {
        questionType: "essay",
        questionText: `<p>${ESSAY}</p>`,
        points: 2,
        expectedAnswer: "<p>Evaporação, condensação e precipitação.</p>",
      },
    ]);
    const students = [];
    for (const name of [`Ana Lima ${suffix}`, `Bruno Reis ${suffix}`]) {
      const added = await callApi<{ name: string; accessCode: string }>(page, "POST", `/api/classes/${schoolClass.id}/students`, {
        name,
      });
      expect(added.status).toBe(201);
      students.push(added.body);
    }
    const [ana, bruno] = students;
    const applied = await callApi<{ id: string; status: string }>(page, "POST", `/api/exams/${exam.id}/applications`, {
      classIds: [schoolClass.id],
      durationMinutes: 30,
    });
    expect(applied.status).toBe(201);
    expect(applied.body.status).toBe("open");
    await answerAndSubmit(page, exam.examCode, ana.accessCode, "A água evapora, condensa nas nuvens e volta como chuva.");
    await answerAndSubmit(page, exam.examCode, bruno.accessCode, "A chuva cai.");

    // From the exam page, the application's 'Resultados'.
    await page.goto(`${baseUrl}/exams/${exam.id}/view`);
    await clickByText(page, "[role=region][aria-labelledby=aplicacoes-titulo] a", "Resultados");
    await waitForText(page, "Resultados da aplicação");
    expect(await page.evaluate(() => location.pathname)).toBe(`/exams/${exam.id}/applications/${applied.body.id}/results`);

    // 'Resultados': both handed in, one right answer each, the essay still to grade.
    for (const student of [ana, bruno]) await waitForRow(page, student.name, "1 / 4", "25 %", "Entregue", "Correção pendente");
    await waitForText(page, "Correções pendentes");
    const summary = await page.$eval("main dl", (element) => (element as HTMLElement).innerText);
    expect(summary).toMatch(/Média\s+1 \/ 4/);
    expect(summary).toMatch(/Entregues\s+2\/\d+/);
    expect(summary).toMatch(/Correções pendentes\s+2/);
    expect(await wcagViolations(page, "main")).toEqual([]);
    await lookAt(page, "results-table", { fullPage: true });

    // Ana's answer sheet: the right, the wrong and the essay waiting for a grade.
    await clickByText(page, "tbody button", ana.name);
    await page.waitForFunction(() => document.querySelector("[role=dialog]")?.textContent?.includes("Gabarito"));
    await animationsDone(page);
    const sheet = await page.$eval("[role=dialog]", (element) => (element as HTMLElement).innerText);
    expect(sheet).toContain(`Folha de respostas: ${ana.name}`);
    expect(sheet).toContain("✓ Correta");
    expect(sheet).toContain("✗ Errada");
    expect(sheet).toContain("Aguardando correção");
    expect(sheet).toContain("A água evapora");
    expect(await wcagViolations(page, "[role=dialog]")).toEqual([]);
    await lookAt(page, "results-sheet");
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));

    // 'Correção': one answer at a time, Enter saves and moves to the next pending one.
    await openTab(page, "Correção");
    await waitForText(page, "0 de 2 corrigidas");
    await waitForText(page, "A água evapora, condensa nas nuvens");
    // The teacher's expected answer stands beside the student's.
    expect(await page.$eval("section[aria-labelledby^=esperada-]", (box) => (box as HTMLElement).innerText)).toContain(
      "Evaporação, condensação e precipitação.",
    );
    expect(await wcagViolations(page, "main")).toEqual([]);
    await lookAt(page, "results-grading", { fullPage: true });
    // Out of range: the message stands under the field and nothing moves.
    await gradeCurrent(page, ana.name, "3");
    await page.waitForFunction(() =>
      document.querySelector("#essay-score-error")?.textContent?.includes("A nota deve ser de 0 a 2, em passos de 0,5"),
    );
    await gradeCurrent(page, ana.name, "2");
    await waitForText(page, "Nota salva");
    await waitForText(page, "1 de 2 corrigidas");
    await gradeCurrent(page, bruno.name, "1.5");
    await waitForText(page, "2 de 2 corrigidas");
    // K goes back to Ana's answer, graded.
    await page.click("#correcao-titulo");
    await page.keyboard.press("k");
    await page.waitForFunction((name) => document.querySelector("#correcao-titulo")?.textContent?.includes(name), {}, ana.name);
    expect(await page.$eval("#essay-score", (input) => (input as HTMLInputElement).value)).toBe("2");

    // Back in 'Resultados': the new scores, nothing pending.
    await openTab(page, "Resultados");
    await waitForRow(page, ana.name, "3 / 4", "75 %");
    await waitForRow(page, bruno.name, "2,5 / 4", "62,5 %");
    for (const student of [ana, bruno]) expect(await rowOf(page, student.name)).not.toContain("Correção pendente");
    await lookAt(page, "results-graded", { fullPage: true });

    // The spreadsheet downloads with the graded scores.
    for (const [button, format, type] of [
      ["Exportar CSV", "csv", "text/csv"],
      ["Exportar Excel", "xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ]) {
      const download = page.waitForResponse((response) => response.url().includes(`/results/export?format=${format}`));
      await clickByText(page, "button", button);
      const response = await download;
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain(type);
    }

    // 'Descritores': D1 (everyone right) and D2 (everyone wrong), drawn and listed.
    await openTab(page, "Descritores");
    await waitForText(page, "Abaixo de 50 %: precisa de reforço");
    await page.waitForSelector(".recharts-bar-rectangle");
    const descriptors = await page.$eval("[role=tabpanel][data-state=active]", (element) => element.textContent ?? "");
    expect(descriptors).toContain("D1: 100 %");
    expect(descriptors).toContain("D2: 0 % (precisa de reforço)");
    expect(await wcagViolations(page, "main")).toEqual([]);
    // The chart measures its box, then draws: let that frame paint before the picture.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await lookAt(page, "results-descriptors", { fullPage: true });

    // 'Análise dos itens': facility per question, the KR-20, and the explanations on focus.
    await openTab(page, "Análise dos itens");
    await waitForText(page, "Facilidade");
    await waitForText(page, "KR-20");
    const items = await page.$eval("[role=tabpanel][data-state=active] table", (element) => (element as HTMLElement).innerText);
    // Each question's codes stand under its type, the catalogue's text on hover.
    expect(items).toMatch(/1\s+Múltipla Escolha\s+SAEB D1\s+100 %/);
    expect(items).toMatch(/2\s+Múltipla Escolha\s+SAEB D2\s+0 %/);
    expect(items).toContain("Anular questão");
    await page.focus("button[aria-label='O que é Facilidade?']");
    await waitForText(page, "Parcela dos alunos que acertaram a questão");
    expect(await wcagViolations(page, "main")).toEqual([]);
    await lookAt(page, "results-items", { fullPage: true });

    // Annulling question 2 (everyone got it wrong) gives both students its point; undoing takes it back.
    await clickButton(page, "[role=tabpanel][data-state=active]", "Anular questão 2");
    await waitForText(page, "Todos os alunos recebem os pontos da questão");
    await animationsDone(page);
    expect(await wcagViolations(page, "[role=alertdialog]")).toEqual([]);
    await clickByText(page, "[role=alertdialog] button", "Anular questão");
    await waitForText(page, "Questão anulada: 2 notas recalculadas.");
    await clickButton(page, "[role=tabpanel][data-state=active]", "Desfazer anulação da questão 2");
    await clickByText(page, "[role=alertdialog] button", "Desfazer anulação");
    await waitForText(page, "Anulação desfeita: 2 notas recalculadas.");
    await openTab(page, "Resultados");
    await waitForRow(page, ana.name, "3 / 4", "75 %");
  }, 90_000);
});
