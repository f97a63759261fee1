import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { examAttempts, exams } from "../../server/db/schema";
import { applyExam, attemptHeader, buildApplicableExam, enter, entered } from "../support/applications";
import { buildClass, buildSchool, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

const examStatus = async (id: string) =>
  (await app.db.select({ status: exams.status }).from(exams).where(eq(exams.id, id)))[0].status;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe("applying an exam to classes", () => {
  it("opens an application now: listed on the exam with its classes, and the exam becomes active", async () => {
    const setup = await buildApplicableExam(app);
    const created = await applyExam(app, setup, { shuffleQuestions: true, showScore: true });
    expect(created).toMatchObject({
      status: "open",
      durationMinutes: 30,
      shuffleQuestions: true,
      shuffleOptions: false,
      showScore: true,
      allowAnonymous: false,
      classes: [{ id: setup.schoolClass.id, name: setup.schoolClass.name, studentCount: 3 }],
      startedCount: 0,
      submittedCount: 0,
    });
    // Without an end, the window is exactly the duration.
    expect(new Date(created.endsAt).getTime() - new Date(created.startsAt).getTime()).toBe(30 * 60_000);
    expect(await examStatus(setup.exam.id)).toBe("active");

    const list = await app.api().get(`/api/exams/${setup.exam.id}/applications`).set(setup.teacher.auth);
    expect(list.status).toBe(200);
    expect(list.body.map((item: { id: string }) => item.id)).toEqual([created.id]);
  });

  it("defaults to 60 minutes and takes the window from the exam's own application dates", async () => {
    const setup = await buildApplicableExam(app);
    const end = inMinutes(120);
    await app.api().put(`/api/exams/${setup.exam.id}`).set(setup.teacher.auth).send({ applicationEnd: end }).expect(200);
    const response = await app
      .api()
      .post(`/api/exams/${setup.exam.id}/applications`)
      .set(setup.teacher.auth)
      .send({ classIds: [setup.schoolClass.id] });
    expect(response.status).toBe(201);
    expect(response.body.durationMinutes).toBe(60);
    expect(response.body.endsAt).toBe(end);
  });

  it("refuses a draft exam, no class, a class of another school and a window out of order, in Portuguese", async () => {
    const setup = await buildApplicableExam(app);
    const post = (body: object) => app.api().post(`/api/exams/${setup.exam.id}/applications`).set(setup.teacher.auth).send(body);

    const noClass = await post({ classIds: [] });
    expect(noClass.status).toBe(400);
    expect(noClass.body.errors).toEqual({ classIds: "Escolha pelo menos uma turma" });
    const otherSchool = await buildClass(app.db);
    const foreign = await post({ classIds: [otherSchool.id] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(`A turma ${otherSchool.name} não é da escola desta prova`);
    const reversed = await post({ classIds: [setup.schoolClass.id], startsAt: inMinutes(60), endsAt: inMinutes(30) });
    expect(reversed.body.errors).toEqual({ endsAt: "O fim da aplicação deve ser depois do início" });
    const past = await post({ classIds: [setup.schoolClass.id], startsAt: inMinutes(-60), endsAt: inMinutes(-30) });
    expect(past.body.errors).toEqual({ endsAt: "O fim da aplicação já passou" });
    const badDuration = await post({ classIds: [setup.schoolClass.id], durationMinutes: 0 });
    expect(badDuration.body.errors).toEqual({ durationMinutes: "A duração deve ser um número inteiro de 1 a 600 minutos" });

    await app.db.update(exams).set({ status: "draft" }).where(eq(exams.id, setup.exam.id));
    const draft = await post({ classIds: [setup.schoolClass.id] });
    expect(draft.status).toBe(409);
    expect(draft.body.message).toBe("Publique a prova antes de aplicá-la.");
  });

  it("schedules a later application: students wait, opening it now lets them in", async () => {
    const setup = await buildApplicableExam(app);
    const scheduled = await applyExam(app, setup, { startsAt: inMinutes(60), endsAt: inMinutes(120) });
    expect(scheduled.status).toBe("scheduled");
    expect(await examStatus(setup.exam.id)).toBe("published");

    const entry = await app.api().get(`/api/online/${setup.exam.examCode}`);
    expect(entry.body).toMatchObject({ availability: "scheduled", title: setup.exam.title });
    const early = await enter(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^Esta prova ainda não começou\. Ela abre em \d{2}\/\d{2}\/\d{4}/);

    const opened = await app.api().post(`/api/applications/${scheduled.id}/open`).set(setup.teacher.auth);
    expect(opened.body.status).toBe("open");
    expect(await examStatus(setup.exam.id)).toBe("active");
    expect((await enter(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode })).status).toBe(200);
  });

  it("closing the last application completes the exam and keeps students out", async () => {
    const setup = await buildApplicableExam(app);
    const application = await applyExam(app, setup);
    const closed = await app.api().post(`/api/applications/${application.id}/close`).set(setup.teacher.auth);
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe("closed");
    expect(await examStatus(setup.exam.id)).toBe("completed");
    const late = await enter(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Esta prova não está aberta para aplicação no momento.");
    expect((await app.api().get(`/api/online/${setup.exam.examCode}`)).body.availability).toBe("closed");
  });

  it("deletes an application no one entered; one with answers is kept", async () => {
    const setup = await buildApplicableExam(app);
    const empty = await applyExam(app, setup);
    expect((await app.api().delete(`/api/applications/${empty.id}`).set(setup.teacher.auth)).status).toBe(204);
    expect(await examStatus(setup.exam.id)).toBe("published");

    const used = await applyExam(app, setup);
    await entered(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
    const refused = await app.api().delete(`/api/applications/${used.id}`).set(setup.teacher.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/já tem respostas de alunos/);
  });

  it("follows the exam's permissions: another professor or school sees nothing, the school's coordinator manages, no session is 401", async () => {
    const setup = await buildApplicableExam(app);
    const application = await applyExam(app, setup);
    const other = await signedIn(app, "professor");
    expect((await app.api().get(`/api/exams/${setup.exam.id}/applications`).set(other.auth)).status).toBe(404);
    expect(
      (
        await app
          .api()
          .post(`/api/exams/${setup.exam.id}/applications`)
          .set(other.auth)
          .send({ classIds: [setup.schoolClass.id] })
      ).status,
    ).toBe(404);
    for (const path of ["", "/live"]) {
      expect((await app.api().get(`/api/applications/${application.id}${path}`).set(other.auth)).status).toBe(404);
    }
    expect((await app.api().post(`/api/applications/${application.id}/close`).set(other.auth)).status).toBe(404);
    expect((await app.api().delete(`/api/applications/${application.id}`).set(other.auth)).status).toBe(404);

    const outsider = await signedIn(app, "coordenador", { schoolIds: [(await buildSchool(app.db)).id] });
    expect((await app.api().get(`/api/applications/${application.id}/live`).set(outsider.auth)).status).toBe(404);
    expect((await app.api().post(`/api/applications/${application.id}/close`).set(outsider.auth)).status).toBe(404);
    const coordinator = await signedIn(app, "coordenador", { schoolIds: [setup.exam.schoolId] });
    expect((await app.api().get(`/api/applications/${application.id}/live`).set(coordinator.auth)).status).toBe(200);
    expect((await app.api().post(`/api/applications/${application.id}/close`).set(coordinator.auth)).status).toBe(200);
    expect((await app.api().get(`/api/applications/${application.id}`)).status).toBe(401);
    expect((await app.api().get(`/api/exams/${setup.exam.id}/applications`)).status).toBe(401);
  });
});

describe("the teacher's live view", () => {
  it("lists who has not started, who is answering and how much, who handed in, and who entered by name", async () => {
    const setup = await buildApplicableExam(app);
    const application = await applyExam(app, setup, { allowAnonymous: true });
    const [ana, bruno] = setup.students;
    const anaEntry = await entered(app, setup.exam.examCode, { accessCode: ana.accessCode });
    const question = anaEntry.exam.questions.find((item) => item.questionType === "multiple_choice")!;
    await app
      .api()
      .put("/api/attempt/answers")
      .set(attemptHeader(anaEntry.token))
      .send({ answers: [{ questionId: question.id, selectedOptionId: question.options[0].id, revision: 1 }] })
      .expect(200);
    const brunoEntry = await entered(app, setup.exam.examCode, { accessCode: bruno.accessCode });
    await app.api().post("/api/attempt/submit").set(attemptHeader(brunoEntry.token)).send({}).expect(200);
    await entered(app, setup.exam.examCode, { name: "Visitante Sem Cadastro" });

    const live = await app.api().get(`/api/applications/${application.id}/live`).set(setup.teacher.auth);
    expect(live.status).toBe(200);
    const byName = Object.fromEntries(live.body.participants.map((row: { studentName: string }) => [row.studentName, row]));
    expect(byName["Ana Souza"]).toMatchObject({ state: "in_progress", answeredCount: 1, questionCount: 5 });
    expect(byName["Bruno Lima"]).toMatchObject({ state: "submitted", finishReason: "student" });
    expect(byName["Carla Dias"]).toMatchObject({
      state: "not_started",
      attemptId: null,
      accessCode: setup.students[2].accessCode,
    });
    expect(byName["Visitante Sem Cadastro"]).toMatchObject({ state: "in_progress", studentId: null });
    expect(live.body.application).toMatchObject({ startedCount: 3, submittedCount: 1 });
  });

  it("gives one student more time, moving only that student's deadline", async () => {
    const setup = await buildApplicableExam(app);
    const application = await applyExam(app, setup);
    const ana = await entered(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
    const bruno = await entered(app, setup.exam.examCode, { accessCode: setup.students[1].accessCode });

    const extended = await app
      .api()
      .post(`/api/applications/${application.id}/attempts/${ana.attempt.id}/extend`)
      .set(setup.teacher.auth)
      .send({ minutes: 10 });
    expect(extended.status).toBe(200);
    const after = (await app.api().get("/api/attempt").set(attemptHeader(ana.token))).body;
    expect(new Date(after.attempt.deadlineAt).getTime() - new Date(ana.attempt.deadlineAt).getTime()).toBe(10 * 60_000);
    const untouched = (await app.api().get("/api/attempt").set(attemptHeader(bruno.token))).body;
    expect(untouched.attempt.deadlineAt).toBe(bruno.attempt.deadlineAt);

    const invalid = await app
      .api()
      .post(`/api/applications/${application.id}/attempts/${ana.attempt.id}/extend`)
      .set(setup.teacher.auth)
      .send({ minutes: 0 });
    expect(invalid.body.errors).toEqual({ minutes: "Informe de 1 a 240 minutos" });
    await app.api().post("/api/attempt/submit").set(attemptHeader(bruno.token)).send({});
    const finished = await app
      .api()
      .post(`/api/applications/${application.id}/attempts/${bruno.attempt.id}/extend`)
      .set(setup.teacher.auth)
      .send({ minutes: 5 });
    expect(finished.status).toBe(409);
    expect(finished.body.message).toBe("Este aluno já entregou a prova.");
  });

  it("closing early stops every clock now; answers on their way still land in the grace period", async () => {
    const setup = await buildApplicableExam(app);
    const application = await applyExam(app, setup);
    const ana = await entered(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
    await app.api().post(`/api/applications/${application.id}/close`).set(setup.teacher.auth).expect(200);
    const [row] = await app.db.select().from(examAttempts).where(eq(examAttempts.id, ana.attempt.id));
    expect(row.deadlineAt.getTime()).toBeLessThanOrEqual(Date.now());
    const question = ana.exam.questions[0];
    const inFlight = await app
      .api()
      .put("/api/attempt/answers")
      .set(attemptHeader(ana.token))
      .send({ answers: [{ questionId: question.id, selectedOptionId: question.options[0]?.id ?? null, revision: 5 }] });
    expect(inFlight.status).toBe(200);
  });
});
