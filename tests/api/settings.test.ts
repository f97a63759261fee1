import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_TERMS } from "../../shared/terms";
import { signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const DEFAULT_BODY = { kind: "bimestre", starts: ["01/01", "16/04", "16/07", "01/10"] };

describe("/api/settings/terms", () => {
  // On a shared PostgreSQL database other files read the terms too: they get the default back.
  afterAll(async () => {
    const admin = await signedIn(app, "admin");
    await app.api().put("/api/settings/terms").set(admin.auth).send(DEFAULT_BODY).expect(200);
  });

  it("gives bimestres by default, takes an administrator's trimestres, and refuses what is not a school year", async () => {
    const admin = await signedIn(app, "admin");
    const professor = await signedIn(app, "professor");
    expect((await app.api().get("/api/settings/terms").set(professor.auth)).body).toEqual(DEFAULT_TERMS.bimestre);

    const trimestres = { kind: "trimestre", starts: ["01/02", "15/05", "01/09"] };
    const saved = await app.api().put("/api/settings/terms").set(admin.auth).send(trimestres);
    expect(saved.status).toBe(200);
    const expected = { kind: "trimestre", starts: ["02-01", "05-15", "09-01"] };
    expect(saved.body).toEqual(expected);
    expect((await app.api().get("/api/settings/terms").set(professor.auth)).body).toEqual(expected);

    const refusals: Array<[object, string]> = [
      [{ kind: "trimestre", starts: ["01/02", "15/05"] }, "Informe o início de cada um dos 3 períodos."],
      [{ kind: "bimestre", starts: ["01/02", "15/05", "01/09"] }, "Informe o início de cada um dos 4 períodos."],
      [
        { kind: "trimestre", starts: ["01/02", "01/09", "15/05"] },
        "Os períodos devem começar em datas crescentes dentro do ano.",
      ],
      [
        { kind: "trimestre", starts: ["01/02", "31/04", "01/09"] },
        "Informe o início de cada período como dd/mm (por exemplo, 01/02).",
      ],
      [{ kind: "semestre", starts: ["01/02", "01/08"] }, "Escolha bimestres ou trimestres."],
    ];
    for (const [body, message] of refusals) {
      const refused = await app.api().put("/api/settings/terms").set(admin.auth).send(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(message);
    }
    // What was saved stays.
    expect((await app.api().get("/api/settings/terms").set(admin.auth)).body).toEqual(expected);
    const coordinator = await signedIn(app, "coordenador");
    expect((await app.api().put("/api/settings/terms").set(coordinator.auth).send(trimestres)).status).toBe(403);
  });
});
