import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { PdfRenderer } from "../../server/services/exports/pdfRenderer";
import { binaryBody } from "../support/binaryBody";
import { contractOf } from "../support/contracts";
import { buildExam, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

// The answer's type is what this checks, not the rendering: a renderer that returns a blank page.
const pdfRenderer: PdfRenderer = {
  render: async () => {
    const document = await PDFDocument.create();
    document.addPage();
    return Buffer.from(await document.save());
  },
  close: async () => {},
  browserProcess: () => null,
};
const app = useTestApp({ pdfRenderer });
const contract = contractOf("exports");

describe("export answers", () => {
  it("the print page, the class PDF, the Word file and the Google Docs text follow their contracts", async () => {
    const teacher = await signedIn(app);
    const exam = `/api/exams/${(await buildExam(app.db, teacher.user)).id}`;
    await contract.answer("GET /api/exams/:id/export/pdf", app.api().get(`${exam}/export/pdf`).set(teacher.auth));
    await contract.answer(
      "POST /api/exams/:id/export/class-pdf",
      app
        .api()
        .post(`${exam}/export/class-pdf`)
        .set(teacher.auth)
        .send({ names: ["Ana Souza"] })
        .parse(binaryBody),
    );
    await contract.answer(
      "GET /api/exams/:id/export/docx",
      app.api().get(`${exam}/export/docx`).set(teacher.auth).parse(binaryBody),
    );
    await contract.answer(
      "GET /api/exams/:id/export/answer-key",
      app.api().get(`${exam}/export/answer-key`).set(teacher.auth).parse(binaryBody),
    );
    await contract.answer("GET /api/exams/:id/export/gdocs", app.api().get(`${exam}/export/gdocs`).set(teacher.auth));
    await contract.answer(
      "GET /api/exams/:id/export/:format",
      app.api().get(`${exam}/export/qti`).set(teacher.auth).parse(binaryBody),
    );
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
