import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { buildBankItem, buildClass, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("exams");

describe("exam answers", () => {
  it("the list, the exam, its lifecycle, its questions and its bank placements follow their schemas", async () => {
    const schoolClass = await buildClass(app.db);
    // Exams are written in a school the author belongs to.
    const teacher = await signedIn(app, "professor", { schoolIds: [schoolClass.schoolId] });
    const body = {
      title: "Prova de Ciências",
      subject: "Ciências",
      description: "Bimestre 1",
      schoolId: schoolClass.schoolId,
      gradeLevelId: schoolClass.gradeLevelId,
      classId: schoolClass.id,
      applicationStart: "2026-03-02T11:00:00.000Z",
      studentGrade: "6º ano",
      questions: [
        {
          questionType: "multiple_choice",
          questionText: "<p>Qual é a função da clorofila?</p>",
          descriptorSaeb: "D12",
          options: [
            { optionLetter: "A", optionText: "Absorver a luz", isCorrect: true },
            { optionLetter: "B", optionText: "Armazenar água" },
          ],
        },
        { questionType: "essay", questionText: "<p>Explique a fotossíntese.</p>", expectedAnswer: "<p>Luz em alimento.</p>" },
      ],
    };
    const created = await contract.answer("POST /api/exams", app.api().post("/api/exams").set(teacher.auth).send(body), 201);
    const exam = `/api/exams/${created.body.id as string}`;
    await contract.answer("GET /api/exams", app.api().get("/api/exams").set(teacher.auth));
    await contract.answer("PUT /api/exams/:id", app.api().put(exam).set(teacher.auth).send({ subject: "Biologia" }));

    const item = await buildBankItem(app.db, teacher.user);
    await contract.answer(
      "POST /api/exams/:id/exam-questions",
      app.api().post(`${exam}/exam-questions`).set(teacher.auth).send({ questionId: item.id, questionOrder: 3 }),
      201,
    );
    await contract.answer("GET /api/exams/:id/exam-questions", app.api().get(`${exam}/exam-questions`).set(teacher.auth));
    await contract.answer(
      "PUT /api/exams/:id/exam-questions/:questionId/order",
      app.api().put(`${exam}/exam-questions/${item.id}/order`).set(teacher.auth).send({ questionOrder: 1 }),
    );
    await contract.answer(
      "POST /api/exams/:id/questions",
      app.api().post(`${exam}/questions`).set(teacher.auth).send({ questionText: "<p>Nova questão</p>" }),
      201,
    );
    await contract.answer(
      "POST /api/exams/:id/questions/batch",
      app
        .api()
        .post(`${exam}/questions/batch`)
        .set(teacher.auth)
        .send({ questions: [{ questionText: "<p>Outra</p>" }] }),
      201,
    );
    const aiken = "Quanto é 2 + 2?\nA) 3\nB) 4\nANSWER: B\n";
    await contract.answer(
      "POST /api/exams/:id/questions/import",
      app.api().post(`${exam}/questions/import`).set(teacher.auth).attach("file", Buffer.from(aiken), "questoes.txt"),
      201,
    );
    const questions = await contract.answer("GET /api/exams/:id/questions", app.api().get(`${exam}/questions`).set(teacher.auth));
    const items = [
      ...(questions.body as Array<{ id: string }>).map(({ id }) => ({ source: "exam", id })).reverse(),
      { source: "bank", id: item.id },
    ];
    await contract.answer(
      "PUT /api/exams/:id/question-order",
      app.api().put(`${exam}/question-order`).set(teacher.auth).send({ items }),
    );
    await contract.answer("GET /api/exams/:id", app.api().get(exam).set(teacher.auth));
    await contract.answer(
      "DELETE /api/exams/:id/exam-questions/:questionId",
      app.api().delete(`${exam}/exam-questions/${item.id}`).set(teacher.auth),
      204,
    );

    await contract.answer("POST /api/exams/:id/publish", app.api().post(`${exam}/publish`).set(teacher.auth));
    await contract.answer("POST /api/exams/:id/qrcode", app.api().post(`${exam}/qrcode`).set(teacher.auth));
    const copy = await contract.answer(
      "POST /api/exams/:id/duplicate",
      app.api().post(`${exam}/duplicate`).set(teacher.auth).send({ title: "Cópia" }),
      201,
    );
    await contract.answer(
      "DELETE /api/exams/:id",
      app
        .api()
        .delete(`/api/exams/${copy.body.id as string}`)
        .set(teacher.auth),
      204,
    );
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
