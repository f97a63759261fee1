import { eq } from "drizzle-orm";
import { examAttempts } from "../../server/db/schema";
import type { AttemptEntry } from "../../shared/types/online";
import { applyExam, attemptHeader, buildApplicableExam, entered } from "./applications";
import type { TestApp } from "./testApp";

/** What a student does with a question, found by a piece of its text: picks an option (by its text) or writes. */
export type StudentAnswer = { question: string } & ({ option: string } | { text: string });

let revision = 1;

export function answerValues(entry: AttemptEntry, answers: StudentAnswer[]) {
  return answers.map((answer) => {
    const question = entry.exam.questions.find((candidate) => candidate.questionText.includes(answer.question))!;
    const value =
      "option" in answer
        ? { selectedOptionId: question.options.find((option) => option.optionText.includes(answer.option))!.id }
        : { textAnswer: answer.text };
    return { questionId: question.id, ...value, revision: revision++ };
  });
}

/** A student enters, answers and (unless told otherwise) hands in. */
export async function studentAnswers(
  app: TestApp,
  examCode: string,
  who: { accessCode?: string; name?: string },
  answers: StudentAnswer[],
  handIn = true,
): Promise<AttemptEntry> {
  const entry = await entered(app, examCode, who);
  const path = handIn ? "/api/attempt/submit" : "/api/attempt/answers";
  const request = handIn ? app.api().post(path) : app.api().put(path);
  const response = await request.set(attemptHeader(entry.token)).send({ answers: answerValues(entry, answers) });
  if (response.status !== 200) throw new Error(`resposta falhou: ${response.status} ${JSON.stringify(response.body)}`);
  return entry;
}

/** Sets when an attempt started and, `seconds` later, was handed in. */
export async function setTimeTaken(app: TestApp, attemptId: string, seconds: number) {
  const startedAt = new Date(Date.now() - 3_600_000);
  await app.db
    .update(examAttempts)
    .set({ startedAt, submittedAt: new Date(startedAt.getTime() + seconds * 1000) })
    .where(eq(examAttempts.id, attemptId));
}

/**
 * The exam of `buildApplicableExam` applied (anonymous entries allowed) and answered by its class
 * (see tests/support/applications.ts for the key: B, A, C, an essay of 1 point, bank "4"):
 * Ana 7 of 8 with her essay waiting, Bruno 2, Carla 4, all handed in; Visitante still writing.
 */
export async function answeredApplication(app: TestApp) {
  const setup = await buildApplicableExam(app);
  const application = await applyExam(app, setup, { allowAnonymous: true });
  const code = setup.exam.examCode;
  const [ana, bruno, carla] = setup.students;
  const anaEntry = await studentAnswers(app, code, { accessCode: ana.accessCode }, [
    { question: "1 + 1", option: "Alternativa B" },
    { question: "Capital", option: "Alternativa A" },
    { question: "Maior planeta", option: "Alternativa C" },
    { question: "fotossíntese", text: "As plantas usam a luz para fazer alimento." },
    { question: "2 + 2", option: "4" },
  ]);
  const brunoEntry = await studentAnswers(app, code, { accessCode: bruno.accessCode }, [
    { question: "1 + 1", option: "Alternativa B" },
    { question: "Capital", option: "Alternativa C" },
    { question: "2 + 2", option: "3" },
  ]);
  const carlaEntry = await studentAnswers(app, code, { accessCode: carla.accessCode }, [
    { question: "1 + 1", option: "Alternativa B" },
    { question: "Capital", option: "Alternativa A" },
    { question: "Maior planeta", option: "Alternativa A" },
    { question: "fotossíntese", text: "Luz." },
  ]);
  const guestEntry = await studentAnswers(
    app,
    code,
    { name: "Visitante" },
    [{ question: "1 + 1", option: "Alternativa B" }],
    false,
  );
  await setTimeTaken(app, anaEntry.attempt.id, 600);
  await setTimeTaken(app, brunoEntry.attempt.id, 1200);
  await setTimeTaken(app, carlaEntry.attempt.id, 905);
  return { ...setup, application, attempts: { ana: anaEntry, bruno: brunoEntry, carla: carlaEntry, guest: guestEntry } };
}
