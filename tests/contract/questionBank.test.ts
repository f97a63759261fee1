import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { buildGradeLevel, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("questionBank");

describe("question bank answers", () => {
  it("items, their options and the import follow their schemas", async () => {
    const teacher = await signedIn(app);
    const level = await buildGradeLevel(app.db);
    const body = {
      title: "Tabuada",
      questionText: "<p>Quanto é 7 × 8?</p>",
      subject: "Matemática",
      gradeLevelId: level.id,
      tags: ["tabuada"],
      descriptorPaeb: "P3",
      options: [
        { optionLetter: "A", optionText: "54" },
        { optionLetter: "B", optionText: "56", isCorrect: true },
      ],
    };
    const created = await contract.answer(
      "POST /api/question-bank",
      app.api().post("/api/question-bank").set(teacher.auth).send(body),
      201,
    );
    const item = `/api/question-bank/${created.body.id as string}`;
    await contract.answer(
      "POST /api/question-bank/export",
      app
        .api()
        .post("/api/question-bank/export")
        .set(teacher.auth)
        .send({ ids: [created.body.id], format: "gift" }),
    );
    await contract.answer(
      "GET /api/question-bank",
      app.api().get("/api/question-bank").query({ search: "tabuada" }).set(teacher.auth),
    );
    await contract.answer("GET /api/question-bank/:id", app.api().get(item).set(teacher.auth));
    await contract.answer(
      "PUT /api/question-bank/:id",
      app.api().put(item).set(teacher.auth).send({ explanation: "7 × 8 = 56" }),
    );
    await contract.answer("GET /api/question-bank/:id/options", app.api().get(`${item}/options`).set(teacher.auth));
    const option = await contract.answer(
      "POST /api/question-bank/:id/options",
      app.api().post(`${item}/options`).set(teacher.auth).send({ optionLetter: "C", optionText: "<p>58</p>" }),
      201,
    );
    const oneOption = `/api/question-bank-options/${option.body.id as string}`;
    await contract.answer(
      "PUT /api/question-bank-options/:id",
      app.api().put(oneOption).set(teacher.auth).send({ optionText: "<p>64</p>" }),
    );
    await contract.answer("DELETE /api/question-bank-options/:id", app.api().delete(oneOption).set(teacher.auth), 204);
    await contract.answer("DELETE /api/question-bank/:id", app.api().delete(item).set(teacher.auth), 204);

    await contract.answer(
      "POST /api/question-bank/bulk-import",
      app
        .api()
        .post("/api/question-bank/bulk-import")
        .set(teacher.auth)
        .field("type", "csv")
        .attach("file", readFileSync(new URL("../fixtures/bank-import.csv", import.meta.url)), "questoes.csv"),
    );
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
