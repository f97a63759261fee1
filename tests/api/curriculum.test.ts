import { beforeAll, describe, expect, it } from "vitest";
import { MAX_CURRICULUM_SEARCH } from "../../shared/schemas/curriculum";
import * as organizations from "../../server/services/organizations/organizations";
import { signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
let auth: Record<string, string>;
let sixthYear: string;
let ninthYear: string;

beforeAll(async () => {
  auth = (await signedIn(app)).auth;
  const level = (name: string) =>
    organizations.createGradeLevel(app.db, { name, category: "Ensino Fundamental II", description: null });
  sixthYear = (await level("6º Ano da Catálogo")).id;
  ninthYear = (await level("9º Ano da Catálogo")).id;
});

const search = (query: Record<string, string>) => app.api().get("/api/curriculum").query(query).set(auth);
const codesOf = (body: Array<{ code: string }>) => body.map((entry) => entry.code);

describe("the curriculum catalogue", () => {
  it("finds a BNCC skill by its code, in any case, with its text, subject and year", async () => {
    const found = await search({ search: "ef06ma03" });
    expect(found.status).toBe(200);
    expect(found.body[0]).toEqual({
      kind: "bncc",
      code: "EF06MA03",
      text: expect.stringMatching(/^Resolver e elaborar problemas que envolvam cálculos/),
      subjects: ["Matemática"],
      stage: "6º ano",
      theme: null,
    });
    // A code's start lists the codes it begins.
    expect(codesOf((await search({ search: "EF05MA0" })).body).slice(0, 3)).toEqual(["EF05MA01", "EF05MA02", "EF05MA03"]);
  });

  it("finds skills by words without accents, narrowed to the question's subject and grade level", async () => {
    const found = await search({ search: "numeros naturais ordem centenas", subject: "Matemática" });
    expect(codesOf(found.body)).toContain("EF05MA01");
    const sixth = await search({ search: "numeros naturais", kind: "bncc", subject: "matematica", gradeLevelId: sixthYear });
    expect(codesOf(sixth.body)).toEqual(["EF06MA01", "EF06MA02", "EF06MA03", "EF06MA05"]);
    // A SAEB matrix is written for the end of a stage and serves all of it: the 9º ano one for a 6º ano question.
    const saeb = await search({ search: "numeros naturais", kind: "saeb", subject: "Matemática", gradeLevelId: sixthYear });
    expect(saeb.body.every((entry: { stage: string }) => entry.stage === "9º ano")).toBe(true);
    expect(saeb.body.length).toBeGreaterThan(0);
    expect(codesOf((await search({ search: "fotossintese", subject: "Matemática" })).body)).toEqual([]);
  });

  it("gives the SAEB descriptor D17 of the question's subject and stage, and the Língua Portuguesa descriptors", async () => {
    const mathematics = await search({ search: "D17", kind: "saeb", subject: "Matemática", gradeLevelId: ninthYear });
    expect(mathematics.body).toEqual([
      {
        kind: "saeb",
        code: "D17",
        text: "Identificar a localização de números racionais na reta numérica.",
        subjects: ["Matemática"],
        stage: "9º ano",
        theme: "Números e Operações/Álgebra e Funções",
      },
    ]);
    const portuguese = await search({ search: "d17", kind: "saeb", subject: "Português", gradeLevelId: ninthYear });
    expect(portuguese.body[0].text).toBe("Reconhecer o efeito de sentido decorrente do uso da pontuação e de outras notações.");
    // Every stage's matrix of both subjects: 5º ano D1–D15 and 9º ano and 3ª série D1–D21 of Português.
    const all = await search({ kind: "saeb", subject: "Português", limit: "50" });
    expect(all.body).toHaveLength(50);
  });

  it("looks codes up for a question, and has no text for a code outside it or one it cannot choose", async () => {
    const lookup = await app
      .api()
      .get("/api/curriculum/lookup")
      .query({ codes: "D17,EF06MA03,PAEB-12", subject: "Matemática", gradeLevelId: ninthYear })
      .set(auth);
    expect(lookup.status).toBe(200);
    expect(lookup.body.D17.text).toBe("Identificar a localização de números racionais na reta numérica.");
    // The skill of another year is still the code's only entry: its text is shown.
    expect(lookup.body.EF06MA03.code).toBe("EF06MA03");
    expect(lookup.body["PAEB-12"]).toBeNull();
    // Without a subject and a stage, D17 is six descriptors: none is chosen.
    const bare = await app.api().get("/api/curriculum/lookup").query({ codes: "D17" }).set(auth);
    expect(bare.body).toEqual({ D17: null });
  });

  it("is for staff, and refuses a search longer than a code or a few words", async () => {
    expect((await app.api().get("/api/curriculum").query({ search: "D17" })).status).toBe(401);
    const long = await search({ search: "a".repeat(MAX_CURRICULUM_SEARCH + 1) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBeTruthy();
  });
});
