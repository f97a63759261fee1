import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import { FILE_TOO_LARGE } from "../../shared/imports/limits";
import { QUESTION_FILE_TOO_LARGE } from "../../shared/interchange/limits";
import { mathSpan } from "../../shared/math/format";
import { INTERCHANGE_NEEDS_DEFAULTS } from "../../server/services/interchange/bankItems";
import { binaryBody } from "../support/binaryBody";
import { buildGradeLevel, buildSchool, signedIn } from "../support/factories";
import { PNG_1X1 } from "../support/images";
import { useTestApp } from "../support/testApp";

/**
 * The bank and the exams through the interchange formats (docs/product.md#22-question-interchange):
 * files as Moodle and GIFT editors write them imported into the bank; an exam exported in every
 * format and imported back, its questions unchanged.
 */

const app = useTestApp();
const fixture = (name: string) => readFileSync(new URL(`../fixtures/interchange/${name}`, import.meta.url));

let teacher: Awaited<ReturnType<typeof signedIn>>;
let exam: { id: string; questions: Array<{ questionText: string }> };
let examPlace: { schoolId: string; gradeLevelId: string };

const importIntoBank = (
  file: Buffer,
  name: string,
  fields: Record<string, string> = { subject: "Matemática", grade: "9º ano" },
) => {
  const request = app.api().post("/api/question-bank/bulk-import").set(teacher.auth);
  for (const [field, value] of Object.entries(fields)) request.field(field, value);
  return request.attach("file", file, name);
};

type BankItem = {
  title: string;
  questionText: string;
  questionType: string;
  points: number;
  descriptorSaeb: string | null;
  bnccSkill: string | null;
  expectedAnswer: string | null;
  options: Array<{ optionLetter: string; optionText: string; isCorrect: boolean }>;
};

/** The teacher's newest bank items, as many as were just imported (saved together, in no set order). */
async function newestItems(count: number): Promise<BankItem[]> {
  const list = await app.api().get("/api/question-bank").query({ pageSize: "100", origin: "mine" }).set(teacher.auth);
  return (list.body as BankItem[]).slice(0, count);
}

beforeAll(async () => {
  const school = await buildSchool(app.db);
  teacher = await signedIn(app, "professor", { schoolIds: [school.id] });
  const gradeLevel = await buildGradeLevel(app.db, "Ensino Fundamental II");
  const upload = await app.api().post("/api/objects/upload").set(teacher.auth).send({ purpose: "question-image" });
  const stored = await app
    .api()
    .put(upload.body.uploadURL)
    .set(teacher.auth)
    .set("Content-Type", "application/octet-stream")
    .send(PNG_1X1);
  const image = stored.body.objectPath as string;
  const created = await app
    .api()
    .post("/api/exams")
    .set(teacher.auth)
    .send({
      title: "Frações e equações",
      subject: "Matemática",
      schoolId: school.id,
      gradeLevelId: gradeLevel.id,
      questions: [
        {
          questionType: "multiple_choice",
          questionText: `<p>Quanto vale ${mathSpan({ latex: "\\frac{3}{4} + \\frac{1}{4}", display: "inline" })}?</p><p><img src="${image}" alt="Figura"></p>`,
          points: 2,
          descriptorSaeb: "D17",
          bnccSkill: "EF06MA03",
          options: [
            { optionLetter: "A", optionText: "<p>1</p>", isCorrect: true },
            { optionLetter: "B", optionText: `<p>${mathSpan({ latex: "\\sqrt{2}", display: "inline" })}</p>` },
          ],
        },
        {
          questionType: "essay",
          questionText: `<p>Resolva:</p><p>${mathSpan({ latex: "x^2 - 5x + 6 = 0", display: "block" })}</p>`,
          points: 3,
          expectedAnswer: "<p>x = 2 ou x = 3</p>",
        },
      ],
    });
  expect(created.status).toBe(201);
  exam = created.body;
  examPlace = { schoolId: school.id, gradeLevelId: gradeLevel.id };
});

describe("importing into the bank", () => {
  it("takes every question of a Moodle export it can, with its images and formulas, and names the rest", async () => {
    const response = await importIntoBank(fixture("moodle-export.xml"), "questoes-moodle.xml");
    expect(response.status).toBe(200);
    expect(response.body.imported).toBe(8);
    expect(response.body.errors).toEqual([
      'Questão "Leia com atenção": Texto sem pergunta (descrição) não é importado.',
      'Questão "Complete as medidas": Questão de lacunas (cloze, multianswer) não é suportada.',
      'Questão "Arraste as unidades": Questão de arrastar e soltar no texto (ddwtos) não é suportada.',
      'Questão "Seis alternativas": Questão de múltipla escolha com 6 alternativas: o limite é de 5.',
    ]);
    const items = await newestItems(8);
    const texts = items.map((item) => item.questionText).join("\n");
    expect(texts).toMatch(/<img src="\/objects\/[0-9a-f-]{36}"/);
    expect(texts).not.toContain("@@PLUGINFILE@@");
    expect(texts).toMatch(/<span data-math="[^"]+"><math/);
    expect(items.map((item) => item.questionType)).toEqual(
      expect.arrayContaining(["multiple_choice", "essay", "short_answer", "numeric", "matching", "multiple_response"]),
    );
  });

  it("takes a GIFT file as teachers write it, and needs the subject and grade the file does not say", async () => {
    expect((await importIntoBank(fixture("gift-moodle.gift"), "questoes.gift", {})).body).toEqual({
      imported: 0,
      errors: [INTERCHANGE_NEEDS_DEFAULTS],
    });
    const response = await importIntoBank(fixture("gift-moodle.gift"), "questoes.gift");
    expect(response.status).toBe(200);
    expect(response.body.imported).toBeGreaterThan(0);
    expect(response.body.errors.length).toBeGreaterThan(0);
    for (const error of response.body.errors) expect(error).toMatch(/^Questão ".+": .+/);
  });
});

describe("an exam exported and imported back", () => {
  for (const format of ["qti", "qti21", "moodle-xml", "gift"] as const) {
    it(`keeps its questions through ${format}: text, formulas, image, key, points and codes`, async () => {
      const exported = await app
        .api()
        .get(`/api/exams/${exam.id}/export/${format}`)
        .set(teacher.auth)
        .buffer(true)
        .parse(binaryBody);
      expect(exported.status).toBe(200);
      expect(exported.headers["x-left-out-count"]).toBe("0");
      const imported = await importIntoBank(
        exported.body,
        `prova.${format === "qti" || format === "qti21" ? "zip" : format === "gift" ? "gift" : "xml"}`,
      );
      expect(imported.body).toEqual({ imported: 2, errors: [] });
      const items = await newestItems(2);
      const choice = items.find((item) => item.questionType === "multiple_choice")!;
      const essay = items.find((item) => item.questionType === "essay")!;
      expect(choice.points).toBe(2);
      expect(choice.descriptorSaeb).toBe("D17");
      expect(choice.bnccSkill).toBe("EF06MA03");
      expect(choice.questionText).toContain('<span data-math="\\frac{3}{4} + \\frac{1}{4}"><math');
      expect(choice.questionText).toMatch(/<img src="\/objects\/[0-9a-f-]{36}"/);
      expect(choice.options.map((option) => [option.optionLetter, option.isCorrect])).toEqual([
        ["A", true],
        ["B", false],
      ]);
      expect(choice.options[1].optionText).toContain('<span data-math="\\sqrt{2}"><math');
      expect(essay.points).toBe(3);
      expect(essay.questionText).toContain('<span data-math="x^2 - 5x + 6 = 0" data-display="block"><math');
      // GIFT has no place for an essay's expected answer; the others keep it.
      if (format !== "gift") expect(essay.expectedAnswer).toContain("x = 2 ou x = 3");
    });
  }

  it("as a QTI 3.0 package with a manifest, an assessment test and the image inside", async () => {
    const exported = await app.api().get(`/api/exams/${exam.id}/export/qti`).set(teacher.auth).buffer(true).parse(binaryBody);
    expect(exported.headers["content-disposition"]).toContain("fracoes-e-equacoes.zip");
    const zip = await JSZip.loadAsync(exported.body);
    const names = Object.keys(zip.files);
    expect(names).toContain("imsmanifest.xml");
    expect(names.some((name) => /\.png$/.test(name))).toBe(true);
    expect(await zip.file("imsmanifest.xml")!.async("string")).toContain("imsqti_test_xmlv3p0");
  });

  it("leaves the essay out of Aiken, and says so", async () => {
    const exported = await app.api().get(`/api/exams/${exam.id}/export/aiken`).set(teacher.auth).buffer(true).parse(binaryBody);
    expect(exported.status).toBe(200);
    expect(exported.headers["x-left-out-count"]).toBe("1");
    expect(JSON.parse(decodeURIComponent(exported.headers["x-left-out"]))).toEqual([
      { name: "Questão 2", reason: "O formato Aiken só leva questões de múltipla escolha." },
    ]);
    expect(exported.body.toString("utf8")).toMatch(
      /^Quanto vale \$\\frac\{3\}\{4\} \+ \\frac\{1\}\{4\}\$\?\nA\) 1\nB\) \$\\sqrt\{2\}\$\nANSWER: A\n/,
    );
  });
});

describe("exporting bank items", () => {
  it("writes the chosen items the caller reads, and answers as not found for any other", async () => {
    const [item] = await app
      .api()
      .get("/api/question-bank")
      .query({ pageSize: "1", origin: "mine" })
      .set(teacher.auth)
      .then((r) => r.body);
    const exported = await app
      .api()
      .post("/api/question-bank/export")
      .set(teacher.auth)
      .send({ ids: [item.id], format: "moodle-xml" })
      .buffer(true)
      .parse(binaryBody);
    expect(exported.status).toBe(200);
    expect(exported.body.toString("utf8")).toContain("<quiz>");
    const stranger = await signedIn(app, "professor", { schoolIds: [(await buildSchool(app.db)).id] });
    const privateItem = await app
      .api()
      .post("/api/question-bank")
      .set(stranger.auth)
      .send({
        title: "Só minha",
        questionText: "<p>Privada</p>",
        questionType: "essay",
        subject: "Matemática",
        gradeLevelId: (await buildGradeLevel(app.db)).id,
        visibility: "privada",
      });
    expect(privateItem.status).toBe(201);
    const refused = await app
      .api()
      .post("/api/question-bank/export")
      .set(teacher.auth)
      .send({ ids: [item.id, privateItem.body.id], format: "gift" });
    expect(refused.status).toBe(404);
  });
});

describe("importing into an exam", () => {
  const MOODLE_LEFT_OUT = 4;

  /** A new exam of the teacher's, with one question, that no student has opened. */
  async function newExam() {
    const created = await app
      .api()
      .post("/api/exams")
      .set(teacher.auth)
      .send({
        title: "Importada",
        subject: "Matemática",
        schoolId: examPlace.schoolId,
        gradeLevelId: examPlace.gradeLevelId,
        questions: [{ questionType: "essay", questionText: "<p>Primeira</p>" }],
      });
    expect(created.status).toBe(201);
    return created.body.id as string;
  }

  const importIntoExam = (examId: string, file: Buffer, name: string, auth = teacher.auth) =>
    app.api().post(`/api/exams/${examId}/questions/import`).set(auth).attach("file", file, name);

  it("previews a Moodle export without storing anything: the questions it would add and the ones it would not", async () => {
    const preview = await app
      .api()
      .post("/api/imports/exam-questions")
      .set(teacher.auth)
      .attach("file", fixture("moodle-export.xml"), "questoes-moodle.xml");
    expect(preview.status).toBe(200);
    expect(preview.body.format).toBe("moodle-xml");
    expect(preview.body.drafts).toHaveLength(8);
    expect(preview.body.problems).toHaveLength(MOODLE_LEFT_OUT);
    expect(preview.body.problems[1]).toBe(
      'Questão "Complete as medidas": Questão de lacunas (cloze, multianswer) não é suportada.',
    );
    // Every type comes in as itself.
    expect(new Set(preview.body.drafts.map((draft: { type: string }) => draft.type))).toEqual(
      new Set(["multiple_choice", "essay", "short_answer", "numeric", "matching", "multiple_response"]),
    );
    expect(preview.body.drafts.some((draft: { text: string }) => draft.text.includes("$"))).toBe(true);
  });

  it("adds the questions after the exam's own with their images, formulas, types and keys", async () => {
    const examId = await newExam();
    const response = await importIntoExam(examId, fixture("moodle-export.xml"), "questoes-moodle.xml");
    expect(response.status).toBe(201);
    expect(response.body.leftOut).toHaveLength(MOODLE_LEFT_OUT);
    const questions = response.body.questions as Array<{
      questionOrder: number;
      questionType: string;
      questionText: string;
      expectedAnswer: string | null;
      answerSpec: unknown;
    }>;
    expect(questions).toHaveLength(8);
    expect(questions.map((question) => question.questionOrder)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    const texts = questions.map((question) => question.questionText).join("\n");
    expect(texts).toMatch(/<img src="\/objects\/[0-9a-f-]{36}"/);
    expect(texts).toMatch(/<span data-math="[^"]+"><math/);
    expect(questions.find((question) => question.questionType === "short_answer")?.answerSpec).toMatchObject({
      accepted: ["hexágono", "hexagono"],
    });
    expect(questions.find((question) => question.questionType === "numeric")?.answerSpec).toMatchObject({
      value: 3.14,
      tolerance: 0.01,
    });
    const exam = await app.api().get(`/api/exams/${examId}`).set(teacher.auth);
    expect(exam.body.questions).toHaveLength(9);
  });

  it("takes an exam's QTI 3.0 package back unchanged", async () => {
    const exported = await app.api().get(`/api/exams/${exam.id}/export/qti`).set(teacher.auth).buffer(true).parse(binaryBody);
    const examId = await newExam();
    const response = await importIntoExam(examId, exported.body, "prova.zip");
    expect(response.status).toBe(201);
    expect(response.body.leftOut).toEqual([]);
    const [choice, essay] = response.body.questions;
    expect(choice).toMatchObject({ questionType: "multiple_choice", points: 2, descriptorSaeb: "D17", bnccSkill: "EF06MA03" });
    expect(choice.questionText).toContain('<span data-math="\\frac{3}{4} + \\frac{1}{4}"><math');
    expect(choice.questionText).toMatch(/<img src="\/objects\/[0-9a-f-]{36}"/);
    expect(essay).toMatchObject({ questionType: "essay", points: 3 });
    expect(essay.expectedAnswer).toContain("x = 2 ou x = 3");
  });

  it("refuses a spreadsheet, a file without questions it takes, and an exam the caller may not change, adding nothing", async () => {
    const examId = await newExam();
    const csv = await importIntoExam(examId, Buffer.from("Pergunta,Tipo\nQuanto é 2+2?,essay\n"), "questoes.csv");
    expect(csv.status).toBe(400);
    expect(csv.body.message).toBe("Formato de arquivo não reconhecido: envie um arquivo Moodle XML, GIFT, Aiken ou QTI.");
    // Two answer blocks in one question: a cloze, which no type of ours takes.
    const onlyCloze = Buffer.from("::Associe:: Associe { =a -> 1 =b -> 2 } e { =c -> 3 =d -> 4 }\n");
    const refused = await importIntoExam(examId, onlyCloze, "associe.gift");
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Nenhuma questão válida encontrada\. .*Questão "Associe"/);
    const stranger = await signedIn(app, "professor", { schoolIds: [(await buildSchool(app.db)).id] });
    expect((await importIntoExam(examId, fixture("aiken.txt"), "aiken.txt", stranger.auth)).status).toBe(404);
    const exam = await app.api().get(`/api/exams/${examId}`).set(teacher.auth);
    expect(exam.body.questions).toHaveLength(1);
  });
});

describe("file sizes", () => {
  const MB = 1024 * 1024;

  it("takes a QTI package past 10 MB and refuses any other file past 10 MB, and a package past 50 MB", async () => {
    const exported = await app.api().get(`/api/exams/${exam.id}/export/qti`).set(teacher.auth).buffer(true).parse(binaryBody);
    const zip = await JSZip.loadAsync(exported.body);
    // Bytes that do not compress, so the package itself passes 10 MB.
    zip.file("anexos/dados.bin", randomBytes(11 * MB), { compression: "STORE" });
    const large = await zip.generateAsync({ type: "nodebuffer" });
    expect(large.length).toBeGreaterThan(10 * MB);
    const taken = await importIntoBank(large, "pacote.zip");
    expect(taken.status).toBe(200);
    expect(taken.body.imported).toBe(2);

    const bigText = Buffer.alloc(11 * MB, "Pergunta\n");
    const refused = await importIntoBank(bigText, "questoes.gift");
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe(FILE_TOO_LARGE);

    zip.file("anexos/mais.bin", randomBytes(40 * MB), { compression: "STORE" });
    const tooLarge = await importIntoBank(await zip.generateAsync({ type: "nodebuffer" }), "pacote.zip");
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(QUESTION_FILE_TOO_LARGE);
  });
});
