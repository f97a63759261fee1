import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client";
import { examApplications } from "../../server/db/schema";
import { applyExam, buildApplicableExam } from "../support/applications";
import { insertExam } from "../../server/db/queries/exams";
import { insertBankItems } from "../../server/db/queries/questionBank";
import type { UserRow } from "../../server/db/schema";
import { advanceApplications } from "../../server/services/applications/clock";
import { generateExamCode } from "../../server/services/common/codes";
import { bankItemForStorage } from "../../server/services/questionBank/questionBank";
import { bankItemSchema, type BankItemInput } from "../../shared/schemas/questionBank";
import {
  buildBankItem,
  buildClass,
  buildExam,
  buildGradeLevel,
  buildSchool,
  buildUser,
  joinSchools,
  signedIn,
  unique,
} from "../support/factories";
import { studentAnswers } from "../support/results";
import { openScratchDatabase } from "../support/database";
import { startApp, type TestApp } from "../support/testApp";

// Global figures (bank, users, classes) need a database of this file's own.
let scratch: Awaited<ReturnType<typeof openScratchDatabase>>;
let app: TestApp;
let close: () => Promise<void>;
let teacher: Awaited<ReturnType<typeof signedIn>>;
let coordinator: Awaited<ReturnType<typeof signedIn>>;
/** Of school B, where nobody above works: what happens there must not reach school A's figures. */
let coordinatorB: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  scratch = await openScratchDatabase();
  const handle: DatabaseHandle = scratch.handle;
  const started = await startApp(handle.db);
  app = { db: handle.db, url: started.url, api: started.api, errors: started.errors };
  close = started.close;

  // School A: two professors, a coordinator and an inactive colleague.
  const schoolA = (await buildSchool(app.db)).id;
  teacher = await signedIn(app, "professor", { schoolIds: [schoolA] });
  const other = await signedIn(app, "professor", { schoolIds: [schoolA] });
  coordinator = await signedIn(app, "coordenador", { schoolIds: [schoolA] });
  const inactive = await buildUser(app.db, { isActive: false });
  await joinSchools(app.db, inactive.user.id, schoolA);
  // School B: a professor and a coordinator of their own; the administrator belongs to no school.
  const schoolB = (await buildSchool(app.db)).id;
  const outsider = await signedIn(app, "professor", { schoolIds: [schoolB] });
  coordinatorB = await signedIn(app, "coordenador", { schoolIds: [schoolB] });
  admin = await signedIn(app, "admin");

  // Shared with the school (the default): read across school A.
  const item = await buildBankItem(app.db, other.user, { subject: "Português", difficultyLevel: "easy" });
  await buildBankItem(app.db, other.user, { subject: "Português" });
  await buildBankItem(app.db, teacher.user, { subject: "Matemática", difficultyLevel: "hard" });
  await buildBankItem(app.db, outsider.user, { subject: "Geografia", difficultyLevel: "hard" });

  const first = await buildExam(app.db, teacher.user, {
    schoolId: schoolA,
    subject: "Ciências",
    questions: [{ questionText: "<p>a</p>" }, { questionText: "<p>b</p>" }] as never,
  });
  await buildExam(app.db, teacher.user, { schoolId: schoolA, subject: "Ciências" });
  const third = await buildExam(app.db, other.user, { schoolId: schoolA, subject: "História" });
  const fourth = await buildExam(app.db, outsider.user, { schoolId: schoolB, subject: "Geografia" });
  await app
    .api()
    .post(`/api/exams/${first.id}/exam-questions`)
    .set(teacher.auth)
    .send({ questionId: item.id, questionOrder: 3 })
    .expect(201);
  await app.api().post(`/api/exams/${first.id}/publish`).set(teacher.auth).expect(200);

  const year = Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "America/Sao_Paulo" }).format(new Date()));
  await buildClass(app.db, { schoolId: schoolA });
  const old = await buildClass(app.db, { schoolId: schoolA });
  await app
    .api()
    .put(`/api/classes/${old.id}`)
    .set(coordinator.auth)
    .send({ ...old, year: year - 1 })
    .expect(200);
  await buildClass(app.db, { schoolId: schoolB });
  const window = { startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 3_600_000) };
  await app.db.insert(examApplications).values([
    { examId: first.id, status: "open", createdById: teacher.user.id, ...window },
    { examId: third.id, status: "closed", createdById: other.user.id, ...window },
    { examId: fourth.id, status: "open", createdById: outsider.user.id, ...window },
  ]);
});

afterAll(async () => {
  await close?.();
  await scratch?.drop();
});

describe("GET /api/dashboard/stats", () => {
  it("counts a professor's own exams and applications, the bank items they read and this year's classes of their school", async () => {
    const response = await app.api().get("/api/dashboard/stats").set(teacher.auth);
    expect(response.body).toEqual({ examsCreated: 2, activeApplications: 1, questionsInBank: 3, activeClasses: 1 });
  });

  it("counts everything of their school for a coordinator, and nothing of another school", async () => {
    const response = await app.api().get("/api/dashboard/stats").set(coordinator.auth);
    // School B's exam, open application, bank item and class are not counted.
    expect(response.body).toEqual({ examsCreated: 3, activeApplications: 1, questionsInBank: 3, activeClasses: 1 });
    const ofB = await app.api().get("/api/dashboard/stats").set(coordinatorB.auth);
    expect(ofB.body).toEqual({ examsCreated: 1, activeApplications: 1, questionsInBank: 1, activeClasses: 1 });
  });

  it("counts the whole network for an administrator", async () => {
    const response = await app.api().get("/api/dashboard/stats").set(admin.auth);
    expect(response.body).toEqual({ examsCreated: 4, activeApplications: 2, questionsInBank: 4, activeClasses: 2 });
  });
});

describe("GET /api/reports/stats", () => {
  it("counts questions in exams (own and from the bank), applications and active users, by scope", async () => {
    const mine = await app.api().get("/api/reports/stats").set(teacher.auth);
    expect(mine.body).toEqual({
      totalExams: 2,
      totalQuestions: 4,
      totalQuestionsBank: 3,
      totalAnswered: 0,
      examApplications: 1,
      activeUsers: 3,
    });
    const school = await app.api().get("/api/reports/stats").set(coordinator.auth);
    expect(school.body).toEqual({
      totalExams: 3,
      totalQuestions: 5,
      totalQuestionsBank: 3,
      totalAnswered: 0,
      examApplications: 2,
      activeUsers: 3,
    });
    const ofB = await app.api().get("/api/reports/stats").set(coordinatorB.auth);
    expect(ofB.body).toMatchObject({ totalExams: 1, totalQuestions: 1, examApplications: 1, activeUsers: 2 });
    // The administrator's figures are the network's: every exam, and every active user (themself included).
    const all = await app.api().get("/api/reports/stats").set(admin.auth);
    expect(all.body).toMatchObject({
      totalExams: 4,
      totalQuestions: 6,
      totalQuestionsBank: 4,
      examApplications: 3,
      activeUsers: 6,
    });
  });

  it("needs a session", async () => {
    expect((await app.api().get("/api/reports/stats")).status).toBe(401);
    expect((await app.api().get("/api/dashboard/stats")).status).toBe(401);
  });
});

describe("GET /api/reports/charts", () => {
  it("groups exams by status, subject and month, and bank questions by subject and difficulty", async () => {
    const response = await app.api().get("/api/reports/charts").set(coordinator.auth);
    const byKey = (rows: Array<{ key: string; count: number }>) => Object.fromEntries(rows.map((row) => [row.key, row.count]));
    expect(byKey(response.body.examsByStatus)).toEqual({ draft: 2, published: 1 });
    expect(byKey(response.body.examsBySubject)).toEqual({ Ciências: 2, História: 1 });
    expect(response.body.examsByMonth).toHaveLength(1);
    expect(response.body.examsByMonth[0].count).toBe(3);
    expect(response.body.examsByMonth[0].key).toMatch(/^\d{4}-\d{2}$/);
    expect(byKey(response.body.bankBySubject)).toEqual({ Português: 2, Matemática: 1 });
    expect(byKey(response.body.bankByDifficulty)).toEqual({ easy: 1, medium: 1, hard: 1 });
    const mine = await app.api().get("/api/reports/charts").set(teacher.auth);
    expect(byKey(mine.body.examsBySubject)).toEqual({ Ciências: 2 });
    // School B's coordinator sees only B's; the administrator, both schools'.
    const ofB = await app.api().get("/api/reports/charts").set(coordinatorB.auth);
    expect(byKey(ofB.body.examsBySubject)).toEqual({ Geografia: 1 });
    expect(byKey(ofB.body.bankBySubject)).toEqual({ Geografia: 1 });
    const all = await app.api().get("/api/reports/charts").set(admin.auth);
    expect(byKey(all.body.examsBySubject)).toEqual({ Ciências: 2, História: 1, Geografia: 1 });
    expect(byKey(all.body.bankByDifficulty)).toEqual({ easy: 1, medium: 1, hard: 2 });
  });
});

/**
 * Rows written straight to the database, as another instance would: no service of this server
 * announces them, so what it keeps stays as it was. Their school and grade level are made here,
 * through the services, before anything is read.
 */
async function writtenElsewhere(author: UserRow) {
  const schoolId = (await buildSchool(app.db)).id;
  const gradeLevelId = (await buildGradeLevel(app.db)).id;
  return {
    exam: (values: { title?: string; subject?: string }) =>
      insertExam(app.db, {
        title: `Prova ${unique()}`,
        subject: "Matemática",
        ...values,
        schoolId,
        gradeLevelId,
        creatorId: author.id,
        examCode: generateExamCode(),
      }),
    bankItem: (values: Partial<BankItemInput>) => {
      const parsed = bankItemSchema.parse({
        title: `Questão ${unique()}`,
        questionText: "<p>Explique.</p>",
        questionType: "essay",
        subject: "Matemática",
        gradeLevelId,
        ...values,
      });
      return insertBankItems(app.db, [bankItemForStorage(parsed, author.id)]);
    },
  };
}

// Last: it adds exams the figures above do not expect.
describe("answered questions in the report", () => {
  it("counts each question some handed-in attempt answered, once, never more than the questions", async () => {
    const setup = await buildApplicableExam(app);
    await applyExam(app, setup);
    const code = setup.exam.examCode;
    const [ana, bruno, carla] = setup.students;
    await studentAnswers(app, code, { accessCode: ana.accessCode }, [
      { question: "1 + 1", option: "Alternativa B" },
      { question: "Capital", option: "Alternativa A" },
    ]);
    await studentAnswers(app, code, { accessCode: bruno.accessCode }, [
      { question: "1 + 1", option: "Alternativa A" },
      // Spaces only: blank, not answered.
      { question: "fotossíntese", text: "   " },
    ]);
    // Not handed in: its answer does not count yet.
    await studentAnswers(
      app,
      code,
      { accessCode: carla.accessCode },
      [{ question: "Maior planeta", option: "Alternativa C" }],
      false,
    );
    const mine = await app.api().get("/api/reports/stats").set(setup.teacher.auth);
    expect(mine.body).toMatchObject({ totalQuestions: 5, totalAnswered: 2, examApplications: 1 });
    expect((await app.api().get("/api/reports/stats").set(teacher.auth)).body.totalAnswered).toBe(0);
    // The exam's school's coordinator counts its answers; a coordinator of another school does not.
    const ofExamSchool = await signedIn(app, "coordenador", { schoolIds: [setup.exam.schoolId] });
    expect((await app.api().get("/api/reports/stats").set(ofExamSchool.auth)).body.totalAnswered).toBe(2);
    expect((await app.api().get("/api/reports/stats").set(coordinator.auth)).body.totalAnswered).toBe(0);
    expect((await app.api().get("/api/reports/stats").set(admin.auth)).body.totalAnswered).toBe(2);
  });
});

describe("kept figures", () => {
  it("serves a figure computed moments ago, and a fresh one after any change made through the app", async () => {
    const author = await signedIn(app, "professor");
    const elsewhere = await writtenElsewhere(author.user);
    const count = async () => (await app.api().get("/api/dashboard/stats").set(author.auth)).body.examsCreated as number;
    expect(await count()).toBe(0);
    // Written straight to the database: this server has not seen a change, so the figure is kept.
    const exam = await elsewhere.exam({ subject: "Artes" });
    expect(await count()).toBe(0);
    // A change through the API (here a publish) drops what was kept.
    await app.api().post(`/api/exams/${exam.id}/publish`).set(author.auth).expect(200);
    expect(await count()).toBe(1);
  });

  it("keeps the exam list's order and total, and the bank's order and total, with or without a search, the same way", async () => {
    const author = await signedIn(app, "professor");
    const elsewhere = await writtenElsewhere(author.user);
    const examList = async () => {
      const response = await app.api().get("/api/exams?search=Geologia").set(author.auth);
      return [Number(response.headers["x-total-count"]), response.body.length];
    };
    const bankFilter = async () => {
      const response = await app.api().get("/api/question-bank?subject=Geologia").set(author.auth);
      return [Number(response.headers["x-total-count"]), response.body.length];
    };
    const bankSearch = async () => {
      const response = await app.api().get("/api/question-bank?search=vulcanismo").set(author.auth);
      return [Number(response.headers["x-total-count"]), response.body.length];
    };
    expect([await examList(), await bankFilter(), await bankSearch()]).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    const exam = await elsewhere.exam({ title: "Geologia do Brasil" });
    await elsewhere.bankItem({ title: "Vulcanismo", subject: "Geologia" });
    expect([await examList(), await bankFilter(), await bankSearch()]).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    await app.api().post(`/api/exams/${exam.id}/publish`).set(author.auth).expect(200);
    expect([await examList(), await bankFilter(), await bankSearch()]).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
  });

  it("shows at once what the application clock changed, with no request behind it", async () => {
    const setup = await buildApplicableExam(app);
    await applyExam(app, setup);
    const [ana] = setup.students;
    // Answered, not handed in: saving answers changes no figure.
    await studentAnswers(
      app,
      setup.exam.examCode,
      { accessCode: ana.accessCode },
      [{ question: "1 + 1", option: "Alternativa B" }],
      false,
    );
    const read = async () => {
      const [dashboard, reports, completed] = await Promise.all([
        app.api().get("/api/dashboard/stats").set(setup.teacher.auth),
        app.api().get("/api/reports/stats").set(setup.teacher.auth),
        app.api().get("/api/exams?status=completed").set(setup.teacher.auth),
      ]);
      return {
        activeApplications: dashboard.body.activeApplications,
        totalAnswered: reports.body.totalAnswered,
        completedExams: Number(completed.headers["x-total-count"]),
      };
    };
    expect(await read()).toEqual({ activeApplications: 1, totalAnswered: 0, completedExams: 0 });
    // The clock runs past the application's end: it closes it, the exam is completed and Ana's
    // attempt is handed in, all well within the figures' lifetime.
    await advanceApplications(app.db, new Date(Date.now() + 24 * 3_600_000));
    expect(await read()).toEqual({ activeApplications: 0, totalAnswered: 1, completedExams: 1 });
  });
});
