import jsQR from "jsqr";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { applyExam, attemptHeader, buildApplicableExam, entered } from "../support/applications";
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
  const delivered = (code: string, token?: string) =>
    app
      .api()
      .get(`/api/exams/${code}/online`)
      .set(token ? attemptHeader(token) : {});

  it("answers a published exam's heading alone to anyone with its code, before and without an application", async () => {
    const owner = await signedIn(app);
    const exam = await buildExam(app.db, owner.user, withChoices);
    expect((await delivered(exam.examCode)).status).toBe(404);

    await app.api().post(`/api/exams/${exam.id}/publish`).set(owner.auth);
    const response = await delivered(exam.examCode.toLowerCase());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ examCode: exam.examCode, title: exam.title, questions: [] });
    expect(JSON.stringify(response.body)).not.toMatch(/Brasília|Capital/);
  });

  it("gives the questions, without the answers, only with the key of an attempt under way in an open application", async () => {
    const setup = await buildApplicableExam(app);
    const code = setup.exam.examCode;
    // Applied later: nobody sees the questions before the application opens.
    const later = await applyExam(app, setup, { startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await delivered(code)).body.questions).toEqual([]);
    await app.api().delete(`/api/applications/${later.id}`).set(setup.teacher.auth).expect(204);

    await applyExam(app, setup, { allowAnonymous: true });
    // Open, even to entry by name: a bare request still gets the heading alone.
    const bare = await delivered(code);
    expect(bare.status).toBe(200);
    expect(bare.body).toMatchObject({ examCode: code, questions: [] });

    const entry = await entered(app, code, { accessCode: setup.students[0].accessCode });
    const withKey = await delivered(code, entry.token);
    expect(withKey.body.questions).toHaveLength(5);
    expect(withKey.body.questions[0].options.map((option: { optionLetter: string }) => option.optionLetter)).toEqual([
      "A",
      "B",
      "C",
    ]);
    expect(JSON.stringify(withKey.body)).not.toMatch(/isCorrect|isDistractor|creatorId/);

    // A forged key, or the key of another exam's attempt, opens nothing.
    const forged = `${entry.attempt.id}.${"x".repeat(43)}`;
    expect((await delivered(code, forged)).body.questions).toEqual([]);
    const other = await buildApplicableExam(app);
    await applyExam(app, other);
    const otherEntry = await entered(app, other.exam.examCode, { accessCode: other.students[0].accessCode });
    expect((await delivered(code, otherEntry.token)).body.questions).toEqual([]);

    // Handed in: the key no longer reads the questions.
    await app.api().post("/api/attempt/submit").set(attemptHeader(entry.token)).send({ answers: [] }).expect(200);
    expect((await delivered(code, entry.token)).body.questions).toEqual([]);
  });

  it("answers 404 for an unknown code and 400 for a malformed one", async () => {
    const unknown = await delivered("ZZZZZZ");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Prova não encontrada ou não disponível para aplicação.");
    expect((await delivered("a*b")).status).toBe(400);
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
