import { describe, expect, it } from "vitest";
import { buildUser, signedIn, unique } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

describe("GET /api/user/profile", () => {
  it("answers the caller's username, email, role and photo", async () => {
    const me = await signedIn(app, "diretor");
    const response = await app.api().get("/api/user/profile").set(me.auth);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: me.user.id,
      username: me.user.username,
      email: me.email,
      role: "diretor",
      profilePhotoUrl: null,
    });
  });

  it("answers 401 without a session", async () => {
    expect((await app.api().get("/api/user/profile")).status).toBe(401);
  });
});

describe("PUT /api/user/profile", () => {
  it("updates the caller's username and email", async () => {
    const me = await signedIn(app);
    const changes = { username: `Ana Nova ${unique()}`, email: `ana.${unique()}@escola.test` };
    const response = await app.api().put("/api/user/profile").set(me.auth).send(changes);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject(changes);
    expect((await app.api().get("/api/user/profile").set(me.auth)).body).toMatchObject(changes);
  });

  it("validates with the spec's messages", async () => {
    const me = await signedIn(app);
    const response = await app.api().put("/api/user/profile").set(me.auth).send({ username: "ab", email: "ana@" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      username: "Nome de usuário deve ter pelo menos 3 caracteres",
      email: "Email inválido",
    });
  });

  it("refuses an email used by someone else and keeps the profile as it was", async () => {
    const me = await signedIn(app);
    const other = await buildUser(app.db);
    const response = await app
      .api()
      .put("/api/user/profile")
      .set(me.auth)
      .send({ username: me.user.username, email: other.email });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Este email já está em uso.");
    expect((await app.api().get("/api/user/profile").set(me.auth)).body.email).toBe(me.email);
  });

  it("answers 401 without a session", async () => {
    expect((await app.api().put("/api/user/profile").send({ username: "abc", email: "a@b.com" })).status).toBe(401);
  });
});

describe("PUT /api/user/change-password", () => {
  it("changes the password when the current one is right", async () => {
    const me = await signedIn(app);
    const response = await app
      .api()
      .put("/api/user/change-password")
      .set(me.auth)
      .send({ currentPassword: me.password, newPassword: "nova-senha", confirmPassword: "nova-senha" });
    expect(response.status).toBe(204);
    expect((await app.api().post("/api/auth/login").send({ email: me.email, password: me.password })).status).toBe(401);
    expect((await app.api().post("/api/auth/login").send({ email: me.email, password: "nova-senha" })).status).toBe(200);
  });

  it("keeps this session and ends the others", async () => {
    const me = await signedIn(app);
    const elsewhere = await app.api().post("/api/auth/login").send({ email: me.email, password: me.password });
    await app
      .api()
      .put("/api/user/change-password")
      .set(me.auth)
      .send({ currentPassword: me.password, newPassword: "nova-senha" });
    expect((await app.api().get("/api/user/profile").set(me.auth)).status).toBe(200);
    const other = await app.api().get("/api/user/profile").set("Authorization", `Bearer ${elsewhere.body.token}`);
    expect(other.status).toBe(401);
  });

  it("refuses a wrong current password with a Portuguese message", async () => {
    const me = await signedIn(app);
    const response = await app
      .api()
      .put("/api/user/change-password")
      .set(me.auth)
      .send({ currentPassword: "errada", newPassword: "nova-senha" });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: "Senha atual incorreta.",
      errors: { currentPassword: "Senha atual incorreta." },
    });
    expect((await app.api().post("/api/auth/login").send({ email: me.email, password: me.password })).status).toBe(200);
  });

  it("validates with the spec's messages", async () => {
    const me = await signedIn(app);
    const empty = await app
      .api()
      .put("/api/user/change-password")
      .set(me.auth)
      .send({ currentPassword: "", newPassword: "123", confirmPassword: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      currentPassword: "Senha atual é obrigatória",
      newPassword: "Nova senha deve ter pelo menos 6 caracteres",
      confirmPassword: "Confirmação de senha é obrigatória",
    });
    const mismatch = await app
      .api()
      .put("/api/user/change-password")
      .set(me.auth)
      .send({ currentPassword: me.password, newPassword: "nova-senha", confirmPassword: "outra-coisa" });
    expect(mismatch.body.errors).toEqual({ confirmPassword: "Senhas não coincidem" });
  });

  it("answers 401 without a session", async () => {
    expect((await app.api().put("/api/user/change-password").send({ currentPassword: "a", newPassword: "bbbbbb" })).status).toBe(
      401,
    );
  });
});
