import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AuditAction } from "../../shared/constants";
import type { AuditEvent } from "../../shared/types/audit";
import { buildBankItem, buildExam, buildSchool, buildUser, signedIn } from "../support/factories";
import { answeredApplication } from "../support/results";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

type Session = Awaited<ReturnType<typeof signedIn>>;

async function events(session: Session, query = ""): Promise<AuditEvent[]> {
  const response = await app.api().get(`/api/audit-events${query}`).set(session.auth);
  expect(response.status, response.text).toBe(200);
  return response.body;
}

const choice = (correct: string) =>
  (["A", "B", "C"] as const).map((letter) => ({
    optionLetter: letter,
    optionText: `Alternativa ${letter}`,
    isCorrect: letter === correct,
  }));

/** The answered exam of school A, its coordinator, an administrator, and how to read one event back. */
async function auditedSchool() {
  const setup = await answeredApplication(app);
  const coordinator = await signedIn(app, "coordenador", { schoolIds: [setup.exam.schoolId] });
  const admin = await signedIn(app, "admin");
  const question = (text: string) => setup.exam.questions.find((candidate) => candidate.questionText.includes(text))!;
  async function eventOf(action: AuditAction, entityId: string, actor: Session): Promise<AuditEvent> {
    const found = (await events(admin, `?action=${action}`)).filter((event) => event.entityId === entityId);
    expect(found, `${action} ${entityId}`).toHaveLength(1);
    expect(found[0]).toMatchObject({ actorId: actor.user.id, actorName: actor.user.username });
    return found[0];
  }
  /** Annuls the question whose text has `text`, as `by`: an event of the school to read back. */
  const annul = (text: string, by: Session) =>
    app
      .api()
      .post(`/api/exams/${setup.exam.id}/questions/${question(text).id}/annul`)
      .set(by.auth)
      .expect(200);
  return { ...setup, coordinator, admin, question, eventOf, annul };
}

describe("the audit log records", () => {
  it("a changed answer key of an exam question, with the key before and after", async () => {
    const school = await auditedSchool();
    const sum = school.question("1 + 1");
    await app
      .api()
      .put(`/api/questions/${sum.id}`)
      .set(school.teacher.auth)
      .send({ options: choice("A") })
      .expect(200);
    expect(await school.eventOf("answer_key_changed", sum.id, school.teacher)).toMatchObject({
      entityType: "question",
      schoolId: school.exam.schoolId,
      before: { answerKey: ["B"] },
      after: { answerKey: ["A"] },
      summary: `Gabarito da questão 1 da prova "${school.exam.title}" alterado de B para A.`,
    });

    // A new text with the same key is no key change.
    await app
      .api()
      .put(`/api/questions/${sum.id}`)
      .set(school.teacher.auth)
      .send({ questionText: "<p>Quanto é 1 + 1?</p>" })
      .expect(200);
    const draft = await buildExam(app.db, school.teacher.user, {
      questions: [{ questionType: "multiple_choice", questionText: "<p>Cor do céu?</p>", options: choice("A").slice(0, 2) }],
    });
    const question = draft.questions[0];
    await app
      .api()
      .post("/api/options")
      .set(school.teacher.auth)
      .send({ questionId: question.id, optionLetter: "C", optionText: "Azul", isCorrect: true })
      .expect(201);
    await app
      .api()
      .post("/api/options")
      .set(school.teacher.auth)
      .send({ questionId: question.id, optionLetter: "D", optionText: "Verde" })
      .expect(201);
    expect(await school.eventOf("answer_key_changed", question.id, school.teacher)).toMatchObject({
      before: { answerKey: ["A"] },
      after: { answerKey: ["C"] },
    });
    expect((await events(school.admin, "?action=answer_key_changed")).filter((event) => event.entityId === sum.id)).toHaveLength(
      1,
    );
  });

  it("a changed answer key of a bank item, through its options or the item itself", async () => {
    const school = await auditedSchool();
    const item = school.bankItem;
    const wrong = item.options.find((option) => !option.isCorrect)!;
    await app.api().put(`/api/question-bank-options/${wrong.id}`).set(school.teacher.auth).send({ isCorrect: true }).expect(200);
    expect(await school.eventOf("answer_key_changed", item.id, school.teacher)).toMatchObject({
      entityType: "bank_item",
      schoolId: null,
      before: { answerKey: ["B"] },
      after: { answerKey: ["A"] },
    });
    const other = await buildBankItem(app.db, school.teacher.user);
    await app
      .api()
      .put(`/api/question-bank/${other.id}`)
      .set(school.admin.auth)
      .send({
        options: [
          { optionLetter: "A", optionText: "3" },
          { optionLetter: "B", optionText: "4" },
          { optionLetter: "C", optionText: "5", isCorrect: true },
        ],
      })
      .expect(200);
    expect(await school.eventOf("answer_key_changed", other.id, school.admin)).toMatchObject({
      before: { answerKey: ["B"] },
      after: { answerKey: ["C"] },
    });
  });

  it("an annulment and its undoing, once each", async () => {
    const school = await auditedSchool();
    const capital = school.question("Capital");
    const path = `/api/exams/${school.exam.id}/questions/${capital.id}/annul`;
    await app.api().post(path).set(school.coordinator.auth).expect(200);
    await app.api().post(path).set(school.coordinator.auth).expect(200);
    expect(await school.eventOf("question_annulled", capital.id, school.coordinator)).toMatchObject({
      schoolId: school.exam.schoolId,
      before: { annulled: false },
      after: { annulled: true },
      summary: `Anulada a questão 2 da prova "${school.exam.title}".`,
    });
    await app.api().delete(path).set(school.teacher.auth).expect(200);
    expect(await school.eventOf("question_annulment_undone", capital.id, school.teacher)).toMatchObject({
      before: { annulled: true },
      after: { annulled: false },
    });
  });

  it("an essay's score set and changed, with the score before and after and not the comment", async () => {
    const school = await auditedSchool();
    const essay = school.question("fotossíntese");
    const attemptId = school.attempts.ana.attempt.id;
    const grade = (score: number) =>
      app
        .api()
        .put(`/api/applications/${school.application.id}/attempts/${attemptId}/answers/${essay.id}/grade`)
        .set(school.teacher.auth)
        .send({ score, comment: "Muito bem, Ana Souza." })
        .expect(200);
    await grade(1);
    const first = await school.eventOf("essay_graded", attemptId, school.teacher);
    expect(first).toMatchObject({
      entityType: "attempt",
      schoolId: school.exam.schoolId,
      before: { questionId: essay.id, score: null },
      after: { questionId: essay.id, score: 1 },
    });
    await grade(0.5);
    const graded = (await events(school.admin, "?action=essay_graded")).filter((event) => event.entityId === attemptId);
    expect(graded.map((event) => [event.before?.score, event.after?.score])).toEqual([
      [1, 0.5],
      [null, 1],
    ]);
    expect(JSON.stringify(graded)).not.toContain("Ana");
  });

  it("deleting an exam, an application, a student and a user, with what they were", async () => {
    const school = await auditedSchool();
    const exam = await buildExam(app.db, school.teacher.user, { schoolId: school.exam.schoolId, title: "Prova descartada" });
    await app.api().delete(`/api/exams/${exam.id}`).set(school.teacher.auth).expect(204);
    expect(await school.eventOf("exam_deleted", exam.id, school.teacher)).toMatchObject({
      entityType: "exam",
      schoolId: school.exam.schoolId,
      before: { title: "Prova descartada", subject: "Matemática", examCode: exam.examCode },
      after: null,
    });

    const created = await app
      .api()
      .post(`/api/exams/${school.exam.id}/applications`)
      .set(school.teacher.auth)
      .send({ classIds: [school.schoolClass.id], durationMinutes: 20 })
      .expect(201);
    await app
      .api()
      .delete(`/api/applications/${created.body.id as string}`)
      .set(school.coordinator.auth)
      .expect(204);
    expect(await school.eventOf("application_deleted", created.body.id, school.coordinator)).toMatchObject({
      schoolId: school.exam.schoolId,
      before: { examId: school.exam.id, startsAt: created.body.startsAt, endsAt: created.body.endsAt },
    });

    const carla = school.students[2];
    await app.api().delete(`/api/students/${carla.id}`).set(school.coordinator.auth).expect(204);
    const removed = await school.eventOf("student_deleted", carla.id, school.coordinator);
    expect(removed).toMatchObject({ schoolId: school.exam.schoolId, before: { className: school.schoolClass.name } });
    expect(JSON.stringify(removed)).not.toContain(carla.name);

    const user = await buildUser(app.db, { username: "Conta Antiga" });
    await app.api().delete(`/api/users/${user.user.id}`).set(school.admin.auth).expect(204);
    expect(await school.eventOf("user_deleted", user.user.id, school.admin)).toMatchObject({
      entityType: "user",
      schoolId: null,
      before: { username: "Conta Antiga", email: user.email, role: "professor" },
    });
  });

  it("a student's data exported and erased, by ids alone: the trail stays nameless", async () => {
    const school = await auditedSchool();
    const bruno = school.students[1];
    await app.api().get(`/api/students/${bruno.id}/data-export?format=json`).set(school.coordinator.auth).expect(200);
    expect(await school.eventOf("student_data_exported", bruno.id, school.coordinator)).toMatchObject({
      schoolId: school.exam.schoolId,
      after: { format: "json" },
    });
    await app.api().post(`/api/students/${bruno.id}/erase`).set(school.admin.auth).expect(204);
    expect(await school.eventOf("student_erased", bruno.id, school.admin)).toMatchObject({
      schoolId: school.exam.schoolId,
      before: { className: school.schoolClass.name, attempts: 1 },
      after: { anonymisedAttempts: 1 },
    });
    const trail = JSON.stringify(await events(school.admin, `?schoolId=${school.exam.schoolId}&pageSize=200`));
    for (const student of school.students) {
      expect(trail).not.toContain(student.name);
      expect(trail).not.toContain(student.accessCode);
    }
  });
});

describe("reading the audit log", () => {
  it("a coordinator of school B sees none of school A's events; A's managers see theirs; the network's, administrators only", async () => {
    const school = await auditedSchool();
    await school.annul("Maior", school.teacher);
    const user = await buildUser(app.db);
    await app.api().delete(`/api/users/${user.user.id}`).set(school.admin.auth).expect(204);
    const schoolB = await buildSchool(app.db);
    const coordinatorB = await signedIn(app, "coordenador", { schoolIds: [schoolB.id] });

    const seenByB = await app.api().get("/api/audit-events?pageSize=200").set(coordinatorB.auth);
    expect(seenByB.status).toBe(200);
    expect(seenByB.body.filter((event: AuditEvent) => event.schoolId !== schoolB.id)).toEqual([]);
    const askedForA = await app.api().get(`/api/audit-events?schoolId=${school.exam.schoolId}`).set(coordinatorB.auth);
    expect(askedForA.body).toEqual([]);
    expect(askedForA.headers["x-total-count"]).toBe("0");

    const seenByA = await events(school.coordinator, "?pageSize=200");
    expect(seenByA.map((event) => event.action)).toContain("question_annulled");
    expect(seenByA.every((event) => event.schoolId === school.exam.schoolId)).toBe(true);
    expect(seenByA.find((event) => event.action === "question_annulled")?.schoolName).toMatch(/^Escola /);
    const principal = await signedIn(app, "diretor", { schoolIds: [school.exam.schoolId, schoolB.id] });
    expect((await events(principal, "?pageSize=200")).map((event) => event.action)).toContain("question_annulled");
    expect((await events(school.admin, "?action=user_deleted&pageSize=200")).map((event) => event.entityId)).toContain(
      user.user.id,
    );
  });

  it("refuses professors and anonymous callers", async () => {
    const school = await auditedSchool();
    expect((await app.api().get("/api/audit-events").set(school.teacher.auth)).status).toBe(403);
    expect((await app.api().get("/api/audit-events")).status).toBe(401);
  });

  it("filters by action, actor and period, newest first, in pages with the total in X-Total-Count", async () => {
    const school = await auditedSchool();
    for (const text of ["1 + 1", "Capital", "Maior"]) {
      await school.annul(text, school.coordinator);
    }
    const ofCoordinator = `?action=question_annulled&actorId=${school.coordinator.user.id}`;
    const all = await events(school.admin, ofCoordinator);
    expect(all.map((event) => event.summary)).toEqual([
      `Anulada a questão 3 da prova "${school.exam.title}".`,
      `Anulada a questão 2 da prova "${school.exam.title}".`,
      `Anulada a questão 1 da prova "${school.exam.title}".`,
    ]);
    const page = await app.api().get(`/api/audit-events${ofCoordinator}&page=2&pageSize=1`).set(school.admin.auth);
    expect(page.headers).toMatchObject({ "x-total-count": "3", "x-page": "2", "x-page-size": "1" });
    expect(page.body.map((event: AuditEvent) => event.id)).toEqual([all[1].id]);

    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });
    expect(await events(school.admin, `${ofCoordinator}&from=${day(0)}&to=${day(0)}`)).toHaveLength(3);
    expect(await events(school.admin, `${ofCoordinator}&from=${day(1)}`)).toHaveLength(0);
    expect(await events(school.admin, `${ofCoordinator}&to=${day(-1)}`)).toHaveLength(0);

    const badDay = await app.api().get("/api/audit-events?from=31/02/2026").set(school.admin.auth);
    expect(badDay.status).toBe(400);
    expect(badDay.body.errors).toEqual({ from: "Data inválida. Use dd/mm/aaaa." });
    const backwards = await app
      .api()
      .get(`/api/audit-events?from=${day(0)}&to=${day(-1)}`)
      .set(school.admin.auth);
    expect(backwards.body.errors).toEqual({ to: "A data final deve ser igual ou posterior à inicial." });
    expect((await app.api().get("/api/audit-events?action=apagou").set(school.admin.auth)).body.errors).toEqual({
      action: "Ação inválida",
    });
  });

  it("has no route that writes, changes or removes an event", async () => {
    const school = await auditedSchool();
    await school.annul("Maior", school.admin);
    const [event] = await events(school.admin, "?pageSize=1");
    expect((await app.api().post("/api/audit-events").set(school.admin.auth).send({ summary: "forjado" })).status).toBe(404);
    expect(
      (await app.api().put(`/api/audit-events/${event.id}`).set(school.admin.auth).send({ summary: "forjado" })).status,
    ).toBe(404);
    expect((await app.api().delete(`/api/audit-events/${event.id}`).set(school.admin.auth)).status).toBe(404);
  });
});

describe("the audit_events table", () => {
  /** What the database answers to a statement: its refusal (drizzle wraps the driver's error), or "aceito". */
  const answerTo = (statement: SQL) =>
    app.db.execute(statement).then(
      () => "aceito",
      (error: Error & { cause?: Error }) => (error.cause ?? error).message,
    );

  it("refuses UPDATE, DELETE and TRUNCATE, so nothing (the app included) rewrites the trail", async () => {
    const school = await auditedSchool();
    await school.annul("Maior", school.admin);
    const before = await events(school.admin, "?pageSize=200");
    expect(await answerTo(sql`update audit_events set summary = 'forjado'`)).toBe("audit_events is append-only");
    expect(await answerTo(sql`delete from audit_events`)).toBe("audit_events is append-only");
    expect(await answerTo(sql`truncate audit_events`)).toBe("audit_events is append-only");
    expect(await events(school.admin, "?pageSize=200")).toEqual(before);
  });
});
