import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import { escapeAttribute, mathOpeningTag, mathSpan, type Formula } from "../../shared/math/format";
import { MATH_CSS } from "../../shared/math/styles";
import { latexToText } from "../../shared/math/text";
import { attemptHeader, entered } from "../support/applications";
import { binaryBody } from "../support/binaryBody";
import { buildClass, buildGradeLevel, buildSchool, signedIn } from "../support/factories";
import { docxExpectations, FORMULA_CORPUS, MALFORMED_FORMULA, type CorpusFormula } from "../support/formulaCorpus";
import { pdfFigureAlternatives, usePdfRenderer } from "../support/pdf";
import { scratchFolder } from "../support/scratchFolder";
import { docxToPdf } from "../support/libreOffice";
import { useTestApp } from "../support/testApp";

/**
 * One exam carries the whole corpus (docs/architecture.md#18-formulas), a formula in each question
 * and in each of its options, and one formula that does not parse; it is read back from every way
 * it leaves the system: its page, the student's page, the print, the PDF, the .docx (and the .docx
 * as LibreOffice prints it) and the text for an online document. One exam, one PDF, one conversion.
 */

const app = useTestApp({ pdfRenderer: usePdfRenderer() });
const folder = scratchFolder("formulas");

const formulaOf = (item: CorpusFormula): Formula => ({ latex: item.latex, display: item.display ? "block" : "inline" });
const MALFORMED: Formula = { latex: MALFORMED_FORMULA, display: "inline" };

/** The corpus in fours: the first in the question's text, the others in its options. */
const GROUPS = Array.from({ length: Math.ceil(FORMULA_CORPUS.length / 4) }, (_, index) =>
  FORMULA_CORPUS.slice(index * 4, index * 4 + 4),
);

const questions = [
  ...GROUPS.map(([first, ...others]) => ({
    questionType: others.length >= 2 ? "multiple_choice" : "essay",
    questionText: `<p>Sobre ${first.topic}: ${mathSpan(formulaOf(first))}</p>`,
    options: others.map((item, index) => ({
      optionLetter: "ABC"[index],
      optionText: `<p>${mathSpan(formulaOf(item))}</p>`,
      isCorrect: index === 0,
    })),
  })),
  { questionType: "essay", questionText: `<p>Com erro: ${mathSpan(MALFORMED)} custa R$ 10,00.</p>` },
];

/** The text of a PDF, normalised (the math font's 𝑥 reads x), without spaces, question by question. */
function questionsOfPdf(file: string): string[] {
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" })
    .normalize("NFKC")
    .replace(/[\s\u2061-\u2064]/g, "");
  return questions.map((_question, index) => {
    const from = text.indexOf(`Questão${index + 1}(`);
    const to = text.indexOf(`Questão${index + 2}(`);
    return from === -1 ? "" : text.slice(from, to === -1 ? undefined : to);
  });
}

function expectEveryFormulaIn(pages: string[], expectations: (item: CorpusFormula) => string[]) {
  GROUPS.forEach((group, index) => {
    for (const item of group) {
      for (const expected of expectations(item)) {
        expect(pages[index], `${item.topic}: ${item.latex}`).toContain(expected.normalize("NFKC").replace(/\s/g, ""));
      }
    }
  });
  expect(pages.at(-1)).toContain(`${MALFORMED_FORMULA}custaR$10,00`);
}

type Question = { id: string; questionText: string; options: Array<{ id: string; optionText: string }> };
const textsOf = (items: Question[]) =>
  items.flatMap((item) => [item.questionText, ...item.options.map((option) => option.optionText)]);

let owner: Awaited<ReturnType<typeof signedIn>>;
let exam: { id: string; examCode: string; schoolId: string; gradeLevelId: string; questions: Question[] };

beforeAll(async () => {
  const school = await buildSchool(app.db);
  const level = await buildGradeLevel(app.db);
  owner = await signedIn(app, "professor", { schoolIds: [school.id] });
  const created = await app
    .api()
    .post("/api/exams")
    .set(owner.auth)
    .send({ title: "Fórmulas da escola", subject: "Matemática", schoolId: school.id, gradeLevelId: level.id, questions });
  expect(created.status).toBe(201);
  exam = created.body;
});

describe("formulas in an exam", () => {
  it("are stored rendered: every one as MathML from its LaTeX, the malformed one as its LaTeX", async () => {
    const read = await app.api().get(`/api/exams/${exam.id}`).set(owner.auth);
    expect(read.status).toBe(200);
    const texts = textsOf(read.body.questions).join("\n");
    for (const item of FORMULA_CORPUS) expect(texts).toContain(`${mathOpeningTag(formulaOf(item))}<math`);
    expect(texts.match(/<span data-math=/g)).toHaveLength(FORMULA_CORPUS.length + 1);
    expect(texts.match(/data-invalid/g)).toHaveLength(1);
    expect(texts).toContain(`${mathOpeningTag(MALFORMED, true)}${MALFORMED_FORMULA}</span> custa R$ 10,00.`);
    exam = { ...exam, questions: read.body.questions };
  });

  it("reach the student's page as they are stored", async () => {
    await app.api().post(`/api/exams/${exam.id}/publish`).set(owner.auth).expect(200);
    const schoolClass = await buildClass(app.db, { schoolId: exam.schoolId, gradeLevelId: exam.gradeLevelId });
    await app
      .api()
      .post(`/api/exams/${exam.id}/applications`)
      .set(owner.auth)
      .send({ classIds: [schoolClass.id], durationMinutes: 30, allowAnonymous: true })
      .expect(201);
    const entry = await entered(app, exam.examCode, { name: "Aluna Teste" });
    const delivered = await app.api().get(`/api/exams/${exam.examCode}/online`).set(attemptHeader(entry.token));
    expect(delivered.status).toBe(200);
    const byId = new Map<string, Question>(delivered.body.questions.map((item: Question) => [item.id, item]));
    for (const stored of exam.questions) {
      const shown = byId.get(stored.id)!;
      expect(shown.questionText).toBe(stored.questionText);
      const options = new Map(shown.options.map((option) => [option.id, option.optionText]));
      for (const option of stored.options) expect(options.get(option.id)).toBe(option.optionText);
    }
  });

  it("print as MathML with the formulas' stylesheet, and as the corpus' glyphs in the PDF, each with its spoken text", async () => {
    const page = await app.api().get(`/api/exams/${exam.id}/export/pdf`).set(owner.auth);
    expect(page.type).toBe("text/html");
    expect(page.text).toContain(MATH_CSS);
    for (const item of FORMULA_CORPUS) {
      const label = ` role="img" aria-label="${escapeAttribute(latexToText(item.latex))}">`;
      expect(page.text).toContain(`${mathOpeningTag(formulaOf(item)).slice(0, -1)}${label}<math`);
    }
    expect(page.text).toContain(`${mathOpeningTag(MALFORMED, true)}${MALFORMED_FORMULA}</span>`);

    const pdf = await app.api().get(`/api/exams/${exam.id}/export/pdf?format=pdf`).set(owner.auth).buffer(true).parse(binaryBody);
    expect(pdf.status).toBe(200);
    writeFileSync(join(folder, "prova.pdf"), pdf.body);
    expectEveryFormulaIn(questionsOfPdf(join(folder, "prova.pdf")), (item) => item.pdf);
    // A screen reader in a PDF reader says each formula from the figure's alternative text.
    expect(await pdfFigureAlternatives(pdf.body)).toEqual(FORMULA_CORPUS.map((item) => latexToText(item.latex)));
  });

  it("go to Word as equations, one per formula, the malformed one as its LaTeX in red", async () => {
    const response = await app.api().get(`/api/exams/${exam.id}/export/docx`).set(owner.auth).buffer(true).parse(binaryBody);
    expect(response.status).toBe(200);
    writeFileSync(join(folder, "prova.docx"), response.body);
    const xml = await (await JSZip.loadAsync(response.body)).file("word/document.xml")!.async("string");
    expect(xml).toMatch(
      /^<\?xml[^>]*\?><w:document [^>]*xmlns:m="http:\/\/schemas.openxmlformats.org\/officeDocument\/2006\/math"/,
    );
    expect(xml.match(/<m:oMath>/g)).toHaveLength(FORMULA_CORPUS.length);
    // A displayed formula is an equation on its own line, except one that is all of an option: it stays by its letter.
    expect(xml.match(/<m:oMathPara>/g)).toHaveLength(GROUPS.filter(([first]) => first.display).length);
    expect(xml).toContain(`<w:color w:val="B91C1C"/></w:rPr><w:t xml:space="preserve">${MALFORMED_FORMULA}</w:t>`);
    // What the converter writes and Word refuses is put right.
    expect(xml).not.toMatch(/m:val="undefined"|<w:rPr\/>|<\/w:rPr><m:rPr>/);
  });

  it("open in LibreOffice as equations it prints", async (context) => {
    if (!existsSync("/usr/bin/soffice")) return context.skip("LibreOffice não instalado (a CI o instala)");
    // Without its formula module LibreOffice opens the .docx and drops every equation.
    if (!existsSync("/usr/lib/libreoffice/program/libsmlo.so"))
      return context.skip("LibreOffice sem o módulo de fórmulas (libreoffice-math-nogui; a CI o instala)");
    const pdf = docxToPdf(folder, join(folder, "prova.docx"), join(folder, "docx"));
    expectEveryFormulaIn(questionsOfPdf(pdf), docxExpectations);
  }, 150_000);

  it("go to an online document as their LaTeX between dollars", async () => {
    const response = await app.api().get(`/api/exams/${exam.id}/export/gdocs`).set(owner.auth);
    const content: string = response.body.googleDocsData.content;
    for (const item of FORMULA_CORPUS) {
      const latex = item.latex.replace(/\s+/g, " ");
      expect(content).toContain(item.display ? `$$${latex}$$` : `$${latex}$`);
      if (!item.display) expect(content).not.toContain(`$$${latex}$$`);
    }
    expect(content).toContain(`Com erro: $${MALFORMED_FORMULA}$ custa R$ 10,00.`);
    expect(content).not.toMatch(/<\/|<math|mrow/);
  });
});
