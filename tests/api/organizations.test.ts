import { describe, expect, it } from "vitest";
import { buildAssociation, buildClass, buildGradeLevel, buildSchool, buildUnion, signedIn, unique } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);

describe("unions", () => {
  it("are created, listed, updated and deleted by a coordinator", async () => {
    const coordenador = await signedIn(app, "coordenador");
    const name = `União Sul ${unique()}`;
    const created = await app.api().post("/api/unions").set(coordenador.auth).send({ name, description: "Rede do Sul" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name, description: "Rede do Sul", associationCount: 0 });
    expect(created.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const listed = await app.api().get("/api/unions").set(coordenador.auth);
    expect(ids(listed.body)).toContain(created.body.id);

    const updated = await app
      .api()
      .put(`/api/unions/${created.body.id}`)
      .set(coordenador.auth)
      .send({ name: `${name} 2`, description: "" });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: `${name} 2`, description: null });

    expect((await app.api().delete(`/api/unions/${created.body.id}`).set(coordenador.auth)).status).toBe(204);
    expect((await app.api().get(`/api/unions/${created.body.id}`).set(coordenador.auth)).status).toBe(404);
  });

  it("requires a name", async () => {
    const diretor = await signedIn(app, "diretor");
    const response = await app.api().post("/api/unions").set(diretor.auth).send({ name: "  ", description: "x" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ name: "Nome é obrigatório" });
  });

  it("cannot be deleted while an association belongs to them", async () => {
    const admin = await signedIn(app, "admin");
    const union = await buildUnion(app.db);
    const association = await buildAssociation(app.db, union.id);
    const refused = await app.api().delete(`/api/unions/${union.id}`).set(admin.auth);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Não é possível remover: existem associações vinculadas a esta união.");
    expect((await app.api().get(`/api/unions/${union.id}`).set(admin.auth)).body.associationCount).toBe(1);

    await app.api().delete(`/api/associations/${association.id}`).set(admin.auth);
    expect((await app.api().delete(`/api/unions/${union.id}`).set(admin.auth)).status).toBe(204);
  });
});

describe("associations", () => {
  it("may belong to a union, shown by name, and may leave it", async () => {
    const admin = await signedIn(app, "admin");
    const union = await buildUnion(app.db);
    const created = await app
      .api()
      .post("/api/associations")
      .set(admin.auth)
      .send({ name: `Associação ${unique()}`, unionId: union.id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ unionId: union.id, unionName: union.name, schoolCount: 0 });

    const left = await app
      .api()
      .put(`/api/associations/${created.body.id}`)
      .set(admin.auth)
      .send({ name: created.body.name, unionId: null });
    expect(left.body).toMatchObject({ unionId: null, unionName: null });
  });

  it("refuses an unknown union", async () => {
    const admin = await signedIn(app, "admin");
    const response = await app
      .api()
      .post("/api/associations")
      .set(admin.auth)
      .send({ name: "Sem união", unionId: "00000000-0000-4000-8000-000000000000" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ unionId: "União não encontrada." });
  });

  it("cannot be deleted while schools belong to them", async () => {
    const admin = await signedIn(app, "admin");
    const school = await buildSchool(app.db);
    const response = await app.api().delete(`/api/associations/${school.associationId}`).set(admin.auth);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Não é possível remover: existem escolas vinculadas a esta associação.");
  });
});

describe("schools", () => {
  it("are created with an association and optional contacts, and filtered by association", async () => {
    const coordenador = await signedIn(app, "coordenador");
    const association = await buildAssociation(app.db);
    const body = {
      name: `Escola ${unique()}`,
      associationId: association.id,
      address: "Rua A, 1",
      phone: "(11) 1234-5678",
      email: "Contato@Escola.br",
    };
    const created = await app.api().post("/api/schools").set(coordenador.auth).send(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...body, email: "contato@escola.br", associationName: association.name, classCount: 0 });

    const other = await buildSchool(app.db);
    const filtered = await app.api().get(`/api/schools?associationId=${association.id}`).set(coordenador.auth);
    expect(ids(filtered.body)).toEqual([created.body.id]);
    const all = await app.api().get("/api/schools").set(coordenador.auth);
    expect(ids(all.body)).toEqual(expect.arrayContaining([created.body.id, other.id]));
  });

  it("validates with the spec's messages; an empty email is allowed", async () => {
    const coordenador = await signedIn(app, "coordenador");
    const missing = await app
      .api()
      .post("/api/schools")
      .set(coordenador.auth)
      .send({ name: "", associationId: "", email: "nao-e-email" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      name: "Nome é obrigatório",
      associationId: "Associação é obrigatória",
      email: "Email inválido",
    });

    const association = await buildAssociation(app.db);
    const noEmail = await app
      .api()
      .post("/api/schools")
      .set(coordenador.auth)
      .send({ name: "Escola sem email", associationId: association.id, email: "" });
    expect(noEmail.status).toBe(201);
    expect(noEmail.body.email).toBeNull();
  });

  it("keeps the school as it was when an edit is invalid", async () => {
    const coordenador = await signedIn(app, "coordenador");
    const school = await buildSchool(app.db);
    const response = await app
      .api()
      .put(`/api/schools/${school.id}`)
      .set(coordenador.auth)
      .send({ ...school, email: "escola@" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ email: "Email inválido" });
    expect((await app.api().get(`/api/schools/${school.id}`).set(coordenador.auth)).body.email).toBeNull();
  });

  it("cannot be deleted while classes belong to them", async () => {
    const admin = await signedIn(app, "admin");
    const schoolClass = await buildClass(app.db);
    const response = await app.api().delete(`/api/schools/${schoolClass.schoolId}`).set(admin.auth);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Não é possível remover: existem turmas vinculadas a esta escola.");
  });
});

describe("grade levels", () => {
  it("carry their category and their number of classes", async () => {
    const diretor = await signedIn(app, "diretor");
    const created = await app
      .api()
      .post("/api/grade-levels")
      .set(diretor.auth)
      .send({ name: "7º Ano", category: "Ensino Fundamental II", description: "Anos finais" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "7º Ano", category: "Ensino Fundamental II", classCount: 0 });

    await buildClass(app.db, { gradeLevelId: created.body.id });
    await buildClass(app.db, { gradeLevelId: created.body.id });
    const listed = await app.api().get("/api/grade-levels").set(diretor.auth);
    expect(listed.body.find((level: { id: string }) => level.id === created.body.id).classCount).toBe(2);
  });

  it("need one of the three categories", async () => {
    const diretor = await signedIn(app, "diretor");
    const response = await app.api().post("/api/grade-levels").set(diretor.auth).send({ name: "EJA", category: "Supletivo" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ category: "Categoria é obrigatória" });
  });

  it("can be deleted through the API when unused, but not while classes use them", async () => {
    const admin = await signedIn(app, "admin");
    const used = await buildClass(app.db);
    const refused = await app.api().delete(`/api/grade-levels/${used.gradeLevelId}`).set(admin.auth);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Não é possível remover: existem turmas vinculadas a este nível de ensino.");
    const unused = await buildGradeLevel(app.db);
    expect((await app.api().delete(`/api/grade-levels/${unused.id}`).set(admin.auth)).status).toBe(204);
  });
});

describe("classes", () => {
  it("carry their school's and grade level's names and a student count, filtered by school and grade level", async () => {
    const coordenador = await signedIn(app, "coordenador");
    const school = await buildSchool(app.db);
    const level = await buildGradeLevel(app.db, "Ensino Médio");
    const created = await app
      .api()
      .post("/api/classes")
      .set(coordenador.auth)
      .send({ name: "1ª Série B", schoolId: school.id, gradeLevelId: level.id, year: "2026" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "1ª Série B",
      schoolName: school.name,
      gradeLevelName: level.name,
      year: 2026,
      studentCount: 0,
    });

    const elsewhere = await buildClass(app.db, { gradeLevelId: level.id });
    const bySchool = await app.api().get(`/api/classes?schoolId=${school.id}`).set(coordenador.auth);
    expect(ids(bySchool.body)).toEqual([created.body.id]);
    const byLevel = await app.api().get(`/api/classes?gradeLevelId=${level.id}`).set(coordenador.auth);
    expect(ids(byLevel.body).sort()).toEqual([created.body.id, elsewhere.id].sort());
    const both = await app.api().get(`/api/classes?schoolId=${school.id}&gradeLevelId=${level.id}`).set(coordenador.auth);
    expect(ids(both.body)).toEqual([created.body.id]);
    const badFilter = await app.api().get("/api/classes?schoolId=abc").set(coordenador.auth);
    expect(badFilter.status).toBe(400);
  });

  it("validate with the spec's messages", async () => {
    const coordenador = await signedIn(app, "coordenador");
    const response = await app.api().post("/api/classes").set(coordenador.auth).send({ name: "", year: 2019 });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      name: "Nome é obrigatório",
      schoolId: "Escola é obrigatória",
      gradeLevelId: "Nível de ensino é obrigatório",
      year: "Ano deve ser maior que 2020",
    });
    const notANumber = await app.api().post("/api/classes").set(coordenador.auth).send({ name: "A", year: "dois mil" });
    expect(notANumber.body.errors.year).toBe("Ano deve ser maior que 2020");
  });

  it("are updated and deleted", async () => {
    const admin = await signedIn(app, "admin");
    const schoolClass = await buildClass(app.db);
    const updated = await app
      .api()
      .put(`/api/classes/${schoolClass.id}`)
      .set(admin.auth)
      .send({ ...schoolClass, name: "Turma Renomeada", year: 2027 });
    expect(updated.body).toMatchObject({ name: "Turma Renomeada", year: 2027 });
    expect((await app.api().delete(`/api/classes/${schoolClass.id}`).set(admin.auth)).status).toBe(204);
    expect((await app.api().delete(`/api/classes/${schoolClass.id}`).set(admin.auth)).status).toBe(404);
  });
});

describe("who may do what", () => {
  it.each(["/api/unions", "/api/associations", "/api/schools", "/api/grade-levels", "/api/classes"])(
    "%s: every signed-in user reads, a professor may not write, no session is 401",
    async (path) => {
      const professor = await signedIn(app, "professor");
      expect((await app.api().get(path).set(professor.auth)).status).toBe(200);
      expect((await app.api().get(path)).status).toBe(401);
      const create = await app.api().post(path).set(professor.auth).send({ name: "Qualquer" });
      expect(create.status).toBe(403);
      const someId = "00000000-0000-4000-8000-000000000000";
      expect((await app.api().put(`${path}/${someId}`).set(professor.auth).send({ name: "x" })).status).toBe(403);
      expect((await app.api().delete(`${path}/${someId}`).set(professor.auth)).status).toBe(403);
    },
  );
});
