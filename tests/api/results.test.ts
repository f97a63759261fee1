import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { examAttempts } from "../../server/db/schema";
import type { ApplicationResults, AnswerSheet } from "../../shared/types/results";
import { applyExam, buildApplicableExam } from "../support/applications";
import { binaryBody } from "../support/binaryBody";
import { assignToClass, buildClass, buildSchool, signedIn } from "../support/factories";
import { answeredApplication, studentAnswers } from "../support/results";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

const cachedScore = async (attemptId: string) =>
  (await app.db.select({ score: examAttempts.score }).from(examAttempts).where(eq(examAttempts.id, attemptId)))[0].score;

describe("GET /api/applications/:id/results", () => {
  it("lists each attempt's score, percentage and time, and the class's count, average and median", async () => {
    const setup = await answeredApplication(app);
    const response = await app.api().get(`/api/applications/${setup.application.id}/results`).set(setup.teacher.auth);
    expect(response.status).toBe(200);
    const results: ApplicationResults = response.body;
    expect(results.exam).toEqual({ id: setup.exam.id, title: setup.exam.title, examCode: setup.exam.examCode });
    expect(results.application.id).toBe(setup.application.id);
    expect(results.questions.map((question) => [question.number, question.questionType, question.points])).toEqual([
      [1, "multiple_choice", 2],
      [2, "multiple_choice", 2],
      [3, "multiple_choice", 2],
      [4, "essay", 1],
      [5, "multiple_choice", 1],
    ]);
    const rows = results.rows.map(
      ({ studentName, state, score, maxScore, percentage, grade, timeTakenSeconds, pendingEssays }) => ({
        studentName,
        state,
        score,
        maxScore,
        percentage,
        grade,
        timeTakenSeconds,
        pendingEssays,
      }),
    );
    // Ana: 2 + 2 + 2 + essay waiting + 1; Bruno: 2 + 0 + blank + blank + 0; Carla: 2 + 2 + 0 + essay waiting + blank.
    // Grades out of 10 to a tenth: 7 / 8 is 8,75, up to 8,8; 2 / 8 is 2,5; 4 / 8 is 5.
    expect(rows).toEqual([
      {
        studentName: "Ana Souza",
        state: "submitted",
        score: 7,
        maxScore: 8,
        percentage: 87.5,
        grade: 8.8,
        timeTakenSeconds: 600,
        pendingEssays: 1,
      },
      {
        studentName: "Bruno Lima",
        state: "submitted",
        score: 2,
        maxScore: 8,
        percentage: 25,
        grade: 2.5,
        timeTakenSeconds: 1200,
        pendingEssays: 0,
      },
      {
        studentName: "Carla Dias",
        state: "submitted",
        score: 4,
        maxScore: 8,
        percentage: 50,
        grade: 5,
        timeTakenSeconds: 905,
        pendingEssays: 1,
      },
      {
        studentName: "Visitante",
        state: "in_progress",
        score: 2,
        maxScore: 8,
        percentage: 25,
        grade: 2.5,
        timeTakenSeconds: null,
        pendingEssays: 0,
      },
    ]);
    expect(results.rows[0]).toMatchObject({ classId: setup.schoolClass.id, className: setup.schoolClass.name });
    expect(results.rows[3]).toMatchObject({ classId: null, className: null, submittedAt: null });

    // Handed in: 7, 2, 4 → average 13 / 3, median 4, percentages (87.5 + 25 + 50) / 3.
    const classSummary = { count: 3, average: 4.33, median: 4, averagePercentage: 54.2 };
    expect(results.classes).toEqual([
      { classId: setup.schoolClass.id, className: setup.schoolClass.name, ...classSummary },
      { classId: null, className: "Sem turma", count: 0, average: null, median: null, averagePercentage: null },
    ]);
    expect(results.overall).toEqual({ classId: null, className: "Todas as turmas", ...classSummary });
  });

  it("has no figures before anyone hands in", async () => {
    const setup = await buildApplicableExam(app);
    const application = await applyExam(app, setup);
    const response = await app.api().get(`/api/applications/${application.id}/results`).set(setup.teacher.auth);
    expect(response.body.rows).toEqual([]);
    expect(response.body.overall).toMatchObject({ count: 0, average: null, median: null, averagePercentage: null });
  });
});

describe("GET /api/applications/:id/attempts/:attemptId/sheet", () => {
  it("shows each answer beside the key in the exam's order, with its outcome and score", async () => {
    const setup = await answeredApplication(app);
    const response = await app
      .api()
      .get(`/api/applications/${setup.application.id}/attempts/${setup.attempts.bruno.attempt.id}/sheet`)
      .set(setup.teacher.auth);
    expect(response.status).toBe(200);
    const sheet: AnswerSheet = response.body;
    expect(sheet).toMatchObject({
      attemptId: setup.attempts.bruno.attempt.id,
      applicationId: setup.application.id,
      studentName: "Bruno Lima",
      className: setup.schoolClass.name,
      state: "submitted",
      score: 2,
      maxScore: 8,
      percentage: 25,
      timeTakenSeconds: 1200,
      pendingEssays: 0,
    });
    expect(sheet.items.map((item) => [item.number, item.outcome, item.score])).toEqual([
      [1, "correct", 2],
      [2, "wrong", 0],
      [3, "blank", 0],
      [4, "blank", 0],
      [5, "wrong", 0],
    ]);
    const first = sheet.items[0];
    expect(first.options.map((option) => [option.optionLetter, option.isCorrect])).toEqual([
      ["A", false],
      ["B", true],
      ["C", false],
    ]);
    expect(first.selectedOptionId).toBe(first.options[1].id);
    expect(sheet.items[1].selectedOptionId).toBe(sheet.items[1].options[2].id);
  });

  it("answers 404 for an attempt of another application", async () => {
    const setup = await answeredApplication(app);
    const other = await answeredApplication(app);
    const response = await app
      .api()
      .get(`/api/applications/${setup.application.id}/attempts/${other.attempts.ana.attempt.id}/sheet`)
      .set(setup.teacher.auth);
    expect(response.status).toBe(404);
  });
});

describe("annulling a question", () => {
  it("gives everyone its points, and taking it back takes them away; cached scores follow", async () => {
    const setup = await answeredApplication(app);
    const planet = setup.attempts.ana.exam.questions.find((question) => question.questionText.includes("Maior planeta"))!;
    const path = `/api/exams/${setup.exam.id}/questions/${planet.id}/annul`;

    const annulled = await app.api().post(path).set(setup.teacher.auth);
    expect(annulled.status).toBe(200);
    // Ana had it right already; Bruno (blank) and Carla (wrong) gain 2; the guest has not handed in.
    expect(annulled.body).toEqual({ annulled: true, changedAttempts: 2 });
    expect(await cachedScore(setup.attempts.bruno.attempt.id)).toBe(4);
    expect(await cachedScore(setup.attempts.carla.attempt.id)).toBe(6);
    const results = await app.api().get(`/api/applications/${setup.application.id}/results`).set(setup.teacher.auth);
    expect(results.body.questions[2].annulled).toBe(true);
    expect(results.body.rows.map((row: { score: number }) => row.score)).toEqual([7, 4, 6, 4]);
    const sheet = await app
      .api()
      .get(`/api/applications/${setup.application.id}/attempts/${setup.attempts.bruno.attempt.id}/sheet`)
      .set(setup.teacher.auth);
    expect(sheet.body.items[2]).toMatchObject({ annulled: true, outcome: "annulled", score: 2 });

    expect((await app.api().post(path).set(setup.teacher.auth)).body).toEqual({ annulled: true, changedAttempts: 0 });

    const restored = await app.api().delete(path).set(setup.teacher.auth);
    expect(restored.body).toEqual({ annulled: false, changedAttempts: 2 });
    expect(await cachedScore(setup.attempts.bruno.attempt.id)).toBe(2);
    expect(await cachedScore(setup.attempts.carla.attempt.id)).toBe(4);
  });

  it("works for a bank question placed in the exam", async () => {
    const setup = await answeredApplication(app);
    const path = `/api/exams/${setup.exam.id}/questions/${setup.bankItem.id}/annul`;
    // Ana had it right; Bruno (wrong) and Carla (blank) gain 1.
    expect((await app.api().post(path).set(setup.teacher.auth)).body).toEqual({ annulled: true, changedAttempts: 2 });
    expect(await cachedScore(setup.attempts.carla.attempt.id)).toBe(5);
  });

  it("answers 404 for a question not in the exam, another professor's exam, another school's coordinator and 401 without a session", async () => {
    const setup = await answeredApplication(app);
    const other = await buildApplicableExam(app);
    const foreign = `/api/exams/${setup.exam.id}/questions/${other.bankItem.id}/annul`;
    expect((await app.api().post(foreign).set(setup.teacher.auth)).status).toBe(404);
    const path = `/api/exams/${setup.exam.id}/questions/${setup.bankItem.id}/annul`;
    expect((await app.api().post(path).set(other.teacher.auth)).status).toBe(404);
    expect((await app.api().delete(path).set(other.teacher.auth)).status).toBe(404);
    expect((await app.api().post(path)).status).toBe(401);
    const foreignCoordinator = await signedIn(app, "coordenador", { schoolIds: [other.exam.schoolId] });
    expect((await app.api().post(path).set(foreignCoordinator.auth)).status).toBe(404);
    // A professor who teaches the applied class reads its results but does not manage the exam.
    const classTeacher = await signedIn(app, "professor");
    await assignToClass(app.db, classTeacher.user.id, setup.schoolClass.id);
    expect((await app.api().post(path).set(classTeacher.auth)).status).toBe(404);
    const coordinator = await signedIn(app, "coordenador", { schoolIds: [setup.exam.schoolId] });
    expect((await app.api().post(path).set(coordinator.auth)).status).toBe(200);
  });
});

describe("GET /api/applications/:id/results/export", () => {
  const HEADER = "Aluno;Matrícula;Turma;Pontos;Pontos possíveis;Percentual;Nota;Tempo (min);Situação;Q1;Q2;Q3;Q4;Q5";

  /** An application where a student entered under a name a spreadsheet would run, then its export. */
  async function exportWithFormulaName(format: string) {
    const setup = await buildApplicableExam(app);
    const application = await applyExam(app, setup, { allowAnonymous: true });
    await studentAnswers(app, setup.exam.examCode, { name: '=HYPERLINK("x")' }, [{ question: "1 + 1", option: "Alternativa B" }]);
    const response = await app
      .api()
      .get(`/api/applications/${application.id}/results/export?format=${format}`)
      .set(setup.teacher.auth)
      .buffer(true)
      .parse(binaryBody);
    return { setup, response, body: response.body as Buffer };
  }

  it("CSV: UTF-8 with BOM, semicolons, decimal comma, a column per question, formulas made inert", async () => {
    const { setup, response, body } = await exportWithFormulaName("csv");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    const slug = setup.exam.title.toLowerCase().replace(/ /g, "-");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="resultados-${slug}.csv"; filename*=UTF-8''resultados-${encodeURIComponent(setup.exam.title)}.csv`,
    );
    const text = body.toString("utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, line] = text.slice(1).split("\r\n");
    expect(header).toBe(HEADER);
    expect(line.startsWith(`"'=HYPERLINK(""x"")";;;2;8;25;2,5;`)).toBe(true);
    expect(line.endsWith(";Entregue;2;0;0;0;0")).toBe(true);
  });

  it("XLSX: the same table, read back with exceljs, the name as inert text", async () => {
    const { response, body } = await exportWithFormulaName("xlsx");
    expect(response.status).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="resultados-prova-[a-z0-9]+\.xlsx"; filename\*=UTF-8''resultados-Prova%20[a-z0-9]+\.xlsx$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Resultados")!;
    expect((sheet.getRow(1).values as string[]).slice(1).join(";")).toBe(HEADER);
    const name = sheet.getRow(2).getCell(1);
    expect(name.value).toBe(`'=HYPERLINK("x")`);
    expect(name.type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(2).getCell(4).value).toBe(2);
    // The grade on the exam's scale: 2 of 8 points is 2,5 out of 10.
    expect(sheet.getRow(2).getCell(7).value).toBe(2.5);
  });

  it("refuses an unknown format", async () => {
    expect((await exportWithFormulaName("pdf")).response.status).toBe(400);
  });
});

describe("who sees results", () => {
  it("the exam's author, its school's supervisors and administrators; another professor or school gets 404; no session 401", async () => {
    const setup = await answeredApplication(app);
    const id = setup.application.id;
    const attemptId = setup.attempts.ana.attempt.id;
    const essay = setup.attempts.ana.exam.questions.find((question) => question.questionType === "essay")!;
    const reads = [
      `/api/applications/${id}/results`,
      `/api/applications/${id}/results/export?format=csv`,
      `/api/applications/${id}/attempts/${attemptId}/sheet`,
      `/api/applications/${id}/essays`,
    ];
    const grade = `/api/applications/${id}/attempts/${attemptId}/answers/${essay.id}/grade`;
    // A professor of the exam's school who does not teach the applied class sees nothing of it.
    const other = await signedIn(app, "professor", { schoolIds: [setup.exam.schoolId] });
    const elsewhere = await buildSchool(app.db);
    for (const path of reads) {
      expect((await app.api().get(path)).status).toBe(401);
      expect((await app.api().get(path).set(other.auth)).status).toBe(404);
    }
    expect((await app.api().put(grade).send({ score: 1 })).status).toBe(401);
    expect((await app.api().put(grade).set(other.auth).send({ score: 1 })).status).toBe(404);
    for (const role of ["coordenador", "diretor"] as const) {
      const foreign = await signedIn(app, role, { schoolIds: [elsewhere.id] });
      for (const path of reads) expect((await app.api().get(path).set(foreign.auth)).status).toBe(404);
      const supervisor = await signedIn(app, role, { schoolIds: [setup.exam.schoolId] });
      for (const path of reads) expect((await app.api().get(path).set(supervisor.auth)).status).toBe(200);
    }
    const admin = await signedIn(app, "admin");
    for (const path of reads) expect((await app.api().get(path).set(admin.auth)).status).toBe(200);
    const coordinator = await signedIn(app, "coordenador", { schoolIds: [setup.exam.schoolId] });
    expect((await app.api().put(grade).set(coordinator.auth).send({ score: 1 })).status).toBe(200);
  });

  it("a professor of one of the application's classes sees, grades and exports that class's students only", async () => {
    const setup = await buildApplicableExam(app);
    const second = await buildClass(app.db, { schoolId: setup.exam.schoolId, gradeLevelId: setup.exam.gradeLevelId });
    const coordinator = await signedIn(app, "coordenador", { schoolIds: [setup.exam.schoolId] });
    const added = await app.api().post(`/api/classes/${second.id}/students`).set(coordinator.auth).send({ name: "Dora Reis" });
    const application = await applyExam(app, setup, { classIds: [setup.schoolClass.id, second.id] });
    const code = setup.exam.examCode;
    const essayAnswer = [{ question: "fotossíntese", text: "Luz e água." }];
    const ana = await studentAnswers(app, code, { accessCode: setup.students[0].accessCode }, essayAnswer);
    const dora = await studentAnswers(app, code, { accessCode: added.body.accessCode }, essayAnswer);
    const essay = dora.exam.questions.find((question) => question.questionType === "essay")!;
    const id = application.id;
    const names = (rows: Array<{ studentName: string }>) => rows.map((row) => row.studentName).sort();

    const teacher = await signedIn(app, "professor");
    await assignToClass(app.db, teacher.user.id, second.id);
    const results = await app.api().get(`/api/applications/${id}/results`).set(teacher.auth);
    expect(results.status).toBe(200);
    expect(names(results.body.rows)).toEqual(["Dora Reis"]);
    // The exam's author (who manages it) sees both classes.
    expect(names((await app.api().get(`/api/applications/${id}/results`).set(setup.teacher.auth)).body.rows)).toEqual([
      "Ana Souza",
      "Dora Reis",
    ]);
    const essays = await app.api().get(`/api/applications/${id}/essays`).set(teacher.auth);
    expect(names(essays.body.answers)).toEqual(["Dora Reis"]);
    const exported = await app
      .api()
      .get(`/api/applications/${id}/results/export?format=csv`)
      .set(teacher.auth)
      .buffer(true)
      .parse(binaryBody);
    expect(exported.status).toBe(200);
    const lines = (exported.body as Buffer).toString("utf8").slice(1).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1].startsWith("Dora Reis;")).toBe(true);

    const sheet = (attemptId: string) => `/api/applications/${id}/attempts/${attemptId}/sheet`;
    expect((await app.api().get(sheet(dora.attempt.id)).set(teacher.auth)).status).toBe(200);
    expect((await app.api().get(sheet(ana.attempt.id)).set(teacher.auth)).status).toBe(404);
    const grade = (attemptId: string) => `/api/applications/${id}/attempts/${attemptId}/answers/${essay.id}/grade`;
    expect((await app.api().put(grade(dora.attempt.id)).set(teacher.auth).send({ score: 1 })).status).toBe(200);
    expect((await app.api().put(grade(ana.attempt.id)).set(teacher.auth).send({ score: 1 })).status).toBe(404);
  });
});
