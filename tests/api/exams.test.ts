import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exams } from "../../server/db/schema";
import { generateExamCode } from "../../server/services/common/codes";
import { createExam } from "../../server/services/exams/exams";
import { examCreateSchema } from "../../shared/schemas/exams";
import { buildClass, buildExam, buildGradeLevel, buildSchool, signedIn, unique } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

async function places() {
  const school = await buildSchool(app.db);
  const level = await buildGradeLevel(app.db);
  return { schoolId: school.id, gradeLevelId: level.id };
}

const multipleChoice = (text: string, correct = "B") => ({
  questionType: "multiple_choice",
  questionText: `<p>${text}</p>`,
  points: 2.5,
  descriptor: "D12",
  options: ["A", "B", "C", "D", "E"].map((letter) => ({
    optionLetter: letter,
    optionText: letter === "E" ? "   " : `<p>Alternativa ${letter}</p>`,
    isCorrect: letter === correct,
  })),
});

describe("POST /api/exams", () => {
  it("stores the exam with its questions in order and their options, as a draft with a short code", async () => {
    const where = await places();
    const professor = await signedIn(app, "professor", { schoolIds: [where.schoolId] });
    const body = {
      title: "Avaliação Bimestral",
      subject: "Ciências",
      description: "1º bimestre",
      ...where,
      questions: [
        multipleChoice("Qual é o maior planeta?"),
        multipleChoice("Qual é o menor planeta?", "A"),
        {
          questionType: "essay",
          questionText: "<p>Explique a fotossíntese.</p>",
          options: [{ optionLetter: "A", optionText: "ignorada" }],
        },
      ],
    };
    const response = await app.api().post("/api/exams").set(professor.auth).send(body);
    expect(response.status).toBe(201);
    const exam = response.body;
    expect(exam).toMatchObject({
      title: "Avaliação Bimestral",
      status: "draft",
      difficultyLevel: "medium",
      isOnline: true,
      isPrintable: false,
      showLogo: true,
      questionCount: 3,
      creatorId: professor.user.id,
    });
    expect(exam.examCode).toMatch(CODE);
    expect(exam.questions.map((question: { questionOrder: number }) => question.questionOrder)).toEqual([1, 2, 3]);
    expect(exam.questions[0].options.map((option: { optionLetter: string }) => option.optionLetter)).toEqual([
      "A",
      "B",
      "C",
      "D",
    ]);
    expect(exam.questions[0].options.find((option: { isCorrect: boolean }) => option.isCorrect).optionLetter).toBe("B");
    expect(exam.questions[0]).toMatchObject({ points: 2.5, descriptor: "D12" });
    expect(exam.questions[2]).toMatchObject({ questionType: "essay", points: 1, descriptor: "", options: [] });

    const read = await app.api().get(`/api/exams/${exam.id}`).set(professor.auth);
    expect(read.body.questions).toHaveLength(3);
  });

  it("validates with the spec's messages", async () => {
    const professor = await signedIn(app);
    const response = await app.api().post("/api/exams").set(professor.auth).send({});
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      title: "Título é obrigatório",
      subject: "Matéria é obrigatória",
      gradeLevelId: "Série é obrigatória",
      schoolId: "Escola é obrigatória",
      questions: "Adicione pelo menos uma questão.",
    });
    const noQuestions = await app
      .api()
      .post("/api/exams")
      .set(professor.auth)
      .send({ title: "T", subject: "S", ...(await places()), questions: [] });
    expect(noQuestions.body.errors).toEqual({ questions: "Adicione pelo menos uma questão." });
  });

  it("refuses two correct options, bad points and an empty question", async () => {
    const professor = await signedIn(app);
    const twoCorrect = multipleChoice("Duas corretas");
    twoCorrect.options[0].isCorrect = true;
    const response = await app
      .api()
      .post("/api/exams")
      .set(professor.auth)
      .send({
        title: "T",
        subject: "S",
        ...(await places()),
        questions: [
          twoCorrect,
          { questionText: "<p>x</p>", points: 0.3 },
          { questionText: "<p> </p>" },
          // Only what a reader never sees: the sanitizer would leave an empty question.
          { questionText: "<script>alert(1)</script><style>p{}</style>" },
        ],
      });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      "questions.0.options": "Marque apenas uma alternativa correta.",
      "questions.1.points": "A pontuação deve ser um número a partir de 0, em passos de 0,5",
      "questions.2.questionText": "Texto da questão é obrigatório",
      "questions.3.questionText": "Texto da questão é obrigatório",
    });
  });

  it("stores nothing when a question fails halfway", async () => {
    const professor = await signedIn(app);
    const title = `Prova incompleta ${unique()}`;
    const values = examCreateSchema.parse({
      title,
      subject: "História",
      ...(await places()),
      questions: [{ questionText: "<p>ok</p>" }],
    });
    values.questions.push({ ...values.questions[0], descriptor: "x".repeat(300) }); // too long for its column
    await expect(createExam(app.db, { ...professor.user, schoolIds: [values.schoolId], classIds: [] }, values)).rejects.toThrow();
    expect(await app.db.select().from(exams).where(eq(exams.title, title))).toEqual([]);
  });

  it("removes scripts, event handlers and foreign images from rich text", async () => {
    const where = await places();
    const professor = await signedIn(app, "professor", { schoolIds: [where.schoolId] });
    const image = "/objects/11111111-2222-4333-8444-555555555555";
    const response = await app
      .api()
      .post("/api/exams")
      .set(professor.auth)
      .send({
        title: "T",
        subject: "S",
        ...where,
        questions: [
          {
            questionType: "multiple_choice",
            questionText: `<p onclick="x()"><strong>Olá</strong><script>alert(1)</script><img src="https://evil.example/a.png" onerror="alert(2)"><img src="${image}" onerror="alert(3)"><a href="javascript:alert(4)">link</a></p>`,
            options: [{ optionLetter: "A", optionText: '<p>A<img src=x onerror="alert(5)"></p>', isCorrect: true }],
          },
        ],
      });
    expect(response.status).toBe(201);
    const [question] = response.body.questions;
    expect(question.questionText).toBe(`<p><strong>Olá</strong><img src="${image}" />link</p>`);
    expect(question.options[0].optionText).toBe("<p>A</p>");
  });

  it("refuses a school, grade level or class that does not exist", async () => {
    const professor = await signedIn(app);
    const missing = "00000000-0000-4000-8000-000000000000";
    const response = await app
      .api()
      .post("/api/exams")
      .set(professor.auth)
      .send({
        title: "T",
        subject: "S",
        schoolId: missing,
        gradeLevelId: missing,
        classId: missing,
        questions: [{ questionText: "<p>x</p>" }],
      });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      schoolId: "Escola não encontrada.",
      gradeLevelId: "Série não encontrada.",
      classId: "Turma não encontrada.",
    });
  });

  it("refuses a school the author does not belong to (400 on schoolId); an administrator writes for any school", async () => {
    const where = await places();
    const body = { title: `Fora da escola ${unique()}`, subject: "S", ...where, questions: [{ questionText: "<p>x</p>" }] };
    const notAMember = "Você não faz parte desta escola. Peça a um administrador para vinculá-lo a ela.";
    for (const role of ["professor", "coordenador", "diretor"] as const) {
      const outsider = await signedIn(app, role, { schoolIds: [(await buildSchool(app.db)).id] });
      const refused = await app.api().post("/api/exams").set(outsider.auth).send(body);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ schoolId: notAMember });
    }
    expect(await app.db.select().from(exams).where(eq(exams.title, body.title))).toEqual([]);
    const admin = await signedIn(app, "admin");
    expect((await app.api().post("/api/exams").set(admin.auth).send(body)).status).toBe(201);
  });
});

describe("an exam's grade scale", () => {
  it("is out of 10 to a tenth unless told, takes 100 and a half, and refuses any other", async () => {
    const where = await places();
    const professor = await signedIn(app, "professor", { schoolIds: [where.schoolId] });
    const body = { title: "Simulado", subject: "Matemática", ...where, questions: [multipleChoice("Quanto é 2 + 2?")] };
    const plain = await app.api().post("/api/exams").set(professor.auth).send(body).expect(201);
    expect(plain.body).toMatchObject({ maxGrade: 10, gradeRounding: "0.1" });
    const hundred = await app
      .api()
      .post("/api/exams")
      .set(professor.auth)
      .send({ ...body, maxGrade: 100, gradeRounding: "0.5" })
      .expect(201);
    expect(hundred.body).toMatchObject({ maxGrade: 100, gradeRounding: "0.5" });
    const edited = await app
      .api()
      .put(`/api/exams/${plain.body.id}`)
      .set(professor.auth)
      .send({ gradeRounding: "1" })
      .expect(200);
    expect(edited.body).toMatchObject({ maxGrade: 10, gradeRounding: "1" });
    const refused = await app
      .api()
      .post("/api/exams")
      .set(professor.auth)
      .send({ ...body, maxGrade: 20, gradeRounding: "0.25" })
      .expect(400);
    expect(refused.body.errors).toMatchObject({
      maxGrade: "A nota máxima deve ser 10 ou 100",
      gradeRounding: "Arredondamento inválido: uma casa decimal, meio ponto ou inteiro",
    });
  });
});

describe("exam codes", () => {
  it("use an alphabet without look-alikes", () => {
    for (let index = 0; index < 5000; index++) expect(generateExamCode()).toMatch(CODE);
  });

  it("are unique over many creations", async () => {
    const professor = await signedIn(app);
    const where = await places();
    const codes = [];
    for (let index = 0; index < 150; index++) codes.push((await buildExam(app.db, professor.user, where)).examCode);
    expect(new Set(codes).size).toBe(150);
  });
});

describe("GET /api/exams", () => {
  it("searches title and subject ignoring case and accents, filters by status, and pages", async () => {
    const professor = await signedIn(app);
    const where = await places();
    const tag = unique();
    const science = await buildExam(app.db, professor.user, { ...where, title: `Avaliação ${tag}`, subject: "Ciências" });
    const history = await buildExam(app.db, professor.user, { ...where, title: `Simulado ${tag}`, subject: "História" });
    await app.db.update(exams).set({ status: "completed" }).where(eq(exams.id, history.id));
    const list = (query: string) => app.api().get(`/api/exams?schoolId=${where.schoolId}&${query}`).set(professor.auth);

    expect((await list("search=ciencias")).body.map((exam: { id: string }) => exam.id)).toEqual([science.id]);
    expect((await list("search=CIÊNCIAS")).body.map((exam: { id: string }) => exam.id)).toEqual([science.id]);
    expect((await list(`search=avaliacao ${tag}`)).body.map((exam: { id: string }) => exam.id)).toEqual([science.id]);
    expect((await list("search=100%")).body).toEqual([]);
    expect((await list("status=finished")).body.map((exam: { id: string }) => exam.id)).toEqual([history.id]);
    expect((await list("status=completed")).body.map((exam: { id: string }) => exam.id)).toEqual([history.id]);
    expect((await list("status=draft")).body.map((exam: { id: string }) => exam.id)).toEqual([science.id]);
    expect((await list("status=all")).body).toHaveLength(2);

    const firstPage = await list("pageSize=1&page=1");
    expect(firstPage.headers["x-total-count"]).toBe("2");
    expect(firstPage.body).toHaveLength(1);
    expect(firstPage.body[0]).toMatchObject({
      id: history.id,
      questionCount: 1,
      gradeLevelName: expect.any(String),
      schoolName: expect.any(String),
    });
    // A card carries what a list shows; the printed header's settings come with the exam itself.
    expect(Object.keys(firstPage.body[0]).sort()).toEqual(
      [
        "id",
        "title",
        "subject",
        "description",
        "schoolId",
        "schoolName",
        "gradeLevelId",
        "gradeLevelName",
        "classId",
        "className",
        "creatorId",
        "creatorName",
        "difficultyLevel",
        "isOnline",
        "isPrintable",
        "sharedWithSchool",
        "status",
        "examCode",
        "applicationStart",
        "applicationEnd",
        "questionCount",
        "createdAt",
        "updatedAt",
      ].sort(),
    );
    const own = await app.api().get(`/api/exams/${history.id}`).set(professor.auth);
    expect(own.body).toMatchObject({ ...firstPage.body[0], showLogo: true, showDate: true, studentName: null });
    expect((await list("pageSize=1&page=2")).body[0].id).toBe(science.id);
    expect((await list("status=aberta")).status).toBe(400);
  });

  it("filters by creator, school and class, within the schools the coordinator runs", async () => {
    const schoolClass = await buildClass(app.db);
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [schoolClass.schoolId] });
    const professor = await signedIn(app);
    const inClass = await buildExam(app.db, professor.user, {
      schoolId: schoolClass.schoolId,
      gradeLevelId: schoolClass.gradeLevelId,
      classId: schoolClass.id,
    });
    // The same professor's exam in a school the coordinator does not run is never listed.
    await buildExam(app.db, professor.user);
    const elsewhere = await buildExam(app.db, coordenador.user);
    const ids = async (query: string) =>
      (await app.api().get(`/api/exams?${query}`).set(coordenador.auth)).body.map((exam: { id: string }) => exam.id);
    expect(await ids(`classId=${schoolClass.id}`)).toEqual([inClass.id]);
    expect(await ids(`schoolId=${schoolClass.schoolId}`)).toEqual([inClass.id]);
    expect(await ids(`creatorId=${professor.user.id}`)).toEqual([inClass.id]);
    expect(await ids(`creatorId=${coordenador.user.id}`)).toEqual([elsewhere.id]);
  });
});

describe("long exam lists", () => {
  it("page in one order from the first exam to the last, past the first five hundred", async () => {
    const coordinator = await signedIn(app, "coordenador");
    const where = await places();
    const rows = Array.from({ length: 520 }, (_, index) => ({
      ...where,
      title: `Prova ${index}`,
      subject: "Geografia",
      creatorId: coordinator.user.id,
      examCode: generateExamCode(),
      createdAt: new Date(Date.UTC(2026, 0, 1) + index * 1000),
    }));
    await app.db.insert(exams).values(rows);
    const page = async (number: number, pageSize: number) => {
      const response = await app
        .api()
        .get(`/api/exams?schoolId=${where.schoolId}&page=${number}&pageSize=${pageSize}`)
        .set(coordinator.auth)
        .expect(200);
      expect(response.headers["x-total-count"]).toBe("520");
      return (response.body as Array<{ title: string }>).map((exam) => exam.title);
    };
    const titles = [];
    for (let number = 1; number <= 6; number += 1) titles.push(...(await page(number, 100)));
    expect(titles).toEqual(rows.map((row) => row.title).reverse());
    // A page that straddles the five hundredth exam reads the same order.
    expect(await page(17, 30)).toEqual(titles.slice(480, 510));
  });
});

describe("who sees and changes an exam", () => {
  it("a professor only their own (and reads what is shared with their school); coordinators and principals their schools'; admins all", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user);
    const other = await signedIn(app, "professor", { schoolIds: [exam.schoolId] });
    expect((await app.api().get(`/api/exams/${exam.id}`).set(other.auth)).status).toBe(404);
    expect((await app.api().put(`/api/exams/${exam.id}`).set(other.auth).send({ title: "Minha agora" })).status).toBe(404);
    expect((await app.api().delete(`/api/exams/${exam.id}`).set(other.auth)).status).toBe(404);
    expect((await app.api().get(`/api/exams/${exam.id}/questions`).set(other.auth)).status).toBe(404);
    const otherList = await app.api().get(`/api/exams?creatorId=${owner.user.id}`).set(other.auth);
    expect(otherList.body).toEqual([]);

    // Shared with its school, a colleague of that school reads it, and still cannot change it.
    await app.api().put(`/api/exams/${exam.id}`).set(owner.auth).send({ sharedWithSchool: true }).expect(200);
    expect((await app.api().get(`/api/exams/${exam.id}`).set(other.auth)).status).toBe(200);
    expect((await app.api().put(`/api/exams/${exam.id}`).set(other.auth).send({ title: "Minha agora" })).status).toBe(404);
    expect((await app.api().delete(`/api/exams/${exam.id}`).set(other.auth)).status).toBe(404);
    const stranger = await signedIn(app, "professor", { schoolIds: [(await buildSchool(app.db)).id] });
    expect((await app.api().get(`/api/exams/${exam.id}`).set(stranger.auth)).status).toBe(404);

    const otherSchool = (await buildSchool(app.db)).id;
    for (const role of ["coordenador", "diretor"] as const) {
      const outsider = await signedIn(app, role, { schoolIds: [otherSchool] });
      expect((await app.api().get(`/api/exams/${exam.id}`).set(outsider.auth)).status).toBe(404);
      expect((await app.api().put(`/api/exams/${exam.id}`).set(outsider.auth).send({ title: "Outra escola" })).status).toBe(404);
      expect((await app.api().delete(`/api/exams/${exam.id}`).set(outsider.auth)).status).toBe(404);
    }
    for (const role of ["coordenador", "diretor", "admin"] as const) {
      const reader = await signedIn(app, role, { schoolIds: role === "admin" ? [] : [exam.schoolId] });
      expect((await app.api().get(`/api/exams/${exam.id}`).set(reader.auth)).status).toBe(200);
      const renamed = await app
        .api()
        .put(`/api/exams/${exam.id}`)
        .set(reader.auth)
        .send({ title: `Revisada por ${role}` });
      expect(renamed.status).toBe(200);
    }
    expect((await app.api().get("/api/exams")).status).toBe(401);
  });

  it("an edit changes only what was sent", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user, { isOnline: false, difficultyLevel: "hard", showLogo: false });
    const response = await app
      .api()
      .put(`/api/exams/${exam.id}`)
      .set(owner.auth)
      .send({ title: "Novo título", description: "Nova" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: "Novo título",
      description: "Nova",
      isOnline: false,
      difficultyLevel: "hard",
      showLogo: false,
    });
    const invalid = await app.api().put(`/api/exams/${exam.id}`).set(owner.auth).send({ title: "" });
    expect(invalid.body.errors).toEqual({ title: "Título é obrigatório" });
  });

  it("deleting an exam removes its questions", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user);
    expect((await app.api().delete(`/api/exams/${exam.id}`).set(owner.auth)).status).toBe(204);
    expect((await app.api().get(`/api/exams/${exam.id}`).set(owner.auth)).status).toBe(404);
    expect((await app.api().get(`/api/questions/${exam.questions[0].id}/options`).set(owner.auth)).status).toBe(404);
  });
});

describe("questions and options", () => {
  it("the exam's page sends its questions exactly as the questions list does, options and timestamps included", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user);
    await app
      .api()
      .post(`/api/exams/${exam.id}/questions`)
      .set(owner.auth)
      .send({ examId: exam.id, ...multipleChoice("Com alternativas") })
      .expect(201);
    const page = await app.api().get(`/api/exams/${exam.id}`).set(owner.auth).expect(200);
    const list = await app.api().get(`/api/exams/${exam.id}/questions`).set(owner.auth).expect(200);
    expect(page.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(page.body.questions).toHaveLength(2);
    expect(page.body.questions).toEqual(list.body);
    expect(page.body.questions[1]).toMatchObject({
      points: 2.5,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it("add, change, list options of, and delete a question, renumbering the rest", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user);
    const added = await app
      .api()
      .post(`/api/exams/${exam.id}/questions`)
      .set(owner.auth)
      .send({ examId: exam.id, ...multipleChoice("Nova") });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ questionOrder: 2, questionType: "multiple_choice" });
    const third = await app
      .api()
      .post(`/api/exams/${exam.id}/questions`)
      .set(owner.auth)
      .send({ questionText: "<p>Terceira</p>" });
    expect(third.body.questionOrder).toBe(3);

    const changed = await app
      .api()
      .put(`/api/questions/${added.body.id}`)
      .set(owner.auth)
      .send({
        questionText: "<p>Mudada<script>x</script></p>",
        options: [{ optionLetter: "A", optionText: "<p>Só uma</p>", isCorrect: true }],
      });
    expect(changed.status).toBe(200);
    expect(changed.body.questionText).toBe("<p>Mudada</p>");
    expect(changed.body.points).toBe(2.5);
    const options = await app.api().get(`/api/questions/${added.body.id}/options`).set(owner.auth);
    expect(options.body).toEqual([expect.objectContaining({ optionLetter: "A", optionText: "<p>Só uma</p>", isCorrect: true })]);

    expect((await app.api().delete(`/api/questions/${exam.questions[0].id}`).set(owner.auth)).status).toBe(204);
    const remaining = await app.api().get(`/api/exams/${exam.id}/questions`).set(owner.auth);
    expect(
      remaining.body.map((question: { id: string; questionOrder: number }) => [question.id, question.questionOrder]),
    ).toEqual([
      [added.body.id, 1],
      [third.body.id, 2],
    ]);
  });

  it("POST /api/options keeps one correct option and unique letters", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user, { questions: [multipleChoice("Q")] as never });
    const questionId = exam.questions[0].id;
    const created = await app
      .api()
      .post("/api/options")
      .set(owner.auth)
      .send({ questionId, optionLetter: "E", optionText: "<p>Nova</p>", isCorrect: true });
    expect(created.status).toBe(201);
    const options = (await app.api().get(`/api/questions/${questionId}/options`).set(owner.auth)).body;
    expect(
      options
        .filter((option: { isCorrect: boolean }) => option.isCorrect)
        .map((option: { optionLetter: string }) => option.optionLetter),
    ).toEqual(["E"]);

    const duplicate = await app
      .api()
      .post("/api/options")
      .set(owner.auth)
      .send({ questionId, optionLetter: "A", optionText: "<p>x</p>" });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.message).toBe("Já existe uma alternativa com esta letra.");
    const badLetter = await app
      .api()
      .post("/api/options")
      .set(owner.auth)
      .send({ questionId, optionLetter: "F", optionText: "x" });
    expect(badLetter.body.errors).toEqual({ optionLetter: "A letra da alternativa deve ser de A a E" });

    const stranger = await signedIn(app);
    expect(
      (await app.api().post("/api/options").set(stranger.auth).send({ questionId, optionLetter: "E", optionText: "x" })).status,
    ).toBe(404);
  });
});

describe("POST /api/exams/{id}/questions/batch", () => {
  it("adds the CSV fixture's questions after the last one, all in one go", async () => {
    const { readFileSync } = await import("node:fs");
    const { parseExamCsv } = await import("../support/imports");
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user);
    const { questions } = parseExamCsv(readFileSync(new URL("../fixtures/exam-import.csv", import.meta.url), "utf8"));
    const response = await app.api().post(`/api/exams/${exam.id}/questions/batch`).set(owner.auth).send({ questions });
    expect(response.status).toBe(201);
    expect(response.body.map((question: { questionOrder: number }) => question.questionOrder)).toEqual([2, 3, 4, 5]);
    expect(response.body[1].options.find((option: { isCorrect: boolean }) => option.isCorrect).optionText).toBe("Brasília");
    expect(response.body[2]).toMatchObject({ questionType: "essay", points: 2, options: [] });

    const none = await app.api().post(`/api/exams/${exam.id}/questions/batch`).set(owner.auth).send({ questions: [] });
    expect(none.body.message).toBe("Nenhuma questão válida encontrada. Verifique o formato do arquivo.");
    const invalid = await app
      .api()
      .post(`/api/exams/${exam.id}/questions/batch`)
      .set(owner.auth)
      .send({ questions: [{ questionText: "<p>ok</p>" }, { questionText: "" }] });
    expect(invalid.status).toBe(400);
    expect((await app.api().get(`/api/exams/${exam.id}`).set(owner.auth)).body.questionCount).toBe(5);
  });
});
