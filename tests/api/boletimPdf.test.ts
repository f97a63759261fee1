import { describe, expect, it } from "vitest";
import { binaryBody } from "../support/binaryBody";
import { contractOf } from "../support/contracts";
import { anasTerm } from "../support/learning";
import { pdfReader } from "../support/paper";
import { usePdfTestApps } from "../support/pdf";
import { scratchFolder } from "../support/scratchFolder";

const { app, noPdf, pdfText } = usePdfTestApps("boletim");
const contract = contractOf("boletim");
const reader = pdfReader(scratchFolder("boletim-pages"));

describe("GET /api/students/:id/report/pdf", () => {
  it("prints the boletim on one page: the school's header, each exam with its grade, the chart and the skills", async () => {
    const term = await anasTerm(app);
    const response = await contract.answer(
      "GET /api/students/:id/report/pdf",
      app.api().get(`/api/students/${term.ana.id}/report/pdf`).set(term.coordinator.auth).buffer(true).parse(binaryBody),
    );
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="boletim-ana-lima\.pdf"/);
    const pdf = response.body as Buffer;
    expect(reader.pages(pdf)).toBe(1);
    const text = pdfText(pdf).replace(/[ \t]+/g, " ");
    expect(text).toContain("Boletim de avaliações");
    expect(text).toContain("Ana Lima");
    expect(text).toContain(term.schoolClass.name);
    expect(text).toMatch(new RegExp(`${term.online.title} Matemática Online 3,5 / 6 58,3 % 6 / 10`));
    expect(text).toMatch(new RegExp(`${term.paper.title} Matemática Papel 3 ?/ ?6 50 % 50 / 100\\*`));
    expect(text).toContain("* Questões dissertativas ainda em correção: a nota pode mudar.");
    expect(text).toContain("Habilidades que domina");
    expect(text).toMatch(/D1 \(Matemática, Descritor SAEB, 100 %\)/);
    expect(text).toContain("Habilidades a retomar");
    expect(text).toMatch(/D2 \(Matemática, Descritor SAEB, 0 %\)/);
    expect(text).toContain("Responsável");
  });

  it("answers 503 where no PDF can be drawn, and 404 for a student out of reach", async () => {
    const term = await anasTerm(noPdf);
    expect((await noPdf.api().get(`/api/students/${term.ana.id}/report/pdf`).set(term.coordinator.auth)).status).toBe(503);
    expect((await noPdf.api().get(`/api/students/${term.ana.id}/report/pdf`).set(term.teacher.auth)).status).toBe(404);
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
