import { describe, expect, it } from "vitest";
import type { ExamQuestion } from "../../shared/types/exams";
import { buildGradeLevel, buildSchool, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

const skillOf = (questions: ExamQuestion[], text: string) =>
  questions.find((question) => question.questionText.includes(text))?.bnccSkill;

/** A professor of a school of their own, and a Matemática exam of theirs with one essay under EF09MA01. */
async function examWithSkill() {
  const school = await buildSchool(app.db);
  const level = await buildGradeLevel(app.db);
  const teacher = await signedIn(app, "professor", { schoolIds: [school.id] });
  const created = await app
    .api()
    .post("/api/exams")
    .set(teacher.auth)
    .send({
      title: "Números reais",
      subject: "Matemática",
      schoolId: school.id,
      gradeLevelId: level.id,
      questions: [{ questionType: "essay", questionText: "<p>Própria</p>", bnccSkill: " EF09MA01 " }],
    });
  expect(created.status).toBe(201);
  return { teacher, level, exam: created.body as { id: string; questions: ExamQuestion[] } };
}

describe("the BNCC skill of a question (docs/product.md#21-curriculum-catalogue)", () => {
  it("is stored with an exam's question, returned, added, changed and cleared, and is at most 200 characters", async () => {
    const { teacher, exam } = await examWithSkill();
    expect(skillOf(exam.questions, "Própria")).toBe("EF09MA01");
    const read = await app.api().get(`/api/exams/${exam.id}`).set(teacher.auth).expect(200);
    expect(skillOf(read.body.questions, "Própria")).toBe("EF09MA01");

    const added = await app
      .api()
      .post(`/api/exams/${exam.id}/questions`)
      .set(teacher.auth)
      .send({ questionText: "<p>Nova</p>", bnccSkill: "EF09MA02" });
    expect(added.status).toBe(201);
    expect(added.body.bnccSkill).toBe("EF09MA02");

    const questionId = exam.questions[0].id;
    await app.api().put(`/api/questions/${questionId}`).set(teacher.auth).send({ bnccSkill: "EF09MA03" }).expect(200);
    expect(skillOf((await app.api().get(`/api/exams/${exam.id}`).set(teacher.auth)).body.questions, "Própria")).toBe("EF09MA03");
    // Another field's change leaves it alone; an empty box clears it.
    await app.api().put(`/api/questions/${questionId}`).set(teacher.auth).send({ descriptorSaeb: "D17" }).expect(200);
    expect(skillOf((await app.api().get(`/api/exams/${exam.id}`).set(teacher.auth)).body.questions, "Própria")).toBe("EF09MA03");
    await app.api().put(`/api/questions/${questionId}`).set(teacher.auth).send({ bnccSkill: "" }).expect(200);
    expect(skillOf((await app.api().get(`/api/exams/${exam.id}`).set(teacher.auth)).body.questions, "Própria")).toBeNull();

    const long = await app
      .api()
      .put(`/api/questions/${questionId}`)
      .set(teacher.auth)
      .send({ bnccSkill: "E".repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ bnccSkill: "Máximo de 200 caracteres" });
  });

  it("is stored with a bank item and changed, and comes with it into an exam and into the exam's copy", async () => {
    const { teacher, level, exam } = await examWithSkill();
    const created = await app.api().post("/api/question-bank").set(teacher.auth).send({
      title: "Reta",
      questionText: "<p>Do banco</p>",
      questionType: "essay",
      subject: "Matemática",
      gradeLevelId: level.id,
      bnccSkill: "EF09MA04",
    });
    expect(created.status).toBe(201);
    expect(created.body.bnccSkill).toBe("EF09MA04");
    const changed = await app
      .api()
      .put(`/api/question-bank/${created.body.id}`)
      .set(teacher.auth)
      .send({ bnccSkill: "EF09MA05" });
    expect(changed.status).toBe(200);
    expect(changed.body.bnccSkill).toBe("EF09MA05");
    expect((await app.api().get(`/api/question-bank/${created.body.id}`).set(teacher.auth)).body.bnccSkill).toBe("EF09MA05");

    await app
      .api()
      .post(`/api/exams/${exam.id}/exam-questions`)
      .set(teacher.auth)
      .send({ questionId: created.body.id, questionOrder: 2 })
      .expect(201);
    const read = await app.api().get(`/api/exams/${exam.id}`).set(teacher.auth);
    expect(skillOf(read.body.questions, "Do banco")).toBe("EF09MA05");

    const copy = await app.api().post(`/api/exams/${exam.id}/duplicate`).set(teacher.auth).send({ title: "Cópia" });
    expect(copy.status).toBe(201);
    expect(skillOf(copy.body.questions, "Própria")).toBe("EF09MA01");
    expect(skillOf(copy.body.questions, "Do banco")).toBe("EF09MA05");
  });
});
