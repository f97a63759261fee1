import { describe, expect, it } from "vitest";
import { buildUser, signedIn, unique } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();

const newUser = (overrides: Record<string, unknown> = {}) => {
  const suffix = unique();
  return {
    username: `Maria ${suffix}`,
    email: `maria.${suffix}@escola.test`,
    passwordHash: "segura123",
    role: "professor",
    ...overrides,
  };
};

// Both path families of the spec behave the same.
describe.each(["/api/users", "/api/auth/users"])("%s", (base) => {
  describe("list", () => {
    it("lists users for an admin, without password hashes", async () => {
      const admin = await signedIn(app, "admin");
      const other = await buildUser(app.db, { role: "diretor" });
      const response = await app.api().get(base).set(admin.auth);
      expect(response.status).toBe(200);
      const listed = response.body.find((user: { id: string }) => user.id === other.user.id);
      expect(listed).toMatchObject({ email: other.email, role: "diretor", isActive: true });
      expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|\$2[aby]\$/);
    });

    it("answers 401 without a session and 403 to other roles", async () => {
      expect((await app.api().get(base)).status).toBe(401);
      for (const role of ["professor", "coordenador", "diretor"] as const) {
        const caller = await signedIn(app, role);
        const response = await app.api().get(base).set(caller.auth);
        expect(response.status).toBe(403);
        expect(response.body.message).toBe("Você não tem permissão para realizar esta ação.");
      }
    });
  });

  describe("create", () => {
    it("creates a user from the admin screen's fields (password sent as passwordHash)", async () => {
      const admin = await signedIn(app, "admin");
      const body = newUser({ role: "coordenador" });
      const response = await app.api().post(base).set(admin.auth).send(body);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ username: body.username, email: body.email, role: "coordenador" });
      expect(response.body).not.toHaveProperty("passwordHash");
      const login = await app.api().post("/api/auth/login").send({ email: body.email, password: "segura123" });
      expect(login.status).toBe(200);
    });

    it("defaults the role to professor and accepts `password` too", async () => {
      const admin = await signedIn(app, "admin");
      const { passwordHash: _unused, role: _role, ...body } = newUser();
      const response = await app
        .api()
        .post(base)
        .set(admin.auth)
        .send({ ...body, password: "segura123" });
      expect(response.status).toBe(201);
      expect(response.body.role).toBe("professor");
    });

    it("validates with the spec's messages", async () => {
      const admin = await signedIn(app, "admin");
      const response = await app
        .api()
        .post(base)
        .set(admin.auth)
        .send({ username: "ab", email: "sem-arroba", passwordHash: "12345", role: "reitor" });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        username: "Nome de usuário deve ter pelo menos 3 caracteres",
        email: "Email inválido",
        password: "Senha deve ter pelo menos 6 caracteres",
        role: "Função inválida",
      });
    });

    it("refuses fields longer than the columns allow", async () => {
      const admin = await signedIn(app, "admin");
      const response = await app
        .api()
        .post(base)
        .set(admin.auth)
        .send(newUser({ username: "x".repeat(81), email: `${"a".repeat(115)}@b.com` }));
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        username: "Nome de usuário deve ter no máximo 80 caracteres",
        email: "Email deve ter no máximo 120 caracteres",
      });
    });

    it("says which of email and username is taken", async () => {
      const admin = await signedIn(app, "admin");
      const existing = await buildUser(app.db);
      const both = await app
        .api()
        .post(base)
        .set(admin.auth)
        .send(newUser({ email: existing.email, username: existing.user.username.toUpperCase() }));
      expect(both.status).toBe(400);
      expect(both.body.errors).toEqual({
        email: "Este email já está em uso.",
        username: "Este nome de usuário já está em uso.",
      });
      const usernameOnly = await app
        .api()
        .post(base)
        .set(admin.auth)
        .send(newUser({ username: existing.user.username }));
      expect(usernameOnly.body.message).toBe("Este nome de usuário já está em uso.");
    });

    it("answers 401 to non-admins, as the spec has it for user creation", async () => {
      expect((await app.api().post(base).send(newUser())).status).toBe(401);
      const professor = await signedIn(app, "professor");
      const response = await app
        .api()
        .post(base)
        .set(professor.auth)
        .send(newUser({ role: "admin" }));
      expect(response.status).toBe(401);
      expect(response.body.message).toBe("Apenas administradores podem criar usuários.");
    });
  });

  describe("edit", () => {
    it("keeps the password when it is blank and changes the other fields", async () => {
      const admin = await signedIn(app, "admin");
      const target = await buildUser(app.db);
      const response = await app
        .api()
        .put(`${base}/${target.user.id}`)
        .set(admin.auth)
        .send({ username: "Nome Novo " + unique(), email: target.email, role: "diretor", passwordHash: "" });
      expect(response.status).toBe(200);
      expect(response.body.role).toBe("diretor");
      const login = await app.api().post("/api/auth/login").send({ email: target.email, password: target.password });
      expect(login.status).toBe(200);
    });

    it("changes only the fields sent", async () => {
      const admin = await signedIn(app, "admin");
      const target = await buildUser(app.db, { role: "coordenador" });
      const response = await app
        .api()
        .put(`${base}/${target.user.id}`)
        .set(admin.auth)
        .send({ username: "Só o Nome " + unique() });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ role: "coordenador", email: target.email, isActive: true });
    });

    it("sets a new password and signs the user out of old sessions", async () => {
      const admin = await signedIn(app, "admin");
      const target = await signedIn(app, "professor");
      const response = await app.api().put(`${base}/${target.user.id}`).set(admin.auth).send({ passwordHash: "outra-senha" });
      expect(response.status).toBe(200);
      expect((await app.api().get("/api/auth/profile").set(target.auth)).status).toBe(401);
      const login = await app.api().post("/api/auth/login").send({ email: target.email, password: "outra-senha" });
      expect(login.status).toBe(200);
    });

    it("deactivating a user ends their sessions", async () => {
      const admin = await signedIn(app, "admin");
      const target = await signedIn(app, "professor");
      const response = await app.api().put(`${base}/${target.user.id}`).set(admin.auth).send({ isActive: false });
      expect(response.status).toBe(200);
      expect(response.body.isActive).toBe(false);
      expect((await app.api().get("/api/auth/profile").set(target.auth)).status).toBe(401);
    });

    it("refuses an email already used by someone else, and a short password", async () => {
      const admin = await signedIn(app, "admin");
      const target = await buildUser(app.db);
      const other = await buildUser(app.db);
      const taken = await app.api().put(`${base}/${target.user.id}`).set(admin.auth).send({ email: other.email });
      expect(taken.status).toBe(400);
      expect(taken.body.errors).toEqual({ email: "Este email já está em uso." });
      const short = await app.api().put(`${base}/${target.user.id}`).set(admin.auth).send({ passwordHash: "123" });
      expect(short.body.errors).toEqual({ password: "Senha deve ter pelo menos 6 caracteres" });
    });

    it("does not let an admin deactivate or demote themself", async () => {
      const admin = await signedIn(app, "admin");
      const demote = await app.api().put(`${base}/${admin.user.id}`).set(admin.auth).send({ role: "professor" });
      expect(demote.status).toBe(403);
      const deactivate = await app.api().put(`${base}/${admin.user.id}`).set(admin.auth).send({ isActive: false });
      expect(deactivate.status).toBe(403);
      const rename = await app
        .api()
        .put(`${base}/${admin.user.id}`)
        .set(admin.auth)
        .send({ username: "Admin " + unique() });
      expect(rename.status).toBe(200);
    });

    it("answers 404 for an unknown user, 400 for a malformed id, 403 to other roles", async () => {
      const admin = await signedIn(app, "admin");
      const missing = await app
        .api()
        .put(`${base}/00000000-0000-4000-8000-000000000000`)
        .set(admin.auth)
        .send({ role: "diretor" });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe("Usuário não encontrado.");
      const malformed = await app.api().put(`${base}/123`).set(admin.auth).send({});
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe("Identificador inválido");
      const diretor = await signedIn(app, "diretor");
      const forbidden = await app.api().put(`${base}/${diretor.user.id}`).set(diretor.auth).send({ role: "admin" });
      expect(forbidden.status).toBe(403);
    });
  });

  describe("delete", () => {
    it("deletes another user, whose token then answers 401", async () => {
      const admin = await signedIn(app, "admin");
      const target = await signedIn(app, "professor");
      const response = await app.api().delete(`${base}/${target.user.id}`).set(admin.auth);
      expect(response.status).toBe(204);
      expect((await app.api().get("/api/auth/profile").set(target.auth)).status).toBe(401);
      expect((await app.api().delete(`${base}/${target.user.id}`).set(admin.auth)).status).toBe(404);
    });

    it("never deletes one's own account", async () => {
      const admin = await signedIn(app, "admin");
      const response = await app.api().delete(`${base}/${admin.user.id}`).set(admin.auth);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("Você não pode deletar sua própria conta");
      expect((await app.api().get("/api/auth/profile").set(admin.auth)).status).toBe(200);
    });

    it("answers 401 without a session and 403 to other roles", async () => {
      const target = await buildUser(app.db);
      expect((await app.api().delete(`${base}/${target.user.id}`)).status).toBe(401);
      const coordenador = await signedIn(app, "coordenador");
      expect((await app.api().delete(`${base}/${target.user.id}`).set(coordenador.auth)).status).toBe(403);
    });
  });
});
