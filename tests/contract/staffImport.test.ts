import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { buildSchool, signedIn, unique } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("staffImport");

describe("staff import answers", () => {
  it("follow their schema at both mounts", async () => {
    const admin = await signedIn(app, "admin");
    const school = await buildSchool(app.db);
    for (const path of ["/api/users/import", "/api/auth/users/import"] as const) {
      const suffix = unique();
      const csv = `Nome;Email;Papel;Escola\nPessoa ${suffix};pessoa.${suffix}@escola.test;Professor;${school.name}\n`;
      await contract.answer(
        `POST ${path}`,
        app.api().post(path).set(admin.auth).attach("file", Buffer.from(csv, "utf8"), "equipe.csv"),
      );
    }
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
