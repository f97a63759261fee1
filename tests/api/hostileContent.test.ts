import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ChildNode, Element } from "domhandler";
import { parseDocument } from "htmlparser2";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPdfRenderer, findChromium } from "../../server/services/exports/pdfRenderer";
import { binaryBody } from "../support/binaryBody";
import { joinSchools, signedIn, unique } from "../support/factories";
import { scratchFolder } from "../support/scratchFolder";
import { useTestApp } from "../support/testApp";
import { XSS_PAYLOADS } from "../support/xssPayloads";

/**
 * Security suite, hostile content: every payload of the corpus goes through every stored text
 * field that is shown, through the real API. Rich text (questions, options) must come back without
 * anything that runs; plain text must come back as the same text and stay text in the print page
 * and the .docx. CSV and Excel formulas are neutralised on export: tests/unit/resultsExport.test.ts.
 */

const chromium = findChromium();
// The PostgreSQL run draws no PDF again: the database only hands over what the embedded run draws
// (vitest.config.ts, DRAWING).
const drawing = !process.env.TEST_DATABASE_URL;
const renderer = chromium && drawing ? createPdfRenderer(chromium) : undefined;
const app = useTestApp(renderer ? { pdfRenderer: renderer } : {});
/** Exported PDFs, written out for pdftotext to read. */
const folder = scratchFolder("hostil");
afterAll(() => renderer?.close());
afterAll(() => {
  const cells = [...tried.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `hostile content: ${XSS_PAYLOADS.length} payloads × ${tried.size} fields = ${cells} payload-field cells tried ` +
      `(fields whose limit a payload exceeds skip it); fields: ${[...tried.keys()].join(", ")}`,
  );
});

// ---------------------------------------------------------------------------------------------
// What counts as executable markup, on a parsed tree (htmlparser2 decodes entities in attributes).

/** Elements that run, load or reinterpret content; none may come from what a user typed. */
const FORBIDDEN_TAGS = new Set(
  "script iframe frame frameset object embed applet svg math base link meta form input button textarea select noscript template style title body html head portal".split(
    " ",
  ),
);
const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "xlink:href",
  "data",
  "background",
  "poster",
  "lowsrc",
  "dynsrc",
  "content",
]);
const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);/;

// eslint-disable-next-line no-control-regex -- browsers skip control characters and spaces inside a URL's scheme
const compact = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, "").toLowerCase();

function problemsOf(nodes: ChildNode[], page: { allow?: (element: Element) => boolean } = {}): string[] {
  const problems: string[] = [];
  const visit = (node: ChildNode) => {
    if (node.type !== "tag" && node.type !== "script" && node.type !== "style") return;
    const element = node as Element;
    const name = element.name.toLowerCase();
    if (!page.allow?.(element)) {
      if (FORBIDDEN_TAGS.has(name)) problems.push(`<${name}>`);
      for (const [attribute, raw] of Object.entries(element.attribs)) {
        const key = attribute.toLowerCase();
        const value = compact(raw);
        if (key.startsWith("on")) problems.push(`${name}[${key}]`);
        if (key === "srcdoc") problems.push(`${name}[srcdoc]`);
        if (URL_ATTRIBUTES.has(key) && /^(javascript|vbscript|livescript|data):/.test(value)) {
          if (!(name === "img" && key === "src" && SAFE_DATA_IMAGE.test(value))) problems.push(`${name}[${key}=${raw}]`);
        }
        if (key === "style" && /expression\(|url\(|javascript:|behavior:|-moz-binding/.test(value)) {
          problems.push(`${name}[style=${raw}]`);
        }
      }
    }
    element.children.forEach(visit);
  };
  nodes.forEach(visit);
  return problems;
}

/** Stored rich text: nothing that runs, and images only from this server. */
function richTextProblems(html: string): string[] {
  const nodes = parseDocument(html).children;
  const problems = problemsOf(nodes);
  const images = (list: ChildNode[]): Element[] =>
    list.flatMap((node) =>
      node.type === "tag"
        ? [...((node as Element).name === "img" ? [node as Element] : []), ...images((node as Element).children)]
        : [],
    );
  for (const image of images(nodes)) {
    if (!/^\/objects\/[0-9a-f-]{36}$/i.test(image.attribs.src ?? "")) problems.push(`img[src=${image.attribs.src}]`);
  }
  return problems;
}

/** The print page: its own <meta charset>, <title> and one <style> in <head>, nothing else. */
function printPageProblems(html: string): string[] {
  const document = parseDocument(html);
  const head = (
    document.children.find((node) => node.type === "tag" && (node as Element).name === "html") as Element | undefined
  )?.children.find((node) => node.type === "tag" && (node as Element).name === "head") as Element | undefined;
  const own = new Set(head?.children ?? []);
  const isPageFrame = (element: Element) =>
    ["html", "head", "body"].includes(element.name) && Object.keys(element.attribs).every((name) => name === "lang");
  const allowed = (element: Element) =>
    (own.has(element) && ["meta", "title", "style"].includes(element.name)) || isPageFrame(element);
  const problems = problemsOf(document.children, { allow: allowed });
  const count = (tag: string) => (html.match(new RegExp(`<${tag}[\\s>]`, "gi")) ?? []).length;
  if (count("style") !== 1) problems.push(`${count("style")} <style>`);
  if (count("meta") !== 1) problems.push(`${count("meta")} <meta>`);
  if (count("title") !== 1) problems.push(`${count("title")} <title>`);
  if (count("script") !== 0) problems.push(`${count("script")} <script>`);
  return problems;
}

/** Text of the elements with `className`, decoded, in document order. */
function textsByClass(html: string, className: string): string[] {
  const found: string[] = [];
  const text = (node: ChildNode): string =>
    node.type === "text"
      ? (node as unknown as { data: string }).data
      : node.type === "tag"
        ? (node as Element).children.map(text).join("")
        : "";
  const visit = (node: ChildNode) => {
    if (node.type !== "tag") return;
    const element = node as Element;
    if (element.name === className || (element.attribs.class ?? "").split(" ").includes(className)) found.push(text(element));
    element.children.forEach(visit);
  };
  parseDocument(html).children.forEach(visit);
  return found;
}

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&amp;/g, "&");
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

// ---------------------------------------------------------------------------------------------
// Planting every payload in every field, counting what was tried.

const tried = new Map<string, number>();
/** The payload if the field takes text that long (its limit), counted once per field tried. */
function attempt(field: string, payload: string, max = Infinity): string | undefined {
  if (payload.length > max) return undefined;
  tried.set(field, (tried.get(field) ?? 0) + 1);
  return payload;
}

interface Planted {
  payload: string;
  index: number;
  ids: Record<
    | "union"
    | "association"
    | "school"
    | "gradeLevel"
    | "schoolClass"
    | "student"
    | "user"
    | "exam"
    | "bankItem"
    | "choice"
    | "essay",
    string
  >;
  examCode: string;
  username?: string;
  email: string;
}

type Auth = Record<string, string>;

async function created<T = { id: string }>(request: PromiseLike<{ status: number; body: unknown }>, what: string): Promise<T> {
  const response = await request;
  if (response.status !== 201) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as T;
}

/**
 * The organisations above a school are written by the administrator; the coordinator, made a member
 * of the new school, writes its class and roster; the author, created in that school, its exam.
 */
async function plant(
  payload: string,
  index: number,
  staff: { coordinator: Auth; coordinatorId: string; admin: Auth },
): Promise<Planted> {
  const api = () => app.api();
  const p = payload;
  const union = await created(
    api()
      .post("/api/unions")
      .set(staff.admin)
      .send({ name: attempt("union.name", p), description: attempt("union.description", p) }),
    "união",
  );
  const association = await created(
    api()
      .post("/api/associations")
      .set(staff.admin)
      .send({ name: attempt("association.name", p), description: attempt("association.description", p), unionId: union.id }),
    "associação",
  );
  const school = await created(
    api()
      .post("/api/schools")
      .set(staff.admin)
      .send({
        name: attempt("school.name", p),
        associationId: association.id,
        address: attempt("school.address", p, 300),
        phone: attempt("school.phone", p, 40),
      }),
    "escola",
  );
  const gradeLevel = await created(
    api()
      .post("/api/grade-levels")
      .set(staff.admin)
      .send({
        name: attempt("gradeLevel.name", p, 120),
        category: "Ensino Médio",
        description: attempt("gradeLevel.description", p),
      }),
    "nível",
  );
  await joinSchools(app.db, staff.coordinatorId, school.id);
  const schoolClass = await created(
    api()
      .post("/api/classes")
      .set(staff.coordinator)
      .send({ name: attempt("class.name", p, 120), schoolId: school.id, gradeLevelId: gradeLevel.id, year: 2026 }),
    "turma",
  );
  const student = await created(
    api()
      .post(`/api/classes/${schoolClass.id}/students`)
      .set(staff.coordinator)
      .send({ name: attempt("student.name", p), registrationNumber: attempt("student.registrationNumber", p, 40) }),
    "aluno",
  );

  // The author of the exam and the bank item carries the payload as its name (unique in any case).
  const prefixed = `${unique()} ${p}`;
  const username = attempt("user.username", prefixed, 80) ?? `Autor ${unique()}`;
  const email = `autor.${unique()}@escola.test`;
  const user = await created(
    api()
      .post("/api/users")
      .set(staff.admin)
      .send({ username, email, password: "senha-segura", role: "professor", schoolIds: [school.id] }),
    "usuário",
  );
  const login = await api().post("/api/auth/login").send({ email, password: "senha-segura" });
  const author = { Authorization: `Bearer ${login.body.token}` };

  const rich = (field: string, prefix: string) => `${prefix} ${attempt(field, p)}`;
  const exam = await created<{ id: string; examCode: string; questions: Array<{ id: string }> }>(
    api()
      .post("/api/exams")
      .set(author)
      .send({
        title: attempt("exam.title", p),
        subject: attempt("exam.subject", p, 80),
        description: attempt("exam.description", p),
        schoolId: school.id,
        gradeLevelId: gradeLevel.id,
        classId: schoolClass.id,
        schoolName: attempt("exam.schoolName", p),
        studentName: attempt("exam.studentName", p),
        studentGrade: attempt("exam.studentGrade", p, 80),
        studentClass: attempt("exam.studentClass", p, 80),
        teacherName: attempt("exam.teacherName", p),
        instructions: attempt("exam.instructions", p, 2000),
        questions: [
          {
            questionType: "multiple_choice",
            questionText: rich("question.questionText", `Q${index}`),
            descriptor: attempt("question.descriptor", p),
            descriptorSaeb: attempt("question.descriptorSaeb", p),
            descriptorPaeb: attempt("question.descriptorPaeb", p),
            options: [
              { optionLetter: "A", optionText: rich("option.optionText", `A${index}`), isCorrect: true },
              { optionLetter: "B", optionText: `<p>B${index}</p>` },
            ],
          },
          {
            questionType: "essay",
            questionText: `<p>Dissertativa ${index}</p>`,
            expectedAnswer: rich("question.expectedAnswer", `R${index}`),
          },
        ],
      }),
    "prova",
  );
  // The edit paths sanitise too: a question changed, an option added.
  const edited = await api()
    .put(`/api/questions/${exam.questions[1].id}`)
    .set(author)
    .send({ questionText: rich("question.questionText (PUT)", `E${index}`) });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  const option = await api()
    .post("/api/options")
    .set(author)
    .send({ questionId: exam.questions[0].id, optionLetter: "C", optionText: rich("option.optionText (POST)", `C${index}`) });
  expect(option.status, JSON.stringify(option.body)).toBe(201);

  const bankItem = await created(
    api()
      .post("/api/question-bank")
      .set(author)
      .send({
        title: attempt("bankItem.title", p),
        questionText: rich("bankItem.questionText", `BQ${index}`),
        subject: attempt("bankItem.subject", p, 80),
        gradeLevelId: gradeLevel.id,
        descriptor: attempt("bankItem.descriptor", p),
        descriptorSaeb: attempt("bankItem.descriptorSaeb", p),
        descriptorPaeb: attempt("bankItem.descriptorPaeb", p),
        tags: [attempt("bankItem.tags", p, 40)].filter(Boolean),
        correctAnswer: attempt("bankItem.correctAnswer", p),
        explanation: attempt("bankItem.explanation", p),
        options: [
          { optionLetter: "A", optionText: rich("bankOption.optionText", `BA${index}`) },
          { optionLetter: "B", optionText: `<p>BB${index}</p>`, isCorrect: true },
        ],
      }),
    "questão do banco",
  );
  const linked = await api()
    .post(`/api/exams/${exam.id}/exam-questions`)
    .set(author)
    .send({ questionId: bankItem.id, questionOrder: 3 });
  expect(linked.status, JSON.stringify(linked.body)).toBe(201);

  return {
    payload,
    index,
    ids: {
      union: union.id,
      association: association.id,
      school: school.id,
      gradeLevel: gradeLevel.id,
      schoolClass: schoolClass.id,
      student: student.id,
      user: user.id,
      exam: exam.id,
      bankItem: bankItem.id,
      choice: exam.questions[0].id,
      essay: exam.questions[1].id,
    },
    examCode: exam.examCode,
    username: username === prefixed ? username : undefined,
    email,
  };
}

let planted: Planted[] = [];
let admin: Auth;
let coordinator: Auth;

beforeAll(async () => {
  admin = (await signedIn(app, "admin")).auth;
  const coordinatorUser = await signedIn(app, "coordenador");
  coordinator = coordinatorUser.auth;
  const staff = { admin, coordinator, coordinatorId: coordinatorUser.user.id };
  planted = [];
  for (const [index, payload] of XSS_PAYLOADS.entries()) planted.push(await plant(payload, index, staff));
}, 300_000);

describe("hostile content: the corpus", () => {
  it("is about 40 distinct payloads, each short enough for most fields and free of outer spaces", () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(XSS_PAYLOADS.map((payload) => payload.toLowerCase())).size).toBe(XSS_PAYLOADS.length);
    for (const payload of XSS_PAYLOADS) {
      expect(payload.length, payload).toBeLessThanOrEqual(80);
      expect(payload.trim(), payload).toBe(payload);
    }
  });
});

describe("hostile content: API", () => {
  it("the markup check flags the raw payloads it is meant to catch (control)", () => {
    const flagged = XSS_PAYLOADS.filter((payload) => richTextProblems(payload).length > 0);
    expect(flagged.length).toBeGreaterThanOrEqual(35);
    expect(richTextProblems('<p>ok <img src="/objects/00000000-0000-4000-8000-000000000000"></p>')).toEqual([]);
    expect(
      printPageProblems(
        '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>t</title><style>p{}</style></head><body><h1>x</h1></body></html>',
      ),
    ).toEqual([]);
    expect(
      printPageProblems(
        '<html><head><meta charset="utf-8"><title>t</title><style></style></head><body><p onclick="x">a</p></body></html>',
      ),
    ).toEqual(["p[onclick]"]);
  });

  it("keeps plain-text fields exactly as typed", async () => {
    for (const { payload: p, ids, username } of planted) {
      const get = async (path: string, auth: Auth = coordinator) => {
        const response = await app.api().get(path).set(auth);
        expect(response.status, path).toBe(200);
        return response.body;
      };
      expect(await get(`/api/unions/${ids.union}`)).toMatchObject({ name: p, description: p });
      expect(await get(`/api/associations/${ids.association}`)).toMatchObject({ name: p, description: p });
      expect(await get(`/api/schools/${ids.school}`)).toMatchObject({
        name: p,
        address: p,
        phone: p.length <= 40 ? p : null,
      });
      expect(await get(`/api/grade-levels/${ids.gradeLevel}`)).toMatchObject({ name: p, description: p });
      expect(await get(`/api/classes/${ids.schoolClass}`)).toMatchObject({ name: p });
      const roster = await get(`/api/classes/${ids.schoolClass}/students`);
      expect(roster).toEqual([expect.objectContaining({ name: p, registrationNumber: p.length <= 40 ? p : null })]);
      if (username) expect(await get(`/api/users/${ids.user}`, admin)).toMatchObject({ username });

      const exam = await get(`/api/exams/${ids.exam}`, admin);
      expect(exam).toMatchObject({
        title: p,
        subject: p,
        description: p,
        studentName: p,
        studentGrade: p,
        studentClass: p,
        teacherName: p,
        instructions: p,
        className: p,
        gradeLevelName: p,
      });
      if (username) expect(exam.creatorName).toBe(username);
      expect(exam.questions.find((question: { id: string }) => question.id === ids.choice)).toMatchObject({
        descriptor: p,
        descriptorSaeb: p,
        descriptorPaeb: p,
      });

      const item = await get(`/api/question-bank/${ids.bankItem}`, admin);
      expect(item).toMatchObject({
        title: p,
        subject: p,
        descriptor: p,
        descriptorSaeb: p,
        descriptorPaeb: p,
        correctAnswer: p,
        explanation: p,
        tags: p.length <= 40 ? [p] : [],
      });
    }
  });

  it("stores question and option text without anything that runs, keeping the text around it", async () => {
    const failures: string[] = [];
    for (const { payload, index, ids } of planted) {
      const exam = (await app.api().get(`/api/exams/${ids.exam}`).set(admin)).body;
      const item = (await app.api().get(`/api/question-bank/${ids.bankItem}`).set(admin)).body;
      type Question = {
        id: string;
        source: string;
        questionText: string;
        options: Array<{ optionLetter: string; optionText: string }>;
      };
      const questions: Question[] = exam.questions;
      const choice = questions.find((question) => question.id === ids.choice)!;
      const texts: Array<[string, string, string]> = [
        [`Q${index}`, "questionText", choice.questionText],
        [`E${index}`, "questionText (PUT)", questions.find((question) => question.id === ids.essay)!.questionText],
        [`BQ${index}`, "bank questionText (in exam)", questions.find((question) => question.source === "bank")!.questionText],
        [`BQ${index}`, "bank questionText", item.questionText],
        [`BA${index}`, "bank optionText", item.options.find((o: { optionLetter: string }) => o.optionLetter === "A").optionText],
        ...choice.options.map((o): [string, string, string] => [
          `${o.optionLetter}${index}`,
          `optionText ${o.optionLetter}`,
          o.optionText,
        ]),
      ];
      for (const [marker, field, html] of texts) {
        const problems = richTextProblems(html);
        if (problems.length > 0) failures.push(`${field} ← ${payload}: ${problems.join(", ")} in ${html}`);
        if (!html.replace(/<[^>]*>/g, "").startsWith(marker)) failures.push(`${field} ← ${payload}: lost its text (${html})`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("hostile content: print page", () => {
  it("escapes plain text and prints only sanitised rich text (nothing that runs)", async () => {
    const failures: string[] = [];
    for (const { payload: p, ids } of planted) {
      const response = await app
        .api()
        .get(`/api/exams/${ids.exam}/export/pdf`)
        .query({ studentName: attempt("print.studentName", p), className: attempt("print.className", p, 80) })
        .set(admin);
      expect(response.status).toBe(200);
      expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
      const html = response.text;
      const problems = printPageProblems(html);
      if (problems.length > 0) failures.push(`${p}: ${problems.join(", ")}`);
      // Plain text reaches the reader as the same text: escaped, never parsed as markup.
      expect(textsByClass(html, "h1"), p).toEqual([p]);
      expect(textsByClass(html, "title"), p).toEqual([p]);
      expect(textsByClass(html, "subject"), p).toEqual([p]);
      expect(textsByClass(html, "school"), p).toEqual([p]);
      expect(textsByClass(html, "value"), p).toEqual(expect.arrayContaining([p]));
      expect(textsByClass(html, "value").filter((value) => value === p).length, p).toBeGreaterThanOrEqual(2);
    }
    expect(failures).toEqual([]);
  });
});

describe("hostile content: Word (.docx)", () => {
  it("writes every payload as text runs, never as markup", async () => {
    for (const { payload: p, index, ids } of planted) {
      const response = await app.api().get(`/api/exams/${ids.exam}/export/docx`).set(admin).buffer(true).parse(binaryBody);
      expect(response.status, p).toBe(200);
      const zip = await JSZip.loadAsync(response.body);
      const xml = await zip.file("word/document.xml")!.async("string");
      // Well-formed XML whose only elements are Word's own (namespaced), so nothing typed became markup.
      const names = new Set([...xml.matchAll(/<\/?([A-Za-z][\w.-]*(?::[\w.-]+)?)/g)].map((match) => match[1]));
      expect(
        [...names].filter((name) => !name.includes(":")),
        p,
      ).toEqual([]);
      expect(() => parseDocument(xml, { xmlMode: true }), p).not.toThrow();
      const runs = [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((match) => squash(decodeXml(match[1])));
      for (const plain of [p]) expect(runs, p).toContain(squash(plain));
      const text = squash(runs.join(""));
      for (const marker of [`Q${index}`, `A${index}`, `C${index}`, `E${index}`, `BQ${index}`, `BA${index}`])
        expect(text, p).toContain(marker);
      const core = await zip.file("docProps/core.xml")!.async("string");
      expect(
        [...core.matchAll(/<\/?([A-Za-z][\w.-]*(?::[\w.-]+)?)/g)].filter((match) => !match[1].includes(":")),
        p,
      ).toEqual([]);
    }
  });
});

describe("hostile content: PDF", () => {
  it("renders an exam of every payload with none of them run", async (context) => {
    if (!drawing) return context.skip("desenhado na execução com o banco embutido");
    if (!renderer) return context.skip("Chromium não encontrado: a exportação em PDF não é testada aqui.");
    const target = planted[0];
    const teacher = await signedIn(app, "professor", { schoolIds: [target.ids.school] });
    const questions = XSS_PAYLOADS.map((payload, index) => ({
      questionType: "multiple_choice",
      questionText: `<p>Marcador ${index}</p>${payload}`,
      options: [{ optionLetter: "A", optionText: `Opção ${index} ${payload}` }],
    }));
    const exam = await app.api().post("/api/exams").set(teacher.auth).send({
      title: "Prova hostil",
      subject: "Segurança",
      schoolId: target.ids.school,
      gradeLevelId: target.ids.gradeLevel,
      questions,
    });
    expect(exam.status, JSON.stringify(exam.body)).toBe(201);
    const names = XSS_PAYLOADS.slice(0, 5);
    const pdfText = (pdf: Buffer) => {
      const file = join(folder, `${unique()}.pdf`);
      writeFileSync(file, pdf);
      return squash(execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }));
    };

    const single = await app
      .api()
      .get(`/api/exams/${exam.body.id}/export/pdf?format=pdf`)
      .query({ studentName: XSS_PAYLOADS[0] })
      .set(teacher.auth)
      .buffer(true)
      .parse(binaryBody);
    expect(single.status).toBe(200);
    const text = pdfText(single.body);
    // Had any payload run (scripts are off in the renderer) or swallowed what follows it, text would be missing.
    for (let index = 0; index < XSS_PAYLOADS.length; index++) {
      expect(text).toContain(`Marcador ${index}`);
      expect(text).toContain(`Opção ${index}`);
    }
    expect(text).toContain(XSS_PAYLOADS[0]);

    const classCopies = await app
      .api()
      .post(`/api/exams/${exam.body.id}/export/class-pdf`)
      .set(teacher.auth)
      .send({ names, className: XSS_PAYLOADS[1] })
      .buffer(true)
      .parse(binaryBody);
    expect(classCopies.status).toBe(200);
    const copies = pdfText(classCopies.body);
    for (const name of names) expect(copies).toContain(squash(name));
  });
});
