import { describe, expect, it } from "vitest";
import type { DescriptorReport, ItemAnalysis } from "../../shared/types/analysis";
import type { AttemptEntry } from "../../shared/types/online";
import { applyExam, attemptHeader, buildApplicableExam, entered } from "../support/applications";
import { buildSchool, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

type Question = AttemptEntry["exam"]["questions"][number];
const questionWith = (entry: AttemptEntry, text: string) =>
  entry.exam.questions.find((question) => question.questionText.includes(text))!;
const optionWithText = (question: Question, text: string) =>
  question.options.find((option) => option.optionText.includes(text))!.id;

/**
 * The exam of `buildApplicableExam` with its first question ("1 + 1", key B, 2 points) under
 * SAEB D12, applied to its class: Ana answers B, Bruno A, both hand in; Carla answers B and does
 * not hand in, so she is left out.
 */
async function answeredApplication() {
  const setup = await buildApplicableExam(app);
  const sumId = setup.exam.questions.find((question) => question.questionText.includes("1 + 1"))!.id;
  await app.api().put(`/api/questions/${sumId}`).set(setup.teacher.auth).send({ descriptorSaeb: "D12" }).expect(200);
  const application = await applyExam(app, setup);
  const choices: Array<[number, string, boolean]> = [
    [0, "Alternativa B", true],
    [1, "Alternativa A", true],
    [2, "Alternativa B", false],
  ];
  for (const [index, text, handIn] of choices) {
    const entry = await entered(app, setup.exam.examCode, { accessCode: setup.students[index]!.accessCode });
    const sum = questionWith(entry, "1 + 1");
    const answers = [{ questionId: sum.id, selectedOptionId: optionWithText(sum, text), revision: 1 }];
    const path = handIn ? "/api/attempt/submit" : "/api/attempt/answers";
    const method = handIn ? "post" : "put";
    await app.api()[method](path).set(attemptHeader(entry.token)).send({ answers }).expect(200);
  }
  return { setup, application };
}

describe("item analysis and descriptors of an application", () => {
  it("facility and option shares over the handed-in attempts, and the descriptor's rate", async () => {
    const { setup, application } = await answeredApplication();
    const analysis = await app.api().get(`/api/applications/${application.id}/item-analysis`).set(setup.teacher.auth);
    expect(analysis.status).toBe(200);
    const body = analysis.body as ItemAnalysis;
    expect(body.students).toBe(2);
    expect(body.items.map((item) => [item.number, item.questionType])).toEqual([
      [1, "multiple_choice"],
      [2, "multiple_choice"],
      [3, "multiple_choice"],
      [4, "essay"],
      [5, "multiple_choice"],
    ]);
    const sum = body.items[0]!;
    expect(sum).toMatchObject({ annulled: false, facility: 0.5, discrimination: null });
    expect(sum.options.map((option) => [option.optionLetter, option.isCorrect, option.share])).toEqual([
      ["A", false, 0.5],
      ["B", true, 0.5],
      ["C", false, 0],
    ]);
    // Nobody answered the second question: it counts as wrong for both.
    expect(body.items[1]!.facility).toBe(0);
    // The essay was left blank by both: worth nothing.
    expect(body.items[3]!.facility).toBe(0);
    // Number correct 1 and 0 on the choices: σ² = .25; Σpq = .25 (only the first varies); 4/3 × (1 − 1) = 0.
    expect(body.kr20).toBe(0);

    const descriptors = await app.api().get(`/api/applications/${application.id}/descriptors`).set(setup.teacher.auth);
    expect(descriptors.status).toBe(200);
    const report = descriptors.body as DescriptorReport;
    expect(report.descriptors).toEqual([
      {
        code: "D12",
        source: "saeb",
        // The exam is of Matemática in Ensino Fundamental II: the 9º ano matrix's D12.
        text: "Resolver problema envolvendo o cálculo de perímetro de figuras planas.",
        questionNumbers: [1],
        rate: 0.5,
        byClass: [{ classId: setup.schoolClass.id, className: setup.schoolClass.name, rate: 0.5 }],
      },
    ]);
    expect(report.students.map((student) => [student.studentName, student.className, student.rates])).toEqual([
      ["Ana Souza", setup.schoolClass.name, { D12: 1 }],
      ["Bruno Lima", setup.schoolClass.name, { D12: 0 }],
    ]);
  });

  it("401 without a session, 404 for another professor or another school's coordinator, the school's coordinator sees it, 400 for a bad id", async () => {
    const setup = await buildApplicableExam(app);
    const application = await applyExam(app, setup);
    for (const path of ["item-analysis", "descriptors"]) {
      const url = `/api/applications/${application.id}/${path}`;
      expect((await app.api().get(url)).status).toBe(401);
      const stranger = await signedIn(app, "professor");
      expect((await app.api().get(url).set(stranger.auth)).status).toBe(404);
      const outsider = await signedIn(app, "coordenador", { schoolIds: [(await buildSchool(app.db)).id] });
      expect((await app.api().get(url).set(outsider.auth)).status).toBe(404);
      const coordinator = await signedIn(app, "coordenador", { schoolIds: [setup.exam.schoolId] });
      const seen = await app.api().get(url).set(coordinator.auth);
      expect(seen.status).toBe(200);
      expect(seen.body.students).toEqual(path === "item-analysis" ? 0 : []);
      expect((await app.api().get(`/api/applications/nao-e-uuid/${path}`).set(coordinator.auth)).status).toBe(400);
    }
  });
});
