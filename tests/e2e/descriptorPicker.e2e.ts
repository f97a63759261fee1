import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { callApi, clickByText, createUserThroughApi, signInThroughApi, waitForText } from "./support/actions";
import { wcagViolations } from "./support/axe";
import { lookAt, useBrowser } from "./support/browser";

const browser = useBrowser();

const D17 = "Identificar a localização de números racionais na reta numérica.";
const NO_ENTRY = "Nenhum item do catálogo; o código digitado será usado.";

interface ExamRead {
  id: string;
  questions: Array<{ id: string; descriptorSaeb: string | null; descriptorPaeb: string | null; bnccSkill: string | null }>;
}

/** A Matemática 9º Ano exam of the demo school Monteiro Lobato, with one multiple-choice question. */
async function mathematicsExam(page: Page) {
  const schools = await callApi<Array<{ id: string; name: string }>>(page, "GET", "/api/schools");
  const levels = await callApi<Array<{ id: string; name: string }>>(page, "GET", "/api/grade-levels");
  const created = await callApi<ExamRead>(page, "POST", "/api/exams", {
    title: "Números reais",
    subject: "Matemática",
    schoolId: schools.body.find((school) => school.name === "Escola Monteiro Lobato")!.id,
    gradeLevelId: levels.body.find((level) => level.name === "9º Ano")!.id,
    questions: [
      {
        questionType: "multiple_choice",
        questionText: "<p>Onde fica 3/4 na reta?</p>",
        options: [
          { optionLetter: "A", optionText: "Entre 0 e 1", isCorrect: true },
          { optionLetter: "B", optionText: "Entre 1 e 2" },
        ],
      },
    ],
  });
  expect(created.status).toBe(201);
  return created.body;
}

/** A professor of the demo school, on the edit page of a new exam, its question open in the editor. */
async function editingQuestion(page: Page, baseUrl: string) {
  const teacher = await createUserThroughApi(baseUrl, "professor");
  await signInThroughApi(page, baseUrl, teacher, "/exams");
  const exam = await mathematicsExam(page);
  const question = exam.questions[0].id;
  await page.goto(`${baseUrl}/exams/${exam.id}/edit`);
  await waitForText(page, "Questões (1)");
  await page.click(`[data-question-row="${question}"] [data-action="edit"]`);
  await page.waitForSelector(`#question-${question}-saeb`);
  return { exam, field: (part: string) => `#question-${question}-${part}`, form: `[data-question-form="${question}"]` };
}

const attribute = (page: Page, selector: string, name: string) =>
  page.$eval(selector, (element, name) => element.getAttribute(name), name);

/** Waits for the option of the open list holding `text`. */
async function optionWith(page: Page, text: string) {
  const handle = await page.waitForFunction(
    (wanted) => [...document.querySelectorAll("[role=option]")].find((option) => option.textContent?.includes(wanted)) ?? null,
    { timeout: 10_000 },
    text,
  );
  return handle.asElement() as import("puppeteer-core").ElementHandle<Element>;
}

describe("the descriptor picker", () => {
  it("lists the catalogue as one types, fills the chosen codes, keeps a typed one and shows the texts on the exam page", async () => {
    const { page, baseUrl } = browser;
    const { exam, field, form } = await editingQuestion(page, baseUrl);

    // SAEB: "D17" lists the 9º ano matrix's D17 of Matemática; the keyboard chooses it.
    const saeb = field("saeb");
    expect(await attribute(page, saeb, "role")).toBe("combobox");
    expect(await attribute(page, saeb, "placeholder")).toBe("Código ou palavras (ex.: D17, frações)");
    await page.click(saeb);
    await page.keyboard.type("D17");
    await optionWith(page, D17);
    expect(await attribute(page, saeb, "aria-expanded")).toBe("true");
    const list = await attribute(page, saeb, "aria-controls");
    expect(await page.$eval(`#${list}`, (element) => element.getAttribute("role"))).toBe("listbox");
    expect(await wcagViolations(page, "main")).toEqual([]);
    await lookAt(page, "descriptor-picker-desktop");
    await page.keyboard.press("ArrowDown");
    const active = await attribute(page, saeb, "aria-activedescendant");
    expect(await page.$eval(`#${active}`, (option) => option.textContent)).toContain(D17);
    await page.keyboard.press("Enter");
    expect(await attribute(page, saeb, "aria-expanded")).toBe("false");
    expect(await page.$eval(saeb, (input) => (input as HTMLInputElement).value)).toBe("D17");
    // Under the field, the code's text in one line.
    await page.waitForSelector(`${field("saeb-text")}`);
    expect(await page.$eval(field("saeb-text"), (line) => line.textContent)).toBe(D17);

    // BNCC: words without accents find the 9º ano skill; a click chooses it.
    await page.click(field("bncc"));
    await page.keyboard.type("reta numerica");
    // A press as a person makes it: the list keeps the focus in the field.
    await (await optionWith(page, "EF09MA02")).click();
    await page.waitForFunction(
      (selector) => (document.querySelector(selector) as HTMLInputElement).value === "EF09MA02",
      {},
      field("bncc"),
    );
    await page.waitForSelector(field("bncc-text"));
    const skill = (await page.$eval(field("bncc-text"), (line) => line.textContent)) ?? "";
    expect(skill).toMatch(/reta numérica/);

    // PAEB: a code outside the catalogue is kept as typed, without an error; Escape closes the list.
    await page.click(field("paeb"));
    await page.keyboard.type("PAEB-7");
    await waitForText(page, NO_ENTRY);
    await page.keyboard.press("Escape");
    expect(await attribute(page, field("paeb"), "aria-expanded")).toBe("false");
    expect(await page.$eval(field("paeb"), (input) => (input as HTMLInputElement).value)).toBe("PAEB-7");

    await clickByText(page, `${form} button`, "Salvar questão");
    await waitForText(page, "Questão atualizada com sucesso!");
    const saved = (await callApi<ExamRead>(page, "GET", `/api/exams/${exam.id}`)).body.questions[0];
    expect(saved).toMatchObject({ descriptorSaeb: "D17", bnccSkill: "EF09MA02", descriptorPaeb: "PAEB-7" });

    // The exam page: both badges with their texts as titles and descriptions; the PAEB code without one.
    await page.goto(`${baseUrl}/exams/${exam.id}/view`);
    await waitForText(page, "BNCC EF09MA02");
    // The texts come with the exam's one lookup, just after the page.
    await page.waitForFunction(() => document.querySelectorAll("[data-slot=badge][title]").length === 2);
    const badges = await page.$$eval("[data-slot=badge]", (elements) =>
      elements.map((badge) => ({
        text: badge.textContent,
        title: badge.getAttribute("title"),
        description: document.getElementById(badge.getAttribute("aria-describedby") ?? "")?.textContent ?? null,
      })),
    );
    expect(badges).toContainEqual({ text: "SAEB D17", title: D17, description: D17 });
    expect(badges).toContainEqual({ text: "BNCC EF09MA02", title: skill, description: skill });
    expect(badges).toContainEqual({ text: "PAEB PAEB-7", title: null, description: null });
    expect(await wcagViolations(page, "main")).toEqual([]);
  });

  it("works in the bank's dialog: Escape closes the list and leaves the dialog open, a press chooses", async () => {
    const { page, baseUrl } = browser;
    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/question-bank");
    await clickByText(page, "main button", "Nova Questão");
    await page.waitForSelector("[role=dialog] #bank-bncc");
    await page.click("#bank-bncc");
    await page.keyboard.type("ef05ma0");
    await optionWith(page, "EF05MA01");
    await page.keyboard.press("Escape");
    expect(await attribute(page, "#bank-bncc", "aria-expanded")).toBe("false");
    expect(await page.$("[role=dialog]")).not.toBeNull();
    await page.keyboard.press("ArrowDown");
    await (await optionWith(page, "EF05MA02")).click();
    expect(await page.$eval("#bank-bncc", (input) => (input as HTMLInputElement).value)).toBe("EF05MA02");
    expect(await page.$("[role=dialog]")).not.toBeNull();
  });

  it("fits a phone: the open list stays within the screen", async () => {
    const { page, baseUrl } = browser;
    await page.setViewport({ width: 360, height: 740 });
    const { field } = await editingQuestion(page, baseUrl);
    await page.$eval(field("saeb"), (input) => input.scrollIntoView({ block: "center" }));
    await page.click(field("saeb"));
    await page.keyboard.type("numeros racionais");
    await optionWith(page, "D17");
    const box = await page.$eval("[role=listbox]", (list) => {
      const rect = list.parentElement!.getBoundingClientRect();
      return { left: rect.left, right: rect.right };
    });
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await lookAt(page, "descriptor-picker-phone");
  });
});
