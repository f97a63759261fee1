import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { fileNameFrom } from "../../client/src/lib/contentDisposition";
import type { SchoolClass } from "../../shared/types/organizations";
import { scratchFolder } from "../support/scratchFolder";
import {
  DEMO,
  DEMO_SCHOOL_A,
  bodyText,
  callApi,
  clickByText,
  createUserThroughApi,
  signInThroughApi,
  waitForText,
} from "./support/actions";
import { useBrowser } from "./support/browser";
import { addStudent } from "./support/onlineExams";

const browser = useBrowser();
const folder = scratchFolder("student-data");

/** A class of its own in school A, so the audit summaries (which name the class, never the student) are this test's alone. */
async function createClass(page: Page, name: string): Promise<SchoolClass> {
  const schools = await callApi<Array<{ id: string; name: string }>>(page, "GET", "/api/schools");
  const levels = await callApi<Array<{ id: string }>>(page, "GET", "/api/grade-levels");
  const created = await callApi<SchoolClass>(page, "POST", "/api/classes", {
    name,
    schoolId: schools.body.find((school) => school.name === DEMO_SCHOOL_A)!.id,
    gradeLevelId: levels.body[0].id,
    year: new Date().getFullYear(),
  });
  expect(created.status).toBe(201);
  return created.body;
}

/** Saves the page's downloads into `folder` (each test has its own browser context, set by its id). */
async function allowDownloads(page: Page) {
  const session = await page.createCDPSession();
  await session.send("Browser.setDownloadBehavior", {
    behavior: "allow",
    downloadPath: folder,
    browserContextId: page.browserContext().id,
  });
}

/** Waits for a finished download (no `.crdownload` left) and returns its path. */
async function downloaded(name: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = readdirSync(folder);
    if (files.includes(name) && !files.some((file) => file.endsWith(".crdownload"))) return join(folder, name);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} não foi baixado; a pasta tem ${readdirSync(folder).join(", ") || "nada"}`);
}

/** Opens a student's 'Dados de …' menu in the roster and picks one of its items. */
async function studentMenu(page: Page, name: string, item: string) {
  await page.click(`button[aria-label="Dados de ${name}"]`);
  await page.waitForSelector("[role=menu]");
  await clickByText(page, "[role=menuitem]", item);
}

/** The visible log's rows, each as its cells' text, a line per paragraph or item. */
const auditRows = (page: Page) =>
  page.$$eval("main tbody tr", (rows) =>
    rows.map((row) =>
      [...row.querySelectorAll("td")].map((cell) => (cell as HTMLElement).innerText.replace(/\n+/g, "\n").trim()),
    ),
  );

describe("a student's data and the audit log", () => {
  it("a coordinator exports a student's data as JSON and erases another; the admin reads both in the log and filters it", async () => {
    const { page, baseUrl } = browser;
    const suffix = Math.random().toString(36).slice(2, 7);
    const className = `8º LGPD ${suffix}`;
    const exported = `Beatriz Conceição ${suffix}`;
    const erased = `Caio Nogueira ${suffix}`;

    await signInThroughApi(page, baseUrl, DEMO.coordinatorA, "/organizations");
    const schoolClass = await createClass(page, className);
    await addStudent(page, schoolClass.id, exported);
    await addStudent(page, schoolClass.id, erased);
    await allowDownloads(page);
    await page.reload();
    // Coordinators read their schools' log: the entry is in their navigation.
    await page.waitForSelector('nav a[href="/audit"]');

    await clickByText(page, "[role=tab]", "Turmas");
    const rosterButton = `button[aria-label="Alunos de ${className}"]`;
    await page.waitForSelector(rosterButton);
    await page.click(rosterButton);
    await waitForText(page, `Alunos — ${className}`);
    await page.waitForSelector(`button[aria-label="Dados de ${exported}"]`);

    // JSON export: saved under the server's name, which is the student's, holding their record.
    const response = page.waitForResponse((answer) => answer.url().includes("/data-export?format=json"), { timeout: 15_000 });
    await studentMenu(page, exported, "Exportar dados (JSON)");
    const answer = await response;
    expect(answer.status()).toBe(200);
    const fileName = fileNameFrom(answer.headers()["content-disposition"]);
    expect(fileName).toBe(`dados-${exported}.json`);
    const file = JSON.parse(readFileSync(await downloaded(fileName!), "utf8"));
    expect(file.student).toMatchObject({ id: expect.any(String), name: exported });
    expect(file.attempts).toEqual([]);

    // Erasure: asked first, then the row is gone and the other student stays.
    await studentMenu(page, erased, "Apagar dados do aluno");
    await page.waitForSelector("[role=alertdialog]");
    const question = await page.$eval("[role=alertdialog]", (dialog) => (dialog as HTMLElement).innerText);
    expect(question).toContain(`O nome e a matrícula de ${erased} serão apagados`);
    await clickByText(page, "[role=alertdialog] button", "Apagar dados");
    await waitForText(page, "Dados do aluno apagados.");
    await page.waitForFunction(() => !document.querySelector("[role=alertdialog]"));
    await page.waitForFunction(
      (name) =>
        ![...document.querySelectorAll<HTMLElement>("[role=dialog] tbody tr")].some((row) => row.innerText.includes(name)),
      {},
      erased,
    );
    const roster = await page.$eval("[role=dialog] tbody", (body) => (body as HTMLElement).innerText);
    expect(roster).toContain(exported);
    expect(roster).not.toContain(erased);

    // The administrator's log: both events, newest first, in words, and no student named.
    await signInThroughApi(page, baseUrl, DEMO.admin, "/audit");
    await waitForText(page, "Registro de auditoria");
    const exportSummary = `Dados de um aluno da turma "${className}" exportados em JSON.`;
    const eraseSummary = `Dados de um aluno da turma "${className}" apagados; não havia provas dele.`;
    await waitForText(page, eraseSummary);
    const rows = await auditRows(page);
    const eraseAt = rows.findIndex((cells) => cells[3].includes(eraseSummary));
    const exportAt = rows.findIndex((cells) => cells[3].includes(exportSummary));
    expect(eraseAt).toBeGreaterThanOrEqual(0);
    expect(exportAt).toBeGreaterThan(eraseAt);
    expect(rows[eraseAt].slice(1)).toEqual([
      "Coordenador Paulo Lima",
      "Dados de aluno apagados",
      `${eraseSummary}\n${DEMO_SCHOOL_A}`,
      `Turma: ${className}\nProvas feitas: 0`,
      "Provas anonimizadas: 0",
    ]);
    expect(rows[exportAt].slice(1)).toEqual([
      "Coordenador Paulo Lima",
      "Dados de aluno exportados",
      `${exportSummary}\n${DEMO_SCHOOL_A}`,
      "—",
      "Formato: JSON",
    ]);
    const screen = await bodyText(page);
    expect(screen).not.toContain(exported);
    expect(screen).not.toContain(erased);

    // Filtered by 'Ação': only erasures are left, ours among them.
    await page.click("#audit-action");
    await clickByText(page, "[role=option]", "Dados de aluno apagados");
    await page.waitForFunction(
      (summary) => {
        const rows = [...document.querySelectorAll<HTMLElement>("main tbody tr")];
        return !rows.some((row) => row.innerText.includes(summary)) && rows.length > 0;
      },
      {},
      exportSummary,
    );
    const filtered = await auditRows(page);
    expect(filtered.map((cells) => cells[2])).toEqual(filtered.map(() => "Dados de aluno apagados"));
    expect(filtered.some((cells) => cells[3].includes(eraseSummary))).toBe(true);
  });

  it("a professor has no 'Registro de auditoria' in the navigation, and /audit is not found to them", async () => {
    const { page, baseUrl } = browser;
    const professor = await createUserThroughApi(baseUrl, "professor", [DEMO_SCHOOL_A]);
    await signInThroughApi(page, baseUrl, professor, "/dashboard");
    await page.waitForSelector("nav[aria-label='Menu principal'] a[href='/organizations']");
    expect(await page.$('a[href="/audit"]')).toBeNull();
    expect(await bodyText(page)).not.toContain("Registro de auditoria");

    await page.goto(`${baseUrl}/audit`);
    await waitForText(page, "Página não encontrada");
    expect(await page.$("#audit-action")).toBeNull();
    expect((await callApi(page, "GET", "/api/audit-events")).status).toBe(403);
  });
});
