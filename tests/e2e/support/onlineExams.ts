import type { Page } from "puppeteer-core";
import { expect } from "vitest";
import type { SchoolClass } from "../../../shared/types/organizations";
import type { Student } from "../../../shared/types/students";
import { callApi } from "./actions";

/** A multiple-choice question of two options, the second one correct. */
export const twoOptionQuestion = (text: string, correct: string, wrong: string, extra: Record<string, unknown> = {}) => ({
  questionType: "multiple_choice",
  questionText: `<p>${text}</p>`,
  options: [
    { optionLetter: "A", optionText: `<p>${wrong}</p>` },
    { optionLetter: "B", optionText: `<p>${correct}</p>`, isCorrect: true },
  ],
  ...extra,
});

/**
 * An online exam published in the school of the demo class 9º Ano A (the signed-in user creates
 * it); `header` sets more of the exam's fields (its logo, say).
 */
export async function publishedOnlineExam(page: Page, title: string, questions: object[], header: object = {}) {
  const classes = await callApi<SchoolClass[]>(page, "GET", "/api/classes");
  const schoolClass = classes.body.find((item) => item.name === "9º Ano A") ?? classes.body[0];
  const created = await callApi<{ id: string; examCode: string }>(page, "POST", "/api/exams", {
    title,
    subject: "Ciências",
    schoolId: schoolClass.schoolId,
    gradeLevelId: schoolClass.gradeLevelId,
    isOnline: true,
    questions,
    ...header,
  });
  expect(created.status).toBe(201);
  expect((await callApi(page, "POST", `/api/exams/${created.body.id}/publish`)).status).toBe(200);
  return { exam: created.body, schoolClass };
}

export async function addStudent(page: Page, classId: string, name: string): Promise<Student> {
  const added = await callApi<Student>(page, "POST", `/api/classes/${classId}/students`, { name });
  expect(added.status).toBe(201);
  return added.body;
}

/** Waits until the table row naming `name` shows every one of `texts`. */
export async function waitForRow(page: Page, name: string, ...texts: string[]) {
  await page.waitForFunction(
    (name, texts) => {
      const row = [...document.querySelectorAll<HTMLElement>("tbody tr")].find((item) => item.innerText.includes(name));
      return row && texts.every((text) => row.innerText.includes(text));
    },
    { timeout: 15_000 },
    name,
    texts,
  );
}

export const rowOf = (page: Page, name: string) =>
  page.$$eval(
    "tbody tr",
    (rows, name) => (rows as HTMLElement[]).find((row) => row.innerText.includes(name))?.innerText ?? "",
    name,
  );

interface OfferedQuestion {
  id: string;
  questionText: string;
  options: Array<{ id: string; optionText: string }>;
}

/**
 * A student enters with the access code over plain HTTP, picks in each question the option `pick`
 * chooses (none: left blank), and hands in.
 */
export async function handInPicking(
  baseUrl: string,
  examCode: string,
  accessCode: string,
  pick: (question: OfferedQuestion, option: OfferedQuestion["options"][number]) => boolean,
) {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { "x-attempt-token": token } : {}) },
      body: JSON.stringify(body),
    });
  const entry = (await (await post(`/api/online/${examCode}/attempts`, { accessCode })).json()) as {
    token: string;
    exam: { questions: OfferedQuestion[] };
  };
  const answers = entry.exam.questions.flatMap((question) => {
    const option = question.options.find((candidate) => pick(question, candidate));
    return option ? [{ questionId: question.id, selectedOptionId: option.id, textAnswer: null, revision: 1 }] : [];
  });
  expect((await post("/api/attempt/submit", { answers }, entry.token)).status).toBe(200);
}

/** A student enters from the page with the access code, as the student page does: the attempt's token and questions. */
export async function enterAttempt<Question>(page: Page, examCode: string, accessCode: string) {
  const entry = await page.evaluate(
    async (examCode, accessCode) => {
      const entered = await fetch(`/api/online/${examCode}/attempts`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ accessCode }),
      });
      return { status: entered.status, body: await entered.json() };
    },
    examCode,
    accessCode,
  );
  expect(entry.status).toBe(200);
  return { token: entry.body.token as string, questions: entry.body.exam.questions as Question[] };
}

/** Saves (PUT /api/attempt/answers) or hands in (POST /api/attempt/submit) `answers` with the attempt's token. */
export async function sendAnswers(page: Page, token: string, call: "save" | "submit", answers: object[]) {
  return page.evaluate(
    async (token, call, answers) => {
      const [method, path] = call === "save" ? ["PUT", "/api/attempt/answers"] : ["POST", "/api/attempt/submit"];
      const headers = { "content-type": "application/json", "x-attempt-token": token };
      const sent = await fetch(path, { method, headers, body: JSON.stringify({ answers }) });
      return sent.status;
    },
    token,
    call,
    answers,
  );
}

/**
 * A student enters with the access code, saves `answers` as the student page does (built from the
 * questions offered) and hands in; each call must succeed.
 */
export async function saveAndHandIn<Question>(
  page: Page,
  examCode: string,
  accessCode: string,
  answersFor: (questions: Question[]) => object[],
) {
  const { token, questions } = await enterAttempt<Question>(page, examCode, accessCode);
  const answers = answersFor(questions);
  expect(await sendAnswers(page, token, "save", answers)).toBe(200);
  expect(await sendAnswers(page, token, "submit", answers)).toBe(200);
}
