import { readFileSync } from "node:fs";
import { join } from "node:path";
import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { answerOutcomes, type OutcomeRow } from "../../server/db/queries/answerOutcomes";
import { storedOutcomesOfExam } from "../../server/db/queries/attemptOutcomes";
import { migrationsFolder } from "../../server/db/paths";
import { attemptOutcomes } from "../../server/db/schema";
import { loadApplicationData } from "../../server/services/results/applicationData";
import { signedIn } from "../support/factories";
import { answeredApplication } from "../support/results";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

type Outcome = { attemptId: string; questionId: string; outcome: string; earned: number | null };
const sorted = (rows: Outcome[]) =>
  [...rows].sort((a, b) => `${a.attemptId}/${a.questionId}`.localeCompare(`${b.attemptId}/${b.questionId}`));

/**
 * The outcomes stored for an application's handed-in attempts are, row for row, what the results'
 * own scoring makes of them now, and what the database's rule judges (answerOutcomes).
 */
async function expectStoredAsScored(applicationId: string): Promise<Outcome[]> {
  const data = await loadApplicationData(app.db, {}, applicationId);
  const handedIn = data.attempts.filter((entry) => entry.attempt.status === "submitted");
  const scored = handedIn.flatMap((entry) =>
    entry.score.answers.map((answer) => ({
      attemptId: entry.attempt.id,
      questionId: answer.questionId,
      outcome: answer.outcome,
      earned: answer.score,
    })),
  );
  const stored = await storedOutcomesOfExam(app.db, data.application.examId);
  const judged = (
    (await app.db.execute(sql`select * from ${answerOutcomes(sql`a.application_id = ${applicationId}`)} as o`)) as unknown as {
      rows: OutcomeRow[];
    }
  ).rows.map((row) => ({ attemptId: row.attempt_id, questionId: row.question_id, outcome: row.outcome, earned: row.earned }));
  expect(sorted(stored)).toEqual(sorted(scored));
  expect(sorted(judged)).toEqual(sorted(scored));
  return stored;
}

describe("stored outcomes", () => {
  it("are written on hand-in and rewritten by every change that re-scores: annulment, key, points, an essay's grade, a bank item's key", async () => {
    const setup = await answeredApplication(app);
    const { teacher, exam } = setup;
    const questions = setup.attempts.ana.exam.questions;
    const question = (text: string) => questions.find((candidate) => candidate.questionText.includes(text))!;
    const outcomesOf = (rows: Outcome[], text: string) =>
      rows.filter((row) => row.questionId === question(text).id).map((row) => row.outcome);

    let stored = await expectStoredAsScored(setup.application.id);
    // Ana, Bruno and Carla handed in five questions each; the guest still writing has none.
    expect(stored).toHaveLength(15);
    expect(new Set(outcomesOf(stored, "fotossíntese"))).toEqual(new Set(["pending", "blank"]));

    // The report reads the questions' codes as they are now: a descriptor given afterwards counts.
    const coordinator = await signedIn(app, "coordenador", { schoolIds: [exam.schoolId] });
    const report = async () =>
      (await app.api().get(`/api/exams/${exam.id}/report`).set(coordinator.auth).expect(200)).body as {
        skills: Array<{ code: string; rate: number }>;
      };
    expect((await report()).skills).toEqual([]);
    await app
      .api()
      .put(`/api/questions/${question("1 + 1").id}`)
      .set(teacher.auth)
      .send({ descriptorSaeb: "D1" })
      .expect(200);
    expect((await report()).skills).toMatchObject([{ code: "D1", rate: 1 }]);

    // Everyone had '1 + 1' right: annulling it moves no score, yet every outcome, and the report.
    const annulled = await app
      .api()
      .post(`/api/exams/${exam.id}/questions/${question("1 + 1").id}/annul`)
      .set(teacher.auth);
    expect(annulled.status).toBe(200);
    expect(annulled.body.changedAttempts).toBe(0);
    stored = await expectStoredAsScored(setup.application.id);
    expect(outcomesOf(stored, "1 + 1")).toEqual(["annulled", "annulled", "annulled"]);
    expect((await report()).skills).toEqual([]);

    // A new key: 'Capital' becomes C (Ana and Carla lose it, Bruno gains it).
    const options = (["A", "B", "C"] as const).map((letter) => ({
      optionLetter: letter,
      optionText: `Alternativa ${letter}`,
      isCorrect: letter === "C",
    }));
    const keyed = await app
      .api()
      .put(`/api/questions/${question("Capital").id}`)
      .set(teacher.auth)
      .send({ options });
    expect(keyed.body.rescoredAttempts).toBe(3);
    stored = await expectStoredAsScored(setup.application.id);
    expect(outcomesOf(stored, "Capital").sort()).toEqual(["correct", "wrong", "wrong"]);

    // New points: who has 'Maior planeta' right earns 3.
    await app
      .api()
      .put(`/api/questions/${question("Maior planeta").id}`)
      .set(teacher.auth)
      .send({ points: 3 })
      .expect(200);
    stored = await expectStoredAsScored(setup.application.id);
    expect(stored.filter((row) => row.questionId === question("Maior planeta").id).map((row) => row.earned)).toContain(3);

    // Ana's essay graded.
    await app
      .api()
      .put(
        `/api/applications/${setup.application.id}/attempts/${setup.attempts.ana.attempt.id}/answers/${question("fotossíntese").id}/grade`,
      )
      .set(teacher.auth)
      .send({ score: 1 })
      .expect(200);
    stored = await expectStoredAsScored(setup.application.id);
    expect(outcomesOf(stored, "fotossíntese")).toContain("graded");

    // The bank item placed in the exam gets a new key ('3'): Ana (4) loses it, Bruno (3) gains it.
    const item = await app.api().get(`/api/question-bank/${setup.bankItem.id}`).set(teacher.auth).expect(200);
    const three = item.body.options.find((option: { optionText: string }) => option.optionText.includes("3"));
    await app.api().put(`/api/question-bank-options/${three.id}`).set(teacher.auth).send({ isCorrect: true }).expect(200);
    stored = await expectStoredAsScored(setup.application.id);
    expect(outcomesOf(stored, "2 + 2").sort()).toEqual(["blank", "correct", "wrong"]);
  });

  it("are filled in by the migration for attempts handed in before they were stored", async () => {
    const setup = await answeredApplication(app);
    await app.api().post(`/api/exams/${setup.exam.id}/questions/${setup.bankItem.id}/annul`).set(setup.teacher.auth).expect(200);
    const before = await expectStoredAsScored(setup.application.id);
    await app.db.delete(attemptOutcomes).where(
      inArray(
        attemptOutcomes.attemptId,
        Object.values(setup.attempts).map((entry) => entry.attempt.id),
      ),
    );
    const statements = readFileSync(join(migrationsFolder, "0022_attempt_outcomes.sql"), "utf8").split(
      "--> statement-breakpoint",
    );
    await app.db.execute(sql.raw(statements.at(-1)!));
    expect(sorted(await expectStoredAsScored(setup.application.id))).toEqual(sorted(before));
  });
});
