import jsQR from "jsqr";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { buildExam, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

const withChoices = {
  questions: [
    {
      questionType: "multiple_choice",
      questionText: "<p>Capital do Brasil?</p>",
      options: [
        { optionLetter: "A", optionText: "Rio de Janeiro", isDistractor: true },
        { optionLetter: "B", optionText: "Brasília", isCorrect: true },
      ],
    },
    { questionType: "essay", questionText: "<p>Por quê?</p>" },
  ],
} as never;

describe("GET /api/exams/{code}/online", () => {
  it("answers a published exam by its code, to anyone, without revealing the answers", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user, withChoices);
    expect((await app.api().get(`/api/exams/${exam.examCode}/online`)).status).toBe(404);

    await app.api().post(`/api/exams/${exam.id}/publish`).set(owner.auth);
    const response = await app.api().get(`/api/exams/${exam.examCode.toLowerCase()}/online`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ examCode: exam.examCode, title: exam.title });
    expect(response.body.questions).toHaveLength(2);
    expect(response.body.questions[0].options.map((option: { optionLetter: string }) => option.optionLetter)).toEqual(["A", "B"]);
    const text = JSON.stringify(response.body);
    expect(text).not.toMatch(/isCorrect|isDistractor|creatorId/);
  });

  it("answers 404 for an unknown code and 400 for a malformed one", async () => {
    const unknown = await app.api().get("/api/exams/ZZZZZZ/online");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Prova não encontrada ou não disponível para aplicação.");
    expect((await app.api().get("/api/exams/a*b/online")).status).toBe(400);
  });
});

describe("POST /api/exams/{id}/qrcode", () => {
  it("answers the code and a PNG QR code that reads back as the exam's online address", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user);
    const response = await app.api().post(`/api/exams/${exam.id}/qrcode`).set(owner.auth);
    expect(response.status).toBe(200);
    expect(response.body.examCode).toBe(exam.examCode);
    expect(response.body.qrCodeUrl).toMatch(/^data:image\/png;base64,/);

    const png = PNG.sync.read(Buffer.from(response.body.qrCodeUrl.split(",")[1], "base64"));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(`${app.url}/online/${exam.examCode}`);
    expect(response.body.url).toBe(decoded?.data);
  });

  it("is only for those who may see the exam", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user);
    const stranger = await signedIn(app);
    expect((await app.api().post(`/api/exams/${exam.id}/qrcode`).set(stranger.auth)).status).toBe(404);
    expect((await app.api().post(`/api/exams/${exam.id}/qrcode`)).status).toBe(401);
  });
});
