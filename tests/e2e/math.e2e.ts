import type { ExamApplication } from "@shared/types/applications";
import type { SchoolClass } from "@shared/types/organizations";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { callApi, clickByText, createUserThroughApi, DEMO, fill, signInThroughApi, waitForText } from "./support/actions";
import { mathSpan } from "../../shared/math/format";
import { lookAt, useBrowser } from "./support/browser";
import { addStudent } from "./support/onlineExams";

const browser = useBrowser();
const PHONE = { width: 360, height: 740, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const QUESTION_EDITOR = '[data-question-form] [contenteditable="true"]';
const MATRIX = "\\begin{pmatrix}1 & 2\\\\ 3 & 4\\end{pmatrix}";

/** The stored text of the exam's first question, read back through the API. */
async function storedQuestionText(page: Page, examId: string): Promise<string> {
  const exam = await callApi<{ questions: Array<{ questionText: string }> }>(page, "GET", `/api/exams/${examId}`);
  return exam.body.questions[0].questionText;
}

async function saveQuestion(page: Page) {
  await clickByText(page, "button", "Salvar questão");
  await waitForText(page, "Questão atualizada com sucesso!");
}

/** How many formulas the question's text editor shows drawn (MathML inside the formula's span). */
const drawnFormulas = (page: Page) => page.$$eval(`${QUESTION_EDITOR} span[data-math] math`, (found) => found.length);

describe("formulas in the rich-text editor", () => {
  it("a professor types one, writes another in the formula dialog, copies the exam as LaTeX, and a student's phone shows both", async () => {
    const { page, baseUrl } = browser;
    // A student in a class of school A, which only coordinators add.
    await signInThroughApi(page, baseUrl, DEMO.coordinatorA, "/dashboard");
    const classes = await callApi<SchoolClass[]>(page, "GET", "/api/classes");
    const schoolClass = classes.body.find((item) => item.name === "9º Ano A") ?? classes.body[0];
    const student = await addStudent(page, schoolClass.id, `Aluna das Fórmulas ${Math.random().toString(36).slice(2, 7)}`);

    const teacher = await createUserThroughApi(baseUrl, "professor");
    await signInThroughApi(page, baseUrl, teacher, "/exams");
    const created = await callApi<{ id: string; examCode: string }>(page, "POST", "/api/exams", {
      title: "Frações e raízes",
      subject: "Matemática",
      schoolId: schoolClass.schoolId,
      gradeLevelId: schoolClass.gradeLevelId,
      questions: [
        {
          questionType: "multiple_choice",
          questionText: "<p>Quanto vale</p>",
          options: [
            { optionLetter: "A", optionText: "<p>Cerca de 2,16</p>", isCorrect: true },
            { optionLetter: "B", optionText: "<p>Cerca de 1,5</p>" },
          ],
        },
        // A matrix, whose rows keep MathML's spacing through the page's reset of every padding.
        {
          questionType: "essay",
          questionText: `<p>Calcule o determinante de ${mathSpan({ latex: MATRIX, display: "inline" })}.</p>`,
        },
      ],
    });
    expect(created.status).toBe(201);
    const exam = created.body;

    // Typed between dollars, the formula is drawn as it is typed.
    await page.goto(`${baseUrl}/exams/${exam.id}/edit`);
    await page.waitForSelector('button[aria-label="Editar questão 1"]');
    await page.click('button[aria-label="Editar questão 1"]');
    await page.waitForSelector(QUESTION_EDITOR);
    await page.click(QUESTION_EDITOR);
    await page.keyboard.press("End");
    await page.keyboard.type(" $\\frac{3}{4} + \\sqrt{2}$?");
    await page.waitForSelector(`${QUESTION_EDITOR} span[data-math] math`);
    await saveQuestion(page);
    const typed = await storedQuestionText(page, exam.id);
    expect(typed).toContain('<span data-math="\\frac{3}{4} + \\sqrt{2}"><math');
    expect(typed).toContain("<mfrac>");

    // The dialog: a template button, then the LaTeX typed in its text box, previewed before it goes in.
    await page.click('button[aria-label="Editar questão 1"]');
    await page.waitForFunction(
      (selector) => document.querySelectorAll(selector).length === 1,
      {},
      `${QUESTION_EDITOR} span[data-math] math`,
    );
    await page.click('[data-question-form] button[aria-label="Inserir fórmula"]');
    await page.waitForSelector("[role=dialog] math-field");
    await clickByText(page, "[role=dialog] button", "Fração");
    await page.waitForFunction(() => document.querySelector<HTMLTextAreaElement>("#formula-latex")?.value.includes("\\frac"));
    await fill(page, "#formula-latex", "\\frac{1}{2}");
    await page.waitForSelector("[role=dialog] math mfrac");
    await lookAt(page, "math-dialog");
    await clickByText(page, "[role=dialog] button", "Inserir");
    await page.waitForFunction(() => !document.querySelector("[role=dialog]"));
    await page.waitForFunction(
      (selector) => document.querySelectorAll(selector).length === 2,
      {},
      `${QUESTION_EDITOR} span[data-math] math`,
    );
    expect(await drawnFormulas(page)).toBe(2);
    await (await page.$(QUESTION_EDITOR))!.evaluate((editor) => editor.scrollIntoView({ block: "center" }));
    await lookAt(page, "math-editor");
    await saveQuestion(page);
    const stored = await storedQuestionText(page, exam.id);
    expect(stored).toContain('<span data-math="\\frac{3}{4} + \\sqrt{2}"><math');
    expect(stored).toContain('<span data-math="\\frac{1}{2}"><math');

    // 'Copiar' gives the formulas as LaTeX, not as the text of their MathML.
    await page.browserContext().overridePermissions(baseUrl, ["clipboard-read", "clipboard-write", "clipboard-sanitized-write"]);
    await page.goto(`${baseUrl}/exams/${exam.id}/view`);
    await clickByText(page, "button", "Copiar");
    await waitForText(page, "Prova copiada");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Quanto vale $\\frac{3}{4} + \\sqrt{2}$?");
    expect(copied).toContain("$\\frac{1}{2}$");

    expect((await callApi(page, "POST", `/api/exams/${exam.id}/publish`)).status).toBe(200);
    const application = await callApi<ExamApplication>(page, "POST", `/api/exams/${exam.id}/applications`, {
      classIds: [schoolClass.id],
      durationMinutes: 20,
    });
    expect(application.status).toBe(201);

    // The student's phone: no staff session, 360 px wide; the stored MathML is shown as it is.
    const phone = await (await browser.browser.createBrowserContext()).newPage();
    await phone.setViewport(PHONE);
    await phone.goto(`${baseUrl}/online/${exam.examCode}`);
    await fill(phone, "#access-code", student.accessCode);
    await clickByText(phone, "button", "Entrar na prova");
    await waitForText(phone, "Questão 1");
    await phone.waitForFunction(() => document.querySelectorAll("span[data-math] math").length === 3);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await phone.$eval("mtd", (cell) => parseFloat(getComputedStyle(cell).paddingTop))).toBeGreaterThan(0);
    await lookAt(phone, "math-student-360");
    await phone.browserContext().close();
  });
});
