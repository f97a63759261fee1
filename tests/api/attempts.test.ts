import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { examApplications, examAttempts, exams } from "../../server/db/schema";
import { advanceApplications, ANSWER_GRACE_MS } from "../../server/services/applications/clock";
import { attemptToken } from "../../server/services/attempts/tokens";
import type { AttemptEntry } from "../../shared/types/online";
import { applyExam, attemptHeader, buildApplicableExam, enter, entered } from "../support/applications";
import { buildClass, signedIn } from "../support/factories";
import { TEST_SESSION_SECRET, useTestApp } from "../support/testApp";

const app = useTestApp();

type Question = AttemptEntry["exam"]["questions"][number];
/** The option showing `text` ("Alternativa B" is the correct one of the first question, and so on). */
const optionWithText = (question: Question, text: string) =>
  question.options.find((option) => option.optionText.includes(text))!.id;
const questionWith = (entry: AttemptEntry, text: string) =>
  entry.exam.questions.find((question) => question.questionText.includes(text))!;

const save = (token: string, answers: object[]) =>
  app.api().put("/api/attempt/answers").set(attemptHeader(token)).send({ answers });
const view = (token: string) => app.api().get("/api/attempt").set(attemptHeader(token));
const submit = (token: string, answers: object[] = []) =>
  app.api().post("/api/attempt/submit").set(attemptHeader(token)).send({ answers });

async function setDeadline(attemptId: string, deadlineAt: Date) {
  await app.db.update(examAttempts).set({ deadlineAt }).where(eq(examAttempts.id, attemptId));
}

describe("taking an exam online", () => {
  it("refuses two answers to one question in one save or hand-in, keeping what was saved", async () => {
    const setup = await buildApplicableExam(app);
    await applyExam(app, setup);
    const entry = await entered(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
    const sum = questionWith(entry, "1 + 1");
    const twice = [
      { questionId: sum.id, selectedOptionId: optionWithText(sum, "Alternativa B"), revision: 1 },
      { questionId: sum.id, selectedOptionId: optionWithText(sum, "Alternativa C"), revision: 2 },
    ];
    for (const response of [await save(entry.token, twice), await submit(entry.token, twice)]) {
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ answers: "Cada questão pode ter apenas uma resposta por envio." });
    }
    const current = (await view(entry.token)).body;
    expect(current.attempt).toMatchObject({ status: "in_progress", answers: [] });
  });

  it("enter, answer, resume with every answer and the same clock, hand in: scored, twice harmless", async () => {
    const setup = await buildApplicableExam(app);
    await applyExam(app, setup, { showScore: true, endsAt: new Date(Date.now() + 2 * 3_600_000).toISOString() });
    const first = await entered(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode.toLowerCase() });
    expect(first.attempt).toMatchObject({ status: "in_progress", studentName: "Ana Souza", className: setup.schoolClass.name });
    expect(first.exam.questions.map((question) => question.questionOrder)).toEqual([1, 2, 3, 4, 5]);
    expect(new Date(first.attempt.deadlineAt).getTime() - new Date(first.attempt.startedAt).getTime()).toBe(30 * 60_000);

    const sum = questionWith(first, "1 + 1");
    const capital = questionWith(first, "Capital");
    const essay = questionWith(first, "fotossíntese");
    const bank = questionWith(first, "2 + 2");
    const saved = await save(first.token, [
      { questionId: sum.id, selectedOptionId: optionWithText(sum, "Alternativa B"), revision: 10 },
      { questionId: capital.id, selectedOptionId: optionWithText(capital, "Alternativa C"), revision: 11 },
      { questionId: essay.id, textAnswer: "As plantas fazem alimento com luz.", revision: 12 },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.saved).toEqual([
      { questionId: sum.id, revision: 10 },
      { questionId: capital.id, revision: 11 },
      { questionId: essay.id, revision: 12 },
    ]);

    // Another device, same access code: the same attempt, answers and deadline.
    const again = await entered(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
    expect(again.attempt.id).toBe(first.attempt.id);
    expect(again.token).toBe(first.token);
    expect(again.attempt.deadlineAt).toBe(first.attempt.deadlineAt);
    expect(again.attempt.answers).toHaveLength(3);
    expect(again.attempt.answers.find((answer) => answer.questionId === essay.id)?.textAnswer).toBe(
      "As plantas fazem alimento com luz.",
    );

    const handedIn = await submit(first.token, [
      { questionId: bank.id, selectedOptionId: optionWithText(bank, "4"), revision: 13 },
    ]);
    expect(handedIn.status).toBe(200);
    expect(handedIn.body.attempt).toMatchObject({ status: "submitted", finishReason: "student" });
    // 2 (1 + 1) + 0 (capital, wrong) + 1 (bank) of 2 + 2 + 2 + 1 + 1; the essay waits for the teacher.
    // 3 of 8 points is 3,75 out of 10: 3,8 to a tenth, the exam's default.
    expect(handedIn.body.attempt.result).toEqual({ score: 3, maxScore: 8, grade: 3.8, maxGrade: 10, pendingEssays: 1 });

    const twice = await submit(first.token);
    expect(twice.status).toBe(200);
    expect(twice.body.attempt.submittedAt).toBe(handedIn.body.attempt.submittedAt);
    const afterwards = await save(first.token, [{ questionId: sum.id, selectedOptionId: null, revision: 99 }]);
    expect(afterwards.status).toBe(409);
    expect(afterwards.body.message).toBe("Esta prova já foi entregue. As respostas não podem mais ser alteradas.");
  });

  it("never sends which option is correct, in any reply a student receives", async () => {
    const setup = await buildApplicableExam(app);
    await applyExam(app, setup, { showScore: true, shuffleOptions: true });
    const entry = await app.api().get(`/api/online/${setup.exam.examCode}`);
    const first = await enter(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
    const token = first.body.token as string;
    const question = first.body.exam.questions[0] as Question;
    const replies = [
      entry,
      first,
      await view(token),
      await save(token, [{ questionId: question.id, selectedOptionId: question.options[0]?.id ?? null, revision: 1 }]),
      await submit(token),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(JSON.stringify(reply.body)).not.toMatch(/isCorrect|correct/i);
    }
  });

  it("the clock: start plus the duration, never past the window's end", async () => {
    const setup = await buildApplicableExam(app);
    const endsAt = new Date(Date.now() + 10 * 60_000);
    await applyExam(app, setup, { durationMinutes: 30, endsAt: endsAt.toISOString() });
    const entry = await entered(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
    expect(new Date(entry.attempt.deadlineAt).getTime()).toBe(Math.floor(endsAt.getTime()));
    expect(Math.abs(new Date(entry.attempt.serverNow).getTime() - Date.now())).toBeLessThan(5_000);
  });

  it("accepts a late answer within the grace period; after it refuses with a message and hands the attempt in", async () => {
    const setup = await buildApplicableExam(app);
    await applyExam(app, setup, { showScore: true });
    const entry = await entered(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
    const sum = questionWith(entry, "1 + 1");

    await setDeadline(entry.attempt.id, new Date(Date.now() - ANSWER_GRACE_MS / 2));
    const inGrace = await save(entry.token, [
      { questionId: sum.id, selectedOptionId: optionWithText(sum, "Alternativa B"), revision: 1 },
    ]);
    expect(inGrace.status).toBe(200);

    await setDeadline(entry.attempt.id, new Date(Date.now() - ANSWER_GRACE_MS - 5_000));
    const late = await save(entry.token, [
      { questionId: sum.id, selectedOptionId: optionWithText(sum, "Alternativa A"), revision: 2 },
    ]);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      "O tempo desta prova terminou e esta resposta chegou depois do prazo, por isso não foi salva.",
    );
    const after = (await view(entry.token)).body;
    expect(after.attempt).toMatchObject({ status: "submitted", finishReason: "deadline" });
    expect(after.attempt.answers[0]).toMatchObject({ selectedOptionId: optionWithText(sum, "Alternativa B"), revision: 1 });
    expect(after.attempt.result.score).toBe(2);
  });

  it("an older write never replaces a newer one (an offline device catching up late)", async () => {
    const setup = await buildApplicableExam(app);
    await applyExam(app, setup);
    const entry = await entered(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
    const question = questionWith(entry, "Capital");
    await save(entry.token, [
      { questionId: question.id, selectedOptionId: optionWithText(question, "Alternativa A"), revision: 200 },
    ]).expect(200);
    const stale = await save(entry.token, [
      { questionId: question.id, selectedOptionId: optionWithText(question, "Alternativa C"), revision: 100 },
    ]);
    expect(stale.status).toBe(200);
    const answers = (await view(entry.token)).body.attempt.answers;
    expect(answers).toEqual([
      {
        questionId: question.id,
        selectedOptionId: optionWithText(question, "Alternativa A"),
        textAnswer: null,
        response: null,
        revision: 200,
      },
    ]);
  });

  it("refuses another student's attempt, forged keys, and answers that are not of this exam", async () => {
    const setup = await buildApplicableExam(app);
    await applyExam(app, setup);
    const ana = await entered(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
    const bruno = await entered(app, setup.exam.examCode, { accessCode: setup.students[1].accessCode });
    expect(bruno.attempt.id).not.toBe(ana.attempt.id);

    // Bruno's key with Ana's attempt id, or a key signed with another secret: refused.
    const [, brunoSignature] = bruno.token.split(".");
    for (const token of [
      `${ana.attempt.id}.${brunoSignature}`,
      attemptToken(ana.attempt.id, "outro-segredo"),
      "qualquer-coisa",
      "",
    ]) {
      const response = await view(token);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe("Acesso à prova inválido. Entre novamente com o código da prova.");
      expect((await save(token, [])).status).toBe(401);
    }
    expect(attemptToken(ana.attempt.id, TEST_SESSION_SECRET)).toBe(ana.token);

    const question = questionWith(ana, "1 + 1");
    const other = questionWith(ana, "Capital");
    const wrongOption = await save(ana.token, [{ questionId: question.id, selectedOptionId: other.options[0].id, revision: 1 }]);
    expect(wrongOption.status).toBe(400);
    expect(wrongOption.body.message).toBe("Resposta inválida: a questão ou a alternativa não pertence a esta prova.");
    const foreign = await save(ana.token, [{ questionId: setup.bankItem.options?.[0]?.id ?? crypto.randomUUID(), revision: 1 }]);
    expect(foreign.status).toBe(400);
    // A text for a question with options, and a good answer sent with a foreign one: nothing is written.
    const textForChoice = await save(ana.token, [{ questionId: question.id, textAnswer: "2", revision: 1 }]);
    expect(textForChoice.status).toBe(400);
    const mixed = await save(ana.token, [
      { questionId: question.id, selectedOptionId: question.options[0].id, revision: 1 },
      { questionId: other.id, selectedOptionId: question.options[0].id, revision: 1 },
    ]);
    expect(mixed.status).toBe(400);
    expect((await view(ana.token)).body.attempt.answers).toEqual([]);

    // A student of another class of the same school cannot enter.
    const otherClass = await buildClass(app.db, { schoolId: setup.exam.schoolId });
    const coordinator = await signedIn(app, "coordenador", { schoolIds: [setup.exam.schoolId] });
    const outsider = await app.api().post(`/api/classes/${otherClass.id}/students`).set(coordinator.auth).send({ name: "Davi" });
    expect(outsider.status).toBe(201);
    const refused = await enter(app, setup.exam.examCode, { accessCode: outsider.body.accessCode });
    const unknown = await enter(app, setup.exam.examCode, { accessCode: "ZZZZZZ" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ accessCode: "Código de acesso não encontrado. Confira o código com seu professor." });
    // Nothing tells the outsider's code exists (see tests/api/onlineGuessing.test.ts).
    expect(refused.status).toBe(400);
    expect(refused.text).toBe(unknown.text);
  });

  it("a name is accepted only where the application allows entry without a roster", async () => {
    const setup = await buildApplicableExam(app);
    const strict = await applyExam(app, setup);
    const refused = await enter(app, setup.exam.examCode, { name: "Visitante" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Esta prova exige o código de acesso pessoal. Peça o seu ao professor.");
    const nothing = await enter(app, setup.exam.examCode, {});
    expect(nothing.body.errors).toEqual({ accessCode: "Informe seu código de acesso" });

    await app.api().post(`/api/applications/${strict.id}/close`).set(setup.teacher.auth);
    await applyExam(app, setup, { allowAnonymous: true });
    const guest = await entered(app, setup.exam.examCode, { name: "Visitante" });
    expect(guest.attempt).toMatchObject({ studentName: "Visitante", className: null });
  });

  it("shuffles question and option order per student and re-letters the options", async () => {
    const setup = await buildApplicableExam(app);
    await applyExam(app, setup, { shuffleQuestions: true, shuffleOptions: true, allowAnonymous: true });
    const orders = new Set<string>();
    for (let index = 0; index < 8; index++) {
      const entry = await entered(app, setup.exam.examCode, { name: `Aluno ${index}` });
      for (const question of entry.exam.questions) {
        expect(question.options.map((option) => option.optionLetter)).toEqual(["A", "B", "C"].slice(0, question.options.length));
      }
      orders.add(entry.exam.questions.map((question) => question.id + question.options.map((option) => option.id).join()).join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it("when the window closes, open attempts are handed in with what they saved and the exam is completed", async () => {
    const setup = await buildApplicableExam(app);
    const application = await applyExam(app, setup, { showScore: true });
    const entry = await entered(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
    const sum = questionWith(entry, "1 + 1");
    await save(entry.token, [{ questionId: sum.id, selectedOptionId: optionWithText(sum, "Alternativa B"), revision: 1 }]).expect(
      200,
    );

    const past = new Date(Date.now() - ANSWER_GRACE_MS - 60_000);
    await app.db
      .update(examApplications)
      .set({ startsAt: new Date(past.getTime() - 60_000), endsAt: past })
      .where(eq(examApplications.id, application.id));
    await setDeadline(entry.attempt.id, past);
    await advanceApplications(app.db);

    const [attempt] = await app.db.select().from(examAttempts).where(eq(examAttempts.id, entry.attempt.id));
    expect(attempt).toMatchObject({ status: "submitted", finishReason: "closed", score: 2, maxScore: 8 });
    expect(attempt.submittedAt?.getTime()).toBe(past.getTime());
    const [exam] = await app.db.select().from(exams).where(eq(exams.id, setup.exam.id));
    expect(exam.status).toBe("completed");
    expect((await enter(app, setup.exam.examCode, { accessCode: setup.students[1].accessCode })).status).toBe(409);
  });
});
