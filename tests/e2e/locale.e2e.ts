import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import type { EssayGradingList } from "../../shared/types/results";
import { callApi, clickByText, createUserThroughApi, fill, signInThroughApi, waitForText } from "./support/actions";
import { lookAt, useBrowser } from "./support/browser";
import { addStudent, enterAttempt, publishedOnlineExam, sendAnswers } from "./support/onlineExams";

// A browser in English on a New York clock: the app still reads and writes numbers, dates and times
// as in Brazil, on the schools' clock.
const browser = useBrowser({ lang: "en-US", timeZone: "America/New_York" });
const COORDENADOR = { email: "coordenador@demo.escola.br", password: "coord123" };
const ESSAY = "Explique a fotossíntese.";

const valueOf = (page: Page, selector: string) => page.$eval(selector, (input) => (input as HTMLInputElement).value);

/** Types into an input after selecting what it holds. */
async function retype(page: Page, selector: string, text: string) {
  await page.click(selector, { count: 3 });
  await page.keyboard.press("Backspace");
  await page.type(selector, text);
}

describe("pt-BR numbers and dates in a browser set to English", () => {
  it("the browser really speaks English", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/login`);
    const seen = await page.evaluate(() => ({
      language: navigator.language,
      intl: new Intl.NumberFormat().format(2.5),
      zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }));
    expect(seen).toEqual({ language: "en-US", intl: "2.5", zone: "America/New_York" });
  });

  it("a grade typed 2,5 is saved as 2.5 and shown as 2,5", async () => {
    const { page, baseUrl } = browser;
    const suffix = Math.random().toString(36).slice(2, 7);
    await signInThroughApi(page, baseUrl, COORDENADOR, "/exams");
    const { exam, schoolClass } = await publishedOnlineExam(page, `Biologia ${suffix}`, [
      { questionType: "essay", questionText: `<p>${ESSAY}</p>`, points: 3 },
    ]);
    const student = await addStudent(page, schoolClass.id, `Carla Dias ${suffix}`);
    const applied = await callApi<{ id: string }>(page, "POST", `/api/exams/${exam.id}/applications`, {
      classIds: [schoolClass.id],
      durationMinutes: 30,
    });
    expect(applied.status).toBe(201);
    const { token, questions } = await enterAttempt<{ id: string }>(page, exam.examCode, student.accessCode);
    const answers = [{ questionId: questions[0].id, selectedOptionId: null, textAnswer: "A luz vira açúcar.", revision: 1 }];
    expect(await sendAnswers(page, token, "submit", answers)).toBe(200);

    await page.goto(`${baseUrl}/exams/${exam.id}/applications/${applied.body.id}/results`);
    await clickByText(page, "[role=tab]", "Correção");
    await waitForText(page, "A luz vira açúcar.");
    expect(await page.$eval("#essay-score", (input) => (input as HTMLInputElement).inputMode)).toBe("decimal");

    // Unreadable: the message, written with a comma, and nothing saved.
    await retype(page, "#essay-score", "2,5,1");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() =>
      document.querySelector("#essay-score-error")?.textContent?.includes("A nota deve ser de 0 a 3, em passos de 0,5"),
    );

    await retype(page, "#essay-score", "2,5");
    await page.keyboard.press("Enter");
    await waitForText(page, "Nota salva");
    await waitForText(page, "1 de 1 corrigidas");
    const essays = await callApi<EssayGradingList>(page, "GET", `/api/applications/${applied.body.id}/essays`);
    expect(essays.body.answers.map((answer) => answer.score)).toEqual([2.5]);
    expect(await valueOf(page, "#essay-score")).toBe("2,5");

    await clickByText(page, "[role=tab]", "Resultados");
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll<HTMLElement>("tbody tr")].some(
          (row) => row.innerText.includes(name) && row.innerText.includes("2,5 / 3"),
        ),
      { timeout: 10_000 },
      student.name,
    );
  });

  it("the exam form takes points typed 1,5 and application dates as dd/mm/aaaa and HH:mm", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/create-exam");
    await waitForText(page, "Criar Nova Prova");

    await fill(page, "#exam-title", "Prova com vírgula");
    for (const [trigger, option] of [
      ["#exam-school", "Escola Monteiro Lobato"],
      ["#exam-grade-level", "9º Ano"],
      ["#exam-subject", "Ciências"],
    ]) {
      await page.click(trigger);
      await clickByText(page, "[role=option]", option);
    }

    // Dates: text boxes with the Brazilian format, whatever the browser's language.
    expect(
      await page.$eval("#exam-start", (input) => [(input as HTMLInputElement).type, input.getAttribute("placeholder")]),
    ).toEqual(["text", "dd/mm/aaaa"]);
    expect(await page.$eval("#exam-start-time", (input) => input.getAttribute("placeholder"))).toBe("HH:mm");
    await page.type("#exam-start", "32012030");
    await page.type("#exam-start-time", "1430");
    await page.type("#exam-end", "31012030");
    await page.type("#exam-end-time", "1800");
    expect(await valueOf(page, "#exam-start")).toBe("32/01/2030");
    expect(await valueOf(page, "#exam-start-time")).toBe("14:30");

    await clickByText(page, "button", "Adicionar questão dissertativa");
    await page.click('[contenteditable="true"]');
    await page.keyboard.type("Explique a gravidade.");
    const points = await page.$eval("input[id$='-points']", (input) => `#${input.id}`);
    await retype(page, points, "1,5");

    // A day that does not exist: the message names the format, and nothing is sent.
    await clickByText(page, "button", "Criar Prova");
    await waitForText(page, "Data inválida. Use dd/mm/aaaa.");
    expect(page.url()).toContain("/create-exam");
    await page.$eval("#exam-start", (input) => input.scrollIntoView({ block: "center" }));
    await lookAt(page, "locale-exam-form");

    // ArrowDown steps the day back: 31/01/2030.
    await retype(page, "#exam-start", "01022030");
    await page.keyboard.press("ArrowDown");
    expect(await valueOf(page, "#exam-start")).toBe("31/01/2030");
    await page.keyboard.press("Tab");
    expect(await valueOf(page, points)).toBe("1,5");

    await clickByText(page, "button", "Criar Prova");
    await page.waitForFunction(() => /^\/exams\/[0-9a-f-]{36}\/view$/.test(location.pathname), { timeout: 15_000 });
    const id = new URL(page.url()).pathname.split("/")[2];
    const exam = await callApi<{ applicationStart: string; applicationEnd: string; questions: Array<{ points: number }> }>(
      page,
      "GET",
      `/api/exams/${id}`,
    );
    expect(exam.body.questions.map((question) => question.points)).toEqual([1.5]);
    // São Paulo's 14:30 and 18:00, not New York's.
    expect(new Date(exam.body.applicationStart).toISOString()).toBe("2030-01-31T17:30:00.000Z");
    expect(new Date(exam.body.applicationEnd).toISOString()).toBe("2030-01-31T21:00:00.000Z");
    await waitForText(page, "1,5 ponto");
    await lookAt(page, "locale-exam-view", { fullPage: true });
  });

  it("the application window takes 24-hour times", async () => {
    const { page, baseUrl } = browser;
    const suffix = Math.random().toString(36).slice(2, 7);
    await signInThroughApi(page, baseUrl, COORDENADOR, "/exams");
    const { exam, schoolClass } = await publishedOnlineExam(page, `Física ${suffix}`, [
      { questionType: "essay", questionText: "<p>Defina força.</p>", points: 2 },
    ]);
    await page.setViewport({ width: 360, height: 740 });
    await page.goto(`${baseUrl}/exams/${exam.id}/view`);
    await clickByText(page, "button", "Aplicar prova");
    await page.waitForSelector("#apply-startsAt");
    await page.type("#apply-startsAt", "15032031");
    await page.type("#apply-startsAt-time", "0730");
    await page.type("#apply-endsAt", "15032031");
    await page.type("#apply-endsAt-time", "2215");
    // ArrowUp on the minutes steps one.
    await page.keyboard.press("ArrowUp");
    expect(await valueOf(page, "#apply-endsAt-time")).toBe("22:16");
    await retype(page, "#apply-duration", "45");
    await page.waitForSelector(`#apply-class-${schoolClass.id}`);
    await page.click(`#apply-class-${schoolClass.id}`);
    await lookAt(page, "locale-apply-360", { fullPage: true });
    await clickByText(page, "[role=dialog] button", "Aplicar");
    await waitForText(page, "Prova aplicada");

    const applications = await callApi<Array<{ startsAt: string; endsAt: string; durationMinutes: number }>>(
      page,
      "GET",
      `/api/exams/${exam.id}/applications`,
    );
    expect(applications.body).toHaveLength(1);
    expect(applications.body[0].startsAt).toBe("2031-03-15T10:30:00.000Z");
    expect(applications.body[0].endsAt).toBe("2031-03-16T01:16:00.000Z");
    expect(applications.body[0].durationMinutes).toBe(45);
  });
});
