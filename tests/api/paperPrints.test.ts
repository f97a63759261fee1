import { describe, expect, it } from "vitest";
import { rosterWithAssignments } from "../../server/db/queries/paperAssignments";
import { VERSION_BOX } from "../../server/services/paper/answerSheet/layout";
import { binaryBody } from "../support/binaryBody";
import { buildClass } from "../support/factories";
import { applyOnPaper, buildPaperExam, pdfReader } from "../support/paper";
import { usePdfTestApps } from "../support/pdf";
import { scratchFolder } from "../support/scratchFolder";

const { app } = usePdfTestApps("paper");
const read = pdfReader(scratchFolder("paper-read"));
const flat = (text: string) => text.replace(/\s+/g, " ");

type Setup = Awaited<ReturnType<typeof buildPaperExam>>;

const pdf = (setup: Setup, path: string) => app.api().get(path).set(setup.teacher.auth).buffer(true).parse(binaryBody);

/** From a printed copy's text: for each question number, its original number and the letter its right option got. */
function printedKey(text: string): Map<number, { original: number; letter: string | null }> {
  const key = new Map<number, { original: number; letter: string | null }>();
  const questions = flat(text)
    .split(/Questão (\d+) \(/)
    .slice(1);
  for (let index = 0; index < questions.length; index += 2) {
    const body = questions[index + 1];
    const original = Number(/Pergunta (\d)/.exec(body)![1]);
    const letter = /([A-E])\) \d-certa/.exec(body)?.[1] ?? null;
    key.set(Number(questions[index]), { original, letter });
  }
  return key;
}

describe("paper prints", { timeout: 60_000 }, () => {
  it("prints the answer sheets: one page per student with their name and version, and a QR the server resolves to them", async () => {
    const setup = await buildPaperExam(app, ["Ana Souza", "Bruno Lima", "Carla Dias"]);
    const application = await applyOnPaper(app, setup);
    const response = await pdf(setup, `/api/applications/${application.id}/answer-sheets.pdf`).expect(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain(`filename="cartoes-resposta-`);
    expect(read.pages(response.body)).toBe(3);

    const rows = await rosterWithAssignments(app.db, application.id, null);
    const codes = read.qrCodes(response.body);
    for (const [index, student] of application.students!.entries()) {
      const page = flat(read.text(response.body, index + 1));
      expect(page).toContain(student.name);
      expect(read.textIn(response.body, index + 1, VERSION_BOX)).toBe(`Tipo ${student.version}`);
      expect(page).toContain("preencha completamente com caneta azul ou preta");
      expect(page).toContain("corrigida pelo professor");
      const row = rows.find((candidate) => candidate.studentId === student.studentId)!;
      expect(codes[index]).toBe(row.sheetCode);
      expect("AB"[row.version!]).toBe(student.version);
    }

    // Printed again, the same bytes: a sheet reprinted for a lost one is the same sheet.
    const again = await pdf(setup, `/api/applications/${application.id}/answer-sheets.pdf`).expect(200);
    expect(Buffer.compare(again.body, response.body)).toBe(0);

    const one = await pdf(setup, `/api/applications/${application.id}/answer-sheets.pdf?studentId=${setup.students[1].id}`);
    expect(read.pages(one.body)).toBe(1);
    expect(flat(read.text(one.body))).toContain("Bruno Lima");

    const generic = await pdf(setup, `/api/applications/${application.id}/answer-sheets.pdf?generic=1`).expect(200);
    expect(read.pages(generic.body)).toBe(1);
    expect(flat(read.text(generic.body))).toContain("Número do aluno");
    expect(read.qrCodes(generic.body)[0]).toMatch(/^[2-9A-Z]{10}$/);
  });

  it("prints each version's gabarito, consistent with what that version's copies print", async () => {
    const setup = await buildPaperExam(app, ["Ana Souza", "Bruno Lima"]);
    const application = await applyOnPaper(app, setup);
    const key = await pdf(setup, `/api/applications/${application.id}/answer-key.pdf`).expect(200);
    expect(response(key).disposition).toContain('filename="gabarito-avaliacao-bimestral-');
    expect(read.pages(key.body)).toBe(2);
    const pack = await pdf(setup, `/api/applications/${application.id}/print-pack.pdf`).expect(200);

    const packPages = Array.from({ length: read.pages(pack.body) }, (_, page) => read.text(pack.body, page + 1));
    const sheetPages = packPages.flatMap((text, page) => (text.includes("CARTÃO-RESPOSTA") ? [page] : []));
    // Ana (Tipo A) first, then her answer sheet, then Bruno (Tipo B) and his.
    const copies = [packPages.slice(0, sheetPages[0]).join("\n"), packPages.slice(sheetPages[0] + 1, sheetPages[1]).join("\n")];
    const orders: number[][] = [];
    for (const [index, letter] of ["A", "B"].entries()) {
      const keyPage = flat(read.text(key.body, index + 1));
      expect(keyPage).toContain(`Gabarito — Tipo ${letter}`);
      const copy = copies[index];
      expect(flat(copy)).toContain(`Tipo ${letter}`);
      const printed = printedKey(copy);
      expect(printed.size).toBe(5);
      for (const [number, { original, letter: right }] of printed) {
        const row = new RegExp(`${number} (${right ?? "Dissertativa"}) 2 pontos`).exec(keyPage);
        expect(row, `questão ${number} da Tipo ${letter}`).not.toBeNull();
        if (letter === "A") expect([number, right]).toEqual([original, original === 4 ? null : "A"]);
      }
      orders.push([...printed.values()].map(({ original }) => original));
    }
    expect(orders[0]).toEqual([1, 2, 3, 4, 5]);
    expect(orders[1]).not.toEqual(orders[0]);
    expect([...orders[1]].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("prints the class pack in roster order, each copy followed by its answer sheet, large print where set, identical when printed again", async () => {
    const names = ["Ana Souza", "Bruno Lima", "Carla Dias"];
    const setup = await buildPaperExam(app, names, "Avaliação Bimestral de Matemática 7B");
    const application = await applyOnPaper(app, setup, { printDate: "30/11/2026" });
    await app
      .api()
      .patch(`/api/applications/${application.id}/students/${setup.students[2].id}`)
      .set(setup.teacher.auth)
      .send({ printSize: "large" })
      .expect(200);

    const pack = await pdf(setup, `/api/applications/${application.id}/print-pack.pdf`).expect(200);
    expect(response(pack).disposition).toContain(
      `filename="pacote-da-turma-avaliacao-bimestral-de-matematica-7b-${setup.schoolClass.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.pdf"`,
    );
    const pages = read.pages(pack.body);
    const texts = Array.from({ length: pages }, (_, index) => flat(read.text(pack.body, index + 1)));
    const sheets = texts.flatMap((text, index) => (text.includes("CARTÃO-RESPOSTA") ? [index] : []));
    expect(sheets).toHaveLength(3);
    let first = 0;
    for (const [index, name] of names.entries()) {
      const copy = texts.slice(first, sheets[index]);
      expect(copy.length).toBeGreaterThan(0);
      copy.forEach((text, page) => {
        expect(text).toContain(`Página ${page + 1} de ${copy.length}`);
        expect(text).toContain(`Tipo ${"ABA"[index]}`);
      });
      expect(copy[0]).toContain(name);
      expect(copy[0]).toContain("30/11/2026");
      expect(texts[sheets[index]]).toContain(name);
      first = sheets[index] + 1;
    }
    // The large print copy of Carla takes more pages than the normal one of Ana.
    expect(sheets[2] - sheets[1] - 1).toBeGreaterThan(sheets[0]);
    expect(read.qrCodes(pack.body).filter(Boolean)).toHaveLength(3);

    const again = await pdf(setup, `/api/applications/${application.id}/print-pack.pdf`).expect(200);
    expect(Buffer.compare(again.body, pack.body)).toBe(0);
  });

  it("prints one class of an application of several, and only a class the application reaches", async () => {
    const setup = await buildPaperExam(app, ["Ana Souza", "Bruno Lima"]);
    const other = await buildClass(app.db, { schoolId: setup.exam.schoolId, gradeLevelId: setup.exam.gradeLevelId });
    await app
      .api()
      .post(`/api/classes/${other.id}/students`)
      .set(setup.coordinator.auth)
      .send({ name: "Zeca Nunes" })
      .expect(201);
    const application = await applyOnPaper(app, setup, { classIds: [setup.schoolClass.id, other.id], versions: 1 });
    expect(application.students!.map((student) => student.name)).toEqual(
      setup.schoolClass.name < other.name ? ["Ana Souza", "Bruno Lima", "Zeca Nunes"] : ["Zeca Nunes", "Ana Souza", "Bruno Lima"],
    );
    const sheets = await pdf(setup, `/api/applications/${application.id}/answer-sheets.pdf?classId=${other.id}`).expect(200);
    expect(read.pages(sheets.body)).toBe(1);
    expect(flat(read.text(sheets.body))).toContain("Zeca Nunes");
    const elsewhere = await buildClass(app.db, { schoolId: setup.exam.schoolId, gradeLevelId: setup.exam.gradeLevelId });
    const refused = await pdf(setup, `/api/applications/${application.id}/print-pack.pdf?classId=${elsewhere.id}`);
    expect(refused.status).toBe(404);
  });

  it("prints access-code slips as the class pack of an online application", async () => {
    const setup = await buildPaperExam(app, ["Ana Souza", "Bruno Lima"]);
    const online = await app
      .api()
      .post(`/api/exams/${setup.exam.id}/applications`)
      .set(setup.teacher.auth)
      .send({ classIds: [setup.schoolClass.id] })
      .expect(201);
    const slips = await pdf(setup, `/api/applications/${online.body.id}/print-pack.pdf`).expect(200);
    const text = flat(read.text(slips.body));
    for (const student of setup.students) expect(text).toContain(student.accessCode);
    expect(text.replace(/ /g, "")).toContain(`/online/${setup.exam.examCode}`);
    expect(read.qrCodes(slips.body, true)[0]).toMatch(new RegExp(`/online/${setup.exam.examCode}$`));
    const sheets = await pdf(setup, `/api/applications/${online.body.id}/answer-sheets.pdf`);
    expect(sheets.status).toBe(409);
  });
});

const response = (answer: { headers: Record<string, string> }) => ({ disposition: answer.headers["content-disposition"] });
