import { describe, expect, it } from "vitest";
import { attemptHeader, entered } from "../support/applications";
import { buildBankItem, buildClass, buildExam, signedIn, unique } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

describe("bank questions placed in exams", () => {
  it("follow the picker's rule (order = existing count + position, points = the item's) and show in the exam in order", async () => {
    const teacher = await signedIn(app);
    const exam = await buildExam(app.db, teacher.user);
    const items = [
      await buildBankItem(app.db, teacher.user, { points: 2.5 }),
      await buildBankItem(app.db, teacher.user),
      await buildBankItem(app.db, teacher.user, { questionType: "essay", options: [] }),
    ];
    const existing = exam.questions.length;
    for (const [position, item] of items.entries()) {
      const response = await app
        .api()
        .post(`/api/exams/${exam.id}/exam-questions`)
        .set(teacher.auth)
        .send({ questionId: item.id, questionOrder: existing + position + 1 });
      expect(response.status).toBe(201);
    }

    const links = await app.api().get(`/api/exams/${exam.id}/exam-questions`).set(teacher.auth);
    expect(links.body.map((link: { questionOrder: number; points: number }) => [link.questionOrder, link.points])).toEqual([
      [2, 2.5],
      [3, 1],
      [4, 1],
    ]);
    expect(links.body[0].question.options).toHaveLength(2);

    const read = await app.api().get(`/api/exams/${exam.id}`).set(teacher.auth);
    expect(read.body.questionCount).toBe(4);
    expect(read.body.questions.map((question: { id: string; source: string }) => [question.id, question.source])).toEqual([
      [exam.questions[0].id, "exam"],
      [items[0].id, "bank"],
      [items[1].id, "bank"],
      [items[2].id, "bank"],
    ]);
    expect(read.body.questions[1].options.find((option: { isCorrect: boolean }) => option.isCorrect).optionLetter).toBe("B");
  });

  it("are hidden from the picker, refused twice, reordered and removed", async () => {
    const teacher = await signedIn(app);
    const tag = unique();
    const exam = await buildExam(app.db, teacher.user);
    const placed = await buildBankItem(app.db, teacher.user, { tags: [tag] });
    const free = await buildBankItem(app.db, teacher.user, { tags: [tag] });
    await app
      .api()
      .post(`/api/exams/${exam.id}/exam-questions`)
      .set(teacher.auth)
      .send({ questionId: placed.id, questionOrder: 2, points: 3 });

    const picker = await app.api().get(`/api/question-bank?tag=${tag}&excludeExamId=${exam.id}`).set(teacher.auth);
    expect(picker.body.map((item: { id: string }) => item.id)).toEqual([free.id]);
    const twice = await app.api().post(`/api/exams/${exam.id}/exam-questions`).set(teacher.auth).send({ questionId: placed.id });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe("Esta questão já está na prova.");

    const moved = await app
      .api()
      .put(`/api/exams/${exam.id}/exam-questions/${placed.id}/order`)
      .set(teacher.auth)
      .send({ questionOrder: 1 });
    expect(moved.body).toMatchObject({ questionOrder: 1, points: 3 });

    const inUse = await app.api().delete(`/api/question-bank/${placed.id}`).set(teacher.auth);
    expect(inUse.status).toBe(400);
    expect(inUse.body.message).toBe("Não é possível excluir: a questão está em 1 prova. Remova-a das provas primeiro.");

    expect((await app.api().delete(`/api/exams/${exam.id}/exam-questions/${placed.id}`).set(teacher.auth)).status).toBe(204);
    expect((await app.api().delete(`/api/exams/${exam.id}/exam-questions/${placed.id}`).set(teacher.auth)).status).toBe(404);
    expect((await app.api().get(`/api/exams/${exam.id}`).set(teacher.auth)).body.questionCount).toBe(1);
  });

  it("only in exams the caller may change", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user);
    const item = await buildBankItem(app.db, owner.user);
    const stranger = await signedIn(app);
    const response = await app
      .api()
      .post(`/api/exams/${exam.id}/exam-questions`)
      .set(stranger.auth)
      .send({ questionId: item.id });
    expect(response.status).toBe(404);
    const unknownItem = await app
      .api()
      .post(`/api/exams/${exam.id}/exam-questions`)
      .set(owner.auth)
      .send({ questionId: "00000000-0000-4000-8000-000000000000" });
    expect(unknownItem.body.errors).toEqual({ questionId: "Questão do banco não encontrada." });
  });

  it("go along when the exam is duplicated or delivered (without the answers)", async () => {
    const teacher = await signedIn(app);
    const exam = await buildExam(app.db, teacher.user);
    const item = await buildBankItem(app.db, teacher.user);
    await app
      .api()
      .post(`/api/exams/${exam.id}/exam-questions`)
      .set(teacher.auth)
      .send({ questionId: item.id, questionOrder: 2 });

    const copy = await app.api().post(`/api/exams/${exam.id}/duplicate`).set(teacher.auth).send({ title: "Cópia" });
    expect(copy.body.questionCount).toBe(2);
    expect(copy.body.questions[1]).toMatchObject({ id: item.id, source: "bank" });

    await app.api().post(`/api/exams/${exam.id}/publish`).set(teacher.auth);
    const schoolClass = await buildClass(app.db, { schoolId: exam.schoolId, gradeLevelId: exam.gradeLevelId });
    await app
      .api()
      .post(`/api/exams/${exam.id}/applications`)
      .set(teacher.auth)
      .send({ classIds: [schoolClass.id], allowAnonymous: true });
    const entry = await entered(app, exam.examCode, { name: "Ana Souza" });
    const delivered = await app.api().get(`/api/exams/${exam.examCode}/online`).set(attemptHeader(entry.token));
    expect(delivered.body.questions).toHaveLength(2);
    expect(delivered.body.questions[1].id).toBe(item.id);
    expect(JSON.stringify(delivered.body)).not.toContain("isCorrect");
  });
});
