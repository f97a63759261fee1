import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exams } from "../../server/db/schema";
import { buildBankItem, buildExam, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

const essay = (order: number) => ({
  questionType: "essay",
  questionText: `<p>Questão ${order}</p>`,
  questionOrder: order,
  points: 1,
  descriptor: "",
  options: [],
});

/** The exam's kept count beside a fresh count of both tables. */
async function counts(examId: string) {
  const [row] = await app.db
    .select({
      kept: exams.questionCount,
      fresh: sql<number>`(select count(*) from exam_questions q where q.exam_id = "exams"."id")
        + (select count(*) from exam_question_links l where l.exam_id = "exams"."id")`.mapWith(Number),
    })
    .from(exams)
    .where(eq(exams.id, examId));
  return row;
}

describe("an exam's question count, kept by the database", () => {
  it("follows questions added, removed, linked from the bank and unlinked, one at a time or together", async () => {
    const teacher = await signedIn(app);
    const exam = await buildExam(app.db, teacher.user);
    expect(await counts(exam.id)).toEqual({ kept: 1, fresh: 1 });

    const added = await app.api().post(`/api/exams/${exam.id}/questions`).set(teacher.auth).send(essay(2));
    expect(added.status).toBe(201);
    const batch = await app
      .api()
      .post(`/api/exams/${exam.id}/questions/batch`)
      .set(teacher.auth)
      .send({ questions: [essay(3), essay(4), essay(5)] });
    expect(batch.status).toBe(201);
    const item = await buildBankItem(app.db, teacher.user);
    await app
      .api()
      .post(`/api/exams/${exam.id}/exam-questions`)
      .set(teacher.auth)
      .send({ questionId: item.id, questionOrder: 6 });
    expect(await counts(exam.id)).toEqual({ kept: 6, fresh: 6 });

    await app.api().delete(`/api/questions/${added.body.id}`).set(teacher.auth).expect(204);
    await app.api().delete(`/api/exams/${exam.id}/exam-questions/${item.id}`).set(teacher.auth).expect(204);
    expect(await counts(exam.id)).toEqual({ kept: 4, fresh: 4 });
    const card = await app.api().get("/api/exams").query({ search: exam.title }).set(teacher.auth);
    expect(card.body[0].questionCount).toBe(4);
  });

  it("stays right when questions arrive for one exam at the same moment", async () => {
    const teacher = await signedIn(app);
    const exam = await buildExam(app.db, teacher.user);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        app
          .api()
          .post(`/api/exams/${exam.id}/questions`)
          .set(teacher.auth)
          .send(essay(index + 2)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    expect(await counts(exam.id)).toEqual({ kept: 13, fresh: 13 });
  });

  it("starts a copy at the copied questions, and no other write sets it", async () => {
    const teacher = await signedIn(app);
    const exam = await buildExam(app.db, teacher.user, { questions: [essay(1), essay(2), essay(3)] as never });
    const copy = await app.api().post(`/api/exams/${exam.id}/duplicate`).set(teacher.auth).send({ title: "Cópia" });
    expect(copy.body.questionCount).toBe(3);
    expect(await counts(copy.body.id)).toEqual({ kept: 3, fresh: 3 });

    await app.db.update(exams).set({ questionCount: 99, title: "Renomeada" }).where(eq(exams.id, exam.id));
    const [inserted] = await app.db
      .insert(exams)
      .values({
        ...(await app.db.select().from(exams).where(eq(exams.id, exam.id)))[0],
        id: undefined,
        examCode: "COPIA1",
        questionCount: 7,
      })
      .returning();
    expect(await counts(exam.id)).toEqual({ kept: 3, fresh: 3 });
    expect(await counts(inserted.id)).toEqual({ kept: 0, fresh: 0 });
  });

  it("moves with a question moved to another exam, and lets an exam with questions be deleted", async () => {
    const teacher = await signedIn(app);
    const from = await buildExam(app.db, teacher.user, { questions: [essay(1), essay(2)] as never });
    const to = await buildExam(app.db, teacher.user);
    await app.db.execute(sql`update exam_questions set exam_id = ${to.id} where id = ${from.questions[0].id}`);
    expect(await counts(from.id)).toEqual({ kept: 1, fresh: 1 });
    expect(await counts(to.id)).toEqual({ kept: 2, fresh: 2 });

    await app.api().delete(`/api/exams/${to.id}`).set(teacher.auth).expect(204);
    expect(await counts(from.id)).toEqual({ kept: 1, fresh: 1 });
  });
});
