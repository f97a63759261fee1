import { AUTH_TOKEN_KEY } from "../../../client/src/lib/api";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { mathSpan } from "../../../shared/math/format";
import { latexToText } from "../../../shared/math/text";
import type { SchoolClass } from "../../../shared/types/organizations";
import { findChromium } from "../../../server/services/exports/pdfRenderer";
import { FORMULA_CORPUS } from "../../../tests/support/formulaCorpus";
import { fetchPdf, timed } from "./fileCalls";
import { ms, type ReportRow } from "./report";

const QUESTIONS = 20;
/** One formula in each question's text and in two of its four options. */
const FORMULAS = QUESTIONS * 3;
const EXTRA_MS_TARGET = 100;
const PDF_RATIO_TARGET = 1.5;
const RUNS = 9;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const LAST_QUESTION_MARK = "fim-da-prova";

/**
 * An exam of 20 questions with 60 formulas from the corpus, or the same exam with each formula's
 * readable text in its place: the two differ only by the formulas.
 */
function examQuestions(withFormulas: boolean) {
  let next = 0;
  const formula = () => {
    const { latex } = FORMULA_CORPUS[next++ % FORMULA_CORPUS.length];
    return withFormulas ? mathSpan({ latex, display: "inline" }) : latexToText(latex);
  };
  return Array.from({ length: QUESTIONS }, (_, index) => ({
    questionType: "multiple_choice",
    questionText: `<p>Questão ${index + 1}: considere ${formula()} e responda.${index === QUESTIONS - 1 ? ` ${LAST_QUESTION_MARK}` : ""}</p>`,
    options: ["A", "B", "C", "D"].map((letter, position) => ({
      optionLetter: letter,
      optionText: position < 2 ? `<p>${formula()}</p>` : `<p>Nenhuma das anteriores (${letter})</p>`,
      isCorrect: position === 0,
    })),
  }));
}

interface PreparedExam {
  id: string;
  examCode: string;
  attemptToken: string;
  formulas: number;
}

async function prepare(
  base: string,
  staff: { email: string; password: string },
): Promise<{ staffToken: string; exams: PreparedExam[] }> {
  const call = async <T>(path: string, token?: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { token } = await call<{ token: string }>("/api/auth/login", undefined, staff);
  const [school] = await call<Array<{ id: string }>>("/api/schools", token);
  const [level] = await call<Array<{ id: string }>>("/api/grade-levels", token);
  const schoolClass = await call<SchoolClass>("/api/classes", token, {
    name: `Turma das fórmulas ${Date.now()}`,
    schoolId: school.id,
    gradeLevelId: level.id,
    year: new Date().getFullYear(),
  });
  const student = await call<{ accessCode: string }>(`/api/classes/${schoolClass.id}/students`, token, {
    name: "Aluna Fórmulas",
  });
  const exams: PreparedExam[] = [];
  for (const withFormulas of [false, true]) {
    const exam = await call<{ id: string; examCode: string }>("/api/exams", token, {
      title: withFormulas ? "Matemática com fórmulas" : "Matemática sem fórmulas",
      subject: "Matemática",
      schoolId: school.id,
      gradeLevelId: level.id,
      isOnline: true,
      questions: examQuestions(withFormulas),
    });
    await call(`/api/exams/${exam.id}/publish`, token, {});
    await call(`/api/exams/${exam.id}/applications`, token, { classIds: [schoolClass.id], durationMinutes: 120 });
    const entry = await call<{ token: string }>(`/api/online/${exam.examCode}/attempts`, undefined, {
      accessCode: student.accessCode,
    });
    exams.push({ id: exam.id, examCode: exam.examCode, attemptToken: entry.token, formulas: withFormulas ? FORMULAS : 0 });
  }
  return { staffToken: token, exams };
}

/**
 * Milliseconds from navigating to `url` until the last question and every formula are painted, by
 * the page's own clock: the DOM is watched without forcing a layout, then the next frame is waited for.
 */
async function shown(page: Page, url: string, formulas: number): Promise<number> {
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(
    (mark, formulas) =>
      document.body.textContent.includes(mark) && document.querySelectorAll("span[data-math] math").length === formulas,
    { polling: "mutation", timeout: 30_000 },
    LAST_QUESTION_MARK,
    formulas,
  );
  return page.evaluate(
    () => new Promise<number>((painted) => requestAnimationFrame(() => setTimeout(() => painted(performance.now())))),
  );
}

/** The median of `RUNS` visits to each exam's page, the two exams alternating, after a warm-up visit. */
async function medians(browser: Browser, pages: Array<{ url: string; formulas: number; storage: [string, string] }>) {
  const runs = pages.map(() => [] as number[]);
  const tabs = await Promise.all(
    pages.map(async ({ storage }) => {
      const page = await (await browser.createBrowserContext()).newPage();
      await page.setViewport({ width: 1280, height: 900 });
      await page.evaluateOnNewDocument(([key, value]) => localStorage.setItem(key, value), storage);
      return page;
    }),
  );
  for (let run = -1; run < RUNS; run++) {
    for (const [index, { url, formulas }] of pages.entries()) {
      const elapsed = await shown(tabs[index], url, formulas);
      if (run >= 0) runs[index].push(elapsed);
    }
  }
  await Promise.all(tabs.map((tab) => tab.browserContext().close()));
  return runs.map(median);
}

const extraRow = (name: string, [plain, withFormulas]: number[]): ReportRow => ({
  name,
  app: `${ms(withFormulas)} com fórmulas · ${ms(plain)} sem`,
  ratio: `+${ms(withFormulas - plain)}`,
  target: `< +${EXTRA_MS_TARGET} ms`,
  met: withFormulas - plain < EXTRA_MS_TARGET,
});

/**
 * The price of formulas (docs/architecture.md#18-formulas): a 20-question exam with 60 formulas
 * against the same exam without them, shown in Chromium on the staff's exam page and on the
 * student's page (until the last question and every formula are painted) and printed to PDF,
 * each the median of 9.
 */
export async function measureFormulaPages(base: string, staff: { email: string; password: string }): Promise<ReportRow[]> {
  const { staffToken, exams } = await prepare(base, staff);
  const [plain, withFormulas] = exams;
  const executablePath = findChromium();
  if (!executablePath) throw new Error("Chromium não encontrado: a medida das fórmulas precisa dele (CHROMIUM_PATH).");
  const browser = await puppeteer.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const staffStorage: [string, string] = [AUTH_TOKEN_KEY, staffToken];
    const examPage = await medians(
      browser,
      [plain, withFormulas].map((exam) => ({
        url: `${base}/exams/${exam.id}/view`,
        formulas: exam.formulas,
        storage: staffStorage,
      })),
    );
    const studentPage = await medians(
      browser,
      [plain, withFormulas].map((exam) => ({
        url: `${base}/online/${exam.examCode}`,
        formulas: exam.formulas,
        storage: [`online_attempt:${exam.examCode}`, exam.attemptToken] as [string, string],
      })),
    );
    const headers = { authorization: `Bearer ${staffToken}` };
    // Warmed once each, then the two exams alternate, so a busy moment of the machine falls on both.
    const pdfPaths = [plain, withFormulas].map((exam) => `${base}/api/exams/${exam.id}/export/pdf?format=pdf`);
    const pdfRuns = pdfPaths.map(() => [] as number[]);
    for (let run = -1; run < RUNS; run++) {
      for (const [index, path] of pdfPaths.entries()) {
        const { seconds } = await timed(() => fetchPdf(path, { headers }));
        if (run >= 0) pdfRuns[index].push(seconds * 1000);
      }
    }
    const [plainPdf, formulaPdf] = pdfRuns.map(median);
    return [
      extraRow(`Página da prova (${QUESTIONS} questões, ${FORMULAS} fórmulas), Chromium, mediana de ${RUNS}`, examPage),
      extraRow(`Página do aluno (${QUESTIONS} questões, ${FORMULAS} fórmulas), Chromium, mediana de ${RUNS}`, studentPage),
      {
        name: `PDF da prova com ${FORMULAS} fórmulas (mediana de ${RUNS})`,
        app: `${ms(formulaPdf)} com fórmulas · ${ms(plainPdf)} sem`,
        ratio: `${(formulaPdf / plainPdf).toFixed(2)}×`,
        target: `≤ ${PDF_RATIO_TARGET}×`,
        met: formulaPdf / plainPdf <= PDF_RATIO_TARGET,
      },
    ];
  } finally {
    await browser.close();
  }
}
