import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUrl } from "./support/workers";
import type { ExamApplication } from "../../shared/types/applications";
import type { SchoolClass } from "../../shared/types/organizations";
import type { Student } from "../../shared/types/students";
import { fillSheet, pagePicture, scannedPdf } from "../support/filledSheets";
import {
  DEMO,
  DEMO_SCHOOL_A,
  clickByText,
  createUserThroughApi,
  nodeApi,
  signInThroughApi,
  waitForText,
} from "./support/actions";
import { lookAt, useBrowser } from "./support/browser";
import { handInPicking } from "./support/onlineExams";

/**
 * A teacher's term, end to end (docs/product.md#25-learning-reports): two Matemática exams of the
 * 7º ano, the first online in the school's three 7º ano classes, the second on paper in the
 * teacher's class, its sheets scanned; then the teacher sees who is under 6 and what to teach
 * again, prints a student's boletim, and the coordinator compares the three classes.
 */

const browser = useBrowser();
const folder = mkdtempSync(join(tmpdir(), "avaliacoes-term-e2e-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const suffix = Math.random().toString(36).slice(2, 7);
const choice = (text: string, right: string, wrong: string, descriptorSaeb: string) => ({
  questionType: "multiple_choice",
  questionText: `<p>${text}</p>`,
  points: 1,
  descriptorSaeb,
  options: [
    { optionLetter: "A", optionText: `<p>${right}</p>`, isCorrect: true },
    { optionLetter: "B", optionText: `<p>${wrong}</p>` },
  ],
});
// D6 (frações) and D20 (equações): the online exam asks two of each, the paper one one of each.
const ONLINE = [
  choice("Quanto é 1/2 + 1/4?", "3/4", "2/6", "D6"),
  choice("Qual fração equivale a 0,5?", "1/2", "1/5", "D6"),
  choice("Resolva 2x + 3 = 11.", "x = 4", "x = 7", "D20"),
  choice("Resolva 3x = 15.", "x = 5", "x = 9", "D20"),
];
const PAPER = [choice("Quanto é 3/4 − 1/4?", "1/2", "2/0", "D6"), choice("Resolva x − 5 = 2.", "x = 7", "x = 3", "D20")];

let teacher: { email: string; password: string };
let classes: SchoolClass[];
let students: Record<string, Student>;
let onlineExamId: string;
let paperApplication: ExamApplication;

/** A file the app serves, fetched with the page's session. */
async function bytesOf(page: Page, path: string): Promise<Buffer> {
  const bytes = await page.evaluate(async (path) => {
    const response = await fetch(path, { headers: { authorization: `Bearer ${localStorage.getItem("auth_token")}` } });
    return [...new Uint8Array(await response.arrayBuffer())];
  }, path);
  return Buffer.from(bytes);
}

/** A student hands in the options whose text is in `picks`. */
const handIn = (baseUrl: string, examCode: string, accessCode: string, picks: string[]) =>
  handInPicking(baseUrl, examCode, accessCode, (_question, option) =>
    picks.some((pick) => option.optionText === `<p>${pick}</p>`),
  );

beforeAll(async () => {
  const baseUrl = appUrl();
  const login = async (who: { email: string; password: string }) =>
    nodeApi<{ token: string; user: { id: string } }>(baseUrl, undefined, "POST", "/api/auth/login", who);
  const admin = (await login(DEMO.admin)).token;
  const coordinator = (await login(DEMO.coordinatorA)).token;
  teacher = await createUserThroughApi(baseUrl, "professor", [DEMO_SCHOOL_A]);
  const { token: teacherToken, user } = await login(teacher);

  const [school] = (await nodeApi<Array<{ id: string; name: string }>>(baseUrl, admin, "GET", "/api/schools")).filter(
    (candidate) => candidate.name === DEMO_SCHOOL_A,
  );
  const level = await nodeApi<{ id: string }>(baseUrl, admin, "POST", "/api/grade-levels", {
    name: `7º Ano ${suffix}`,
    category: "Ensino Fundamental II",
  });
  classes = [];
  for (const letter of ["A", "B", "C"]) {
    classes.push(
      await nodeApi<SchoolClass>(baseUrl, coordinator, "POST", "/api/classes", {
        name: `7º Ano ${letter} ${suffix}`,
        schoolId: school.id,
        gradeLevelId: level.id,
        year: new Date().getFullYear(),
      }),
    );
  }
  await nodeApi(baseUrl, coordinator, "POST", `/api/classes/${classes[0].id}/teachers`, {
    userId: user.id,
    subject: "Matemática",
  });
  students = {};
  for (const [index, names] of [["Ana Souza", "Bruno Reis", "Caio Lima"], ["Duda Alves"], ["Enzo Rocha"]].entries()) {
    for (const name of names) {
      students[name] = await nodeApi<Student>(baseUrl, coordinator, "POST", `/api/classes/${classes[index].id}/students`, {
        name,
      });
    }
  }

  const exam = async (title: string, questions: object[]) => {
    const created = await nodeApi<{ id: string; examCode: string }>(baseUrl, teacherToken, "POST", "/api/exams", {
      title,
      subject: "Matemática",
      schoolId: school.id,
      gradeLevelId: level.id,
      questions,
    });
    await nodeApi(baseUrl, teacherToken, "POST", `/api/exams/${created.id}/publish`);
    return created;
  };
  const online = await exam(`Avaliação de frações e equações ${suffix}`, ONLINE);
  onlineExamId = online.id;
  await nodeApi(baseUrl, teacherToken, "POST", `/api/exams/${online.id}/applications`, {
    classIds: classes.map((schoolClass) => schoolClass.id),
    durationMinutes: 40,
  });
  // Ana all right; Bruno the fractions only (5 of 10); Caio one fraction (2,5); Duda all; Enzo none.
  const picks: Record<string, string[]> = {
    "Ana Souza": ["3/4", "1/2", "x = 4"],
    "Bruno Reis": ["3/4", "1/2"],
    "Caio Lima": ["3/4"],
    "Duda Alves": ["3/4", "1/2", "x = 4"],
    "Enzo Rocha": [],
  };
  for (const [name, chosen] of Object.entries(picks)) await handIn(baseUrl, online.examCode, students[name].accessCode, chosen);

  const paper = await exam(`Simulado em papel ${suffix}`, PAPER);
  paperApplication = await nodeApi<ExamApplication>(baseUrl, teacherToken, "POST", `/api/exams/${paper.id}/applications`, {
    classIds: [classes[0].id],
    mode: "paper",
    versions: 1,
  });
});

describe("a teacher's term", () => {
  it("ends with who is under 6, what to teach again, a boletim, and the three 7º ano classes compared", async () => {
    const { page, baseUrl } = browser;
    await signInThroughApi(page, baseUrl, teacher, `/exams`);

    // The paper exam: the sheets printed, filled by the three students and scanned in one PDF.
    const sheets = await bytesOf(page, `/api/applications/${paperApplication.id}/answer-sheets.pdf`);
    const sheetQuestions = [
      { number: 1, choices: 2 },
      { number: 2, choices: 2 },
    ];
    const marks: Record<string, Array<{ question: number; letter: string }>> = {
      "Ana Souza": [
        { question: 1, letter: "A" },
        { question: 2, letter: "A" },
      ],
      "Bruno Reis": [
        { question: 1, letter: "A" },
        { question: 2, letter: "B" },
      ],
      "Caio Lima": [
        { question: 1, letter: "B" },
        { question: 2, letter: "B" },
      ],
    };
    const pictures = Object.entries(marks).map(([name, marked]) => {
      const page = paperApplication.students!.findIndex((student) => student.studentId === students[name].id) + 1;
      return fillSheet(pagePicture(sheets, page, folder), sheetQuestions, marked);
    });
    const scan = join(folder, "simulado.pdf");
    writeFileSync(scan, await scannedPdf(pictures));
    await page.goto(`${baseUrl}/exams/${paperApplication.examId}/applications/${paperApplication.id}`);
    await waitForText(page, "Correção dos cartões");
    const input = await page.waitForSelector('input[type=file][aria-label="Arquivos dos cartões-resposta"]');
    await input!.uploadFile(scan);
    await waitForText(page, "3 páginas: 3 corrigidos", 60_000);

    // The class's page: both exams, who is under 6 flagged, and the descriptors to teach again.
    await page.goto(`${baseUrl}/classes/${classes[0].id}/report`);
    await waitForText(page, "Descritores por avaliação");
    const tables = await page.$$eval("table", (elements) => elements.map((element) => (element as HTMLElement).innerText));
    expect(tables[0]).toContain("Avaliação de frações e equações");
    expect(tables[0]).toContain("Simulado em papel");
    // Ana 7,5 and 10; Bruno 5 and 5; Caio 2,5 and 0: Bruno and Caio are under 6.
    expect(tables[1]).toMatch(/Ana Souza\s+7,5\s+10/);
    expect(tables[1]).toMatch(/▼ Bruno Reis\s+▼ 5\s+▼ 5/);
    expect(tables[1]).toMatch(/▼ Caio Lima\s+▼ 2,5\s+▼ 0/);
    // D20 (equações): 1 of 6 online and 1 of 3 on paper; D6 (frações): 5 of 6 and 2 of 3.
    expect(tables[2]).toMatch(/D20[\s\S]*17 %\s+33 %\s+22 %/);
    expect(tables[2]).toMatch(/D6[\s\S]*83 %\s+67 %\s+78 %/);
    await lookAt(page, "term-class-report", { fullPage: true });

    // Bruno's boletim, for his family: one page with both exams.
    await page.goto(`${baseUrl}/students/${students["Bruno Reis"].id}`);
    await waitForText(page, "Simulado em papel");
    const boletim = page.waitForResponse((response) => response.url().endsWith("/report/pdf"));
    await clickByText(page, "button", "Imprimir boletim");
    expect((await boletim).status()).toBe(200);
    // The same document, read back as the family gets it.
    const pdf = join(folder, "boletim.pdf");
    writeFileSync(pdf, await bytesOf(page, `/api/students/${students["Bruno Reis"].id}/report/pdf`));
    const text = execFileSync("pdftotext", ["-layout", pdf, "-"]).toString();
    expect(text).toContain("Bruno Reis");
    expect(text).toContain("Avaliação de frações e equações");
    expect(text).toContain("Simulado em papel");
    expect(execFileSync("pdfinfo", [pdf]).toString()).toMatch(/Pages:\s+1\n/);

    // The coordinator compares the three 7º ano classes on the online exam.
    await signInThroughApi(page, baseUrl, DEMO.coordinatorA, `/exams/${onlineExamId}/view`);
    await clickByText(page, "a", "Comparar turmas");
    await waitForText(page, "Descritores por turma");
    const compared = await page.$$eval("table", (elements) => elements.map((element) => (element as HTMLElement).innerText));
    // 7º A: 3 of 3, average (7,5 + 5 + 2,5) / 3 = 5; 7º B: Duda 7,5; 7º C: Enzo 0.
    expect(compared[1]).toMatch(new RegExp(`7º Ano A ${suffix}[\\s\\S]*3 de 3\\s+100 %\\s+5 / 10`));
    expect(compared[1]).toMatch(new RegExp(`7º Ano B ${suffix}[\\s\\S]*1 de 1\\s+100 %\\s+7,5 / 10`));
    expect(compared[1]).toMatch(new RegExp(`7º Ano C ${suffix}[\\s\\S]*1 de 1\\s+100 %\\s+0 / 10`));
    await lookAt(page, "term-comparison", { fullPage: true });
  });
});
