import { beforeAll, describe, expect, it } from "vitest";
import type { ExamReport } from "../../shared/types/learning";
import { buildClass, buildExam, signedIn } from "../support/factories";
import { studentAnswers } from "../support/results";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

/**
 * A network exam: an administrator's exam of school A applied in one go to a class of A and a
 * class of B, where Ana (A) and Beto (B) hand in; each school has its coordinator.
 */
async function networkExam() {
  const admin = await signedIn(app, "admin");
  const exam = await buildExam(app.db, admin.user, {
    questions: [
      {
        questionType: "multiple_choice",
        questionText: "<p>Quanto é 2 + 2?</p>",
        points: 1,
        descriptorSaeb: "D1",
        options: [
          { optionLetter: "A", optionText: "4", isCorrect: true },
          { optionLetter: "B", optionText: "5", isCorrect: false },
        ],
      },
    ],
  });
  await app.api().post(`/api/exams/${exam.id}/publish`).set(admin.auth).expect(200);
  const classA = await buildClass(app.db, { schoolId: exam.schoolId, gradeLevelId: exam.gradeLevelId });
  const classB = await buildClass(app.db, { gradeLevelId: exam.gradeLevelId });
  const coordinatorA = await signedIn(app, "coordenador", { schoolIds: [classA.schoolId] });
  const coordinatorB = await signedIn(app, "coordenador", { schoolIds: [classB.schoolId] });
  const enrol = async (classId: string, name: string, auth: Record<string, string>) =>
    (await app.api().post(`/api/classes/${classId}/students`).set(auth).send({ name }).expect(201)).body as {
      accessCode: string;
    };
  const ana = await enrol(classA.id, "Ana Lima", coordinatorA.auth);
  const beto = await enrol(classB.id, "Beto Souza", coordinatorB.auth);
  const application = (
    await app
      .api()
      .post(`/api/exams/${exam.id}/applications`)
      .set(admin.auth)
      .send({ classIds: [classA.id, classB.id], durationMinutes: 30 })
      .expect(201)
  ).body as { id: string };
  await studentAnswers(app, exam.examCode, ana, [{ question: "Quanto é 2 + 2?", option: "4" }]);
  await studentAnswers(app, exam.examCode, beto, [{ question: "Quanto é 2 + 2?", option: "5" }]);
  return { admin, exam, classA, classB, coordinatorA, coordinatorB, application };
}

describe("a network exam", () => {
  // Only read by these tests: set up once.
  let setup: Awaited<ReturnType<typeof networkExam>>;
  beforeAll(async () => {
    setup = await networkExam();
  });

  it("is applied by an administrator to any school's classes; a school's own people keep to their school", async () => {
    const { exam, classA, classB } = setup;
    expect((await app.api().get(`/api/applications/${setup.application.id}`).set(setup.admin.auth)).body.classes).toHaveLength(2);
    // The coordinator of A manages the exam (it is of A) and still cannot take it to B.
    const refused = await app
      .api()
      .post(`/api/exams/${exam.id}/applications`)
      .set(setup.coordinatorA.auth)
      .send({ classIds: [classB.id], durationMinutes: 30 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ classIds: `A turma ${classB.name} não é da escola desta prova` });
    expect(classA.schoolId).not.toBe(classB.schoolId);
  });

  it("is read by the coordinator of a school it reached, for that school's classes only", async () => {
    const { exam, classB, coordinatorB, application } = setup;
    const auth = coordinatorB.auth;
    expect((await app.api().get(`/api/exams/${exam.id}`).set(auth)).status).toBe(200);
    // They may read it, not change it.
    expect((await app.api().put(`/api/exams/${exam.id}`).set(auth).send({ title: "Outra" })).status).toBe(404);

    const [listed] = (await app.api().get(`/api/exams/${exam.id}/applications`).set(auth).expect(200)).body as Array<{
      classes: Array<{ id: string }>;
      startedCount: number;
      submittedCount: number;
    }>;
    expect(listed.classes.map((entry) => entry.id)).toEqual([classB.id]);
    expect(listed).toMatchObject({ startedCount: 1, submittedCount: 1 });
    const page = (await app.api().get(`/api/applications/${application.id}`).set(auth).expect(200)).body;
    expect(page.classes.map((entry: { id: string }) => entry.id)).toEqual([classB.id]);

    const results = (await app.api().get(`/api/applications/${application.id}/results`).set(auth).expect(200)).body as {
      rows: Array<{ studentName: string }>;
    };
    expect(results.rows.map((row) => row.studentName)).toEqual(["Beto Souza"]);

    const report = (await app.api().get(`/api/exams/${exam.id}/report`).set(auth).expect(200)).body as ExamReport;
    expect(report.schools.map((school) => school.schoolId)).toEqual([classB.schoolId]);
    expect(report.classes.map((entry) => entry.classId)).toEqual([classB.id]);
    expect(report.overall).toMatchObject({ handedIn: 1, averagePercentage: 0 });
  });

  it("is compared school by school for the administrator, and found by nobody it did not reach", async () => {
    const report = (await app.api().get(`/api/exams/${setup.exam.id}/report`).set(setup.admin.auth).expect(200))
      .body as ExamReport;
    expect(report.schools).toHaveLength(2);
    expect(report.overall).toMatchObject({ rosterSize: 2, handedIn: 2, participation: 100, averagePercentage: 50 });
    expect(report.skills.find((skill) => skill.code === "D1")?.rate).toBe(0.5);

    const elsewhere = await signedIn(app, "coordenador", { schoolIds: [(await buildClass(app.db)).schoolId] });
    expect((await app.api().get(`/api/exams/${setup.exam.id}`).set(elsewhere.auth)).status).toBe(404);
    expect((await app.api().get(`/api/exams/${setup.exam.id}/report`).set(elsewhere.auth)).status).toBe(404);
    expect((await app.api().get(`/api/applications/${setup.application.id}/results`).set(elsewhere.auth)).status).toBe(404);
  });
});
