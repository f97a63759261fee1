import JSZip from "jszip";
import { describe, expect, it } from "vitest";
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
    for (const expected of [
      "Avaliação de Ciências",
      exam.examCode,
      "Nome do aluno",
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
