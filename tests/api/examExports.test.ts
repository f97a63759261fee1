import { describe, expect, it } from "vitest";
import { buildExam, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

const questions = [
  {
    questionType: "multiple_choice",
    questionText: "<p>Qual é a função da <strong>clorofila</strong>?</p>",
    points: 2,
    options: [
      { optionLetter: "A", optionText: "Absorver luz", isCorrect: true },
      { optionLetter: "B", optionText: "Produzir água" },
    ],
  },
  { questionType: "essay", questionText: "<p>Descreva a germinação.</p>", points: 1 },
] as never;

describe("GET /api/exams/{id}/export/pdf (print page)", () => {
  it("prints the header by the exam's flags, the student's name and class when given, numbered questions and lines", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user, {
      title: "Avaliação de Ciências",
      questions,
      showDate: false,
      studentGrade: "6º ano",
    });
    const response = await app
      .api()
      .get(`/api/exams/${exam.id}/export/pdf?studentName=${encodeURIComponent("Ana <b>Souza</b>")}&className=6A`)
      .set(owner.auth);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    const html = response.text;
    expect(html).toContain("<h1>Avaliação de Ciências</h1>");
    expect(html).toContain(exam.examCode);
    expect(html).toContain("Ana &lt;b&gt;Souza&lt;/b&gt;");
    expect(html).toContain('<span class="value">6A</span>');
    expect(html).toContain('<span class="value">6º ano</span>');
    expect(html).not.toContain("Data:");
    expect(html).toContain('Questão 1 <span class="points">(2 pontos)</span>');
    expect(html).toContain("<strong>clorofila</strong>");
    expect(html).toContain('<span class="letter">A)</span>');
    expect(html.match(/class="line"/g)).toHaveLength(4);
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it("leaves lines to write on, hides fields whose flag is off, and can print in two columns", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user, {
      questions,
      showStudentName: false,
      showExamCode: false,
      showSchoolName: false,
    });
    const html = (await app.api().get(`/api/exams/${exam.id}/export/pdf?columns=2`).set(owner.auth)).text;
    expect(html).not.toContain("Nome do aluno");
    expect(html).not.toContain(exam.examCode);
    expect(html).toContain('<span class="label">Turma:</span><span class="value"></span>');
    expect(html).toContain('class="copy two-columns"');
  });

  it("is only for those who may see the exam", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user);
    const stranger = await signedIn(app);
    expect((await app.api().get(`/api/exams/${exam.id}/export/pdf`).set(stranger.auth)).status).toBe(404);
    expect((await app.api().get(`/api/exams/${exam.id}/export/pdf`)).status).toBe(401);
  });
});

describe("GET /api/exams/{id}/export/gdocs", () => {
  it("answers the exam as clean text", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user, { title: "Prova de Ciências", questions });
    const response = await app.api().get(`/api/exams/${exam.id}/export/gdocs`).set(owner.auth);
    expect(response.status).toBe(200);
    const content: string = response.body.googleDocsData.content;
    expect(content).toContain("Prova de Ciências");
    expect(content).toContain("Questão 1 (2 pontos)\nQual é a função da clorofila?\nA) Absorver luz\nB) Produzir água");
    expect(content).toContain("Questão 2 (1 ponto)\nDescreva a germinação.");
    expect(content).not.toMatch(/<[a-z]/);
  });
});
