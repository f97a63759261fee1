import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import {
  DEMO_SCHOOL_A,
  DEMO_SCHOOL_B,
  bodyText,
  callApi,
  clickByText,
  createUserThroughApi,
  fill,
  signInThroughApi,
  waitForText,
} from "./support/actions";
import { useBrowser } from "./support/browser";

const browser = useBrowser();

interface Question {
  id: string;
  source: string;
  questionType: string;
  questionText: string;
  points: number;
  options: Array<{ optionLetter: string; optionText: string; isCorrect: boolean }>;
}
interface ExamRead {
  id: string;
  title: string;
  schoolId: string;
  gradeLevelId: string;
  classId: string | null;
  subject: string;
  isPrintable: boolean;
  applicationStart: string | null;
  applicationEnd: string | null;
  showDate: boolean;
  studentClass: string | null;
  questions: Question[];
}

const choice = (text: string) => ({
  questionType: "multiple_choice",
  questionText: `<p>${text}</p>`,
  options: [
    { optionLetter: "A", optionText: "Sim", isCorrect: true },
    { optionLetter: "B", optionText: "Não" },
  ],
});

/** A professor of both demo schools, so an exam may move from one to the other. */
async function signedInProfessor(page: Page, baseUrl: string) {
  const teacher = await createUserThroughApi(baseUrl, "professor", [DEMO_SCHOOL_A, DEMO_SCHOOL_B]);
  await signInThroughApi(page, baseUrl, teacher, "/exams");
}

/** An exam of the demo school Monteiro Lobato, 5º Ano: two multiple-choice questions and an essay. */
async function createExam(page: Page, title: string) {
  const schools = await callApi<Array<{ id: string; name: string }>>(page, "GET", "/api/schools");
  const levels = await callApi<Array<{ id: string; name: string }>>(page, "GET", "/api/grade-levels");
  const created = await callApi<ExamRead>(page, "POST", "/api/exams", {
    title,
    subject: "Matemática",
    schoolId: schools.body.find((school) => school.name === "Escola Monteiro Lobato")!.id,
    gradeLevelId: levels.body.find((level) => level.name === "5º Ano")!.id,
    questions: [
      choice("A Terra gira?"),
      choice("A Lua tem luz própria?"),
      { questionType: "essay", questionText: "<p>Explique as marés.</p>" },
    ],
  });
  expect(created.status).toBe(201);
  return created.body;
}

const readExam = async (page: Page, id: string) => (await callApi<ExamRead>(page, "GET", `/api/exams/${id}`)).body;

async function choose(page: Page, trigger: string, option: string) {
  await page.click(trigger);
  await clickByText(page, "[role=option]", option);
  await page.waitForFunction(
    (selector, text) => document.querySelector(selector)?.textContent?.includes(text),
    {},
    trigger,
    option,
  );
}

/** Replaces the text of a rich-text editor. */
async function retype(page: Page, selector: string, text: string) {
  await page.click(selector);
  await page.keyboard.down("Control");
  await page.keyboard.press("a");
  await page.keyboard.up("Control");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(text);
}

const rowTexts = (page: Page) =>
  page.$$eval("[data-question-row]", (rows) => rows.map((row) => (row as HTMLElement).innerText.split("\n").join(" ")));

describe("editing every part of an exam", () => {
  it("saves school, grade level, class, subject, dates, flags and header options, which a reload shows", async () => {
    const { page, baseUrl } = browser;
    await signedInProfessor(page, baseUrl);
    const exam = await createExam(page, "Prova de campos");
    await page.goto(`${baseUrl}/exams/${exam.id}/edit`);
    await waitForText(page, "Questões (3)");

    await choose(page, "#exam-school", "Colégio Cecília Meireles");
    await choose(page, "#exam-grade-level", "1ª Série");
    await choose(page, "#exam-subject", "Física");
    await choose(page, "#exam-class", "1ª Série A");
    await fill(page, "#exam-start", "04052026");
    await fill(page, "#exam-start-time", "0800");
    await fill(page, "#exam-end", "04052026");
    await fill(page, "#exam-end-time", "1030");
    await page.click("#exam-printable");
    await page.click("#header-showDate");
    await fill(page, "#header-student-class", "Turma da manhã");
    await clickByText(page, "button", "Salvar Alterações");
    await waitForText(page, "Prova atualizada com sucesso!");

    const saved = await readExam(page, exam.id);
    const classes = await callApi<Array<{ id: string; name: string }>>(page, "GET", `/api/classes?schoolId=${saved.schoolId}`);
    expect(saved).toMatchObject({
      subject: "Física",
      isPrintable: true,
      showDate: false,
      studentClass: "Turma da manhã",
      classId: classes.body.find((item) => item.name === "1ª Série A")!.id,
    });
    expect(saved.schoolId).not.toBe(exam.schoolId);
    expect(saved.gradeLevelId).not.toBe(exam.gradeLevelId);
    // Typed on the school's clock (São Paulo, UTC−3), whatever the browser's zone.
    expect(new Date(saved.applicationStart!).toISOString()).toBe("2026-05-04T11:00:00.000Z");
    expect(new Date(saved.applicationEnd!).toISOString()).toBe("2026-05-04T13:30:00.000Z");
    expect(saved.questions).toHaveLength(3);

    await page.reload();
    // The selects show their choices as their lists arrive: wait for the last ones in the chain.
    await page.waitForFunction(
      () =>
        document.querySelector("#exam-school")?.textContent?.includes("Colégio Cecília Meireles") &&
        document.querySelector("#exam-subject")?.textContent?.includes("Física") &&
        document.querySelector("#exam-class")?.textContent?.includes("1ª Série A"),
    );
    const shown = await page.evaluate(() => ({
      school: document.querySelector("#exam-school")?.textContent,
      grade: document.querySelector("#exam-grade-level")?.textContent,
      subject: document.querySelector("#exam-subject")?.textContent,
      klass: document.querySelector("#exam-class")?.textContent,
      start: (document.querySelector("#exam-start") as HTMLInputElement).value,
      startTime: (document.querySelector("#exam-start-time") as HTMLInputElement).value,
      printable: document.querySelector("#exam-printable")?.getAttribute("aria-checked"),
      showDate: document.querySelector("#header-showDate")?.getAttribute("aria-checked"),
      studentClass: (document.querySelector("#header-student-class") as HTMLInputElement).value,
    }));
    expect(shown).toEqual({
      school: "Colégio Cecília Meireles",
      grade: "1ª Série – Ensino Médio",
      subject: "Física",
      klass: expect.stringContaining("1ª Série A"),
      start: "04/05/2026",
      startTime: "08:00",
      printable: "true",
      showDate: "false",
      studentClass: "Turma da manhã",
    });
  });

  it("picking a class fills the grade level left empty", async () => {
    const { page, baseUrl } = browser;
    await signedInProfessor(page, baseUrl);
    await page.goto(`${baseUrl}/create-exam`);
    await waitForText(page, "Criar Nova Prova");
    await choose(page, "#exam-school", "Escola Monteiro Lobato");
    await choose(page, "#exam-class", "9º Ano A");
    await page.waitForFunction(() => document.querySelector("#exam-grade-level")?.textContent?.includes("9º Ano"));
  });

  it("edits an own question in place: text, points, options, the correct one, and an essay's type", async () => {
    const { page, baseUrl } = browser;
    await signedInProfessor(page, baseUrl);
    const exam = await createExam(page, "Prova de questões");
    const [first, , essay] = exam.questions;
    await page.goto(`${baseUrl}/exams/${exam.id}/edit`);
    await waitForText(page, "Questões (3)");

    await page.click(`[data-question-row="${first.id}"] [data-action="edit"]`);
    await page.waitForSelector(`#question-${first.id}-text`);
    await retype(page, `#question-${first.id}-text`, "A Terra gira em torno do Sol?");
    await fill(page, `#question-${first.id}-points`, "2.5");
    await retype(page, `#question-${first.id}-option-B`, "Nunca");
    await page.click(`#question-${first.id}-option-C`);
    await page.keyboard.type("Às vezes");
    await clickByText(page, `[data-question-form="${first.id}"] label`, "Alternativa B:");
    await clickByText(page, `[data-question-form="${first.id}"] button`, "Salvar questão");
    await waitForText(page, "Questão atualizada com sucesso!");

    await page.click(`[data-question-row="${essay.id}"] [data-action="edit"]`);
    await choose(page, `#question-${essay.id}-type`, "Múltipla Escolha");
    await page.click(`#question-${essay.id}-option-A`);
    await page.keyboard.type("Pela Lua");
    await page.click(`#question-${essay.id}-option-B`);
    await page.keyboard.type("Pelo vento");
    await clickByText(page, `[data-question-form="${essay.id}"] label`, "Alternativa A:");
    await clickByText(page, `[data-question-form="${essay.id}"] button`, "Salvar questão");
    await page.waitForFunction((id) => !document.querySelector(`#question-${id}-text`), {}, essay.id);

    const saved = await readExam(page, exam.id);
    expect(saved.questions[0]).toMatchObject({ questionText: "<p>A Terra gira em torno do Sol?</p>", points: 2.5 });
    expect(saved.questions[0].options.map((option) => [option.optionLetter, option.optionText, option.isCorrect])).toEqual([
      ["A", "Sim", false],
      ["B", "<p>Nunca</p>", true],
      ["C", "<p>Às vezes</p>", false],
    ]);
    expect(saved.questions[2].questionType).toBe("multiple_choice");
    expect(saved.questions[2].options.map((option) => [option.optionLetter, option.isCorrect])).toEqual([
      ["A", true],
      ["B", false],
    ]);
    await page.reload();
    await waitForText(page, "A Terra gira em torno do Sol?");
  });

  it("adds a question directly on the page", async () => {
    const { page, baseUrl } = browser;
    await signedInProfessor(page, baseUrl);
    const exam = await createExam(page, "Prova com questão nova");
    await page.goto(`${baseUrl}/exams/${exam.id}/edit`);
    await waitForText(page, "Questões (3)");
    await clickByText(page, "button", "Nova Questão");
    await page.click("#question-new-text");
    await page.keyboard.type("Quantos dias tem uma semana?");
    await page.click("#question-new-option-A");
    await page.keyboard.type("Cinco");
    await page.click("#question-new-option-B");
    await page.keyboard.type("Sete");
    await clickByText(page, '[data-question-form="new"] label', "Alternativa B:");
    await clickByText(page, "button", "Adicionar à prova");
    await waitForText(page, "Questões (4)");
    await page.reload();
    await waitForText(page, "Quantos dias tem uma semana?");
    const saved = await readExam(page, exam.id);
    expect(saved.questions[3].options.find((option) => option.isCorrect)?.optionText).toBe("<p>Sete</p>");
  });

  it("reorders questions by dragging and by keyboard, and keeps the order after a reload", async () => {
    const { page, baseUrl } = browser;
    await signedInProfessor(page, baseUrl);
    const exam = await createExam(page, "Prova para reordenar");
    const [terra, lua, mares] = exam.questions.map((question) => question.id);
    await page.goto(`${baseUrl}/exams/${exam.id}/edit`);
    await waitForText(page, "Questões (3)");

    // Drag the third question's handle above the first (the list in view: the mouse acts on what is shown).
    await page.$eval("[data-question-row]", (row) => row.scrollIntoView({ block: "center" }));
    const handle = (await page.$(`[data-question-row="${mares}"] [data-action="drag"]`))!;
    const from = (await handle.boundingBox())!;
    const target = (await (await page.$(`[data-question-row="${terra}"]`))!.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, target.y + 5, { steps: 10 });
    await page.mouse.up();
    await page.waitForFunction(
      (id) => document.querySelector("[data-question-row]")?.getAttribute("data-question-row") === id,
      {},
      mares,
    );
    await waitForText(page, "Questão movida para a posição 1 de 3.");
    await page.waitForFunction(
      async (id) => {
        const response = await fetch(`/api/exams/${id}`, {
          headers: { authorization: `Bearer ${localStorage.getItem("auth_token")}` },
        });
        return (await response.json()).questions[0].questionText.includes("marés");
      },
      {},
      exam.id,
    );

    // Keyboard: the first row's handle, arrow down; then the button of the (new) first row.
    await page.focus(`[data-question-row="${mares}"] [data-action="drag"]`);
    await page.keyboard.press("ArrowDown");
    await waitForText(page, "Questão movida para a posição 2 de 3.");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-action"))).toBe("drag");
    await page.click(`[data-question-row="${terra}"] [data-action="down"]`);
    await page.waitForFunction(
      (id) => document.querySelectorAll("[data-question-row]")[1]?.getAttribute("data-question-row") === id,
      {},
      terra,
    );
    // The button used keeps focus on the moved row.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-action"))).toBe("down");
    await page.waitForFunction(
      async (id) => {
        const response = await fetch(`/api/exams/${id}`, {
          headers: { authorization: `Bearer ${localStorage.getItem("auth_token")}` },
        });
        return (await response.json()).questions[1].questionText.includes("Terra");
      },
      {},
      exam.id,
    );

    await page.reload();
    await waitForText(page, "Questões (3)");
    const rows = await rowTexts(page);
    expect(rows[0]).toContain("Explique as marés.");
    expect(rows[1]).toContain("A Terra gira?");
    expect(rows[2]).toContain("A Lua tem luz própria?");
    expect((await readExam(page, exam.id)).questions.map((question) => question.id)).toEqual([mares, terra, lua]);
  });

  it("an applied exam warns before a text edit and offers a copy when adding or removing is refused", async () => {
    const { page, baseUrl } = browser;
    await signedInProfessor(page, baseUrl);
    const exam = await createExam(page, "Prova já aplicada");
    expect((await callApi(page, "POST", `/api/exams/${exam.id}/publish`)).status).toBe(200);
    const classes = await callApi<Array<{ id: string; name: string }>>(page, "GET", `/api/classes?schoolId=${exam.schoolId}`);
    const applied = await callApi(page, "POST", `/api/exams/${exam.id}/applications`, {
      classIds: [classes.body[0].id],
      durationMinutes: 30,
    });
    expect(applied.status).toBe(201);

    await page.goto(`${baseUrl}/exams/${exam.id}/edit`);
    await waitForText(page, "Questões (3)");
    await page.click(`[data-question-row="${exam.questions[0].id}"] [data-action="edit"]`);
    await waitForText(page, "Esta prova já foi aplicada: os alunos que já responderam viram o texto anterior.");
    await retype(page, `#question-${exam.questions[0].id}-text`, "A Terra gira mesmo?");
    await clickByText(page, `[data-question-form="${exam.questions[0].id}"] button`, "Salvar questão");
    await waitForText(page, "Questão atualizada com sucesso!");

    await page.click('button[aria-label="Excluir questão 2"]');
    await clickByText(page, "[role=alertdialog] button", "Excluir");
    await waitForText(page, "Esta prova já foi aplicada. Para adicionar ou remover questões, duplique a prova e edite a cópia.");
    await clickByText(page, "[role=alertdialog] button", "Fechar");
    expect(await bodyText(page)).toContain("Questões (3)");

    await clickByText(page, "button", "Nova Questão");
    await page.click("#question-new-text");
    await page.keyboard.type("Mais uma");
    await page.click("#question-new-option-A");
    await page.keyboard.type("Sim");
    await clickByText(page, "button", "Adicionar à prova");
    await waitForText(page, "Esta prova já foi aplicada. Para adicionar ou remover questões, duplique a prova e edite a cópia.");
    await clickByText(page, "[role=alertdialog] button", "Duplicar e editar");
    await page.waitForSelector("#duplicate-title");
    await clickByText(page, "[role=dialog] button", "Duplicar");
    await page.waitForFunction(
      (id) => /^\/exams\/[0-9a-f-]{36}\/edit$/.test(location.pathname) && !location.pathname.includes(id),
      {},
      exam.id,
    );
    await page.waitForFunction(
      () => (document.querySelector("#exam-title") as HTMLInputElement | null)?.value === "Prova já aplicada (Cópia)",
    );
  });
});
