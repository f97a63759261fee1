import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { appUrl } from "./support/workers";
import type { SchoolClass } from "../../shared/types/organizations";
import type { Student } from "../../shared/types/students";
import type { Page } from "puppeteer-core";
import { DEMO, DEMO_SCHOOL_A, DEMO_SCHOOL_B, clickByText, nodeApi, signInThroughApi, waitForText } from "./support/actions";
import { lookAt, useBrowser } from "./support/browser";
import { handInPicking } from "./support/onlineExams";

const browser = useBrowser();

async function choose(page: Page, trigger: string, option: string) {
  await page.click(trigger);
  await clickByText(page, "[role=option]", option);
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const choice = (text: string, descriptorSaeb: string) => ({
  questionType: "multiple_choice",
  questionText: `<p>${text}</p>`,
  points: 2,
  descriptorSaeb,
  options: [
    { optionLetter: "A", optionText: `<p>${text}: certa</p>`, isCorrect: true },
    { optionLetter: "B", optionText: `<p>${text}: errada</p>` },
  ],
});

/** A student hands in, picking in each question named in `picks` its right or wrong option. */
const handIn = (baseUrl: string, examCode: string, accessCode: string, picks: Record<string, "certa" | "errada">) =>
  handInPicking(baseUrl, examCode, accessCode, (question, option) => {
    const pick = Object.entries(picks).find(([text]) => question.questionText.includes(text));
    return Boolean(pick && option.optionText.includes(`: ${pick[1]}`));
  });

let ana: Student;
let classId: string;
let fractions: { id: string; examCode: string };
let otherClassName: string;
let gradeLevelName: string;

/**
 * A 7º ano class of the demo school A with Ana and Bruno, and two Matemática exams applied online:
 * Ana gets D1 right in both and D2 wrong in both; Bruno only Razões. The first is out of 10, the
 * second out of 100. The first is applied to a second class too, where Carla gets all right.
 */
beforeAll(async () => {
  const baseUrl = appUrl();
  const { token } = await nodeApi<{ token: string }>(baseUrl, undefined, "POST", "/api/auth/login", DEMO.coordinatorA);
  const api = <T>(method: string, path: string, body?: unknown) => nodeApi<T>(baseUrl, token, method, path, body);
  const [demoClass] = (await api<SchoolClass[]>("GET", "/api/classes")).filter((item) => item.schoolName === DEMO_SCHOOL_A);
  const newClass = (name: string) =>
    api<SchoolClass>("POST", "/api/classes", {
      name: `${name} ${randomBytes(3).toString("hex")}`,
      schoolId: demoClass.schoolId,
      gradeLevelId: demoClass.gradeLevelId,
      year: new Date().getFullYear(),
    });
  gradeLevelName = demoClass.gradeLevelName;
  const schoolClass = await newClass("7º Ano");
  const otherClass = await newClass("7º B");
  otherClassName = otherClass.name;
  const carla = await api<Student>("POST", `/api/classes/${otherClass.id}/students`, { name: "Carla Dias" });
  classId = schoolClass.id;
  ana = await api<Student>("POST", `/api/classes/${schoolClass.id}/students`, { name: "Ana Lima" });
  const bruno = await api<Student>("POST", `/api/classes/${schoolClass.id}/students`, { name: "Bruno Costa" });
  for (const [title, maxGrade] of [
    ["Avaliação de frações", 10],
    ["Avaliação de equações", 100],
  ] as const) {
    const exam = await api<{ id: string; examCode: string }>("POST", "/api/exams", {
      title,
      subject: "Matemática",
      schoolId: demoClass.schoolId,
      gradeLevelId: demoClass.gradeLevelId,
      maxGrade,
      questions: [choice("Frações", "D1"), choice("Equações", "D2"), choice("Razões", "D1")],
    });
    await api("POST", `/api/exams/${exam.id}/publish`);
    const classIds = maxGrade === 10 ? [schoolClass.id, otherClass.id] : [schoolClass.id];
    await api("POST", `/api/exams/${exam.id}/applications`, { classIds, durationMinutes: 30 });
    await handIn(baseUrl, exam.examCode, ana.accessCode, { Frações: "certa", Equações: "errada", Razões: "certa" });
    await handIn(baseUrl, exam.examCode, bruno.accessCode, { Frações: "errada", Equações: "errada", Razões: "certa" });
    if (maxGrade !== 10) continue;
    fractions = exam;
    await handIn(baseUrl, exam.examCode, carla.accessCode, { Frações: "certa", Equações: "certa", Razões: "certa" });
  }
});

describe("a student's learning page", () => {
  it("shows each exam's grade on its scale, the chart with its table, the skills to teach again, and the answers one click away", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.coordinatorA, `/students/${ana.id}`);
    await waitForText(page, "Ana Lima");
    await waitForText(page, "Avaliação de equações");
    const table = await page.$eval("table", (element) => (element as HTMLElement).innerText);
    // 4 of 6 points: 6,7 of 10 and 67 of 100 (to a tenth, the default rounding).
    expect(table).toMatch(/Avaliação de frações[\s\S]*Online\s+4 \/ 6\s+66,7 %\s+6,7 \/ 10/);
    expect(table).toMatch(/Avaliação de equações[\s\S]*Online\s+4 \/ 6\s+66,7 %\s+66,7 \/ 100/);
    // The chart is drawn for the eyes; its figures are the table's.
    expect(await page.$$eval("figure svg circle", (circles) => circles.length)).toBe(2);
    const missing = await page.$eval("section[aria-labelledby=skills-missing]", (element) => (element as HTMLElement).innerText);
    expect(missing).toContain("A retomar (1)");
    expect(missing).toMatch(/D2\s+Descritor SAEB · Matemática\s*0 %/);
    const mastered = await page.$eval(
      "section[aria-labelledby=skills-mastered]",
      (element) => (element as HTMLElement).innerText,
    );
    expect(mastered).toMatch(/D1\s+Descritor SAEB · Matemática\s*100 %/);
    await lookAt(page, "student-report", { fullPage: true });

    await page.setViewport({ width: 360, height: 780 });
    await waitForText(page, "Habilidades");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await lookAt(page, "student-report-360", { fullPage: true });
    await page.setViewport({ width: 1366, height: 900 });

    await clickByText(page, "button", "Ver respostas");
    await waitForText(page, "Folha de respostas: Ana Lima");
    await page.keyboard.press("Escape");

    const boletim = page.waitForResponse((response) => response.url().endsWith(`/api/students/${ana.id}/report/pdf`));
    await clickByText(page, "button", "Imprimir boletim");
    const response = await boletim;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
  });
});

describe("a class's page", () => {
  it("shows the term's exams with their spread, flags who is under the passing grade, and the descriptors per exam", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.coordinatorA, "/organizations");
    await clickByText(page, "[role=tab]", "Turmas");
    await page.waitForSelector(`a[href="/classes/${classId}/report"]`);
    await page.click(`a[href="/classes/${classId}/report"]`);
    await waitForText(page, "Relatório da turma 7º Ano");
    await waitForText(page, "Descritores por avaliação");
    const tables = await page.$$eval("table", (elements) => elements.map((element) => (element as HTMLElement).innerText));
    // Ana 4 of 6 and Bruno 2 of 6 in each: averages 5 of 10 and 50 of 100; both in the 20–39 % and 60–79 % bands.
    expect(tables[0]).toMatch(/Avaliação de frações[\s\S]*2 de 2\s+5 \/ 10\s+50 %/);
    expect(tables[0]).toMatch(/Avaliação de equações[\s\S]*2 de 2\s+50 \/ 100\s+50 %/);
    // Bruno's 3,3 and 33,3 are under 6 (and 60): flagged, and so is he.
    expect(tables[1]).toMatch(/▼ Bruno Costa\s+▼ 3,3\s+▼ 33,3\s+33,3 %/);
    expect(tables[1]).toMatch(/Ana Lima\s+6,7\s+66,7\s+66,7 %/);
    // D1: 3 of 4 questions' points right in each exam; D2: none.
    expect(tables[2]).toMatch(/D1[\s\S]*75 %\s+75 %\s+75 %/);
    expect(tables[2]).toMatch(/D2[\s\S]*0 %\s+0 %\s+0 %/);
    await lookAt(page, "class-report", { fullPage: true });
    await page.setViewport({ width: 360, height: 780 });
    await waitForText(page, "Questões com mais erros");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await lookAt(page, "class-report-360", { fullPage: true });
  });
});

describe("an exam across classes", () => {
  it("puts the classes side by side and the descriptors per class, from the exam's page", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.coordinatorA, `/exams/${fractions.id}/view`);
    await clickByText(page, "a", "Comparar turmas");
    await waitForText(page, "Comparativo: Avaliação de frações");
    await waitForText(page, "Descritores por turma");
    const tables = await page.$$eval("table", (elements) => elements.map((element) => (element as HTMLElement).innerText));
    // Ana 6,7 and Bruno 3,3 average 5 in the first class; Carla 10 in the second; 3 of 3 handed in, 6,7 in all.
    expect(tables[0]).toMatch(/3 de 3\s+100 %\s+6,7 \/ 10\s+66,7 %/);
    expect(tables[1]).toMatch(/7º Ano [0-9a-f]{6}[\s\S]*2 de 2\s+100 %\s+5 \/ 10\s+50 %/);
    expect(tables[1]).toContain(otherClassName);
    expect(tables[1]).toMatch(/1 de 1\s+100 %\s+10 \/ 10\s+100 %/);
    // Weakest first: D2, right for Carla alone (33 %), then D1 (5 of 6 points' worth of answers: 83 %).
    expect(tables[2]).toMatch(/D2[\s\S]*33 %\s+0 %\s+100 %[\s\S]*D1[\s\S]*83 %\s+75 %\s+100 %/);
    await lookAt(page, "exam-report", { fullPage: true });
  });
});

describe("the dashboard's work lists", () => {
  it("shows the applications open now beside the week, the corrections waiting and the recent results", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.coordinatorA, "/dashboard");
    await waitForText(page, "Correções pendentes");
    await waitForText(page, "Avaliação de equações");
    const applications = await page.$$eval("h2", (headings) => {
      const card = headings.find((heading) => heading.textContent === "Aplicações")?.closest("[class*=rounded]");
      return (card as HTMLElement | null)?.innerText ?? "";
    });
    expect(applications).toMatch(/Avaliação de frações\s+Aberta até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} · Online/);
    // Today's square of the week counts the applications open now.
    const today = await page.$eval("ol[aria-label='Aplicações nos próximos 7 dias'] li", (item) =>
      item.getAttribute("aria-label"),
    );
    expect(today).toMatch(/: [1-9]\d* aplicaç(ão|ões)$/);
    await waitForText(page, "Resultados recentes");
    await lookAt(page, "dashboard-agenda", { fullPage: true });
  });
});

describe("the reports page", () => {
  it("opens on the school's weakest descriptors, filtered by subject, with each class's report a click away", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.coordinatorA, "/reports");
    await waitForText(page, "Descritores da escola");
    const skillsTable = () =>
      page.$$eval("table", (tables) => {
        const table = tables.find((candidate) => candidate.caption?.textContent?.includes("Descritores e habilidades da escola"));
        return (table as HTMLElement | undefined)?.innerText ?? "";
      });
    await page.waitForFunction(() =>
      [...document.querySelectorAll("caption")].some((caption) => caption.textContent?.includes("da escola")),
    );
    // Weakest first: D2 (wrong for Ana and Bruno in both exams) before D1.
    const table = await skillsTable();
    expect(table).toMatch(
      new RegExp(`D2\\s+Descritor SAEB · Matemática · ${gradeLevelName}[\\s\\S]*D1\\s+Descritor SAEB · Matemática`),
    );
    expect(table).toContain("A retomar");
    // The learning reports come before the usage figures, which stay.
    const headings = await page.$$eval("h2", (elements) => elements.map((element) => element.textContent));
    expect(headings.indexOf("Aprendizagem")).toBeLessThan(headings.indexOf("Uso da plataforma"));
    await waitForText(page, "Taxa de uso do banco");
    expect(await page.$(`a[href="/classes/${classId}/report"]`)).not.toBeNull();
    await lookAt(page, "reports-learning", { fullPage: true });

    await choose(page, "#skills-subject", "Filosofia");
    await waitForText(page, "Nenhuma questão com descritor ou habilidade foi respondida neste período.");
    // On a phone, opened there (the charts size themselves on load).
    await page.setViewport({ width: 360, height: 780 });
    await page.reload();
    await waitForText(page, "Descritores da escola");
    await page.waitForFunction(() => document.querySelectorAll(".recharts-surface").length >= 5);
    expect(await noOverflow(page)).toBe(0);
    await lookAt(page, "reports-learning-360", { fullPage: true });
    await page.setViewport({ width: 1366, height: 900 });
  });
});

describe("a network exam", () => {
  it("is applied by an administrator to classes of any school, picked by school and grade level", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, DEMO.admin, `/exams/${fractions.id}/view`);
    await clickByText(page, "button", "Aplicar");
    await page.waitForSelector("#apply-school");
    await choose(page, "#apply-school", "Todas as escolas");
    await waitForText(page, DEMO_SCHOOL_B);
    // The demo network's 1ª Série classes are Colégio Cecília Meireles's.
    await choose(page, "#apply-grade-level", "1ª Série");
    // The list is fetched again for the grade level: wait until it shows only that grade's classes.
    await page.waitForFunction(() => {
      const items = [...document.querySelectorAll<HTMLElement>("[role=dialog] li")];
      return items.length > 0 && items.every((item) => item.innerText.includes("1ª Série"));
    });
    const listed = await page.$$eval("[role=dialog] li", (items) => items.length);
    const tick = await page.waitForSelector("xpath/.//button[starts-with(normalize-space(.), 'Marcar')]");
    expect(await tick!.evaluate((button) => button.textContent)).toBe(
      listed === 1 ? "Marcar a turma listada" : `Marcar as ${listed} turmas listadas`,
    );
    await tick!.click();
    await waitForText(page, `${listed} ${listed === 1 ? "turma escolhida" : "turmas escolhidas"}`);
    const rows = await page.$$eval("[role=dialog] li", (items) => items.map((item) => (item as HTMLElement).innerText));
    expect(rows.some((row) => row.includes(DEMO_SCHOOL_B))).toBe(true);
    await lookAt(page, "apply-network");
    await clickByText(page, "[role=dialog] button", "Cancelar");
  });
});
