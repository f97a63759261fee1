import type { ElementHandle, Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { toDateTimeText } from "../../shared/dateTime";
import { callApi, clickByText, fill, signInThroughApi, waitForPath, waitForText } from "./support/actions";
import { wcagViolations } from "./support/axe";
import { lookAt, useBrowser } from "./support/browser";
import {
  addStudent,
  enterAttempt,
  publishedOnlineExam,
  rowOf,
  sendAnswers,
  twoOptionQuestion,
  waitForRow,
} from "./support/onlineExams";

const browser = useBrowser();
const COORDENADOR = { email: "coordenador@demo.escola.br", password: "coord123" };
const TWO_QUESTIONS = [
  twoOptionQuestion("Qual planeta é o maior?", "Júpiter", "Marte"),
  twoOptionQuestion("Água ferve a?", "100 °C", "50 °C"),
];

type OfferedQuestion = { id: string; options: Array<{ id: string }> };

/** A student enters with the access code, as the student page does, and answers the first question. */
async function enterAndAnswerOne(page: Page, examCode: string, accessCode: string) {
  const { token, questions } = await enterAttempt<OfferedQuestion>(page, examCode, accessCode);
  const [first] = questions;
  const answers = [{ questionId: first.id, selectedOptionId: first.options[0].id, textAnswer: null, revision: Date.now() }];
  expect(await sendAnswers(page, token, "save", answers)).toBe(200);
}

/** Sets an input's value as typing it would. */
async function setInput(page: Page, selector: string, value: string) {
  await page.$eval(
    selector,
    (input, value) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      setter.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    },
    value,
  );
}

describe("applying an exam online and following it live", () => {
  it("a coordinator applies a published exam to a class, watches a student answer, gives more time and closes it", async () => {
    const { page, baseUrl } = browser;
    const suffix = Math.random().toString(36).slice(2, 7);
    await signInThroughApi(page, baseUrl, COORDENADOR, "/exams");
    const { exam, schoolClass } = await publishedOnlineExam(page, `Prova de Ciências ${suffix}`, TWO_QUESTIONS);
    const ana = await addStudent(page, schoolClass.id, `Ana Lima ${suffix}`);
    const bruno = await addStudent(page, schoolClass.id, `Bruno Reis ${suffix}`);

    // The exam page: no application yet.
    await page.goto(`${baseUrl}/exams/${exam.id}/view`);
    await waitForText(page, "Esta prova ainda não foi aplicada.");
    const section = "[role=region][aria-labelledby=aplicacoes-titulo]";
    expect(await wcagViolations(page, section)).toEqual([]);

    // 'Aplicar prova': the class, 20 minutes, the score shown at the end.
    await clickByText(page, "button", "Aplicar prova");
    await waitForText(page, "Embaralhar a ordem das questões");
    await page.click("[role=dialog] button[type=submit]");
    await waitForText(page, "Escolha pelo menos uma turma");
    await clickByText(page, "[role=dialog] label", schoolClass.name);
    await fill(page, "#apply-duration", "20");
    await clickByText(page, "[role=dialog] label", "Mostrar a nota ao aluno ao finalizar");
    expect(await wcagViolations(page, "[role=dialog]")).toEqual([]);
    await lookAt(page, "applications-dialog");
    // An end already past is refused by the server, and its message stands beside the field.
    const [date, time] = toDateTimeText(new Date(Date.now() - 60 * 60_000)).split(" ");
    await setInput(page, "#apply-endsAt", date);
    await setInput(page, "#apply-endsAt-time", time);
    await page.click("[role=dialog] button[type=submit]");
    await page.waitForFunction(() =>
      document
        .querySelector("#apply-endsAt")
        ?.closest(".space-y-2")
        ?.textContent?.includes("O fim da aplicação deve ser depois do início"),
    );
    await setInput(page, "#apply-endsAt", "");
    await setInput(page, "#apply-endsAt-time", "");
    await page.click("[role=dialog] button[type=submit]");
    await waitForText(page, "Prova aplicada");
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));

    const listed = () => page.$eval(section, (element) => (element as HTMLElement).innerText);
    await page.waitForFunction(
      (selector) => document.querySelector<HTMLElement>(selector)?.innerText.includes("Aberta"),
      {},
      section,
    );
    const item = await listed();
    expect(item).toContain(schoolClass.name);
    expect(item).toContain("20 min por aluno");
    expect(item).toContain("Mostra a nota");
    expect(item).not.toContain("Ordem embaralhada");
    expect(item).toMatch(/0 de \d+ alunos iniciaram · 0 entregaram/);
    // The exam itself is now being applied.
    await waitForText(page, "Ativa");
    expect(await wcagViolations(page, section)).toEqual([]);
    await lookAt(page, "applications-exam", { fullPage: true });

    // The live page: both students listed, neither has started.
    await clickByText(page, `${section} a`, "Acompanhar");
    await waitForText(page, "Acompanhamento da aplicação");
    const path = await page.evaluate(() => location.pathname);
    expect(path).toMatch(new RegExp(`^/exams/${exam.id}/applications/[0-9a-f-]{36}$`));
    await waitForPath(page, path);
    await waitForText(page, `${baseUrl}/online/${exam.examCode}`);
    for (const student of [ana, bruno]) await waitForRow(page, student.name, "Não iniciou", "0/2", "—");

    // Ana enters and answers one question: the next poll shows her answering.
    await enterAndAnswerOne(page, exam.examCode, ana.accessCode);
    await waitForRow(page, ana.name, "Respondendo", "1/2");
    expect(await rowOf(page, ana.name)).toMatch(/00:(19|20):\d\d/);
    expect(await rowOf(page, bruno.name)).toContain("Não iniciou");

    // Ten more minutes for Ana.
    const extend = (
      await page.evaluateHandle(
        (name) =>
          [...document.querySelectorAll<HTMLElement>("tbody tr")]
            .find((row) => row.innerText.includes(name))
            ?.querySelector("button"),
        ana.name,
      )
    ).asElement() as ElementHandle<HTMLButtonElement>;
    expect(await extend.evaluate((button) => button.textContent)).toBe(`Dar mais tempo para ${ana.name}`);
    await extend.click();
    await page.waitForSelector("#extend-minutes");
    await fill(page, "#extend-minutes", "10");
    await page.click("[role=dialog] button[type=submit]");
    await waitForText(page, `Mais 10 min para ${ana.name}`);
    await waitForRow(page, ana.name, "+10 min");
    expect(await rowOf(page, ana.name)).toMatch(/00:(29|30):\d\d/);
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));
    expect(await wcagViolations(page)).toEqual([]);
    await lookAt(page, "applications-live", { fullPage: true });
    await page.setViewport({ width: 768, height: 1000 });
    // Only the table scrolls sideways on a narrow screen, never the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await lookAt(page, "applications-live-768", { fullPage: true });
    await page.setViewport({ width: 1280, height: 900 });

    // The access codes of the class, printed as the roster screen prints them.
    const opened = new Promise<Page>((resolve) =>
      page.browserContext().once("targetcreated", async (target) => resolve((await target.page())!)),
    );
    await clickByText(page, "button", "Imprimir códigos de acesso");
    const printPage = await opened;
    await printPage.waitForFunction(() => document.body?.innerText.includes("Códigos de acesso"));
    const printed = await printPage.evaluate(() => document.body.innerText);
    expect(printed).toContain(schoolClass.name);
    for (const student of [ana, bruno]) expect(printed).toMatch(new RegExp(`${student.name}\\s+${student.accessCode}`));
    await printPage.close();

    // 'Encerrar aplicação', confirmed: everyone's clock stops now and Ana's exam is handed in after the grace period.
    await clickByText(page, "button", "Encerrar aplicação");
    await waitForText(page, "Quem ainda estiver respondendo terá a prova entregue automaticamente");
    await clickByText(page, "[role=alertdialog] button", "Encerrar");
    await waitForText(page, "Aplicação encerrada");
    await page.waitForFunction(() => document.querySelector("main header")?.textContent?.includes("Encerrada"));
    expect(await page.$$eval("main header button", (buttons) => buttons.map((button) => button.textContent))).not.toContain(
      "Encerrar aplicação",
    );
    await waitForRow(page, ana.name, "Tempo esgotado", "00:00:00");
    expect(await rowOf(page, ana.name)).not.toContain("Dar mais tempo");
    await lookAt(page, "applications-closed", { fullPage: true });
  }, 90_000);

  it("a scheduled application opens at once with 'Abrir agora', and one nobody entered can be deleted", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, COORDENADOR, "/exams");
    const { exam, schoolClass } = await publishedOnlineExam(
      page,
      `Prova de Ciências ${Math.random().toString(36).slice(2, 7)}`,
      TWO_QUESTIONS,
    );
    const scheduled = await callApi(page, "POST", `/api/exams/${exam.id}/applications`, {
      classIds: [schoolClass.id],
      startsAt: new Date(Date.now() + 2 * 3600_000).toISOString(),
      allowAnonymous: true,
      shuffleOptions: true,
    });
    expect(scheduled.status).toBe(201);
    await page.goto(`${baseUrl}/exams/${exam.id}/view`);
    const section = "[role=region][aria-labelledby=aplicacoes-titulo]";
    await waitForText(page, "Agendada");
    const listed = await page.$eval(section, (element) => (element as HTMLElement).innerText);
    expect(listed).toContain("Ordem embaralhada");
    expect(listed).toContain("Entrada sem cadastro");
    expect(listed).not.toContain("Encerrar");

    await clickByText(page, `${section} button`, "Abrir agora");
    await waitForText(page, "Aplicação aberta");
    await page.waitForFunction(
      (selector) => document.querySelector<HTMLElement>(selector)?.innerText.includes("Aberta"),
      {},
      section,
    );
    await waitForText(page, "Ativa");

    await clickByText(page, `${section} button`, "Excluir");
    await clickByText(page, "[role=alertdialog] button", "Excluir");
    await waitForText(page, "Aplicação excluída");
    await waitForText(page, "Esta prova ainda não foi aplicada.");
    await waitForText(page, "Publicada");
  });

  it("a draft exam cannot be applied yet: the section says to publish it first", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, COORDENADOR, "/exams");
    const schools = await callApi<Array<{ id: string }>>(page, "GET", "/api/schools");
    const levels = await callApi<Array<{ id: string }>>(page, "GET", "/api/grade-levels");
    const draft = await callApi<{ id: string }>(page, "POST", "/api/exams", {
      title: "Rascunho para aplicar",
      subject: "Ciências",
      schoolId: schools.body[0].id,
      gradeLevelId: levels.body[0].id,
      questions: [{ questionType: "essay", questionText: "<p>x</p>" }],
    });
    await page.goto(`${baseUrl}/exams/${draft.body.id}/view`);
    await waitForText(page, "Publique a prova para aplicá-la online.");
    await waitForText(page, "Esta prova ainda não foi aplicada.");
    expect(await page.$$eval("button", (buttons) => buttons.map((button) => button.textContent))).not.toContain("Aplicar prova");
  });
});
