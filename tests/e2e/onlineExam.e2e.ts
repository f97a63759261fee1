import type { ApplicationLiveView, ExamApplication } from "@shared/types/applications";
import type { SchoolClass } from "@shared/types/organizations";
import type { Student } from "@shared/types/students";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { callApi, clickByText, fill, signInThroughApi, waitForPath, waitForText } from "./support/actions";
import { wcagViolations } from "./support/axe";
import { lookAt, useBrowser } from "./support/browser";

const browser = useBrowser();
const COORDINATOR = { email: "coordenador@demo.escola.br", password: "coord123" };
const PHONE = { width: 360, height: 740, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const OFFLINE = "Sem conexão — suas respostas estão guardadas neste aparelho";

const question = (text: string, correct: number) => ({
  questionType: "multiple_choice",
  questionText: `<p>${text}</p>`,
  points: 2,
  options: ["Primeira alternativa", "Segunda alternativa", "Terceira alternativa"].map((optionText, index) => ({
    optionLetter: "ABC"[index],
    optionText: `<p>${optionText}</p>`,
    isCorrect: index === correct,
  })),
});

/**
 * As the demo coordinator: a student in a demo class, and an exam of that class's school (four
 * choices and an essay) published and applied to the class for 20 minutes, showing the score.
 */
async function applyExamToAStudent(page: Page, baseUrl: string) {
  await signInThroughApi(page, baseUrl, COORDINATOR, "/dashboard");
  const classes = await callApi<SchoolClass[]>(page, "GET", "/api/classes");
  const schoolClass = classes.body[0];
  const suffix = Math.random().toString(36).slice(2, 7);
  const student = await callApi<Student>(page, "POST", `/api/classes/${schoolClass.id}/students`, {
    name: `Júlia Aluna ${suffix}`,
  });
  expect(student.status).toBe(201);
  const exam = await callApi<{ id: string; examCode: string }>(page, "POST", "/api/exams", {
    title: "Avaliação de Ciências da Natureza",
    subject: "Ciências",
    schoolId: schoolClass.schoolId,
    gradeLevelId: schoolClass.gradeLevelId,
    questions: [
      question("Qual planeta é o maior do Sistema Solar?", 1),
      question("Qual gás as plantas absorvem na fotossíntese?", 0),
      question("Quantos estados físicos da água estudamos?", 2),
      question("Qual órgão bombeia o sangue?", 1),
      { questionType: "essay", questionText: "<p>Explique o ciclo da água.</p>", points: 2 },
    ],
  });
  expect(exam.status).toBe(201);
  expect((await callApi(page, "POST", `/api/exams/${exam.body.id}/publish`)).status).toBe(200);
  const application = await callApi<ExamApplication>(page, "POST", `/api/exams/${exam.body.id}/applications`, {
    classIds: [schoolClass.id],
    durationMinutes: 20,
    showScore: true,
  });
  expect(application.status).toBe(201);
  return { exam: exam.body, student: student.body, application: application.body };
}

/** The student's phone: a browser context of its own (no staff session), 360 px wide. */
async function studentPhone(): Promise<Page> {
  const context = await browser.browser.createBrowserContext();
  const phone = await context.newPage();
  await phone.setViewport(PHONE);
  return phone;
}

async function pickOption(page: Page, questionNumber: number, letter: "A" | "B" | "C") {
  const radio = await page.waitForSelector(
    `::-p-xpath(//section[.//h2[normalize-space()="Questão ${questionNumber}"]]//label[.//span[normalize-space()="${letter})"]]//*[@role="radio"])`,
  );
  await radio!.click();
}

async function waitForSaveState(page: Page, text: string) {
  await page.waitForFunction(
    (wanted) => [...document.querySelectorAll(".sticky [role=status]")].some((status) => status.textContent === wanted),
    { timeout: 15_000 },
    text,
  );
}

const checkedOptions = (page: Page) =>
  page.$$eval("section", (sections) =>
    sections.map((section) => {
      const checked = section.querySelector('[role=radio][aria-checked="true"]');
      return checked ? checked.closest("label")!.querySelector(":scope > span")!.textContent : null;
    }),
  );

describe("the student's exam page (/online)", () => {
  it("enters with the access code, saves through a lost connection, resumes after a reload and hands in", async () => {
    const { page, baseUrl } = browser;
    const { exam, student, application } = await applyExamToAStudent(page, baseUrl);
    const phone = await studentPhone();

    await phone.goto(`${baseUrl}/online/${exam.examCode}`);
    await waitForText(phone, "Avaliação de Ciências da Natureza");
    await phone.waitForSelector("#access-code");
    expect(await wcagViolations(phone)).toEqual([]);
    await lookAt(phone, "online-entry");

    await fill(phone, "#access-code", student.accessCode.toLowerCase());
    expect(await phone.$eval("#access-code", (input) => (input as HTMLInputElement).value)).toBe(student.accessCode);
    await clickByText(phone, "button", "Entrar na prova");
    await waitForText(phone, "Questão 5");
    expect(await phone.evaluate(() => document.body.innerText)).toContain(student.name);
    await waitForText(phone, "Respondidas: 0/5");
    expect(await phone.$eval("[role=timer]", (timer) => timer.textContent)).toMatch(/^00:(19|20):\d\d$/);

    await pickOption(phone, 1, "B");
    await pickOption(phone, 2, "A");
    await waitForText(phone, "Respondidas: 2/5");
    await waitForSaveState(phone, "Salvo");
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await wcagViolations(phone)).toEqual([]);
    await phone.evaluate(() => window.scrollTo(0, 0));
    await lookAt(phone, "online-exam");
    await lookAt(phone, "online-exam-full", { fullPage: true });

    await phone.setOfflineMode(true);
    await pickOption(phone, 3, "C");
    await pickOption(phone, 4, "B");
    await waitForSaveState(phone, OFFLINE);
    await waitForText(phone, "Respondidas: 4/5");
    // The two answers wait on the device, not only in the page's memory.
    const waiting = await phone.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith("online_pending:"))
        .map((key) => Object.keys(JSON.parse(localStorage.getItem(key)!)).length),
    );
    expect(waiting).toEqual([2]);
    await lookAt(phone, "online-offline");

    await phone.setOfflineMode(false);
    await waitForSaveState(phone, "Salvo");
    await clickByText(phone, "button", "Salvar Rascunho");
    await waitForText(phone, "Respostas salvas");

    await phone.reload();
    await waitForText(phone, "Questão 5");
    await waitForText(phone, "Respondidas: 4/5");
    expect(await checkedOptions(phone)).toEqual(["B)", "A)", "C)", "B)", null]);

    await clickByText(phone, "button", "Finalizar Prova");
    await phone.waitForSelector("dialog[open]");
    const dialogText = await phone.$eval("dialog[open]", (dialog) => (dialog as HTMLElement).innerText);
    expect(dialogText).toContain("Finalizar a prova?");
    expect(dialogText).toContain("Você respondeu 4 de 5 questões.");
    await lookAt(phone, "online-dialog");
    await clickByText(phone, "dialog[open] button", "Finalizar");
    await waitForText(phone, "Prova entregue");
    await waitForText(phone, "Sua nota: 8");
    await waitForText(phone, "8 de 10 pontos · nota de 0 a 10");
    // The essay was left blank: it is worth nothing and waits for no one, so no note about grading.
    const finished = await phone.evaluate(() => document.body.innerText);
    expect(finished).not.toContain("automaticamente");
    expect(finished).not.toContain("ainda serão corrigidas");
    expect(await wcagViolations(phone)).toEqual([]);
    await lookAt(phone, "online-finished");

    const live = await callApi<ApplicationLiveView>(page, "GET", `/api/applications/${application.id}/live`);
    const participant = live.body.participants.find((candidate) => candidate.studentId === student.id);
    expect(participant).toMatchObject({ state: "submitted", answeredCount: 4, finishReason: "student" });

    // A reload shows the handed-in attempt, not the exam again.
    await phone.reload();
    await waitForText(phone, "Prova entregue");
    await phone.browserContext().close();
  });

  it("asks for the exam code on /online and shows the server's message for a wrong access code", async () => {
    const { page, baseUrl } = browser;
    const { exam } = await applyExamToAStudent(page, baseUrl);
    const phone = await studentPhone();

    await phone.goto(`${baseUrl}/online`);
    await waitForText(phone, "Código da prova");
    await clickByText(phone, "button", "Continuar");
    await waitForText(phone, "Informe o código da prova");
    await fill(phone, "#exam-code", exam.examCode.toLowerCase());
    await clickByText(phone, "button", "Continuar");
    await waitForPath(phone, `/online/${exam.examCode}`);
    await waitForText(phone, "Avaliação de Ciências da Natureza");

    await fill(phone, "#access-code", "ZZZZ9999");
    await clickByText(phone, "button", "Entrar na prova");
    await waitForText(phone, "Código de acesso não encontrado. Confira o código com seu professor.");
    expect(await phone.$eval("#access-code", (input) => input.getAttribute("aria-invalid"))).toBe("true");

    await phone.goto(`${baseUrl}/online/NAOEXISTE1`);
    await waitForText(phone, "Prova não encontrada. Confira o código da prova.");
    await phone.browserContext().close();
  });
});
