import { describe, expect, it } from "vitest";
import { binaryBody } from "../support/binaryBody";
import { contractOf } from "../support/contracts";
import { buildPaperExam } from "../support/paper";
import { usePdfRenderer } from "../support/pdf";
import { useTestApp } from "../support/testApp";

const app = useTestApp({ pdfRenderer: usePdfRenderer() });
const contract = contractOf("paper");

describe("paper application answers", () => {
  it("the prints and a student's copy follow their contracts", async () => {
    const setup = await buildPaperExam(app, ["Ana Souza"]);
    const created = await app
      .api()
      .post(`/api/exams/${setup.exam.id}/applications`)
      .set(setup.teacher.auth)
      .send({ classIds: [setup.schoolClass.id], mode: "paper", versions: 2, shuffleOptions: true })
      .expect(201);
    const base = `/api/applications/${created.body.id}`;
    const get = (path: string) => app.api().get(`${base}${path}`).set(setup.teacher.auth).parse(binaryBody);
    await contract.answer("GET /api/applications/:id/answer-sheets.pdf", get("/answer-sheets.pdf"));
    await contract.answer("GET /api/applications/:id/answer-key.pdf", get("/answer-key.pdf"));
    await contract.answer("GET /api/applications/:id/exam.pdf", get("/exam.pdf?version=B"));
    await contract.answer("GET /api/applications/:id/print-pack.pdf", get("/print-pack.pdf"));
    await contract.answer(
      "PATCH /api/applications/:id/students/:studentId",
      app.api().patch(`${base}/students/${setup.students[0].id}`).set(setup.teacher.auth).send({ highContrast: true }),
    );
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
