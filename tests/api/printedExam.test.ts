import { describe, expect, it } from "vitest";
import { buildClass, buildExam, signedIn } from "../support/factories";
import { binaryBody } from "../support/binaryBody";
import { usePdfTestApps } from "../support/pdf";

/** The printed exam's header, instructions, lines, columns and large print (docs/product.md#23-paper-exams). */

const { app, pdfText } = usePdfTestApps("printed-exam");
const flat = (text: string) => text.replace(/\s+/g, " ");

const questions = [
  {
    questionType: "multiple_choice",
    questionText: "<p>Quanto é 7 × 8?</p>",
    points: 1.5,
    options: [
      { optionLetter: "A", optionText: "56", isCorrect: true },
      { optionLetter: "B", optionText: "54" },
    ],
  },
  { questionType: "essay", questionText: "<p>Explique a tabuada do 9.</p>", points: 2.5 },
] as never;

const printPage = async (examId: string, auth: Record<string, string>, query = "") =>
  (await app.api().get(`/api/exams/${examId}/export/pdf${query}`).set(auth).expect(200)).text;

describe("the printed exam", () => {
  it("heads the page with teacher, class, Valor and Nota, blank date and name lines, and the default instructions", async () => {
    const owner = await signedIn(app);
    const base = await buildExam(app.db, owner.user, { questions });
    const schoolClass = await buildClass(app.db, { schoolId: base.schoolId, gradeLevelId: base.gradeLevelId });
    const exam = await buildExam(app.db, owner.user, {
      questions,
      schoolId: base.schoolId,
      gradeLevelId: base.gradeLevelId,
      classId: schoolClass.id,
    });
    const html = await printPage(exam.id, owner.auth);
    expect(html).toContain(`<span class="label">Professor(a):</span><span class="value">${owner.user.username}</span>`);
    expect(html).toContain(`<span class="label">Turma:</span><span class="value">${schoolClass.name}</span>`);
    // No date is chosen: a line to write it on, not the day it was printed.
    expect(html).toContain('<span class="label">Data:</span><span class="value"></span>');
    expect(html).toContain('<span class="label">Nome do aluno:</span><span class="value"></span>');
    expect(html).toContain('<span class="label">Nº:</span><span class="value"></span>');
    expect(html).toContain("<span>Valor</span><b>4 pontos</b>");
    expect(html).toContain("<span>Nota</span><b></b>");
    expect(html).toContain("<li>Leia cada questão com atenção antes de responder.</li>");
    expect(html).toContain("<li>Responda às questões dissertativas nas linhas indicadas.</li>");
    // An essay of 2.5 points gets 10 lines by default.
    expect(html.match(/class="line"/g)).toHaveLength(10);
    expect(html).toContain(`content: "Código ${exam.examCode}"`);
    expect(html).toContain('content: "Página " counter(page) " de " counter(pages)');
  });

  it("prints the exam's own teacher, date, instructions and essay lines, and hides what its switches turn off", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user, {
      questions,
      teacherName: "Profa. Márcia Lima",
      printDate: "05/12/2026",
      instructions: "Não use calculadora.\nBoa prova!",
      essayLines: 4,
    });
    const html = await printPage(exam.id, owner.auth);
    expect(html).toContain('<span class="value">Profa. Márcia Lima</span>');
    expect(html).toContain('<span class="label">Data:</span><span class="value">05/12/2026</span>');
    expect(html).toContain("<ul><li>Não use calculadora.</li><li>Boa prova!</li></ul>");
    expect(html.match(/class="line"/g)).toHaveLength(4);

    await app
      .api()
      .put(`/api/exams/${exam.id}`)
      .set(owner.auth)
      .send({ showTeacher: false, showScoreBoxes: false, showInstructions: false })
      .expect(200);
    const plain = await printPage(exam.id, owner.auth);
    expect(plain).not.toContain("Professor(a)");
    expect(plain).not.toContain("Valor");
    expect(plain).not.toContain("Instruções");

    const wrong = await app.api().put(`/api/exams/${exam.id}`).set(owner.auth).send({ essayLines: 41, printDate: "31/02/2026" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toMatchObject({
      essayLines: "Informe de 1 a 40 linhas, ou deixe em branco para calcular pela pontuação",
      printDate: "Data inválida: use dd/mm/aaaa",
    });
  });

  it("prints in two columns, and in large print (18 and 24 pt) always in one column, with high contrast", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user, { questions });
    expect(await printPage(exam.id, owner.auth, "?columns=2")).toContain('class="copy two-columns"');
    expect(await printPage(exam.id, owner.auth, "?columns=2&size=large")).toContain('class="copy size-large"');
    expect(await printPage(exam.id, owner.auth, "?size=extra_large&contrast=1")).toContain(
      'class="copy size-extra-large high-contrast"',
    );
    const refused = await app.api().get(`/api/exams/${exam.id}/export/pdf?size=huge`).set(owner.auth);
    expect(refused.status).toBe(400);
  });

  it("renders the header to PDF with every field, and large print on more pages", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user, { title: "Simulado de Matemática", questions, printDate: "2026-12-05" });
    const pdf = async (query: string) =>
      (await app.api().get(`/api/exams/${exam.id}/export/pdf?format=pdf${query}`).set(owner.auth).buffer(true).parse(binaryBody))
        .body as Buffer;
    const text = flat(pdfText(await pdf("")));
    for (const expected of [
      "Professor(a):",
      owner.user.username,
      "Nome do aluno:",
      "Nº:",
      "Valor",
      "4 pontos",
      "Nota",
      "Instruções",
      "05/12/2026",
      `Código ${exam.examCode}`,
      "Página 1 de 1",
    ]) {
      expect(text).toContain(expected);
    }
    const large = pdfText(await pdf("&size=extra_large"));
    expect(large.split("\f").filter((page) => page.trim()).length).toBeGreaterThan(1);
    expect(flat(large)).toContain("Página 2 de");
  });
});

describe("a question longer than a page", () => {
  it("goes on to the next page or column with '(continua)' under the part that goes on, and nowhere else", async () => {
    const owner = await signedIn(app);
    const reading = Array.from(
      { length: 70 },
      (_, index) => `<p>Linha ${index + 1} do texto para leitura, longo demais para uma página.</p>`,
    ).join("");
    const exam = await buildExam(app.db, owner.user, {
      questions: [
        ...(questions as unknown as object[]),
        { questionType: "essay", questionText: `<p>Leia o texto.</p>${reading}<p>Fim do texto.</p>`, points: 1 },
        { questionType: "essay", questionText: "<p>Última pergunta.</p>", points: 1 },
      ] as never,
    });
    const pdf = async (query: string) =>
      (await app.api().get(`/api/exams/${exam.id}/export/pdf?format=pdf${query}`).set(owner.auth).buffer(true).parse(binaryBody))
        .body as Buffer;
    const pages = pdfText(await pdf(""))
      .split("\f")
      .filter((page) => page.trim());
    const marked = pages.flatMap((page, index) => (page.includes("(continua)") ? [index] : []));
    // The long question starts where it is and runs on: each page it fills but the last says so.
    const holding = pages.flatMap((page, index) => (/Linha \d+ do texto/.test(page) ? [index] : []));
    expect(holding.length).toBeGreaterThan(1);
    expect(marked).toEqual(holding.slice(0, -1));
    expect(pages.at(-1)).toContain("Última pergunta.");

    const twoColumns = pdfText(await pdf("&columns=2"))
      .split("\f")
      .filter((page) => page.trim());
    expect(twoColumns.join("").match(/\(continua\)/g)?.length ?? 0).toBeGreaterThan(0);

    const short = await buildExam(app.db, owner.user, { questions });
    const plain = await app
      .api()
      .get(`/api/exams/${short.id}/export/pdf?format=pdf`)
      .set(owner.auth)
      .buffer(true)
      .parse(binaryBody);
    expect(pdfText(plain.body)).not.toContain("(continua)");
  });
});

describe("the teacher's gabarito of an exam", () => {
  it("lists each question's answer, points and codes", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user, { title: "Prova de Frações", questions });
    const response = await app
      .api()
      .get(`/api/exams/${exam.id}/export/answer-key`)
      .set(owner.auth)
      .buffer(true)
      .parse(binaryBody);
    expect(response.status).toBe(200);
    expect(response.headers["content-disposition"]).toContain('filename="gabarito-prova-de-fracoes.pdf"');
    const text = flat(pdfText(response.body));
    expect(text).toContain("Gabarito");
    expect(text).toMatch(/1 A 1,5 pontos/);
    expect(text).toMatch(/2 Dissertativa 2,5 pontos/);
    expect(text).toContain("Total 4 pontos");
    expect(text).toContain("Em sequência: 1-A 2-—");
  });
});
