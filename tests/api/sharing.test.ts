import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildBankItem, buildExam, buildSchool, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

/** Sharing on purpose (docs/product.md#193-sharing): exams with the school, bank items by visibility. */

const app = useTestApp();

async function twoSchools() {
  const author = await signedIn(app, "professor");
  const exam = await buildExam(app.db, author.user, { title: "Frações — 6º ano" });
  const colleague = await signedIn(app, "professor", { schoolIds: [exam.schoolId] });
  const otherSchool = await buildSchool(app.db);
  const elsewhere = await signedIn(app, "professor", { schoolIds: [otherSchool.id] });
  return { author, exam, colleague, elsewhere };
}

describe("an exam shared with its school", () => {
  it("is read and duplicated by colleagues of the school, changed by nobody but its managers", async () => {
    const { author, exam, colleague, elsewhere } = await twoSchools();
    const path = `/api/exams/${exam.id}`;
    expect((await app.api().get(path).set(colleague.auth)).status).toBe(404);

    const shared = await app.api().put(path).set(author.auth).send({ sharedWithSchool: true });
    expect(shared.body.sharedWithSchool).toBe(true);
    expect((await app.api().get(path).set(colleague.auth)).status).toBe(200);
    expect((await app.api().get(path).set(elsewhere.auth)).status).toBe(404);
    expect((await app.api().put(path).set(colleague.auth).send({ title: "Minha agora" })).status).toBe(404);
    expect((await app.api().delete(path).set(colleague.auth)).status).toBe(404);
    const tab = await app.api().get("/api/exams?view=school").set(colleague.auth);
    expect(tab.body.map((card: { id: string; creatorName: string }) => [card.id, card.creatorName])).toEqual([
      [exam.id, author.user.username],
    ]);

    const copy = await app.api().post(`${path}/duplicate`).set(colleague.auth).send({ title: "Frações — minha versão" });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ creatorId: colleague.user.id, schoolId: exam.schoolId, sharedWithSchool: false });
    expect(copy.body.questions.map((question: { questionText: string }) => question.questionText)).toEqual(
      exam.questions.map((question) => question.questionText),
    );
    const mine = await app.api().get("/api/exams").set(colleague.auth);
    expect(mine.body.map((card: { id: string }) => card.id)).toEqual([copy.body.id]);
    expect((await app.api().put(`/api/exams/${copy.body.id}`).set(colleague.auth).send({ title: "Ajustada" })).status).toBe(200);
    expect((await app.api().post(`${path}/duplicate`).set(elsewhere.auth).send({ title: "Não" })).status).toBe(404);

    // Unsharing takes it back: the colleague's copy stays theirs.
    await app.api().put(path).set(author.auth).send({ sharedWithSchool: false }).expect(200);
    expect((await app.api().get(path).set(colleague.auth)).status).toBe(404);
    expect((await app.api().get(`/api/exams/${copy.body.id}`).set(colleague.auth)).status).toBe(200);
  });
});

describe("bank items", () => {
  it("default to the school, and are read as their visibility says", async () => {
    const { author, colleague, elsewhere } = await twoSchools();
    const created = await app
      .api()
      .post("/api/question-bank")
      .set(author.auth)
      .send({
        title: "Área do retângulo",
        questionText: "<p>Qual é a área de um retângulo 3 × 4?</p>",
        subject: "Matemática",
        gradeLevelId: (await app.api().get("/api/grade-levels").set(author.auth)).body[0].id,
      });
    expect(created.body).toMatchObject({ visibility: "escola", creatorName: author.user.username });
    expect(created.body.creatorSchools).toHaveLength(1);
    const path = `/api/question-bank/${created.body.id}`;
    expect((await app.api().get(path).set(colleague.auth)).status).toBe(200);
    expect((await app.api().get(path).set(elsewhere.auth)).status).toBe(404);
    // A colleague reads it but may not change it.
    expect((await app.api().put(path).set(colleague.auth).send({ title: "Outro" })).status).toBe(403);

    await app.api().put(path).set(author.auth).send({ visibility: "rede" }).expect(200);
    expect((await app.api().get(path).set(elsewhere.auth)).status).toBe(200);
    await app.api().put(path).set(author.auth).send({ visibility: "privada" }).expect(200);
    expect((await app.api().get(path).set(colleague.auth)).status).toBe(404);
  });

  it("of a colleague, kept private, cannot be placed in one's exam", async () => {
    const { author, colleague } = await twoSchools();
    const item = await buildBankItem(app.db, author.user, { visibility: "privada" });
    const own = await buildExam(app.db, colleague.user);
    const placed = await app
      .api()
      .post(`/api/exams/${own.id}/exam-questions`)
      .set(colleague.auth)
      .send({ questionId: item.id, questionOrder: 2 });
    expect(placed.status).toBe(400);
    expect(placed.body.errors).toEqual({ questionId: "Questão do banco não encontrada." });
  });

  it("imported take the visibility chosen in the form", async () => {
    const { author, colleague } = await twoSchools();
    const imported = await app
      .api()
      .post("/api/question-bank/bulk-import")
      .set(author.auth)
      .field("visibility", "privada")
      .attach("file", readFileSync("tests/fixtures/bank-import.csv"), "banco.csv");
    expect(imported.status).toBe(200);
    expect(imported.body.imported).toBeGreaterThan(0);
    const mine = await app.api().get("/api/question-bank?origin=mine&pageSize=200").set(author.auth);
    expect(new Set(mine.body.map((item: { visibility: string }) => item.visibility))).toEqual(new Set(["privada"]));
    const theirs = await app.api().get("/api/question-bank?origin=school&pageSize=200").set(colleague.auth);
    expect(theirs.body).toEqual([]);
  });
});
