import type { AnswerSheet, ApplicationResults } from "@shared/types/results";
import type { ExamApplication } from "@shared/types/applications";
import type { ElementHandle, Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { callApi, clickByText, DEMO, fill, openInApp, signInThroughApi, waitForText } from "./support/actions";
import { wcagViolations } from "./support/axe";
import { lookAt, useBrowser } from "./support/browser";
import { addStudent, publishedOnlineExam } from "./support/onlineExams";

const browser = useBrowser();
const PHONE = { width: 360, height: 740, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const STAGES = ["Ovo", "Larva", "Pupa", "Adulto"];

const judged = (texts: string[], correct: boolean[]) =>
  texts.map((text, index) => ({ text: `<p>${text}</p>`, correct: correct[index] }));

/** One question of each type answered with parts, one point each, in this order on the page. */
const QUESTIONS = [
  {
    questionType: "multiple_response",
    questionText: "<p>Quais destes elementos são gases nobres?</p>",
    answerSpec: { parts: judged(["Hélio", "Ferro", "Neônio"], [true, false, true]), scoring: "all_or_nothing" },
  },
  {
    questionType: "true_false",
    questionText: "<p>Julgue as afirmações sobre a água.</p>",
    answerSpec: {
      parts: judged(
        ["A água ferve a 100 °C ao nível do mar.", "O gelo é mais denso que a água.", "A água é H₂O."],
        [true, false, true],
      ),
    },
  },
  {
    questionType: "right_wrong",
    questionText: "<p>Sobre o Sistema Solar, julgue os itens.</p>",
    answerSpec: { parts: judged(["Júpiter é o maior planeta.", "A Lua é um planeta."], [true, false]) },
  },
  {
    questionType: "summation",
    questionText: "<p>Assinale as proposições corretas sobre as plantas.</p>",
    answerSpec: {
      parts: judged(
        ["Fazem fotossíntese.", "Todas dão flores.", "Absorvem água pelas raízes.", "Liberam oxigênio."],
        [true, false, true, true],
      ),
    },
  },
  {
    questionType: "numeric",
    questionText: "<p>Qual o comprimento do lápis medido na régua?</p>",
    answerSpec: { value: 2.5, tolerance: 0, unit: "cm" },
  },
  {
    questionType: "matching",
    questionText: "<p>Associe cada país à sua capital.</p>",
    answerSpec: {
      parts: [
        { id: "brasil", text: "<p>Brasil</p>", match: "brasilia" },
        { id: "argentina", text: "<p>Argentina</p>", match: "buenos-aires" },
      ],
      answers: [
        { id: "lima", text: "<p>Lima</p>" },
        { id: "brasilia", text: "<p>Brasília</p>" },
        { id: "buenos-aires", text: "<p>Buenos Aires</p>" },
      ],
    },
  },
  {
    questionType: "ordering",
    questionText: "<p>Ordene as fases da vida de uma borboleta.</p>",
    answerSpec: { parts: STAGES.map((stage) => ({ text: `<p>${stage}</p>` })) },
  },
  {
    questionType: "short_answer",
    questionText: "<p>Qual é a maior cidade do Brasil?</p>",
    answerSpec: { accepted: ["São Paulo"] },
  },
].map((question) => ({ ...question, points: 1 }));

/** The question whose text holds `text` (their texts are unique here). */
async function question(page: Page, text: string): Promise<ElementHandle<Element>> {
  const section = await page.waitForSelector(`::-p-xpath(//section[contains(normalize-space(.), "${text}")])`);
  return section!;
}

async function focusAndPress(handle: ElementHandle<Element>, page: Page, ...keys: Array<"Space" | "ArrowRight">) {
  await handle.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await handle.focus();
  // Held a moment, as a person holds a key: the radio group moves the focus a tick after the key goes down
  // and marks the button only while the arrow is still held.
  for (const key of keys) await page.keyboard.press(key, { delay: 50 });
}

/** A finger on the element, brought to the middle of the screen first, clear of the sticky bar. */
async function tap(handle: ElementHandle<Element> | null) {
  await handle!.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await handle!.tap();
}

async function waitForSaveState(page: Page, text: string) {
  await page.waitForFunction(
    (wanted) => [...document.querySelectorAll(".sticky [role=status]")].some((status) => status.textContent === wanted),
    { timeout: 15_000 },
    text,
  );
}

/** The moves read out by the ordering question's live region. */
const waitForAnnouncement = (section: ElementHandle<Element>, text: string) =>
  section.waitForSelector(`::-p-xpath(.//*[@aria-live="polite"][normalize-space()="${text}"])`);

/** What the page shows as answered, question by question, as the student would read it back. */
const shownAnswers = (page: Page) =>
  page.$$eval("main section", (sections) =>
    sections.map((section) => {
      const checked = [...section.querySelectorAll('[aria-checked="true"]')];
      return {
        marked: checked.map((element) => element.closest("label")?.textContent?.trim() ?? element.textContent?.trim()),
        inputs: [...section.querySelectorAll("input:not([type=hidden]), select")].map(
          (input) => (input as HTMLInputElement).value,
        ),
        order: [...section.querySelectorAll("li[tabindex]")].map((item) => item.querySelector("[id^=item-]")?.textContent),
      };
    }),
  );

/** The items of the ordering question, top to bottom. */
const stagesShown = (section: ElementHandle<Element>) =>
  section.$$eval("li[tabindex]", (items) => items.map((item) => item.querySelector("[id^=item-]")!.textContent!));

/** Waits until the ordering question shows `stages`, top to bottom. */
const waitForStages = (page: Page, section: ElementHandle<Element>, stages: string[]) =>
  page.waitForFunction(
    (element, stages) =>
      [...element.querySelectorAll("li[tabindex] [id^=item-]")].map((item) => item.textContent).join() === stages.join(),
    {},
    section,
    stages,
  );

describe("questions answered with parts on the student's page (/online)", () => {
  it("answers each type on a phone by touch and keyboard, resumes them after a reload and scores them", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.coordinatorA, "/dashboard");
    const { exam, schoolClass } = await publishedOnlineExam(page, "Revisão de Ciências com tipos de questão", QUESTIONS);
    const student = await addStudent(page, schoolClass.id, `Bruna Aluna ${Math.random().toString(36).slice(2, 7)}`);

    // The staff preview shows the parts without the key, read-only.
    await page.setViewport({ width: 1280, height: 900 });
    await openInApp(page, `/exams/${exam.id}/online`);
    await waitForText(page, "Ordene as fases da vida de uma borboleta.");
    expect(await page.$eval("input[inputmode=numeric]", (input) => (input as HTMLInputElement).disabled)).toBe(true);
    // An ordering is stored in its right order, which the preview must not show.
    expect(await page.$$eval("[id^=item-]", (items) => items.map((item) => item.textContent))).not.toEqual(STAGES);
    await lookAt(page, "types-preview-desktop", { fullPage: true });

    const application = await callApi<ExamApplication>(page, "POST", `/api/exams/${exam.id}/applications`, {
      classIds: [schoolClass.id],
      durationMinutes: 30,
      showScore: true,
    });
    expect(application.status).toBe(201);

    const context = await browser.browser.createBrowserContext();
    const phone = await context.newPage();
    await phone.setViewport(PHONE);
    await phone.goto(`${baseUrl}/online/${exam.examCode}`);
    await fill(phone, "#access-code", student.accessCode);
    await clickByText(phone, "button", "Entrar na prova");
    await waitForText(phone, "Respondidas: 0/8");
    await lookAt(phone, "types-phone-empty", { fullPage: true });

    // Múltipla resposta: one by keyboard, one by touch.
    const gases = await question(phone, "gases nobres");
    const box = (text: string) => gases.$(`::-p-xpath(.//label[contains(., "${text}")]//button[@role="checkbox"])`);
    await focusAndPress((await box("Hélio"))!, phone, "Space");
    await tap(await box("Neônio"));

    // V/F and C/E: Space marks the first button, the arrow moves to and marks the second.
    const water = await question(phone, "sobre a água");
    const [boiling, ice, formula] = await water.$$("[role=radiogroup] [role=radio]:first-child");
    await focusAndPress(boiling, phone, "Space");
    await focusAndPress(ice, phone, "Space", "ArrowRight");
    await tap(formula);
    const planets = await question(phone, "Sistema Solar");
    const [jupiter, moon] = await planets.$$("[role=radiogroup] [role=radio]:first-child");
    await focusAndPress(jupiter, phone, "Space");
    await focusAndPress(moon, phone, "Space", "ArrowRight");
    const marked = (section: ElementHandle<Element>) =>
      section.$$eval('[role=radio][aria-checked="true"]', (radios) => radios.map((radio) => radio.textContent));
    expect(await marked(water)).toEqual(["V (verdadeiro)", "F (falso)", "V (verdadeiro)"]);
    expect(await marked(planets)).toEqual(["C (certo)", "E (errado)"]);

    // Somatória: a sum past the propositions is refused; 13 marks 01, 04 and 08.
    const plants = await question(phone, "sobre as plantas");
    const sumInput = (await plants.$("input[inputmode=numeric]"))!;
    await sumInput.type("20");
    await waitForText(phone, "A soma máxima desta questão é 15.");
    await sumInput.click({ count: 3 });
    await sumInput.type("13");
    await plants.waitForSelector("::-p-text(Soma: 13)");
    expect(await plants.$$eval('[role=checkbox][aria-checked="true"]', (boxes) => boxes.length)).toBe(3);

    // Numérica: what is not a number is refused on screen; "2,5" is saved.
    const pencil = await question(phone, "comprimento do lápis");
    const valueInput = (await pencil.$("input[inputmode=decimal]"))!;
    await valueInput.type("dois");
    await waitForText(phone, "Digite um número, como 2,5.");
    await valueInput.click({ count: 3 });
    await valueInput.type("2,5");
    expect(await pencil.evaluate((section) => section.textContent)).not.toContain("Digite um número");

    // Associação, half done: Brasil gets B) Brasília from the keyboard, Argentina nothing.
    const capitals = await question(phone, "sua capital");
    const [brazil] = await capitals.$$("select");
    await focusAndPress(brazil, phone);
    await phone.keyboard.press("ArrowDown");
    await phone.keyboard.press("ArrowDown");
    expect(await brazil.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0].textContent)).toBe("B) Brasília");

    // Ordenação: the first stage dragged to the top by its handle, the rest with the arrow keys.
    const butterfly = await question(phone, "borboleta");
    let order = await stagesShown(butterfly);
    if (order[0] !== STAGES[0]) {
      const handle = (await butterfly.$$("li[tabindex] > span[aria-hidden]"))[order.indexOf(STAGES[0])];
      await handle.evaluate((element) => element.scrollIntoView({ block: "center" }));
      const from = (await handle.boundingBox())!;
      const top = (await (await butterfly.$("li[tabindex]"))!.boundingBox())!;
      await phone.touchscreen.touchStart(from.x + from.width / 2, from.y + from.height / 2);
      for (let y = from.y + from.height / 2; y > top.y; y -= 12) await phone.touchscreen.touchMove(from.x + from.width / 2, y);
      await phone.touchscreen.touchMove(from.x + from.width / 2, top.y - 4);
      await phone.touchscreen.touchEnd();
      await waitForAnnouncement(butterfly, "Item movido para a posição 1 de 4");
    }
    for (let position = 1; position < STAGES.length; position++) {
      order = await stagesShown(butterfly);
      const at = order.indexOf(STAGES[position]);
      if (at === position) continue;
      await focusAndPress((await butterfly.$$("li[tabindex]"))[at], phone);
      for (let step = at; step > position; step--) await phone.keyboard.press("ArrowUp");
    }
    expect(await stagesShown(butterfly)).toEqual(STAGES);
    // Down with the item's button and back up with the arrow key, each move read out.
    await tap(await butterfly.$("li[tabindex] [aria-label='Mover para baixo']"));
    await waitForStages(phone, butterfly, ["Larva", "Ovo", "Pupa", "Adulto"]);
    await waitForAnnouncement(butterfly, "Item movido para a posição 2 de 4");
    await focusAndPress((await butterfly.$$("li[tabindex]"))[1], phone);
    await phone.keyboard.press("ArrowUp");
    await waitForStages(phone, butterfly, STAGES);
    await waitForAnnouncement(butterfly, "Item movido para a posição 1 de 4");

    // Resposta curta: one line, compared without case and accents.
    const city = await question(phone, "maior cidade");
    await (await city.$("input"))!.type("sao paulo");

    await waitForText(phone, "Respondidas: 8/8");
    await waitForSaveState(phone, "Salvo");
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await wcagViolations(phone)).toEqual([]);
    await lookAt(phone, "types-phone-answered", { fullPage: true });
    const answered = await shownAnswers(phone);

    // Everything typed was saved: a reload shows every answer as it was left.
    await phone.reload();
    await waitForText(phone, "Respondidas: 8/8");
    expect(await shownAnswers(phone)).toEqual(answered);
    expect(answered.map((shown) => shown.inputs.filter(Boolean))).toEqual([
      [],
      [],
      [],
      ["13"],
      ["2,5"],
      ["brasilia"],
      [],
      ["sao paulo"],
    ]);
    expect(answered[6].order).toEqual(STAGES);

    await clickByText(phone, "button", "Finalizar Prova");
    await clickByText(phone, "dialog[open] button", "Finalizar");
    await waitForText(phone, "Prova entregue");
    await context.close();

    // All right but the matching, where one pair of two earns half its point.
    const results = await callApi<ApplicationResults>(page, "GET", `/api/applications/${application.body.id}/results`);
    const row = results.body.rows.find((candidate) => candidate.studentName === student.name)!;
    const sheet = await callApi<AnswerSheet>(
      page,
      "GET",
      `/api/applications/${application.body.id}/attempts/${row.attemptId}/sheet`,
    );
    expect(sheet.body.items.map((item) => [item.questionType, item.score])).toEqual(
      QUESTIONS.map((question) => [question.questionType, question.questionType === "matching" ? 0.5 : 1]),
    );
    expect(row.score).toBe(7.5);
  });
});
