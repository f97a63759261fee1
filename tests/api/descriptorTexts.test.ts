import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { ItemAnalysis } from "../../shared/types/analysis";
import { applyExam, buildApplicableExam } from "../support/applications";
import { binaryBody } from "../support/binaryBody";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

// The exam of buildApplicableExam is of Matemática in Ensino Fundamental II: the 9º ano matrix's D17.
const D17 = "Identificar a localização de números racionais na reta numérica.";
const EF06MA03 =
  "Resolver e elaborar problemas que envolvam cálculos (mentais ou escritos, exatos ou aproximados) com números naturais, por meio de estratégias variadas, com compreensão dos processos neles envolvidos com e sem uso de calculadora.";

/**
 * The exam of `buildApplicableExam`, applied, with catalogue codes on its first question (BNCC
 * EF06MA03, SAEB D17) and codes the catalogue does not know on its second (a free descriptor and
 * PAEB P9); the others have none.
 */
async function codedApplication() {
  const setup = await buildApplicableExam(app);
  const idOf = (text: string) => setup.exam.questions.find((question) => question.questionText.includes(text))!.id;
  const edits: Array<[string, Record<string, string>]> = [
    ["1 + 1", { bnccSkill: "EF06MA03", descriptorSaeb: " D17 " }],
    ["Capital", { descriptor: "Leitura de mapas", descriptorPaeb: "P9" }],
  ];
  for (const [text, codes] of edits)
    await app
      .api()
      .put(`/api/questions/${idOf(text)}`)
      .set(setup.teacher.auth)
      .send(codes)
      .expect(200);
  const application = await applyExam(app, setup);
  return { setup, application };
}

describe("descriptor texts in the item analysis and the results export (docs/product.md#21-curriculum-catalogue)", () => {
  it("the item analysis gives each question its codes, with the catalogue's text where it has one", async () => {
    const { setup, application } = await codedApplication();
    const response = await app.api().get(`/api/applications/${application.id}/item-analysis`).set(setup.teacher.auth);
    expect(response.status).toBe(200);
    const { items } = response.body as ItemAnalysis;
    expect(items[0]!.codes).toEqual([
      { field: "bnccSkill", code: "EF06MA03", text: EF06MA03 },
      { field: "descriptorSaeb", code: "D17", text: D17 },
    ]);
    // Outside the catalogue: the code alone, no text key at all.
    expect(items[1]!.codes).toEqual([
      { field: "descriptor", code: "Leitura de mapas" },
      { field: "descriptorPaeb", code: "P9" },
    ]);
    expect(items.slice(2).map((item) => item.codes)).toEqual([[], [], []]);
  });

  it("the Excel export adds a 'Descritores' sheet with each code's text beside it; the results sheet and the CSV keep their columns", async () => {
    const { setup, application } = await codedApplication();
    const download = (format: string) =>
      app
        .api()
        .get(`/api/applications/${application.id}/results/export?format=${format}`)
        .set(setup.teacher.auth)
        .buffer(true)
        .parse(binaryBody);
    const xlsx = await download("xlsx");
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Resultados", "Descritores"]);
    const header = "Aluno;Matrícula;Turma;Pontos;Pontos possíveis;Percentual;Nota;Tempo (min);Situação;Q1;Q2;Q3;Q4;Q5";
    expect((workbook.getWorksheet("Resultados")!.getRow(1).values as string[]).slice(1).join(";")).toBe(header);
    const rows: unknown[][] = [];
    workbook.getWorksheet("Descritores")!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    // exceljs leaves a trailing empty cell out of a row it reads back.
    expect(rows).toEqual([
      ["Questão", "Campo", "Código", "Descrição"],
      ["Q1", "Habilidade BNCC", "EF06MA03", EF06MA03],
      ["Q1", "Descritor SAEB", "D17", D17],
      ["Q2", "Descritor", "Leitura de mapas"],
      ["Q2", "Descritor PAEB", "P9"],
    ]);

    const csv = await download("csv");
    expect(csv.status).toBe(200);
    const lines = (csv.body as Buffer).toString("utf8").slice(1).split("\r\n");
    expect(lines[0]).toBe(header);
  });

  it("an exam without codes exports the results sheet alone", async () => {
    const setup = await buildApplicableExam(app);
    const application = await applyExam(app, setup);
    const xlsx = await app
      .api()
      .get(`/api/applications/${application.id}/results/export?format=xlsx`)
      .set(setup.teacher.auth)
      .buffer(true)
      .parse(binaryBody);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Resultados"]);
  });
});
