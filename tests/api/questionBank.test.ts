import { describe, expect, it } from "vitest";
import { buildBankItem, buildGradeLevel, buildSchool, signedIn, unique } from "../support/factories";
import { insertBankItems } from "../../server/db/queries/questionBank";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);

describe("question bank items", () => {
  it("are created with options, tags, expected answer and explanation", async () => {
    const professor = await signedIn(app);
    const level = await buildGradeLevel(app.db);
    const response = await app
      .api()
      .post("/api/question-bank")
      .set(professor.auth)
      .send({
        title: "Frações equivalentes",
        questionText: "<p>Qual fração é igual a 1/2?<script>x</script></p>",
        subject: "Matemática",
        gradeLevelId: level.id,
        difficultyLevel: "easy",
        points: 1.5,
        descriptor: "D21",
        tags: ["frações", "6º ano", "frações"],
        correctAnswer: "2/4",
        explanation: "Multiplique numerador e denominador por 2.",
        options: [
          { optionLetter: "A", optionText: "2/4", isCorrect: true },
          { optionLetter: "B", optionText: "1/3" },
          { optionLetter: "C", optionText: " " },
        ],
      });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      questionType: "multiple_choice",
      questionText: "<p>Qual fração é igual a 1/2?</p>",
      gradeLevelName: level.name,
      difficultyLevel: "easy",
      points: 1.5,
      tags: ["frações", "6º ano"],
      correctAnswer: "2/4",
      creatorId: professor.user.id,
    });
    expect(response.body.options.map((option: { optionLetter: string }) => option.optionLetter)).toEqual(["A", "B"]);
  });

  it("validate with the spec's messages", async () => {
    const professor = await signedIn(app);
    const response = await app.api().post("/api/question-bank").set(professor.auth).send({ questionText: "<p></p>" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      title: "Título é obrigatório",
      questionText: "Texto da questão é obrigatório",
      subject: "Matéria é obrigatória",
      gradeLevelId: "Série é obrigatória",
    });
  });

  it("filter by subject, grade level, difficulty, type and tag, ignoring empty filters", async () => {
    const professor = await signedIn(app);
    const tag = unique();
    const level = await buildGradeLevel(app.db);
    const math = await buildBankItem(app.db, professor.user, { tags: [tag], gradeLevelId: level.id, difficultyLevel: "hard" });
    const essay = await buildBankItem(app.db, professor.user, {
      tags: [tag],
      subject: "História",
      questionType: "essay",
      options: [],
    });
    const list = async (query: string) =>
      ids((await app.api().get(`/api/question-bank?tag=${tag}&${query}`).set(professor.auth)).body).sort();

    expect(await list("")).toEqual([math.id, essay.id].sort());
    expect(await list("subject=Hist%C3%B3ria")).toEqual([essay.id]);
    expect(await list(`gradeLevelId=${level.id}`)).toEqual([math.id]);
    expect(await list("difficultyLevel=hard")).toEqual([math.id]);
    expect(await list("questionType=essay")).toEqual([essay.id]);
    expect(await list("subject=&gradeLevelId=&difficultyLevel=&questionType=")).toEqual([math.id, essay.id].sort());
    expect((await app.api().get("/api/question-bank?difficultyLevel=impossivel").set(professor.auth)).status).toBe(400);
  });

  it("search title, text and subject ignoring case and accents, titles first", async () => {
    const professor = await signedIn(app);
    const tag = unique();
    const inText = await buildBankItem(app.db, professor.user, {
      tags: [tag],
      title: "Ortografia",
      questionText: "<p>Explique as regras de <strong>acentuação</strong> gráfica.</p>",
    });
    const inTitle = await buildBankItem(app.db, professor.user, { tags: [tag], title: "Regras de Acentuação" });
    const search = async (text: string) =>
      ids(
        (
          await app
            .api()
            .get(`/api/question-bank?tag=${tag}&search=${encodeURIComponent(text)}`)
            .set(professor.auth)
        ).body,
      );

    expect(await search("acentuacao")).toEqual([inTitle.id, inText.id]);
    expect(await search("ACENTUAÇÃO")).toEqual([inTitle.id, inText.id]);
    expect(await search("grafica regras")).toEqual([inText.id]);
    expect(await search("matematica")).toHaveLength(2);
    expect(await search("geografia")).toEqual([]);
  });

  it("are edited and deleted only by their author or a supervisor of the author's school", async () => {
    const school = await buildSchool(app.db);
    const author = await signedIn(app, "professor", { schoolIds: [school.id] });
    const item = await buildBankItem(app.db, author.user);
    // A colleague of the school reads the item (shared with the school by default) but may not change it.
    const other = await signedIn(app, "professor", { schoolIds: [school.id] });
    expect((await app.api().get(`/api/question-bank/${item.id}`).set(other.auth)).status).toBe(200);
    const denied = await app.api().put(`/api/question-bank/${item.id}`).set(other.auth).send({ title: "Minha" });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("Você só pode alterar as questões que criou.");
    expect((await app.api().delete(`/api/question-bank/${item.id}`).set(other.auth)).status).toBe(403);

    const edited = await app.api().put(`/api/question-bank/${item.id}`).set(author.auth).send({ title: "Revisada" });
    expect(edited.body).toMatchObject({ title: "Revisada", subject: "Matemática" });
    expect(edited.body.options).toHaveLength(2);
    // A coordinator of another school neither reads nor changes it.
    const outsider = await signedIn(app, "coordenador", { schoolIds: [(await buildSchool(app.db)).id] });
    expect((await app.api().get(`/api/question-bank/${item.id}`).set(outsider.auth)).status).toBe(404);
    expect((await app.api().put(`/api/question-bank/${item.id}`).set(outsider.auth).send({ title: "Minha" })).status).toBe(404);
    expect((await app.api().delete(`/api/question-bank/${item.id}`).set(outsider.auth)).status).toBe(404);

    const coordenador = await signedIn(app, "coordenador", { schoolIds: [school.id] });
    expect(
      (await app.api().put(`/api/question-bank/${item.id}`).set(coordenador.auth).send({ difficultyLevel: "hard" })).status,
    ).toBe(200);
    expect((await app.api().delete(`/api/question-bank/${item.id}`).set(coordenador.auth)).status).toBe(204);
    expect((await app.api().get(`/api/question-bank/${item.id}`).set(author.auth)).status).toBe(404);
  });

  it("have options managed one by one, with one correct answer", async () => {
    const school = await buildSchool(app.db);
    const author = await signedIn(app, "professor", { schoolIds: [school.id] });
    const item = await buildBankItem(app.db, author.user);
    const added = await app
      .api()
      .post(`/api/question-bank/${item.id}/options`)
      .set(author.auth)
      .send({ optionLetter: "C", optionText: "5", isCorrect: true });
    expect(added.status).toBe(201);
    const options = (await app.api().get(`/api/question-bank/${item.id}/options`).set(author.auth)).body;
    expect(
      options
        .filter((option: { isCorrect: boolean }) => option.isCorrect)
        .map((option: { optionLetter: string }) => option.optionLetter),
    ).toEqual(["C"]);

    const changed = await app
      .api()
      .put(`/api/question-bank-options/${added.body.id}`)
      .set(author.auth)
      .send({ optionText: "<p>cinco</p>" });
    expect(changed.body.optionText).toBe("<p>cinco</p>");
    const clash = await app.api().put(`/api/question-bank-options/${added.body.id}`).set(author.auth).send({ optionLetter: "A" });
    expect(clash.body.message).toBe("Já existe uma alternativa com esta letra.");
    // A colleague who reads the item may not change its options; someone who cannot read it finds none.
    const other = await signedIn(app, "professor", { schoolIds: [school.id] });
    expect((await app.api().delete(`/api/question-bank-options/${added.body.id}`).set(other.auth)).status).toBe(403);
    const stranger = await signedIn(app);
    expect((await app.api().delete(`/api/question-bank-options/${added.body.id}`).set(stranger.auth)).status).toBe(404);
    expect((await app.api().delete(`/api/question-bank-options/${added.body.id}`).set(author.auth)).status).toBe(204);
  });

  it("are read as their visibility says: the author only, the author's schools, or the whole network", async () => {
    const school = await buildSchool(app.db);
    const author = await signedIn(app, "professor", { schoolIds: [school.id] });
    const tag = unique();
    const level = await buildGradeLevel(app.db);
    const create = async (visibility?: string) => {
      const body = {
        title: `Questão ${unique()}`,
        questionText: "<p>Quanto é 2 + 2?</p>",
        subject: "Matemática",
        gradeLevelId: level.id,
        tags: [tag],
        options: [
          { optionLetter: "A", optionText: "3" },
          { optionLetter: "B", optionText: "4", isCorrect: true },
        ],
        ...(visibility ? { visibility } : {}),
      };
      const response = await app.api().post("/api/question-bank").set(author.auth).send(body);
      expect(response.status).toBe(201);
      // The item says who reads it and carries its author's schools.
      expect(response.body).toMatchObject({
        visibility: visibility ?? "escola",
        creatorSchools: [{ id: school.id, name: school.name }],
      });
      return response.body.id as string;
    };
    const privada = await create("privada");
    const escola = await create(); // the default
    const rede = await create("rede");

    const colleague = await signedIn(app, "professor", { schoolIds: [school.id] });
    const outsider = await signedIn(app, "professor", { schoolIds: [(await buildSchool(app.db)).id] });
    const admin = await signedIn(app, "admin");
    const list = async (auth: Record<string, string>, origin = "") =>
      ids((await app.api().get(`/api/question-bank?tag=${tag}&origin=${origin}`).set(auth)).body).sort();

    expect(await list(author.auth)).toEqual([privada, escola, rede].sort());
    expect(await list(colleague.auth)).toEqual([escola, rede].sort());
    expect(await list(outsider.auth)).toEqual([rede]);
    expect(await list(admin.auth)).toEqual([escola, rede].sort());
    expect((await app.api().get(`/api/question-bank/${privada}`).set(colleague.auth)).status).toBe(404);
    expect((await app.api().get(`/api/question-bank/${escola}`).set(outsider.auth)).status).toBe(404);
    expect((await app.api().get(`/api/question-bank/${rede}`).set(outsider.auth)).status).toBe(200);

    // "Whose items": the caller's own, colleagues' of their schools, or those shared with the network.
    expect(await list(author.auth, "mine")).toEqual([privada, escola, rede].sort());
    expect(await list(colleague.auth, "mine")).toEqual([]);
    expect(await list(colleague.auth, "school")).toEqual([escola, rede].sort());
    expect(await list(outsider.auth, "school")).toEqual([]);
    expect(await list(outsider.auth, "network")).toEqual([rede]);
    expect((await app.api().get("/api/question-bank?origin=todas").set(author.auth)).status).toBe(400);

    // Read by all, an item shared with the network is still changed only by the author's side.
    expect((await app.api().put(`/api/question-bank/${rede}`).set(outsider.auth).send({ title: "Minha" })).status).toBe(403);
    const foreignCoordinator = await signedIn(app, "coordenador", { schoolIds: [(await buildSchool(app.db)).id] });
    expect((await app.api().put(`/api/question-bank/${rede}`).set(foreignCoordinator.auth).send({ title: "Minha" })).status).toBe(
      403,
    );

    // The author makes the private item the school's; a coordinator of the school makes it private again.
    const shared = await app.api().put(`/api/question-bank/${privada}`).set(author.auth).send({ visibility: "escola" });
    expect(shared.status).toBe(200);
    expect(shared.body.visibility).toBe("escola");
    expect(await list(colleague.auth)).toEqual([privada, escola, rede].sort());
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [school.id] });
    expect(
      (await app.api().put(`/api/question-bank/${privada}`).set(coordenador.auth).send({ visibility: "privada" })).status,
    ).toBe(200);
    expect(await list(colleague.auth)).toEqual([escola, rede].sort());
    const invalid = await app.api().put(`/api/question-bank/${escola}`).set(author.auth).send({ visibility: "publica" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ visibility: "Visibilidade inválida" });
  });

  it("need a session", async () => {
    expect((await app.api().get("/api/question-bank")).status).toBe(401);
  });
});

/** 1,005 essay items by `creatorId` in a grade level of their own, a second apart, oldest first. */
async function thousandAndFive(creatorId: string, texts: (index: number) => { title: string; questionText: string }) {
  const gradeLevel = await buildGradeLevel(app.db);
  const items = Array.from({ length: 1005 }, (_, index) => ({
    ...texts(index),
    questionType: "essay" as const,
    subject: "Ciências",
    gradeLevelId: gradeLevel.id,
    difficultyLevel: "medium" as const,
    points: 1,
    creatorId,
    createdAt: new Date(Date.UTC(2026, 0, 1) + index * 1000),
    options: [],
  }));
  await app.db.transaction((tx) => insertBankItems(tx, items));
  return { gradeLevelId: gradeLevel.id, titles: items.map((item) => item.title) };
}

/** A bank list's pages for `query`, each checked for the total it announces. */
function pagesOf(auth: Record<string, string>, query: string, total: { count: string; capped: string }) {
  return async (number: number, pageSize = 100) => {
    const response = await app.api().get(`/api/question-bank?${query}&page=${number}&pageSize=${pageSize}`).set(auth).expect(200);
    expect(response.headers["x-total-count"]).toBe(total.count);
    expect(response.headers["x-total-count-capped"]).toBe(total.capped);
    return response.body as Array<{ id: string; title: string }>;
  };
}

describe("broad searches", () => {
  it("count up to a thousand, say when there are more, and page in one order up to the last match", async () => {
    const teacher = await signedIn(app);
    const word = `termo${unique()}`;
    // 1,005 matches: 5 with the word in the title (ranked first), the rest in the text only.
    await thousandAndFive(teacher.user.id, (index) => ({
      title: index < 5 ? `Sobre ${word} ${index}` : `Questão ${index}`,
      questionText: `<p>Texto com ${word}.</p>`,
    }));
    const page = pagesOf(teacher.auth, `search=${word}`, { count: "1000", capped: "true" });
    const pages = [];
    for (let number = 1; number <= 11; number += 1) pages.push(...(await page(number)));
    expect(pages).toHaveLength(1005);
    expect(new Set(ids(pages)).size).toBe(1005);
    // Titles first (newest first among them), then the newest of the rest.
    expect(pages.slice(0, 6).map((item) => item.title)).toEqual([
      `Sobre ${word} 4`,
      `Sobre ${word} 3`,
      `Sobre ${word} 2`,
      `Sobre ${word} 1`,
      `Sobre ${word} 0`,
      "Questão 1004",
    ]);
    expect(pages.at(-1)?.title).toBe("Questão 5");
    // A page that straddles the thousandth match reads the same order.
    expect(ids(await page(34, 30))).toEqual(ids(pages.slice(990, 1005)));
  });

  it("without a search count every match exactly and page newest first up to the last one", async () => {
    const teacher = await signedIn(app);
    const { gradeLevelId, titles } = await thousandAndFive(teacher.user.id, (index) => ({
      title: `Item ${index}`,
      questionText: "<p>Texto.</p>",
    }));
    const page = pagesOf(teacher.auth, `gradeLevelId=${gradeLevelId}`, { count: "1005", capped: "false" });
    const pages = [];
    for (let number = 1; number <= 11; number += 1) pages.push(...(await page(number)));
    expect(pages.map((item) => item.title)).toEqual(titles.reverse());
    expect(ids(await page(34, 30))).toEqual(ids(pages.slice(990, 1005)));
  });
});
