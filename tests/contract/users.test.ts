import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { signedIn, unique } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("users");

describe("user administration answers", () => {
  for (const path of ["/api/users", "/api/auth/users"] as const) {
    it(`${path}: list, create, read, change and delete follow their schemas`, async () => {
      const admin = await signedIn(app, "admin");
      const body = { username: `Pessoa ${unique()}`, email: `pessoa.${unique()}@escola.test`, password: "senha-123" };
      const created = await contract.answer(`POST ${path}`, app.api().post(path).set(admin.auth).send(body), 201);
      const one = `${path}/${created.body.id as string}`;
      await contract.answer(`GET ${path}`, app.api().get(path).set(admin.auth));
      await contract.answer(`GET ${path}/:id`, app.api().get(one).set(admin.auth));
      await contract.answer(`PUT ${path}/:id`, app.api().put(one).set(admin.auth).send({ role: "coordenador" }));
      await contract.answer(`DELETE ${path}/:id`, app.api().delete(one).set(admin.auth), 204);
    });
  }

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
