import ExcelJS from "exceljs";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { QuestionDraft } from "../../shared/imports/drafts";
import { examImportOf, INVALID_FORMAT } from "../../shared/imports/examQuestions";
import { buildExam, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
const HEADER = "Pergunta,Tipo,Pontos,Descritor,Opção A,Opção B,Opção C,Opção D,Resposta Correta";

function preview(auth: Record<string, string>, file?: { bytes: Buffer; name: string }) {
  const request = app.api().post("/api/imports/exam-questions").set(auth);
  return file ? request.attach("file", file.bytes, file.name) : request;
}

describe("POST /api/imports/exam-questions", () => {
  it("reads the exam CSV on the server into drafts, the bad rows with their problems", async () => {
    const teacher = await signedIn(app);
    const csv = [
      HEADER,
      "Quanto é 7 x 8?,multiple_choice,1,D17,54,56,58,64,B",
      ",essay,1",
      "Explique a fotossíntese.,dissertativa,2,D10,,,,,",
      "Qual?,multiple_choice,1,,a,b,c,d,E",
    ].join("\n");
    const response = await preview(teacher.auth, { bytes: Buffer.from(csv), name: "questoes.csv" });
    expect(response.status).toBe(200);
    const drafts: QuestionDraft[] = response.body.drafts;
    expect(response.body.problems).toEqual([]);
    expect(drafts.map((draft) => [draft.row, draft.problems])).toEqual([
      [2, []],
      [3, ["Linha 3: pergunta vazia."]],
      [4, []],
      [5, ['Linha 5: resposta correta "E" inválida: use A, B, C ou D.']],
    ]);
    expect(drafts[0]).toMatchObject({
      text: "Quanto é 7 x 8?",
      type: "multiple_choice",
      key: "B",
      points: 1,
      descriptors: ["D17"],
      options: [
        { letter: "A", text: "54" },
        { letter: "B", text: "56" },
        { letter: "C", text: "58" },
        { letter: "D", text: "64" },
      ],
    });
    expect(drafts[2]).toMatchObject({ type: "essay", points: 2, options: [], key: null });
  });

  it("answers drafts the exam's batch route takes as they are, in file order", async () => {
    const teacher = await signedIn(app);
    const exam = await buildExam(app.db, teacher.user);
    const read = await preview(teacher.auth, { bytes: fixture("exam-import.csv"), name: "exam-import.csv" });
    const { questions, errors } = examImportOf(read.body.drafts);
    expect(errors).toEqual([]);
    expect(questions.map((question) => question.questionOrder)).toEqual([1, 2, 3, 4]);
    const added = await app.api().post(`/api/exams/${exam.id}/questions/batch`).set(teacher.auth).send({ questions });
    expect(added.status).toBe(201);
    expect(added.body.map((question: { questionOrder: number }) => question.questionOrder)).toEqual([2, 3, 4, 5]);
    expect(added.body[1].options.find((option: { isCorrect: boolean }) => option.isCorrect).optionText).toBe("Brasília");
  });

  it("reads the same columns from an .xlsx, with the cells as the spreadsheet shows them", async () => {
    const teacher = await signedIn(app);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Questões");
    sheet.addRow(HEADER.split(","));
    sheet.addRow(["Quanto é 0,5 + 1?", "objetiva", 1.5, "D17", 1, 1.5, 2, 2.5, "b"]);
    sheet.addRow(["Explique a divisão.", "dissertativa", 2]);
    sheet.addRow(["Sem alternativas?", "multiple_choice", 1]);
    // A worksheet leaves a blank last cell out: the points take the spec's default.
    sheet.addRow(["Cite um exemplo.", "dissertativa"]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    // Named .csv on purpose: the bytes say it is a workbook.
    const response = await preview(teacher.auth, { bytes, name: "questoes.csv" });
    expect(response.status).toBe(200);
    const { questions, errors } = examImportOf(response.body.drafts);
    expect(questions.map((question) => [question.questionText, question.questionType, question.points])).toEqual([
      ["Quanto é 0,5 + 1?", "multiple_choice", 1.5],
      ["Explique a divisão.", "essay", 2],
      ["Cite um exemplo.", "essay", 1],
    ]);
    expect(questions[0].options.map((option) => [option.optionText, option.isCorrect])).toEqual([
      ["1", false],
      ["1,5", true],
      ["2", false],
      ["2,5", false],
    ]);
    expect(errors).toEqual([
      { row: 4, message: "Linha 4: questão de múltipla escolha precisa de pelo menos duas alternativas preenchidas." },
    ]);
  });

  it("turns the formulas typed in cells into formulas, and leaves money and markup as text", async () => {
    const teacher = await signedIn(app);
    const exam = await buildExam(app.db, teacher.user);
    const csv = [
      HEADER,
      '"Se custa R$ 10,00, resolva $x^2 = 16$ e \\(\\sqrt{y} = 3\\) <b>já</b>",multiple_choice,1,,$x = 4$,$$\\frac{1}{2}$$,R$ 5,x < 2 & y,A',
    ].join("\n");
    const read = await preview(teacher.auth, { bytes: Buffer.from(csv), name: "questoes.csv" });
    const { questions } = examImportOf(read.body.drafts);
    const added = await app.api().post(`/api/exams/${exam.id}/questions/batch`).set(teacher.auth).send({ questions });
    expect(added.status).toBe(201);
    const [question] = added.body;
    expect(question.questionText).toMatch(
      /^Se custa R\$ 10,00, resolva <span data-math="x\^2 = 16"><math[^]*<\/math><\/span> e <span data-math="\\sqrt\{y\} = 3"><math[^]*<\/math><\/span> &lt;b&gt;já&lt;\/b&gt;$/,
    );
    const options: string[] = question.options.map((option: { optionText: string }) => option.optionText);
    expect(options[0]).toMatch(/^<span data-math="x = 4"><math/);
    expect(options[1]).toMatch(/^<span data-math="\\frac\{1\}\{2\}" data-display="block"><math/);
    expect(options.slice(2)).toEqual(["R$ 5", "x &lt; 2 &amp; y"]);
    expect(options.join("")).not.toContain("data-invalid");
  });

  it("reads the file by its bytes: a CSV under another name is a CSV, a PDF named .csv is refused", async () => {
    const teacher = await signedIn(app);
    const renamed = await preview(teacher.auth, { bytes: fixture("exam-import.csv"), name: "questoes.txt" });
    expect(renamed.body.drafts).toHaveLength(4);
    const refused = await preview(teacher.auth, { bytes: fixture("bank-import.pdf"), name: "questoes.csv" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: INVALID_FORMAT, errors: { file: INVALID_FORMAT } });
  });

  it("refuses a binary file, a header of fewer than 3 cells, a missing file and one past 10 MB", async () => {
    const teacher = await signedIn(app);
    const binary = await preview(teacher.auth, { bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), name: "questoes.csv" });
    expect(binary.status).toBe(400);
    expect(binary.body.message).toBe(INVALID_FORMAT);
    const narrow = await preview(teacher.auth, { bytes: Buffer.from("Pergunta\nQual?"), name: "questoes.csv" });
    expect(narrow.body.message).toBe(INVALID_FORMAT);
    const none = await preview(teacher.auth);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Escolha um arquivo para importar.");
    const big = await preview(teacher.auth, { bytes: Buffer.alloc(10 * 1024 * 1024 + 1, "a"), name: "questoes.csv" });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe("Arquivo muito grande: o limite é 10 MB.");
  });

  it("is for signed-in staff only", async () => {
    const anonymous = await preview({}, { bytes: fixture("exam-import.csv"), name: "questoes.csv" });
    expect(anonymous.status).toBe(401);
    for (const role of ["coordenador", "diretor", "admin"] as const) {
      const staff = await signedIn(app, role);
      expect((await preview(staff.auth, { bytes: fixture("exam-import.csv"), name: "questoes.csv" })).status).toBe(200);
    }
  });
});
