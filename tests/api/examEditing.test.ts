import { describe, expect, it } from "vitest";
import { EXAM_APPLIED_ADD_REMOVE, EXAM_APPLIED_STRUCTURE } from "../../shared/examApplication";
import { applyExam, buildApplicableExam, entered } from "../support/applications";
import { buildBankItem, buildExam, buildSchool, signedIn } from "../support/factories";
import { studentAnswers } from "../support/results";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

type Question = { id: string; source: "exam" | "bank"; questionOrder: number; questionText: string };

async function questionsOf(examId: string, auth: Record<string, string>): Promise<Question[]> {
  return (await app.api().get(`/api/exams/${examId}`).set(auth).expect(200)).body.questions;
}

const orderOf = (questions: Question[]) => questions.map((question) => ({ source: question.source, id: question.id }));

/** An exam of three own essays with two bank items placed after them, by a signed-in professor. */
async function mixedExam() {
  const teacher = await signedIn(app);
  const exam = await buildExam(app.db, teacher.user, {
    questions: ["Um", "Dois", "Três"].map((text) => ({ questionType: "essay", questionText: `<p>${text}</p>` })),
  });
  for (const [index, text] of ["Banco 1", "Banco 2"].entries()) {
    const item = await buildBankItem(app.db, teacher.user, { questionText: `<p>${text}</p>` });
    await app
      .api()
      .post(`/api/exams/${exam.id}/exam-questions`)
      .set(teacher.auth)
      .send({ questionId: item.id, questionOrder: 4 + index })
      .expect(201);
  }
  return { teacher, exam, questions: await questionsOf(exam.id, teacher.auth) };
}

describe("PUT /api/exams/{id}/question-order", () => {
  it("sets the order of own and bank questions together, numbered 1..n", async () => {
    const { teacher, exam, questions } = await mixedExam();
    const [one, two, three, bank1, bank2] = questions;
    const wanted = [bank2, one, three, bank1, two];
    const response = await app
      .api()
      .put(`/api/exams/${exam.id}/question-order`)
      .set(teacher.auth)
      .send({ items: orderOf(wanted) });
    expect(response.status).toBe(200);
    expect(response.body.questions.map((question: Question) => question.id)).toEqual(wanted.map((question) => question.id));

    const read = await questionsOf(exam.id, teacher.auth);
    expect(read.map((question) => [question.id, question.questionOrder])).toEqual(
      wanted.map((question, index) => [question.id, index + 1]),
    );
    const links = await app.api().get(`/api/exams/${exam.id}/exam-questions`).set(teacher.auth);
    expect(
      links.body.map((link: { questionId: string; questionOrder: number }) => [link.questionId, link.questionOrder]),
    ).toEqual([
      [bank2.id, 1],
      [bank1.id, 4],
    ]);
  });

  it("refuses a list that is not exactly the exam's questions (400), keeping the order", async () => {
    const { teacher, exam, questions } = await mixedExam();
    const other = await buildExam(app.db, teacher.user);
    const wrongLists = [
      orderOf(questions.slice(1)), // one missing
      [...orderOf(questions), { source: "exam", id: other.questions[0].id }], // one of another exam
      [...orderOf(questions.slice(1)), orderOf(questions)[1]], // one twice, one missing
      orderOf(questions).map((item) => ({ ...item, source: item.source === "exam" ? "bank" : "exam" })), // wrong sources
    ];
    for (const items of wrongLists) {
      const response = await app.api().put(`/api/exams/${exam.id}/question-order`).set(teacher.auth).send({ items });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(
        "A lista não corresponde às questões atuais da prova. Recarregue a página e tente novamente.",
      );
    }
    const empty = await app.api().put(`/api/exams/${exam.id}/question-order`).set(teacher.auth).send({ items: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ items: "Informe a ordem das questões." });
    const badSource = await app
      .api()
      .put(`/api/exams/${exam.id}/question-order`)
      .set(teacher.auth)
      .send({ items: [{ source: "outra", id: questions[0].id }] });
    expect(badSource.body.errors).toEqual({ "items.0.source": "Origem da questão inválida" });
    expect((await questionsOf(exam.id, teacher.auth)).map((question) => question.id)).toEqual(questions.map((q) => q.id));
  });

  it("hides the exam from another professor of its school and another school's coordinator (404), needs a session (401)", async () => {
    const { exam, questions } = await mixedExam();
    const other = await signedIn(app, "professor", { schoolIds: [exam.schoolId] });
    const items = orderOf([...questions].reverse());
    expect((await app.api().put(`/api/exams/${exam.id}/question-order`).set(other.auth).send({ items })).status).toBe(404);
    expect((await app.api().put(`/api/exams/${exam.id}/question-order`).send({ items })).status).toBe(401);
    const outsider = await signedIn(app, "coordenador", { schoolIds: [(await buildSchool(app.db)).id] });
    expect((await app.api().put(`/api/exams/${exam.id}/question-order`).set(outsider.auth).send({ items })).status).toBe(404);
    const coordinator = await signedIn(app, "coordenador", { schoolIds: [exam.schoolId] });
    expect((await app.api().put(`/api/exams/${exam.id}/question-order`).set(coordinator.auth).send({ items })).status).toBe(200);
  });
});

describe("POST /api/exams/{id}/questions", () => {
  it("puts a new question after the last one, bank questions included", async () => {
    const { teacher, exam, questions } = await mixedExam();
    const added = await app
      .api()
      .post(`/api/exams/${exam.id}/questions`)
      .set(teacher.auth)
      .send({ questionType: "essay", questionText: "<p>Nova</p>" });
    expect(added.status).toBe(201);
    expect(added.body.questionOrder).toBe(6);
    const read = await questionsOf(exam.id, teacher.auth);
    expect(read.map((question) => question.id)).toEqual([...questions.map((question) => question.id), added.body.id]);
  });
});

describe("an exam once applied", () => {
  async function appliedExam() {
    const setup = await buildApplicableExam(app);
    const application = await applyExam(app, setup);
    const questions = await questionsOf(setup.exam.id, setup.teacher.auth);
    return { ...setup, application, questions };
  }

  it("refuses adding and removing questions, own or from the bank, with 409 and the reason", async () => {
    const setup = await appliedExam();
    const { teacher, exam, questions } = setup;
    const own = questions.find((question) => question.source === "exam")!;
    const bank = questions.find((question) => question.source === "bank")!;
    const another = await buildBankItem(app.db, teacher.user);
    const refusals = [
      app.api().post(`/api/exams/${exam.id}/questions`).set(teacher.auth).send({ questionText: "<p>Nova</p>" }),
      app
        .api()
        .post(`/api/exams/${exam.id}/questions/batch`)
        .set(teacher.auth)
        .send({ questions: [{ questionText: "<p>Nova</p>" }] }),
      app.api().delete(`/api/questions/${own.id}`).set(teacher.auth),
      app.api().post(`/api/exams/${exam.id}/exam-questions`).set(teacher.auth).send({ questionId: another.id, questionOrder: 9 }),
      app.api().delete(`/api/exams/${exam.id}/exam-questions/${bank.id}`).set(teacher.auth),
    ];
    for (const refusal of refusals) {
      const response = await refusal;
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: "exam_applied", message: EXAM_APPLIED_ADD_REMOVE });
    }
    expect(EXAM_APPLIED_ADD_REMOVE).toBe(
      "Esta prova já foi aplicada. Para adicionar ou remover questões, duplique a prova e edite a cópia.",
    );
    expect((await questionsOf(exam.id, teacher.auth)).map((question) => question.id)).toEqual(questions.map((q) => q.id));
  });

  it("counts as applied once the application opened, not while it is only scheduled for later", async () => {
    const setup = await buildApplicableExam(app);
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    await applyExam(app, setup, { startsAt: inMinutes(60), endsAt: inMinutes(120) });
    const added = await app
      .api()
      .post(`/api/exams/${setup.exam.id}/questions`)
      .set(setup.teacher.auth)
      .send({ questionText: "<p>Ainda dá tempo</p>" });
    expect(added.status).toBe(201);
  });

  it("refuses a new type, other option letters or one more option (409), and allows text edits", async () => {
    const { teacher, questions } = await appliedExam();
    const choice = questions.find((question) => question.questionText.includes("1 + 1"))!;
    const essay = questions.find((question) => question.questionText.includes("fotossíntese"))!;
    const letters = (list: string[]) =>
      list.map((letter) => ({ optionLetter: letter, optionText: `Texto ${letter}`, isCorrect: letter === "B" }));
    const changes = [
      app.api().put(`/api/questions/${choice.id}`).set(teacher.auth).send({ questionType: "essay" }),
      app
        .api()
        .put(`/api/questions/${essay.id}`)
        .set(teacher.auth)
        .send({ questionType: "multiple_choice", options: letters(["A", "B"]) }),
      app
        .api()
        .put(`/api/questions/${choice.id}`)
        .set(teacher.auth)
        .send({ options: letters(["A", "B"]) }),
      app
        .api()
        .put(`/api/questions/${choice.id}`)
        .set(teacher.auth)
        .send({ options: letters(["A", "B", "C", "D"]) }),
      app
        .api()
        .post("/api/options")
        .set(teacher.auth)
        .send({ questionId: choice.id, optionLetter: "D", optionText: "<p>Outra</p>" }),
    ];
    for (const change of changes) {
      const response = await change;
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: "exam_applied", message: EXAM_APPLIED_STRUCTURE });
    }

    const text = await app
      .api()
      .put(`/api/questions/${choice.id}`)
      .set(teacher.auth)
      .send({ questionText: "<p>Quanto é 1 + 1, afinal?</p>", options: letters(["A", "B", "C"]), descriptor: "D07" });
    expect(text.status).toBe(200);
    expect(text.body).toMatchObject({ questionText: "<p>Quanto é 1 + 1, afinal?</p>", descriptor: "D07" });
    expect(text.body.options.map((option: { optionText: string }) => option.optionText)).toEqual([
      "Texto A",
      "Texto B",
      "Texto C",
    ]);
    const essayText = await app
      .api()
      .put(`/api/questions/${essay.id}`)
      .set(teacher.auth)
      .send({ questionText: "<p>Explique melhor.</p>" });
    expect(essayText.status).toBe(200);
  });

  it("re-scores handed-in attempts when the key changes", async () => {
    const setup = await appliedExam();
    const choice = setup.questions.find((question) => question.questionText.includes("1 + 1"))!;
    // The key is B: Ana answers A and scores nothing on it until the key becomes A.
    await studentAnswers(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode }, [
      { question: "1 + 1", option: "Alternativa A" },
    ]);
    const options = (["A", "B", "C"] as const).map((letter) => ({
      optionLetter: letter,
      optionText: `Alternativa ${letter}`,
      isCorrect: letter === "A",
    }));
    const response = await app.api().put(`/api/questions/${choice.id}`).set(setup.teacher.auth).send({ options });
    expect(response.status).toBe(200);
    expect(response.body.rescoredAttempts).toBe(1);
  });

  it("may still be reordered: an attempt in progress keeps the order it started with", async () => {
    const setup = await appliedExam();
    const entry = await entered(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
    const before = entry.exam.questions.map((question) => question.id);
    const reversed = [...setup.questions].reverse();
    const response = await app
      .api()
      .put(`/api/exams/${setup.exam.id}/question-order`)
      .set(setup.teacher.auth)
      .send({ items: orderOf(reversed) });
    expect(response.status).toBe(200);
    const resumed = await entered(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
    expect(resumed.exam.questions.map((question) => question.id)).toEqual(before);
    const fresh = await entered(app, setup.exam.examCode, { accessCode: setup.students[1].accessCode });
    expect(fresh.exam.questions.map((question) => question.id)).toEqual(reversed.map((question) => question.id));
  });
});
