import { beforeAll, describe, expect, it } from "vitest";
import { answerOutcomes, type OutcomeRow } from "../../server/db/queries/answerOutcomes";
import { loadApplicationData } from "../../server/services/results/applicationData";
import { sql } from "drizzle-orm";
import { storedOutcomesOfExam } from "../../server/db/queries/attemptOutcomes";
import type { ClassReport, StudentReport } from "../../shared/types/learning";
import { assignToClass, buildClass, signedIn } from "../support/factories";
import { anasTerm } from "../support/learning";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
// Ana's term is only read by these tests: set up once.
let term: Awaited<ReturnType<typeof anasTerm>>;
beforeAll(async () => {
  term = await anasTerm(app);
});

const reportOf = async (studentId: string, auth: Record<string, string>) =>
  app.api().get(`/api/students/${studentId}/report`).set(auth);

describe("GET /api/students/:id/report", () => {
  it("lists every exam a student handed in, online and on paper, with points, percentage and the grade on each exam's scale", async () => {
    const response = await reportOf(term.ana.id, term.coordinator.auth);
    expect(response.status).toBe(200);
    const report = response.body as StudentReport;
    expect(report.student).toMatchObject({ name: "Ana Lima", className: term.schoolClass.name });
    // Online: 2 (Frações) + 0 + 0,5 (essay) + 1 (annulled: everyone's) of 6 = 58,3 %, 5,83 to half a point is 6.
    // Paper: 3 (Razões) + 0 of 6, the essay waiting = 50 %, out of 100 to a whole is 50.
    expect(
      report.exams.map(({ examTitle, source, score, maxScore, percentage, grade, maxGrade, pendingEssays }) => ({
        examTitle,
        source,
        score,
        maxScore,
        percentage,
        grade,
        maxGrade,
        pendingEssays,
      })),
    ).toEqual([
      {
        examTitle: term.online.title,
        source: "online",
        score: 3.5,
        maxScore: 6,
        percentage: 58.3,
        grade: 6,
        maxGrade: 10,
        pendingEssays: 0,
      },
      {
        examTitle: term.paper.title,
        source: "paper",
        score: 3,
        maxScore: 6,
        percentage: 50,
        grade: 50,
        maxGrade: 100,
        pendingEssays: 1,
      },
    ]);
    expect(report.exams[0].applicationId).toBe(term.onlineApplication.id);
    // (58,3 + 50) / 2 = 54,15, to one decimal.
    expect(report.averagePercentage).toBe(54.2);
  });

  it("weighs each skill over every exam that measured it, leaving out annulled questions and essays still waiting", async () => {
    const report = (await reportOf(term.ana.id, term.coordinator.auth)).body as StudentReport;
    const skills = report.skills.map(({ subject, code, kind, rate, level, questions, exams }) => ({
      subject,
      code,
      kind,
      rate,
      level,
      questions,
      exams,
    }));
    expect(skills).toEqual([
      // D1: Frações 2 of 2 online and Razões 3 of 3 on paper; 'Anulada' counts on neither side.
      { subject: "Matemática", code: "D1", kind: "saeb", rate: 1, level: "mastered", questions: 2, exams: 2 },
      // D2: Equações 0 of 2 and Incógnitas 0 of 1.
      { subject: "Matemática", code: "D2", kind: "saeb", rate: 0, level: "missing", questions: 2, exams: 2 },
      // The essay graded 0,5 of 1; the paper essay, still waiting, has no descriptor and counts nowhere.
      { subject: "Matemática", code: "Argumentação", kind: "descritor", rate: 0.5, level: "developing", questions: 1, exams: 1 },
      { subject: "Matemática", code: "EF07MA01", kind: "bncc", rate: 1, level: "mastered", questions: 1, exams: 1 },
    ]);
  });

  it("is seen by the school's coordinator and the class's professors; another school's coordinator and other professors get 404", async () => {
    const classTeacher = await signedIn(app, "professor", { schoolIds: [term.online.schoolId] });
    await assignToClass(app.db, classTeacher.user.id, term.schoolClass.id);
    const colleague = await signedIn(app, "professor", { schoolIds: [term.online.schoolId] });
    const otherSchool = await buildClass(app.db);
    const foreignCoordinator = await signedIn(app, "coordenador", { schoolIds: [otherSchool.schoolId] });
    expect((await reportOf(term.ana.id, classTeacher.auth)).body.exams).toHaveLength(2);
    for (const outsider of [colleague, foreignCoordinator]) {
      const response = await reportOf(term.ana.id, outsider.auth);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe("Aluno não encontrado.");
    }
    expect((await app.api().get(`/api/students/${term.ana.id}/report`)).status).toBe(401);
  });
});

describe("answer outcomes in SQL", () => {
  it("agree with the results' own scoring and the stored outcomes, question by question, online and on paper", async () => {
    const outcomes = (
      (await app.db.execute(
        sql`select * from ${answerOutcomes(sql`a.application_id in (${term.onlineApplication.id}, ${term.paperApplication.id})`)} as o`,
      )) as unknown as { rows: OutcomeRow[] }
    ).rows;
    const expected: Array<Pick<OutcomeRow, "attempt_id" | "question_id" | "outcome" | "earned">> = [];
    for (const application of [term.onlineApplication, term.paperApplication]) {
      const data = await loadApplicationData(app.db, {}, application.id);
      for (const attempt of data.attempts)
        for (const answer of attempt.score.answers)
          expected.push({
            attempt_id: attempt.attempt.id,
            question_id: answer.questionId,
            outcome: answer.outcome,
            earned: answer.score,
          });
    }
    const key = (row: { attempt_id: string; question_id: string }) => `${row.attempt_id}/${row.question_id}`;
    const byKey = (a: { attempt_id: string; question_id: string }, b: { attempt_id: string; question_id: string }) =>
      key(a).localeCompare(key(b));
    expect(
      outcomes.map(({ attempt_id, question_id, outcome, earned }) => ({ attempt_id, question_id, outcome, earned })).sort(byKey),
    ).toEqual(expected.sort(byKey));
    // And so are the outcomes stored on hand-in, the paper sheet's too (tests/api/storedOutcomes.test.ts).
    const stored = (
      await Promise.all([term.online.id, term.paper.id].map((examId) => storedOutcomesOfExam(app.db, examId)))
    ).flat();
    expect(
      stored
        .map((row) => ({ attempt_id: row.attemptId, question_id: row.questionId, outcome: row.outcome, earned: row.earned }))
        .sort(byKey),
    ).toEqual(expected.sort(byKey));
    // Every kind of outcome is there, so the comparison means something.
    expect(new Set(expected.map((row) => row.outcome))).toEqual(
      new Set(["correct", "wrong", "blank", "graded", "pending", "annulled"]),
    );
  });
});

describe("GET /api/classes/:id/report", () => {
  const classReportOf = (classId: string, auth: Record<string, string>, query = "") =>
    app.api().get(`/api/classes/${classId}/report${query}`).set(auth);

  it("sums up the term's exams as the results table does, flags those under the passing grade, and weighs each skill per exam", async () => {
    const response = await classReportOf(term.schoolClass.id, term.coordinator.auth);
    expect(response.status).toBe(200);
    const report = response.body as ClassReport;
    expect(report.passingGrade).toBe(6);
    expect(report.exams.map((exam) => exam.applicationId)).toEqual([term.onlineApplication.id, term.paperApplication.id]);

    // Each exam's figures, computed again here from the results table of its application.
    for (const exam of report.exams) {
      const rows = (await app.api().get(`/api/applications/${exam.applicationId}/results`).set(term.coordinator.auth)).body
        .rows as Array<{ grade: number; percentage: number; state: string }>;
      const handedIn = rows.filter((row) => row.state === "submitted");
      const mean = (values: number[]) => Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
      const bands = [0, 0, 0, 0, 0];
      for (const row of handedIn) bands[Math.min(4, Math.floor(row.percentage / 20))] += 1;
      expect(exam).toMatchObject({
        rosterSize: 2,
        handedIn: handedIn.length,
        averageGrade: mean(handedIn.map((row) => row.grade)),
        averagePercentage: mean(handedIn.map((row) => row.percentage)),
        distribution: bands,
      });
    }
    // By hand: online Ana 6 of 10 (58,3 %) and Bruno 3 of 6 points, 5 (50 %); on paper Ana 50 of 100.
    expect(report.exams.map((exam) => [exam.handedIn, exam.averageGrade, exam.distribution])).toEqual([
      [2, 5.5, [0, 0, 2, 0, 0]],
      [1, 50, [0, 0, 1, 0, 0]],
    ]);
    expect(report.students).toEqual([
      {
        studentId: term.ana.id,
        name: "Ana Lima",
        results: [
          { grade: 6, percentage: 58.3, below: false },
          // 50 of 100 is under 6 of 10.
          { grade: 50, percentage: 50, below: true },
        ],
        averagePercentage: 54.2,
        below: true,
      },
      {
        studentId: term.bruno.id,
        name: "Bruno Costa",
        results: [{ grade: 5, percentage: 50, below: true }, null],
        averagePercentage: 50,
        below: true,
      },
    ]);
    const lenient = (await classReportOf(term.schoolClass.id, term.coordinator.auth, "?passingGrade=5")).body as ClassReport;
    expect(lenient.students.map((student) => [student.below, ...student.results.map((cell) => cell?.below ?? null)])).toEqual([
      [false, false, false],
      [false, false, null],
    ]);

    // D1: online Ana 2 of 2 and Bruno 0 of 2; on paper Ana 3 of 3. D2: online 0 + 2 of 4, on paper 0 of 1.
    expect(report.skills.map(({ code, rate, byExam }) => ({ code, rate, byExam }))).toEqual([
      { code: "D1", rate: 5 / 7, byExam: [0.5, 1] },
      { code: "D2", rate: 2 / 5, byExam: [0.5, 0] },
      // Bruno's essay was left blank online: 0 of 1.
      { code: "Argumentação", rate: 0.25, byExam: [0.25, null] },
      { code: "EF07MA01", rate: 0.5, byExam: [0.5, null] },
    ]);
    // Incógnitas 0 of 1, then the essay 0,5 of 2; the annulled question and the essay waiting on paper are left out.
    expect(
      report.missedQuestions.map(({ examTitle, number, text, rate }) => ({ examTitle, number, text, rate })).slice(0, 2),
    ).toEqual([
      { examTitle: term.paper.title, number: 2, text: "Incógnitas", rate: 0 },
      { examTitle: term.online.title, number: 3, text: "Justifique", rate: 0.25 },
    ]);
    // Razões, right for everyone who answered it, is missed by no one.
    expect(report.missedQuestions).toHaveLength(4);
  });

  it("keeps to the term asked for, refuses a term that does not exist, and is the class's roster readers' alone", async () => {
    const long = (await classReportOf(term.schoolClass.id, term.coordinator.auth, "?year=2001&term=1")).body as ClassReport;
    expect(long.term).toMatchObject({ year: 2001, number: 1, first: "2001-01-01" });
    expect(long.exams).toEqual([]);
    expect(long.students.map((student) => [student.name, student.results, student.below])).toEqual([
      ["Ana Lima", [], false],
      ["Bruno Costa", [], false],
    ]);
    const wrong = await classReportOf(term.schoolClass.id, term.coordinator.auth, "?term=9");
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Período inválido: de 1 a 4.");

    const classTeacher = await signedIn(app, "professor", { schoolIds: [term.online.schoolId] });
    await assignToClass(app.db, classTeacher.user.id, term.schoolClass.id);
    expect((await classReportOf(term.schoolClass.id, classTeacher.auth)).status).toBe(200);
    const foreign = await signedIn(app, "coordenador", { schoolIds: [(await buildClass(app.db)).schoolId] });
    const refused = await classReportOf(term.schoolClass.id, foreign.auth);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe("Turma não encontrada.");
  });
});
