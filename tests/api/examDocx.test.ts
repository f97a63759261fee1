import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { examDocx } from "../../server/services/exports/docx/examDocx";
import { printedCopy, type PrintableExam } from "../../server/services/exports/printModel";
import { formatPoints } from "../../shared/numbers";
import type { ExamQuestion } from "../../shared/types/exams";
import { binaryBody } from "../support/binaryBody";
import { buildExam, signedIn } from "../support/factories";
import { GIF_1X1, PNG_1X1 } from "../support/images";
import { scratchFolder } from "../support/scratchFolder";
import { docxToPdf } from "../support/libreOffice";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

async function uploadImage(auth: Record<string, string>, bytes: Buffer): Promise<string> {
  const { uploadURL } = (await app.api().post("/api/objects/upload").set(auth).send({ purpose: "question-image" })).body;
  return (await app.api().put(uploadURL).set(auth).set("Content-Type", "application/octet-stream").send(bytes)).body.objectPath;
}

describe("GET /api/exams/{id}/export/docx", () => {
  it("is a real .docx with the header, every question with its formatting, options, lines and embedded pictures", async () => {
    const owner = await signedIn(app);
    const picture = await uploadImage(owner.auth, PNG_1X1);
    const inText = await uploadImage(owner.auth, GIF_1X1);
    const exam = await buildExam(app.db, owner.user, {
      title: "Avaliação de Ciências",
      questions: [
        {
          questionType: "multiple_choice",
          questionText: `<p>Observe a <strong>célula</strong> e responda:</p><ul><li>núcleo</li><li>membrana</li></ul><p><img src="${inText}"></p>`,
          imageUrl: picture,
          options: [
            { optionLetter: "A", optionText: "<p>Vegetal</p>", isCorrect: true },
            { optionLetter: "B", optionText: "<p>Animal</p>" },
          ],
        },
        { questionType: "essay", questionText: "<p>Explique a <em>osmose</em>.</p>", points: 1 },
      ] as never,
    });
    const response = await app.api().get(`/api/exams/${exam.id}/export/docx`).set(owner.auth).buffer(true).parse(binaryBody);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(response.headers["content-disposition"]).toBe(
      "attachment; filename=\"avaliacao-de-ciencias.docx\"; filename*=UTF-8''Avalia%C3%A7%C3%A3o%20de%20Ci%C3%AAncias.docx",
    );

    const zip = await JSZip.loadAsync(response.body);
    const xml = await zip.file("word/document.xml")!.async("string");
    const text = xml.replace(/<[^>]+>/g, "");
    const total = formatPoints(exam.questions.reduce((sum, question) => sum + question.points, 0));
    for (const expected of [
      "Avaliação de Ciências",
      // The header as on the print page: the teacher (the author, when the exam names none), the
      // score boxes, the fields to fill in and the default instructions.
      "Professor(a):",
      owner.user.username,
      "Valor",
      total,
      "Nota",
      "Código:",
      exam.examCode,
      "Nome do aluno",
      "Instruções",
      "Leia cada questão com atenção antes de responder.",
      "Questão 1",
      "Observe a",
      "célula",
      "núcleo",
      "membrana",
      "A) ",
      "Vegetal",
      "B) ",
      "Animal",
      "Questão 2",
      "osmose",
    ]) {
      expect(text).toContain(expected);
    }
    // "célula" is its own run, and that run is bold.
    expect(xml).toMatch(/<w:r><w:rPr><w:b\/><w:bCs\/><\/w:rPr><w:t xml:space="preserve">célula<\/w:t><\/w:r>/);
    expect(xml).toContain("<w:i/>");
    expect(xml).toContain("<w:numPr>");
    const media = Object.keys(zip.files).filter((name) => name.startsWith("word/media/"));
    expect(media).toHaveLength(2);
    expect(xml.match(/_{78}/g)?.length).toBe(4);
    // Every page's footer: the code, the page number and count as Word fields, no version when there is one.
    const footer = (await zip.file("word/footer1.xml")!.async("string")).replace(/\s+/g, " ");
    expect(footer).toContain(`Código ${exam.examCode}`);
    expect(footer).toMatch(/Página .*PAGE.* de .*NUMPAGES/);
    expect(footer).not.toContain("Tipo");
    // Questions are kept whole: every paragraph keeps with the next but the empty one after a question.
    const styles = await zip.file("word/styles.xml")!.async("string");
    expect(styles).toMatch(/<w:pPrDefault><w:pPr><w:keepNext\/><w:keepLines\/>/);
  });

  it("is only for those who may see the exam", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user);
    const stranger = await signedIn(app);
    expect((await app.api().get(`/api/exams/${exam.id}/export/docx`).set(stranger.auth)).status).toBe(404);
  });
});

describe("the .docx in LibreOffice", () => {
  const folder = scratchFolder("docx");
  it("opens and converts with every question in place", async (context) => {
    const { execFileSync } = await import("node:child_process");
    const { existsSync, writeFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    if (!existsSync("/usr/bin/soffice")) return context.skip("LibreOffice não instalado (a CI o instala)");
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user, {
      title: "Avaliação de História",
      questions: [
        {
          questionType: "multiple_choice",
          questionText: "<p>Quem proclamou a <strong>Independência</strong>?</p>",
          options: [
            { optionLetter: "A", optionText: "Dom Pedro I", isCorrect: true },
            { optionLetter: "B", optionText: "Tiradentes" },
          ],
        },
        { questionType: "essay", questionText: "<p>Explique a Inconfidência Mineira.</p>" },
      ] as never,
    });
    const response = await app.api().get(`/api/exams/${exam.id}/export/docx`).set(owner.auth).buffer(true).parse(binaryBody);
    writeFileSync(join(folder, "prova.docx"), response.body);
    const pdf = docxToPdf(folder, join(folder, "prova.docx"), folder);
    const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    for (const expected of [
      "Avaliação de História",
      "Professor(a):",
      owner.user.username,
      "Valor",
      "Nota",
      "Instruções",
      "Leia cada questão com atenção antes de responder.",
      `Código ${exam.examCode}`,
      "Página 1 de 1",
      "Questão 1",
      "Independência",
      "A) Dom Pedro I",
      "B) Tiradentes",
      "Questão 2",
      "Inconfidência Mineira",
    ]) {
      expect(text).toContain(expected);
    }
  }, 150_000);
});

/** An exam as examWithQuestions answers it, with only what the printed copy reads. */
function examLike(questions: Array<Partial<ExamQuestion>>): PrintableExam {
  return {
    title: "Avaliação de Geografia",
    subject: "Geografia",
    examCode: "GEO123",
    schoolName: "Escola Estadual Rui Barbosa",
    gradeLevelName: "7º ano",
    className: null,
    creatorName: "prof.ana",
    schoolLogo: null,
    studentGrade: null,
    studentClass: null,
    teacherName: "Ana Souza",
    instructions: null,
    essayLines: null,
    printDate: null,
    showLogo: true,
    showSchoolName: true,
    showStudentName: true,
    showGrade: true,
    showClass: true,
    showExamCode: true,
    showDate: true,
    showTeacher: true,
    showScoreBoxes: true,
    showInstructions: true,
    questions: questions.map((question, index) => ({
      id: `q${index}`,
      questionType: "essay",
      questionText: "<p>Explique.</p>",
      points: 1,
      imageUrl: null,
      options: [],
      ...question,
    })) as ExamQuestion[],
  };
}

describe("examDocx", () => {
  it("prints the version's letter and large print at 18 pt in a sans-serif", async () => {
    const exam = examLike([
      {
        questionType: "multiple_choice",
        questionText: "<p>Qual é a capital do Brasil?</p>",
        points: 2,
        options: [
          { id: "a", optionLetter: "A", optionText: "Brasília", isCorrect: true },
          { id: "b", optionLetter: "B", optionText: "Rio de Janeiro", isCorrect: false },
        ] as ExamQuestion["options"],
      },
      { questionText: "<p>Descreva o relevo da sua região.</p>" },
    ]);
    const copy = printedCopy(exam, { version: 1, versionCount: 2 }, { columns: 1, size: "large", highContrast: false });
    const zip = await JSZip.loadAsync(await examDocx(copy, new Map()));
    const xml = await zip.file("word/document.xml")!.async("string");
    const text = xml.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain("Tipo B");
    for (const expected of ["Ana Souza", "3 pontos", "Questão 1", "Brasília", "Questão 2"]) expect(text).toContain(expected);
    // 18 pt is 36 half-points: the body text's size and the headings'.
    expect(xml).toContain('<w:sz w:val="36"/>');
    const styles = await zip.file("word/styles.xml")!.async("string");
    expect(styles).toMatch(/<w:rPrDefault><w:rPr><w:rFonts w:ascii="Arial"[^>]*\/>.*<w:sz w:val="36"\/>/);
    const footer = (await zip.file("word/footer1.xml")!.async("string")).replace(/<[^>]+>/g, "");
    expect(footer).toContain("Tipo B");
  });

  it("prints extra large at 24 pt and high contrast in black only", async () => {
    const copy = printedCopy(examLike([{}]), {}, { columns: 1, size: "extra_large", highContrast: true });
    const zip = await JSZip.loadAsync(await examDocx(copy, new Map()));
    const xml = await zip.file("word/document.xml")!.async("string");
    const styles = await zip.file("word/styles.xml")!.async("string");
    expect(styles).toMatch(/<w:rPrDefault>.*<w:sz w:val="48"\/>/);
    const colors = new Set([...xml.matchAll(/<w:color w:val="([0-9A-F]{6})"\/>/g)].map((match) => match[1]));
    expect([...colors]).toEqual(["000000"]);
    expect(xml.replace(/<[^>]+>/g, "")).not.toContain("Tipo");
  });
});
