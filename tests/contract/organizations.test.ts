import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { signedIn, unique } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("organizations");

type Collection = "/api/unions" | "/api/associations" | "/api/schools" | "/api/grade-levels" | "/api/classes";

describe("organisation answers", () => {
  it("each collection's list, read, create, change and delete follow their schemas", async () => {
    // Only an administrator writes every organisation (unions, associations, grade levels and schools are the network's).
    const admin = await signedIn(app, "admin");
    /** Creates one item and reads, changes and deletes it (deleting a fresh copy, so the first stays for the next levels). */
    async function collection(path: Collection, body: () => object) {
      const created = await contract.answer(`POST ${path}`, app.api().post(path).set(admin.auth).send(body()), 201);
      const one = `${path}/${created.body.id as string}`;
      await contract.answer(`GET ${path}`, app.api().get(path).set(admin.auth));
      await contract.answer(`GET ${path}/:id`, app.api().get(one).set(admin.auth));
      await contract.answer(`PUT ${path}/:id`, app.api().put(one).set(admin.auth).send(body()));
      const spare = await app.api().post(path).set(admin.auth).send(body());
      await contract.answer(
        `DELETE ${path}/:id`,
        app
          .api()
          .delete(`${path}/${spare.body.id as string}`)
          .set(admin.auth),
        204,
      );
      return created.body.id as string;
    }

    const unionId = await collection("/api/unions", () => ({ name: `União ${unique()}`, description: "Norte" }));
    const associationId = await collection("/api/associations", () => ({ name: `Associação ${unique()}`, unionId }));
    const schoolId = await collection("/api/schools", () => ({ name: `Escola ${unique()}`, associationId }));
    const gradeLevelId = await collection("/api/grade-levels", () => ({ name: `${unique()} Ano`, category: "Ensino Médio" }));
    await collection("/api/classes", () => ({ name: `Turma ${unique()}`, schoolId, gradeLevelId, year: 2026 }));
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
