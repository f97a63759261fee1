import type { ApplicationCreateInput } from "../../shared/schemas/applications";
import type { ExamCreateInput } from "../../shared/schemas/exams";
import type { ExamApplication } from "../../shared/types/applications";
import type { AttemptEntry } from "../../shared/types/online";
import { buildBankItem, buildClass, buildExam, signedIn } from "./factories";
import type { TestApp } from "./testApp";

const choice = (text: string, correct: "A" | "B" | "C") => ({
  questionType: "multiple_choice" as const,
  questionText: `<p>${text}</p>`,
  points: 2,
  options: (["A", "B", "C"] as const).map((letter) => ({
    optionLetter: letter,
    optionText: `Alternativa ${letter}`,
    isCorrect: letter === correct,
  })),
});

const QUESTIONS: ExamCreateInput["questions"] = [
  choice("Quanto é 1 + 1?", "B"),
  choice("Capital do Brasil?", "A"),
  choice("Maior planeta?", "C"),
  { questionType: "essay", questionText: "<p>Explique a fotossíntese.</p>", points: 1 },
];

/**
 * A published exam ready to apply: three multiple-choice questions (2 points each, correct B, A, C),
 * one essay (1 point) — or the `questions` given — and a bank question placed in it (B correct,
 * 1 point); a class of its school with three students; its author signed in.
 */
export async function buildApplicableExam(app: TestApp, questions = QUESTIONS) {
  const teacher = await signedIn(app, "professor");
  const exam = await buildExam(app.db, teacher.user, { questions });
  const bankItem = await buildBankItem(app.db, teacher.user, { points: 1 });
  await app
    .api()
    .post(`/api/exams/${exam.id}/exam-questions`)
    .set(teacher.auth)
    .send({ questionId: bankItem.id, questionOrder: questions.length + 1 });
  await app.api().post(`/api/exams/${exam.id}/publish`).set(teacher.auth).expect(200);
  const schoolClass = await buildClass(app.db, { schoolId: exam.schoolId, gradeLevelId: exam.gradeLevelId });
  const coordinator = await signedIn(app, "coordenador", { schoolIds: [exam.schoolId] });
  const students = [];
  for (const name of ["Ana Souza", "Bruno Lima", "Carla Dias"]) {
    const response = await app.api().post(`/api/classes/${schoolClass.id}/students`).set(coordinator.auth).send({ name });
    students.push(response.body as { id: string; name: string; accessCode: string });
  }
  return { teacher, exam, schoolClass, students, bankItem };
}

export async function applyExam(
  app: TestApp,
  setup: Awaited<ReturnType<typeof buildApplicableExam>>,
  values: Partial<ApplicationCreateInput> = {},
): Promise<ExamApplication> {
  const response = await app
    .api()
    .post(`/api/exams/${setup.exam.id}/applications`)
    .set(setup.teacher.auth)
    .send({ classIds: [setup.schoolClass.id], durationMinutes: 30, ...values });
  if (response.status !== 201) throw new Error(`aplicação falhou: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function enter(app: TestApp, examCode: string, body: { accessCode?: string; name?: string }) {
  return app.api().post(`/api/online/${examCode}/attempts`).send(body);
}

export async function entered(
  app: TestApp,
  examCode: string,
  body: { accessCode?: string; name?: string },
): Promise<AttemptEntry> {
  const response = await enter(app, examCode, body);
  if (response.status !== 200) throw new Error(`entrada falhou: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export const attemptHeader = (token: string) => ({ "X-Attempt-Token": token });
