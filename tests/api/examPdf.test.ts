import { createServer, type Server } from "node:net";
import { describe, expect, it } from "vitest";
import { binaryBody } from "../support/binaryBody";
import { buildExam, signedIn } from "../support/factories";
import { PNG_1X1 } from "../support/images";
import { usePdfTestApps } from "../support/pdf";

const { app, noPdf, pdfText, renderer } = usePdfTestApps("pdf");

const questions = [
  {
    questionType: "multiple_choice",
    questionText: "<p>Qual é a função da clorofila na fotossíntese?</p>",
    options: [
      { optionLetter: "A", optionText: "Absorver a luz solar", isCorrect: true },
      { optionLetter: "B", optionText: "Armazenar água" },
    ],
  },
  {
    questionType: "essay",
    questionText: "<p>Descreva a germinação do feijão, com atenção às condições de umidade.</p>",
    points: 2,
  },
] as never;

describe("PDF export", () => {
  it("renders the exam to a PDF whose text holds every question and accented word", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user, { title: "Avaliação de Ciências — Botânica", questions });
    const response = await app
      .api()
      .get(`/api/exams/${exam.id}/export/pdf?format=pdf&studentName=João Conceição`)
      .set(owner.auth)
      .buffer(true)
      .parse(binaryBody);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      "attachment; filename=\"avaliacao-de-ciencias-botanica.pdf\"; filename*=UTF-8''Avalia%C3%A7%C3%A3o%20de%20Ci%C3%AAncias%20%E2%80%94%20Bot%C3%A2nica.pdf",
    );
    const text = pdfText(response.body);
    for (const expected of [
      "Avaliação de Ciências — Botânica",
      "João Conceição",
      "Questão 1",
      "fotossíntese",
      "Questão 2",
      "germinação do feijão",
      "umidade",
      "A) Absorver a luz solar",
    ]) {
      expect(text.replace(/\s+/g, " ")).toContain(expected);
    }
  });

  it("prints a class at once: one copy per name, each on its own page", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user, { title: 'Prova "final"; 8º ano\r\nX', questions });
    const names = ["Ana Beatriz", "Bruno Araújo", "Cecília Nogueira"];
    const response = await app
      .api()
      .post(`/api/exams/${exam.id}/export/class-pdf`)
      .set(owner.auth)
      .send({ names, className: "7º A" })
      .buffer(true)
      .parse(binaryBody);
    expect(response.status).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      "attachment; filename=\"prova-final-8o-ano-x.pdf\"; filename*=UTF-8''Prova%20final%20%3B%208%C2%BA%20ano%20X.pdf",
    );
    const pages = pdfText(response.body)
      .split("\f")
      .filter((page) => page.trim());
    expect(pages).toHaveLength(3);
    names.forEach((name, index) => expect(pages[index]).toContain(name));
    const empty = await app.api().post(`/api/exams/${exam.id}/export/class-pdf`).set(owner.auth).send({ names: [] });
    expect(empty.body.errors).toEqual({ names: "Informe pelo menos um nome" });
  });

  it("makes no request for images pointing elsewhere or at files", async () => {
    let connections = 0;
    const listener: Server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const port = (listener.address() as { port: number }).port;
    const html = `<!doctype html><html><body><p>Prova</p><img src="http://127.0.0.1:${port}/roubo.png"><img src="file:///etc/passwd"><iframe src="http://127.0.0.1:${port}/"></iframe><link rel="stylesheet" href="http://127.0.0.1:${port}/x.css"><img src="data:image/png;base64,${PNG_1X1.toString("base64")}"></body></html>`;
    const pdf = await renderer.render(html);
    await new Promise((resolve) => setTimeout(resolve, 300));
    listener.close();
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(connections).toBe(0);
  });

  it("answers 503 with a Portuguese message where no Chromium is available, while the print page still works", async () => {
    const owner = await signedIn(noPdf);
    const exam = await buildExam(noPdf.db, owner.user);
    const pdf = await noPdf.api().get(`/api/exams/${exam.id}/export/pdf?format=pdf`).set(owner.auth);
    expect(pdf.status).toBe(503);
    expect(pdf.body.message).toMatch(/^A exportação em PDF não está disponível neste servidor/);
    expect((await noPdf.api().get(`/api/exams/${exam.id}/export/pdf`).set(owner.auth)).status).toBe(200);
  });
});
