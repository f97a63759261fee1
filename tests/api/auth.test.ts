import { request as httpRequest } from "node:http";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../server/db/schema";
import { hashToken, startSession } from "../../server/services/auth/sessions";
import { buildUser, signedIn } from "../support/factories";
import { TEST_SESSION_SECRET, useTestApp } from "../support/testApp";

const app = useTestApp();

describe("POST /api/auth/login", () => {
  it("answers a token and the user, and sets an HttpOnly SameSite=Lax cookie", async () => {
    const { user, email, password } = await buildUser(app.db, { role: "coordenador" });
    const response = await app.api().post("/api/auth/login").send({ email, password });

    expect(response.status).toBe(200);
    expect(response.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body.user).toMatchObject({ id: user.id, email, role: "coordenador", isActive: true });
    expect(response.body.user).not.toHaveProperty("passwordHash");
    expect(JSON.stringify(response.body)).not.toContain(user.passwordHash);
    const cookie = response.headers["set-cookie"]?.[0] ?? "";
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("accepts the email in another case and with spaces around it", async () => {
    const { email, password } = await buildUser(app.db);
    const response = await app
      .api()
      .post("/api/auth/login")
      .send({ email: `  ${email.toUpperCase()} `, password });
    expect(response.status).toBe(200);
  });

  it("gives a new token at every sign-in", async () => {
    const { email, password } = await buildUser(app.db);
    const first = await app.api().post("/api/auth/login").send({ email, password });
    const second = await app.api().post("/api/auth/login").send({ email, password });
    expect(first.body.token).not.toBe(second.body.token);
  });

  it("refuses a wrong password and an unknown email with the same Portuguese message", async () => {
    const { email } = await buildUser(app.db);
    const wrong = await app.api().post("/api/auth/login").send({ email, password: "nao-e-esta" });
    const unknown = await app.api().post("/api/auth/login").send({ email: "ninguem@escola.test", password: "qualquer" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Email ou senha incorretos.", code: "unauthorized" });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe("Email ou senha incorretos.");
  });

  it("refuses a deactivated account", async () => {
    const { email, password } = await buildUser(app.db, { isActive: false });
    const response = await app.api().post("/api/auth/login").send({ email, password });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe("Esta conta está desativada. Procure um administrador.");
  });

  it("validates with the spec's messages", async () => {
    const badEmail = await app.api().post("/api/auth/login").send({ email: "nao-e-email", password: "x" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toEqual({ email: "Email deve ser válido" });

    const noPassword = await app.api().post("/api/auth/login").send({ email: "a@b.com", password: "" });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toMatchObject({ message: "Senha é obrigatória", code: "validation_error" });

    const missing = await app.api().post("/api/auth/login").send({});
    expect(missing.body.errors).toEqual({ email: "Email deve ser válido", password: "Senha é obrigatória" });
  });

  it("refuses a password over 72 bytes instead of cutting it", async () => {
    const { email, password } = await buildUser(app.db);
    const response = await app
      .api()
      .post("/api/auth/login")
      .send({ email, password: password + "ç".repeat(40) });
    expect(response.status).toBe(400);
    expect(response.body.errors.password).toMatch(/72 bytes/);
  });
});

describe("login throttling", () => {
  function loginFrom(
    localAddress: string,
    body: object,
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: { message?: string } }> {
    const url = new URL(app.url);
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: "/api/auth/login",
          method: "POST",
          localAddress,
          headers: { "content-type": "application/json" },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk) => (text += chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text) }),
          );
        },
      );
      request.on("error", reject);
      request.end(JSON.stringify(body));
    });
  }

  it("answers 429 after 10 failures from one address, and still lets the owner in from another", async () => {
    const { email, password } = await buildUser(app.db);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await loginFrom("127.0.0.1", { email, password: `errada-${attempt}` });
      expect(response.status).toBe(401);
    }
    const blocked = await loginFrom("127.0.0.1", { email, password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Muitas tentativas de login sem sucesso. Tente novamente em 15 minutos.");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(14 * 60);

    const otherAddress = await loginFrom("127.0.0.2", { email, password });
    expect(otherAddress.status).toBe(200);
  });

  it("forgets failures after a successful sign-in", async () => {
    const { email, password } = await buildUser(app.db);
    for (let attempt = 0; attempt < 9; attempt++) await loginFrom("127.0.0.3", { email, password: "errada" });
    expect((await loginFrom("127.0.0.3", { email, password })).status).toBe(200);
    for (let attempt = 0; attempt < 9; attempt++) await loginFrom("127.0.0.3", { email, password: "errada" });
    expect((await loginFrom("127.0.0.3", { email, password })).status).toBe(200);
  });
});

describe("GET /api/auth/profile", () => {
  it("answers the user for a bearer token and for the cookie", async () => {
    const { user, email, password } = await buildUser(app.db);
    const agent = app.api();
    const login = await agent.post("/api/auth/login").send({ email, password });

    const byBearer = await app.api().get("/api/auth/profile").set("Authorization", `Bearer ${login.body.token}`);
    expect(byBearer.status).toBe(200);
    expect(byBearer.body).toMatchObject({ id: user.id, username: user.username, email });

    const byCookie = await agent.get("/api/auth/profile");
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.id).toBe(user.id);
  });

  it("answers 401 without a session, with an unknown token and with an expired one", async () => {
    expect((await app.api().get("/api/auth/profile")).status).toBe(401);
    const unknown = await app.api().get("/api/auth/profile").set("Authorization", "Bearer inventado");
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe("Sessão inválida ou expirada. Faça login novamente.");

    const { user } = await buildUser(app.db);
    const longAgo = new Date(Date.now() - 48 * 3_600_000);
    const expired = await startSession(app.db, user.id, { secret: TEST_SESSION_SECRET, ttlMs: 3_600_000 }, longAgo);
    expect((await app.api().get("/api/auth/profile").set("Authorization", `Bearer ${expired.token}`)).status).toBe(401);
  });

  it("prunes expired sessions when anyone signs in", async () => {
    const { user } = await buildUser(app.db);
    const longAgo = new Date(Date.now() - 48 * 3_600_000);
    const expired = await startSession(app.db, user.id, { secret: TEST_SESSION_SECRET, ttlMs: 3_600_000 }, longAgo);
    const stored = () =>
      app.db
        .select()
        .from(sessions)
        .where(eq(sessions.token, hashToken(expired.token, TEST_SESSION_SECRET)));
    expect(await stored()).toHaveLength(1);
    await signedIn(app);
    expect(await stored()).toHaveLength(0);
  });
});

describe("remembered sessions", () => {
  it("answers a token used moments ago without the database, until any change goes through the app", async () => {
    const professor = await signedIn(app);
    expect((await app.api().get("/api/auth/profile").set(professor.auth)).status).toBe(200);
    // Removed behind the server's back (as another instance would): still remembered here.
    await app.db.delete(sessions).where(eq(sessions.userId, professor.user.id));
    expect((await app.api().get("/api/auth/profile").set(professor.auth)).status).toBe(200);
    // Any change made through this server empties the memory; the database has the last word.
    const other = await signedIn(app);
    await app.api().post("/api/auth/logout").set(other.auth).expect(204);
    expect((await app.api().get("/api/auth/profile").set(professor.auth)).status).toBe(401);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session: the old token answers 401 afterwards", async () => {
    const professor = await signedIn(app);
    expect((await app.api().get("/api/auth/profile").set(professor.auth)).status).toBe(200);
    const logout = await app.api().post("/api/auth/logout").set(professor.auth);
    expect(logout.status).toBe(204);
    expect((await app.api().get("/api/auth/profile").set(professor.auth)).status).toBe(401);
  });

  it("clears the cookie and ends a cookie session", async () => {
    const { email, password } = await buildUser(app.db);
    const agent = app.api();
    await agent.post("/api/auth/login").send({ email, password });
    const logout = await agent.post("/api/auth/logout");
    expect(logout.headers["set-cookie"]?.[0]).toMatch(/^sid=;/);
    expect((await agent.get("/api/auth/profile")).status).toBe(401);
  });

  it("succeeds without a session, since there is nothing left to end", async () => {
    expect((await app.api().post("/api/auth/logout")).status).toBe(204);
  });
});

describe("POST /api/auth/register", () => {
  const newUser = () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    return { username: `Jo ${suffix}`, email: `novo.${suffix}@escola.test`, password: "segura123", role: "diretor" };
  };

  it("lets an admin create a user who can then sign in", async () => {
    const admin = await signedIn(app, "admin");
    const body = newUser();
    const response = await app.api().post("/api/auth/register").set(admin.auth).send(body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ username: body.username, email: body.email, role: "diretor" });
    expect(response.body).not.toHaveProperty("passwordHash");
    const login = await app.api().post("/api/auth/login").send({ email: body.email, password: body.password });
    expect(login.status).toBe(200);
  });

  it("answers 401 to anyone but an admin, as the spec says", async () => {
    expect((await app.api().post("/api/auth/register").send(newUser())).status).toBe(401);
    for (const role of ["professor", "coordenador", "diretor"] as const) {
      const caller = await signedIn(app, role);
      const response = await app.api().post("/api/auth/register").set(caller.auth).send(newUser());
      expect(response.status).toBe(401);
      expect(response.body.message).toBe("Apenas administradores podem criar usuários.");
    }
  });

  it("uses the create-profile form's messages", async () => {
    const admin = await signedIn(app, "admin");
    const response = await app
      .api()
      .post("/api/auth/register")
      .set(admin.auth)
      .send({ username: "J", email: "x", password: "123", role: "reitor" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      username: "Nome deve ter pelo menos 2 caracteres",
      email: "Email inválido",
      password: "Senha deve ter pelo menos 6 caracteres",
      role: "Função é obrigatória",
    });
  });

  it("says the name is taken, under the name, when only the name is", async () => {
    const admin = await signedIn(app, "admin");
    const existing = await buildUser(app.db);
    const response = await app
      .api()
      .post("/api/auth/register")
      .set(admin.auth)
      .send({ ...newUser(), username: existing.user.username.toUpperCase() });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: "Este nome de usuário já está em uso.",
      errors: { username: "Este nome de usuário já está em uso." },
    });
    expect(response.body.errors).not.toHaveProperty("email");
  });

  it("says which field is taken", async () => {
    const admin = await signedIn(app, "admin");
    const existing = await buildUser(app.db);
    const response = await app
      .api()
      .post("/api/auth/register")
      .set(admin.auth)
      .send({ ...newUser(), email: existing.email.toUpperCase() });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: "Este email já está em uso.",
      errors: { email: "Este email já está em uso." },
    });
  });
});
