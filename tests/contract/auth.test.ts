import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { buildUser, signedIn, unique } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("auth");

describe("sign-in answers", () => {
  it("login, profile, logout and register follow their schemas", async () => {
    const { email, password } = await buildUser(app.db);
    const login = await contract.answer("POST /api/auth/login", app.api().post("/api/auth/login").send({ email, password }));
    const auth = { Authorization: `Bearer ${login.body.token as string}` };
    await contract.answer("GET /api/auth/profile", app.api().get("/api/auth/profile").set(auth));
    await contract.answer("POST /api/auth/logout", app.api().post("/api/auth/logout").set(auth), 204);

    const admin = await signedIn(app, "admin");
    const body = { username: `Pessoa ${unique()}`, email: `pessoa.${unique()}@escola.test`, password: "senha-123" };
    await contract.answer("POST /api/auth/register", app.api().post("/api/auth/register").set(admin.auth).send(body), 201);
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
