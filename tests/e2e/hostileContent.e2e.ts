import type { Page, Target } from "puppeteer-core";
import { beforeAll, describe, expect, it } from "vitest";
import { appUrl } from "./support/workers";
import { XSS_PAYLOADS } from "../support/xssPayloads";
import { DEMO, clickByText, fill, nodeApi, openInApp, signInThroughApi, waitForText } from "./support/actions";
import { useBrowser } from "./support/browser";

/**
 * Security suite, hostile content, in the browser: exams, bank items, organisations and students
 * whose every shown text is a payload of the corpus. Each payload sets `window.__xss` (a few call
 * alert) if it ever runs. The Content-Security-Policy is bypassed on purpose, so what is proven
 * is the rendering itself (React text, RichText's sanitiser, the print pages' escaping), not only
 * the policy that would otherwise block inline handlers.
 */

const browser = useBrowser();
const suffix = Math.random().toString(36).slice(2, 8);

interface Seeded {
  professor: { email: string; password: string; username: string };
  exams: Array<{ id: string; title: string }>;
  classes: Array<{ id: string; name: string }>;
  online: { examCode: string; title: string; accessCode: string; studentName: string };
}
let seeded: Seeded;

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

const login = async (baseUrl: string, credentials: { email: string; password: string }) =>
  (await nodeApi<{ token: string }>(baseUrl, undefined, "POST", "/api/auth/login", credentials)).token;

const choice = (text: string, option: string) => ({
  questionType: "multiple_choice",
  questionText: text,
  options: [
    { optionLetter: "A", optionText: option, isCorrect: true },
    { optionLetter: "B", optionText: "<p>Alternativa segura</p>" },
  ],
});

// Seeding ~400 records is quicker from Node than through a page.
beforeAll(async () => {
  const baseUrl = appUrl();
  // The network's records are an administrator's to create; the professor joins each hostile school to write exams in it.
  const admin = await login(baseUrl, DEMO.admin);
  const professor = {
    email: `hostil.${suffix}@escola.test`,
    password: "senha-inicial",
    username: `${XSS_PAYLOADS[5]} ${suffix}`,
  };
  const professorId = (await nodeApi<{ id: string }>(baseUrl, admin, "POST", "/api/users", { ...professor, role: "professor" }))
    .id;
  const teacher = await login(baseUrl, professor);
  const schoolIds: string[] = [];

  const exams: Seeded["exams"] = [];
  const classes: Seeded["classes"] = [];
  let firstStudent: { accessCode: string; name: string } | undefined;
  for (const [index, p] of XSS_PAYLOADS.entries()) {
    const union = await nodeApi<{ id: string }>(baseUrl, admin, "POST", "/api/unions", { name: p, description: p });
    const association = await nodeApi<{ id: string }>(baseUrl, admin, "POST", "/api/associations", {
      name: p,
      description: p,
      unionId: union.id,
    });
    const school = await nodeApi<{ id: string }>(baseUrl, admin, "POST", "/api/schools", {
      name: p,
      associationId: association.id,
      address: p,
    });
    schoolIds.push(school.id);
    await nodeApi(baseUrl, admin, "PUT", `/api/users/${professorId}`, { schoolIds });
    const level = await nodeApi<{ id: string }>(baseUrl, admin, "POST", "/api/grade-levels", {
      name: p,
      category: "Ensino Médio",
      description: p,
    });
    const schoolClass = await nodeApi<{ id: string; name: string }>(baseUrl, admin, "POST", "/api/classes", {
      name: p,
      schoolId: school.id,
      gradeLevelId: level.id,
      year: 2026,
    });
    classes.push(schoolClass);
    const student = await nodeApi<{ accessCode: string; name: string }>(
      baseUrl,
      admin,
      "POST",
      `/api/classes/${schoolClass.id}/students`,
      { name: p, registrationNumber: p.length <= 40 ? p : null },
    );
    firstStudent ??= student;

    const exam = await nodeApi<{ id: string; title: string }>(baseUrl, teacher, "POST", "/api/exams", {
      title: p,
      subject: p,
      description: p,
      schoolId: school.id,
      gradeLevelId: level.id,
      classId: schoolClass.id,
      schoolName: p,
      studentName: p,
      studentGrade: p,
      studentClass: p,
      questions: [
        { ...choice(`Q${index} ${p}`, `A${index} ${p}`), descriptor: p, descriptorSaeb: p, descriptorPaeb: p },
        { questionType: "essay", questionText: `<p>Dissertativa</p>${p}` },
      ],
    });
    exams.push(exam);
    await nodeApi(baseUrl, teacher, "POST", "/api/question-bank", {
      title: p,
      questionText: `BQ${index} ${p}`,
      subject: p,
      gradeLevelId: level.id,
      descriptor: p,
      descriptorSaeb: p,
      descriptorPaeb: p,
      tags: p.length <= 40 ? [p] : [],
      correctAnswer: p,
      explanation: p,
      options: [
        { optionLetter: "A", optionText: `BA${index} ${p}`, isCorrect: true },
        { optionLetter: "B", optionText: "<p>Outra</p>" },
      ],
    });
  }

  // The student's page: one exam holding every payload, applied to the first payload class.
  const online = await nodeApi<{ id: string; examCode: string; title: string }>(baseUrl, teacher, "POST", "/api/exams", {
    title: XSS_PAYLOADS[0],
    subject: XSS_PAYLOADS[1],
    description: XSS_PAYLOADS[2],
    schoolId: (await nodeApi<{ schoolId: string }>(baseUrl, teacher, "GET", `/api/classes/${classes[0].id}`)).schoolId,
    gradeLevelId: (await nodeApi<{ gradeLevelId: string }>(baseUrl, teacher, "GET", `/api/classes/${classes[0].id}`))
      .gradeLevelId,
    schoolName: XSS_PAYLOADS[3],
    isOnline: true,
    questions: XSS_PAYLOADS.map((p, index) =>
      index % 2 === 0 ? choice(`Q${index} ${p}`, `A${index} ${p}`) : { questionType: "essay", questionText: `Q${index} ${p}` },
    ),
  });
  await nodeApi(baseUrl, teacher, "POST", `/api/exams/${online.id}/publish`);
  await nodeApi(baseUrl, teacher, "POST", `/api/exams/${online.id}/applications`, {
    classIds: [classes[0].id],
    durationMinutes: 30,
  });

  seeded = {
    professor,
    exams,
    classes,
    online: {
      examCode: online.examCode,
      title: online.title,
      accessCode: firstStudent!.accessCode,
      studentName: firstStudent!.name,
    },
  };
  console.log(
    `hostile content (browser): ${XSS_PAYLOADS.length} payloads planted in ${XSS_PAYLOADS.length} exams, bank items, ` +
      `unions, associations, schools, grade levels, classes and students, plus one online exam of ${XSS_PAYLOADS.length} questions`,
  );
}, 300_000);

// ---------------------------------------------------------------------------------------------

/** Records a payload that ran (`window.__xss` set, in any frame) or a dialog it opened. */
async function guard(page: Page): Promise<string[]> {
  const hits: string[] = [];
  await page.setBypassCSP(true);
  page.on("dialog", (dialog) => {
    hits.push(`dialog "${dialog.message()}" em ${page.url()}`);
    void dialog.dismiss();
  });
  await page.exposeFunction("__reportXss", (where: string) => void hits.push(`window.__xss em ${where}`));
  await page.evaluateOnNewDocument(() => {
    const report = () => (window as unknown as { __reportXss?: (where: string) => void }).__reportXss?.(location.href);
    Object.defineProperty(window, "__xss", { configurable: false, get: () => undefined, set: report });
  });
  return hits;
}

/** What in the rendered page could run: handlers, script URLs, inline scripts, frames, plugins. */
const domProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const urlAttributes = ["href", "src", "action", "formaction", "xlink:href", "data", "background", "poster"];
    for (const element of document.querySelectorAll("*")) {
      const tag = element.tagName.toLowerCase();
      if (["iframe", "frame", "object", "embed", "base", "portal"].includes(tag)) problems.push(`<${tag}>`);
      if (tag === "script" && !(element as HTMLScriptElement).src) problems.push("<script> inline");
      if (tag === "meta" && element.hasAttribute("http-equiv")) problems.push("<meta http-equiv>");
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        // eslint-disable-next-line no-control-regex -- browsers skip control characters and spaces inside a URL's scheme
        const value = attribute.value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
        if (name.startsWith("on")) problems.push(`${tag}[${name}]`);
        if (name === "srcdoc") problems.push(`${tag}[srcdoc]`);
        if (urlAttributes.includes(name) && /^(javascript|vbscript|livescript):/.test(value))
          problems.push(`${tag}[${name}=${value}]`);
        if (
          urlAttributes.includes(name) &&
          value.startsWith("data:") &&
          !(tag === "img" && /^data:image\/(png|jpeg|gif|webp)/.test(value))
        )
          problems.push(`${tag}[${name}=${value.slice(0, 40)}]`);
      }
    }
    return problems;
  });

async function expectClean(page: Page, hits: string[], where: string) {
  // Handlers that fire on load, focus or error run once the page's images have settled and two
  // frames have been drawn; one that ran later still shows in `hits` at the next check, and the
  // DOM check below finds a handler whether it ran or not.
  await page.evaluate(async () => {
    const settled = (image: HTMLImageElement) =>
      new Promise((done) => {
        image.addEventListener("load", done, { once: true });
        image.addEventListener("error", done, { once: true });
      });
    const pending = [...document.images].filter((image) => !image.complete).map(settled);
    await Promise.race([Promise.all(pending), new Promise((done) => setTimeout(done, 2_000))]);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  expect(await domProblems(page), where).toEqual([]);
  expect(hits, where).toEqual([]);
}

/** Pages through a list (its 'Próxima' button) until the last page, checking each. */
async function everyPage(page: Page, hits: string[], where: string) {
  for (let pageNumber = 1; ; pageNumber++) {
    await expectClean(page, hits, `${where}, página ${pageNumber}`);
    const next = await page.$$eval("button", (buttons) => {
      const button = buttons.find((candidate) => candidate.textContent?.trim() === "Próxima") as HTMLButtonElement | undefined;
      if (!button || button.disabled) return false;
      button.click();
      return true;
    });
    if (!next || pageNumber > 10) return pageNumber;
    await page.waitForFunction(
      (wanted) => document.body.innerText.includes(`Página ${wanted}`) || document.body.innerText.includes(`${wanted} de`),
      { timeout: 10_000 },
      pageNumber + 1,
    );
  }
}

describe("hostile content in the browser", () => {
  it("notices a payload that runs, so a quiet run means something (control)", async () => {
    const { page, baseUrl } = browser;
    const hits = await guard(page);
    await signInThroughApi(page, baseUrl, seeded.professor, "/exams");
    await waitForText(page, XSS_PAYLOADS.at(-1)!);
    await page.evaluate(() => document.body.insertAdjacentHTML("beforeend", '<img src="x" onerror="window.__xss=1">'));
    await page.waitForFunction(() => document.querySelector("img[onerror]"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hits).toEqual([expect.stringContaining("window.__xss")]);
    expect(await domProblems(page)).toEqual(["img[onerror]"]);
  });

  it("the exam list, every exam's view and its print page show the payloads as text and run none", async () => {
    const { page, baseUrl } = browser;
    const hits = await guard(page);
    await signInThroughApi(page, baseUrl, seeded.professor, "/exams");
    await waitForText(page, XSS_PAYLOADS.at(-1)!);
    // The author's name is a payload too, shown in the layout.
    await waitForText(page, seeded.professor.username);
    expect(await everyPage(page, hits, "lista de provas")).toBeGreaterThanOrEqual(2);

    // Each exam's view is opened as the app's own links do, without loading the app again.
    for (const [index, exam] of seeded.exams.entries()) {
      await openInApp(page, `/exams/${exam.id}/view`);
      await waitForText(page, `Q${index}`);
      await waitForText(page, "Dissertativa");
      const shown = squash(await page.evaluate(() => document.body.innerText));
      expect(shown, exam.title).toContain(squash(exam.title));
      await expectClean(page, hits, `visualização da prova ${index} (${exam.title})`);
    }
    for (const [index, exam] of seeded.exams.entries()) {
      await page.goto(`${baseUrl}/api/exams/${exam.id}/export/pdf?studentName=${encodeURIComponent(exam.title)}`);
      await waitForText(page, "Questão 2");
      expect(await page.$eval("h1", (heading) => heading.textContent)).toBe(exam.title);
      await expectClean(page, hits, `página de impressão da prova ${index} (${exam.title})`);
    }
  }, 300_000);

  it("the question bank list shows every item's payloads as text and runs none", async () => {
    const { page, baseUrl } = browser;
    const hits = await guard(page);
    await signInThroughApi(page, baseUrl, seeded.professor, "/question-bank");
    await waitForText(page, `BQ${XSS_PAYLOADS.length - 1}`);
    expect(await everyPage(page, hits, "banco de questões")).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it("the organisations page, its tabs, a roster and its printed access codes run none", async () => {
    const { page, baseUrl } = browser;
    const hits = await guard(page);
    await signInThroughApi(page, baseUrl, DEMO.admin, "/organizations");
    await waitForText(page, "Nova União");
    await waitForText(page, XSS_PAYLOADS.at(-1)!);
    await expectClean(page, hits, "uniões");
    for (const tab of ["Associações", "Escolas", "Níveis de Ensino", "Turmas"]) {
      await clickByText(page, "[role=tab]", tab);
      await page.waitForFunction(
        (name) => document.querySelector('[role=tab][data-state="active"]')?.textContent?.includes(name),
        {},
        tab,
      );
      await waitForText(page, XSS_PAYLOADS.at(-1)!);
      await expectClean(page, hits, tab);
    }

    const schoolClass = seeded.classes[0];
    await page.$$eval(
      "button",
      (buttons, label) => (buttons.find((button) => button.getAttribute("aria-label") === label) as HTMLElement).click(),
      `Alunos de ${schoolClass.name}`,
    );
    await page.waitForSelector("[role=dialog]");
    await waitForText(page, seeded.online.accessCode);
    await expectClean(page, hits, "alunos da turma");

    const popup = page
      .browserContext()
      .waitForTarget((target: Target) => target.opener() === page.target(), { timeout: 10_000 })
      .then((target) => target.page());
    await clickByText(page, "[role=dialog] button", "Imprimir códigos de acesso");
    const printed = (await popup)!;
    await printed.waitForFunction(
      (code) => document.body?.innerText.includes(code),
      { timeout: 10_000 },
      seeded.online.accessCode,
    );
    expect(await printed.evaluate(() => document.querySelector("h1")?.textContent)).toContain(schoolClass.name);
    expect(await printed.evaluate(() => document.querySelector("tbody td")?.textContent)).toBe(seeded.online.studentName);
    expect(await domProblems(printed), "códigos de acesso impressos").toEqual([]);
    expect(await printed.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    await printed.close();
    expect(hits).toEqual([]);
  }, 120_000);

  it("the student's page (/online/<code>) shows the exam and the student's name as text and runs none", async () => {
    const context = await browser.browser.createBrowserContext();
    try {
      const phone = await context.newPage();
      await phone.setViewport({ width: 360, height: 740, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      const hits = await guard(phone);
      await phone.goto(`${browser.baseUrl}/online/${seeded.online.examCode}`);
      await waitForText(phone, seeded.online.title);
      await phone.waitForSelector("#access-code");
      await expectClean(phone, hits, "entrada da prova online");

      await fill(phone, "#access-code", seeded.online.accessCode);
      await clickByText(phone, "button", "Entrar na prova");
      await waitForText(phone, `Questão ${XSS_PAYLOADS.length}`, 15_000);
      await waitForText(phone, seeded.online.studentName);
      await waitForText(phone, `Q${XSS_PAYLOADS.length - 1}`);
      await phone.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expectClean(phone, hits, "prova online");
    } finally {
      await context.close();
    }
  }, 120_000);
});
