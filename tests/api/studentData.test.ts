import { describe, expect, it } from "vitest";
import type { StudentDataExport } from "../../shared/types/studentData";
import { enter } from "../support/applications";
import { binaryBody } from "../support/binaryBody";
import { buildSchool, signedIn } from "../support/factories";
import { answeredApplication } from "../support/results";
import { usePdfTestApps } from "../support/pdf";
import type { TestApp } from "../support/testApp";

const { app, noPdf, pdfText } = usePdfTestApps("student-data");

/** `answeredApplication` with Ana's registration number and a coordinator of the exam's school. */
async function answeredClass(on: TestApp) {
  const setup = await answeredApplication(on);
  const coordinator = await signedIn(on, "coordenador", { schoolIds: [setup.exam.schoolId] });
  const [ana] = setup.students;
  await on
    .api()
    .put(`/api/students/${ana.id}`)
    .set(coordinator.auth)
    .send({ name: ana.name, registrationNumber: "2026-017" })
    .expect(200);
  return { ...setup, coordinator };
}

const exportOf = (on: TestApp, studentId: string, auth: Record<string, string>, format = "json") =>
  on.api().get(`/api/students/${studentId}/data-export?format=${format}`).set(auth);

describe("a student's data export", () => {
  it("holds the student, every attempt with every answer and the access history, as a JSON download", async () => {
    const setup = await answeredClass(app);
    const [ana] = setup.students;
    const response = await exportOf(app, ana.id, setup.coordinator.auth);
    expect(response.status).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="dados-ana-souza\.json"/);
    const body = response.body as StudentDataExport;
    expect(body.student).toMatchObject({
      id: ana.id,
      name: "Ana Souza",
      registrationNumber: "2026-017",
      accessCode: ana.accessCode,
      className: setup.schoolClass.name,
    });
    expect(body.student.schoolName).toMatch(/^Escola /);
    expect(body.attempts).toHaveLength(1);
    const [attempt] = body.attempts;
    expect(attempt).toMatchObject({
      attemptId: setup.attempts.ana.attempt.id,
      examTitle: setup.exam.title,
      subject: "Matemática",
      applicationStartsAt: setup.application.startsAt,
      applicationEndsAt: setup.application.endsAt,
      finishReason: "student",
      maxScore: 8,
    });
    expect(attempt.submittedAt).not.toBeNull();
    expect(
      attempt.answers.map((answer) => [
        answer.questionNumber,
        answer.questionText,
        answer.selectedOptionLetter,
        answer.selectedOptionText,
        answer.textAnswer,
      ]),
    ).toEqual([
      [1, "Quanto é 1 + 1?", "B", "Alternativa B", null],
      [2, "Capital do Brasil?", "A", "Alternativa A", null],
      [3, "Maior planeta?", "C", "Alternativa C", null],
      [4, "Explique a fotossíntese.", null, null, "As plantas usam a luz para fazer alimento."],
      [5, "Quanto é 2 + 2?", "B", "4", null],
    ]);
    expect(body.accessHistory).toEqual([
      {
        attemptId: attempt.attemptId,
        examTitle: setup.exam.title,
        startedAt: attempt.startedAt,
        submittedAt: attempt.submittedAt,
      },
    ]);
  });

  it("holds nothing of another student: no classmate's name, code, attempt or answer", async () => {
    const setup = await answeredClass(app);
    const body = JSON.stringify((await exportOf(app, setup.students[0].id, setup.coordinator.auth)).body);
    for (const other of [setup.students[1], setup.students[2]]) {
      expect(body).not.toContain(other.name);
      expect(body).not.toContain(other.accessCode);
    }
    for (const entry of [setup.attempts.bruno, setup.attempts.carla, setup.attempts.guest]) {
      expect(body).not.toContain(entry.attempt.id);
    }
    // Carla's and the visitor's written answers.
    expect(body).not.toContain('"Luz."');
    expect(body).not.toContain("Visitante");
  });

  it("gives the grade and the teacher's comment of a graded essay", async () => {
    const setup = await answeredClass(app);
    const essay = setup.exam.questions.find((question) => question.questionType === "essay")!;
    await app
      .api()
      .put(`/api/applications/${setup.application.id}/attempts/${setup.attempts.ana.attempt.id}/answers/${essay.id}/grade`)
      .set(setup.teacher.auth)
      .send({ score: 0.5, comment: "Faltou citar a clorofila." })
      .expect(200);
    const body = (await exportOf(app, setup.students[0].id, setup.coordinator.auth)).body as StudentDataExport;
    expect(body.attempts[0].answers.find((answer) => answer.questionNumber === 4)).toMatchObject({
      essayScore: 0.5,
      comment: "Faltou citar a clorofila.",
    });
  });

  it("renders the same data as a PDF, whose text holds the student's answers", async () => {
    const setup = await answeredClass(app);
    const response = await exportOf(app, setup.students[0].id, setup.coordinator.auth, "pdf").buffer(true).parse(binaryBody);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="dados-ana-souza\.pdf"/);
    const text = pdfText(response.body);
    for (const expected of [
      "Dados do aluno",
      "Ana Souza",
      "2026-017",
      setup.students[0].accessCode,
      setup.exam.title,
      "Quanto é 1 + 1?",
      "Alternativa marcada: B) Alternativa B",
      "Capital do Brasil?",
      "As plantas usam a luz para fazer alimento.",
      "Histórico de acesso",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Bruno Lima");
  });

  it("answers 503 with the PDF message where no renderer exists; JSON still works", async () => {
    const setup = await answeredClass(noPdf);
    const pdf = await exportOf(noPdf, setup.students[0].id, setup.coordinator.auth, "pdf");
    expect(pdf.status).toBe(503);
    expect(pdf.body).toMatchObject({
      code: "pdf_unavailable",
      message:
        "A exportação em PDF não está disponível neste servidor (Chromium não encontrado). Use a impressão pelo navegador.",
    });
    expect((await exportOf(noPdf, setup.students[0].id, setup.coordinator.auth)).status).toBe(200);
  });

  it("is open to the school's managers and administrators only: a professor 403, another school 404", async () => {
    const setup = await answeredClass(app);
    const studentId = setup.students[0].id;
    const otherSchool = await buildSchool(app.db);
    const outsider = await signedIn(app, "coordenador", { schoolIds: [otherSchool.id] });
    const principal = await signedIn(app, "diretor", { schoolIds: [setup.exam.schoolId] });
    const admin = await signedIn(app, "admin");
    expect((await exportOf(app, studentId, setup.teacher.auth)).status).toBe(403);
    expect((await exportOf(app, studentId, outsider.auth)).status).toBe(404);
    expect((await exportOf(app, studentId, principal.auth)).status).toBe(200);
    expect((await exportOf(app, studentId, admin.auth)).status).toBe(200);
    expect((await app.api().get(`/api/students/${studentId}/data-export`)).status).toBe(401);
    const wrongFormat = await exportOf(app, studentId, admin.auth, "xml");
    expect(wrongFormat.status).toBe(400);
    expect(wrongFormat.body.message).toBe("Formato inválido: use json ou pdf");
    expect((await exportOf(app, "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f", admin.auth)).status).toBe(404);
  });
});

describe("erasing a student", () => {
  it("keeps the item analysis and the class averages, and leaves the student nowhere to be found", async () => {
    const setup = await answeredClass(app);
    const [ana, bruno] = setup.students;
    const application = `/api/applications/${setup.application.id}`;
    const read = async (path: string) => (await app.api().get(`${application}${path}`).set(setup.teacher.auth).expect(200)).body;
    const analysisBefore = await read("/item-analysis");
    const resultsBefore = await read("/results");

    const erased = await app.api().post(`/api/students/${ana.id}/erase`).set(setup.coordinator.auth);
    expect(erased.status).toBe(204);

    expect(await read("/item-analysis")).toEqual(analysisBefore);
    const results = await read("/results");
    expect(results.classes).toEqual(resultsBefore.classes);
    expect(results.overall).toEqual(resultsBefore.overall);
    const anaRow = results.rows.find((row: { attemptId: string }) => row.attemptId === setup.attempts.ana.attempt.id);
    expect(anaRow).toMatchObject({
      studentName: "Aluno removido",
      registrationNumber: null,
      classId: setup.schoolClass.id,
      score: 7,
    });

    const findable = [
      JSON.stringify(results),
      JSON.stringify(await read("/live")),
      (await app.api().get(`${application}/results/export?format=csv`).set(setup.teacher.auth).expect(200)).text,
      JSON.stringify(
        (await app.api().get(`/api/classes/${setup.schoolClass.id}/students`).set(setup.coordinator.auth).expect(200)).body,
      ),
      JSON.stringify((await exportOf(app, bruno.id, setup.coordinator.auth).expect(200)).body),
    ];
    for (const text of findable) {
      expect(text).not.toContain("Ana Souza");
      expect(text).not.toContain("2026-017");
      expect(text).not.toContain(ana.id);
      expect(text).not.toContain(ana.accessCode);
    }
    expect((await exportOf(app, ana.id, setup.coordinator.auth)).status).toBe(404);
    expect((await app.api().post(`/api/students/${ana.id}/erase`).set(setup.coordinator.auth)).status).toBe(404);
    // Her access code opens nothing any more.
    expect((await enter(app, setup.exam.examCode, { accessCode: ana.accessCode })).status).toBe(400);
  });

  it("is refused to professors (403) and to another school's coordinator (404), and keeps the student", async () => {
    const setup = await answeredClass(app);
    const studentId = setup.students[0].id;
    const otherSchool = await buildSchool(app.db);
    const outsider = await signedIn(app, "coordenador", { schoolIds: [otherSchool.id] });
    expect((await app.api().post(`/api/students/${studentId}/erase`).set(setup.teacher.auth)).status).toBe(403);
    expect((await app.api().post(`/api/students/${studentId}/erase`).set(outsider.auth)).status).toBe(404);
    expect((await app.api().post(`/api/students/${studentId}/erase`)).status).toBe(401);
    expect((await exportOf(app, studentId, setup.coordinator.auth)).body.student.name).toBe("Ana Souza");
  });
});
