import { describe, expect, it } from "vitest";
import { buildGradeLevel, buildSchool, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

/** Question text built to make a naive tag stripper slow, and text only the sanitiser would empty. */

const app = useTestApp();

async function examBody(questionTexts: string[]) {
  const school = await buildSchool(app.db);
  const level = await buildGradeLevel(app.db);
  return {
    title: "Prova",
    subject: "Matemática",
    schoolId: school.id,
    gradeLevelId: level.id,
    questions: questionTexts.map((questionText) => ({ questionType: "essay", questionText })),
  };
}

describe("question text", () => {
  it("refuses a question of an unclosed or hidden tag alone as empty", async () => {
    const body = await examBody(["<script", "<script>alert(1)</script>", '<p class="x', "<p>Válida</p>"]);
    const professor = await signedIn(app, "professor", { schoolIds: [body.schoolId] });
    const response = await app.api().post("/api/exams").set(professor.auth).send(body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      "questions.0.questionText": "Texto da questão é obrigatório",
      "questions.1.questionText": "Texto da questão é obrigatório",
      "questions.2.questionText": "Texto da questão é obrigatório",
    });
  });

  it("keeps the server answering others while a 900 KB hostile exam is checked", async () => {
    const values = await examBody(Array.from({ length: 9 }, () => "<".repeat(99_999) + "x"));
    // A member of the exam's school, so the exam is sanitised and stored, not refused up front.
    const professor = await signedIn(app, "professor", { schoolIds: [values.schoolId] });
    const body = JSON.stringify(values);
    expect(body.length).toBeGreaterThan(900_000);
    const hostile = fetch(`${app.url}/api/exams`, {
      method: "POST",
      headers: { "content-type": "application/json", ...professor.auth },
      body,
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const start = performance.now();
    const health = await fetch(`${app.url}/api/health`);
    const elapsed = performance.now() - start;
    expect(health.status).toBe(200);
    // A tag stripper that backtracks takes minutes over this text and holds the event loop all
    // along; a linear one leaves the health check waiting a moment even on a busy test machine.
    expect(elapsed).toBeLessThan(5_000);
    expect((await hostile).status).toBe(201);
  });
});
