import { describe, expect, it } from "vitest";
import { buildUser, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

describe("errors", () => {
  it("answers JSON 404 for an unknown /api path", async () => {
    const response = await app.api().get("/api/nao-existe");
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.body).toEqual({ message: "Rota não encontrada.", code: "not_found" });
  });

  it("answers 400 with a Portuguese message for malformed JSON, without internals", async () => {
    const response = await app.api().post("/api/auth/login").set("Content-Type", "application/json").send('{"email": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "JSON inválido no corpo da requisição.", code: "bad_request" });
  });

  it("answers 413 for a body over 1 MB", async () => {
    const response = await app
      .api()
      .post("/api/auth/login")
      .send({ email: "a@b.com", password: "x".repeat(1_100_000) });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe("Requisição muito grande.");
  });

  it("sends no cache and the usual security headers on API answers", async () => {
    const response = await app.api().get("/api/health");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-powered-by"]).toBeUndefined();
    expect(response.headers.etag).toBeUndefined();
  });

  it("is not fooled by a bearer of 'null' when the cookie is valid", async () => {
    const { email, password } = await buildUser(app.db);
    const agent = app.api();
    await agent.post("/api/auth/login").send({ email, password });
    expect((await agent.get("/api/auth/profile").set("Authorization", "Bearer null")).status).toBe(200);
  });
});

describe("cross-site writes", () => {
  it("refuses a write whose Origin is another site", async () => {
    const admin = await signedIn(app, "admin");
    const target = await buildUser(app.db);
    const response = await app
      .api()
      .delete(`/api/users/${target.user.id}`)
      .set(admin.auth)
      .set("Origin", "https://malicioso.example");
    expect(response.status).toBe(403);
    expect(response.body.message).toBe("Origem da requisição não permitida.");
    expect((await app.api().get(`/api/users/${target.user.id}`).set(admin.auth)).status).toBe(200);
  });

  it("refuses a login posted from another site's page (Referer only)", async () => {
    const { email, password } = await buildUser(app.db);
    const response = await app
      .api()
      .post("/api/auth/login")
      .set("Referer", "https://malicioso.example/form")
      .send({ email, password });
    expect(response.status).toBe(403);
  });

  it("accepts writes from the app's own origin", async () => {
    const { email, password } = await buildUser(app.db);
    const response = await app.api().post("/api/auth/login").set("Origin", app.url).send({ email, password });
    expect(response.status).toBe(200);
  });
});

describe("GET /api/system/status", () => {
  it("tells a signed-in user what is running and that the database answers", async () => {
    const professor = await signedIn(app);
    const response = await app.api().get("/api/system/status").set(professor.auth);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ api: "ok", database: "embedded", version: "0.0.0-teste" });
    expect(response.body.databaseVersion).toMatch(/^PostgreSQL \d+/);
  });

  it("answers 401 without a session", async () => {
    expect((await app.api().get("/api/system/status")).status).toBe(401);
  });
});

describe("routers mounted at /api", () => {
  it("do not ask for a session on paths that are not theirs", async () => {
    const response = await app.api().get("/api/nao-existe-tambem");
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("not_found");
  });
});
