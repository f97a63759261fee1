import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { buildClass, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("students");

describe("roster answers", () => {
  it("a class's students, adding, importing, changing and removing follow their schemas", async () => {
    const schoolClass = await buildClass(app.db);
    // Rosters are kept by the coordinators of the class's school.
    const coordinator = await signedIn(app, "coordenador", { schoolIds: [schoolClass.schoolId] });
    const roster = `/api/classes/${schoolClass.id}/students`;
    const added = await contract.answer(
      "POST /api/classes/:id/students",
      app.api().post(roster).set(coordinator.auth).send({ name: "Ana Souza", registrationNumber: "2026-01" }),
      201,
    );
    await contract.answer(
      "POST /api/classes/:id/students/import",
      app
        .api()
        .post(`${roster}/import`)
        .set(coordinator.auth)
        .attach("file", Buffer.from("nome;matricula\nBruno Lima;2026-02\n"), "turma.csv"),
    );
    await contract.answer("GET /api/classes/:id/students", app.api().get(roster).set(coordinator.auth));
    const student = `/api/students/${added.body.id as string}`;
    await contract.answer("PUT /api/students/:id", app.api().put(student).set(coordinator.auth).send({ name: "Ana Souza Lima" }));
    await contract.answer("DELETE /api/students/:id", app.api().delete(student).set(coordinator.auth), 204);
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
