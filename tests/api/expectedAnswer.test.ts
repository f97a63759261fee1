import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import type { ExamQuestion, ExamWithQuestions } from "../../shared/types/exams";
import type { BankItem } from "../../shared/types/questionBank";
import type { EssayGradingList } from "../../shared/types/results";
import { applyExam, attemptHeader, buildApplicableExam, enter } from "../support/applications";
import { binaryBody } from "../support/binaryBody";
import { buildExam, buildGradeLevel, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

const EXPECTED = "<p>Luz, água e gás carbônico viram <strong>glicose</strong> e oxigênio.</p>";
const SECRET = "gabarito-secreto-da-professora";

const essayOf = (exam: ExamWithQuestions) => exam.questions.find((question) => question.questionType === "essay")!;
const examOf = async (auth: Record<string, string>, id: string): Promise<ExamWithQuestions> =>
  (await app.api().get(`/api/exams/${id}`).set(auth)).body;

describe("an essay's expected answer", () => {
  it("is stored sanitised on create, changed and cleared on update, and kept only for essays", async () => {
    const teacher = await signedIn(app, "professor");
    const exam = await buildExam(app.db, teacher.user, {
      questions: [
        {
          questionType: "essay",
          questionText: "<p>Explique a fotossíntese.</p>",
          expectedAnswer: `${EXPECTED}<script>alert(1)</script>`,
        },
        {
          questionType: "multiple_choice",
          questionText: "<p>2 + 2?</p>",
          expectedAnswer: "<p>ignorada</p>",
          options: [
            { optionLetter: "A", optionText: "4", isCorrect: true },
            { optionLetter: "B", optionText: "5" },
          ],
        },
      ],
    });
    const read = await examOf(teacher.auth, exam.id);
    expect(essayOf(read).expectedAnswer).toBe(EXPECTED);
    expect(read.questions.find((question) => question.questionType === "multiple_choice")!.expectedAnswer).toBeNull();

    const added = await app
      .api()
      .post(`/api/exams/${exam.id}/questions`)
      .set(teacher.auth)
      .send({ questionType: "essay", questionText: "<p>Outra.</p>", expectedAnswer: "<p>Uma resposta</p>" });
    expect(added.status).toBe(201);
    expect(added.body.expectedAnswer).toBe("<p>Uma resposta</p>");

    const path = `/api/questions/${essayOf(read).id}`;
    const changed = await app.api().put(path).set(teacher.auth).send({ expectedAnswer: "<p>Nova <em>resposta</em></p>" });
    expect(changed.status).toBe(200);
    expect(changed.body.expectedAnswer).toBe("<p>Nova <em>resposta</em></p>");
    // Another field alone leaves it as it was.
    const untouched = await app.api().put(path).set(teacher.auth).send({ points: 2 });
    expect(untouched.body.expectedAnswer).toBe("<p>Nova <em>resposta</em></p>");
    const blank = await app.api().put(path).set(teacher.auth).send({ expectedAnswer: "<p> </p>" });
    expect(blank.body.expectedAnswer).toBeNull();

    await app.api().put(path).set(teacher.auth).send({ expectedAnswer: EXPECTED }).expect(200);
    const retyped = await app
      .api()
      .put(path)
      .set(teacher.auth)
      .send({ questionType: "multiple_choice", options: [{ optionLetter: "A", optionText: "Sim", isCorrect: true }] });
    expect(retyped.body.expectedAnswer).toBeNull();
  });

  it("goes with the exam's copy", async () => {
    const teacher = await signedIn(app, "professor");
    const exam = await buildExam(app.db, teacher.user, {
      questions: [{ questionType: "essay", questionText: "<p>Explique.</p>", expectedAnswer: EXPECTED }],
    });
    const copy = await app.api().post(`/api/exams/${exam.id}/duplicate`).set(teacher.auth).send({ title: "Cópia" });
    expect(copy.status).toBe(201);
    expect(essayOf(await examOf(teacher.auth, copy.body.id)).expectedAnswer).toBe(EXPECTED);
  });

  it("is kept on bank essays and shows where the item is used in an exam", async () => {
    const teacher = await signedIn(app, "professor");
    const level = await buildGradeLevel(app.db);
    const created = await app
      .api()
      .post("/api/question-bank")
      .set(teacher.auth)
      .send({
        title: "Fotossíntese",
        questionText: "<p>Explique a fotossíntese.</p>",
        questionType: "essay",
        subject: "Ciências",
        gradeLevelId: level.id,
        expectedAnswer: `${EXPECTED}<img src=x onerror=alert(1)>`,
      });
    expect(created.status).toBe(201);
    const item: BankItem = created.body;
    expect(item.expectedAnswer).not.toMatch(/onerror/);
    expect(item.expectedAnswer!.startsWith(EXPECTED)).toBe(true);

    const updated = await app.api().put(`/api/question-bank/${item.id}`).set(teacher.auth).send({ expectedAnswer: EXPECTED });
    expect(updated.status).toBe(200);
    expect(updated.body.expectedAnswer).toBe(EXPECTED);
    expect((await app.api().get(`/api/question-bank/${item.id}`).set(teacher.auth)).body.expectedAnswer).toBe(EXPECTED);

    const exam = await buildExam(app.db, teacher.user);
    await app.api().post(`/api/exams/${exam.id}/exam-questions`).set(teacher.auth).send({ questionId: item.id }).expect(201);
    const placed = (await examOf(teacher.auth, exam.id)).questions.find((question: ExamQuestion) => question.source === "bank")!;
    expect(placed.expectedAnswer).toBe(EXPECTED);
  });

  it("is shown when grading and never reaches a student, the printed exam or the Word file", async () => {
    const setup = await buildApplicableExam(app);
    const expected = `<p>${SECRET}</p>`;
    const essay = essayOf(await examOf(setup.teacher.auth, setup.exam.id));
    await app.api().put(`/api/questions/${essay.id}`).set(setup.teacher.auth).send({ expectedAnswer: expected }).expect(200);
    await applyExam(app, setup);

    const delivery = await app.api().get(`/api/online/${setup.exam.examCode}`);
    const first = await enter(app, setup.exam.examCode, { accessCode: setup.students[0].accessCode });
    const token = first.body.token as string;
    const viewed = await app.api().get("/api/attempt").set(attemptHeader(token));
    const written = { questionId: essay.id, selectedOptionId: null, textAnswer: "A planta faz comida.", revision: 1 };
    const saved = await app
      .api()
      .put("/api/attempt/answers")
      .set(attemptHeader(token))
      .send({ answers: [written] });
    const handedIn = await app.api().post("/api/attempt/submit").set(attemptHeader(token)).send({ answers: [] });
    const byCode = await app.api().get(`/api/exams/${setup.exam.examCode}/online`);
    for (const reply of [delivery, first, viewed, saved, handedIn, byCode]) {
      expect(reply.status).toBe(200);
      expect(JSON.stringify(reply.body)).not.toContain(SECRET);
      expect(JSON.stringify(reply.body)).not.toMatch(/expectedAnswer/);
    }
    // The question itself did reach the student: the check above looked at the right replies.
    expect(JSON.stringify(viewed.body)).toContain("fotossíntese");

    const print = await app
      .api()
      .get(`/api/exams/${setup.exam.id}/export/pdf`)
      .set(setup.teacher.auth)
      .set("Accept", "text/html");
    expect(print.status).toBe(200);
    expect(print.text).toContain("fotossíntese");
    expect(print.text).not.toContain(SECRET);
    const docx = await app
      .api()
      .get(`/api/exams/${setup.exam.id}/export/docx`)
      .set(setup.teacher.auth)
      .buffer(true)
      .parse(binaryBody);
    expect(docx.status).toBe(200);
    const documentXml = await (await JSZip.loadAsync(docx.body as Buffer)).file("word/document.xml")!.async("string");
    expect(documentXml).toContain("fotossíntese");
    expect(documentXml).not.toContain(SECRET);
    const text = await app.api().get(`/api/exams/${setup.exam.id}/export/gdocs`).set(setup.teacher.auth);
    expect(JSON.stringify(text.body)).not.toContain(SECRET);

    const application = (await app.api().get(`/api/exams/${setup.exam.id}/applications`).set(setup.teacher.auth)).body[0];
    const essays: EssayGradingList = (await app.api().get(`/api/applications/${application.id}/essays`).set(setup.teacher.auth))
      .body;
    expect(essays.questions.find((question) => question.questionId === essay.id)!.expectedAnswer).toBe(expected);
  });
});
