import { describe, expect, it } from "vitest";
import { buildAssociation, buildClass, buildGradeLevel, buildSchool, buildUnion, signedIn, unique } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);

describe("unions", () => {
  it("are created, updated and deleted by an administrator and listed for every staff member", async () => {
    const admin = await signedIn(app, "admin");
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [(await buildSchool(app.db)).id] });
    const name = `União Sul ${unique()}`;
    const created = await app.api().post("/api/unions").set(admin.auth).send({ name, description: "Rede do Sul" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name, description: "Rede do Sul", associationCount: 0 });
    expect(created.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const listed = await app.api().get("/api/unions").set(coordenador.auth);
    expect(ids(listed.body)).toContain(created.body.id);
    expect((await app.api().get(`/api/unions/${created.body.id}`).set(coordenador.auth)).status).toBe(200);

    const updated = await app
      .api()
      .put(`/api/unions/${created.body.id}`)
      .set(admin.auth)
      .send({ name: `${name} 2`, description: "" });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: `${name} 2`, description: null });

    expect((await app.api().delete(`/api/unions/${created.body.id}`).set(admin.auth)).status).toBe(204);
    expect((await app.api().get(`/api/unions/${created.body.id}`).set(admin.auth)).status).toBe(404);
  });

  it("are the network's: a coordinator or principal of a school may not change them", async () => {
    const union = await buildUnion(app.db);
    for (const role of ["coordenador", "diretor"] as const) {
      const supervisor = await signedIn(app, role, { schoolIds: [(await buildSchool(app.db)).id] });
      const body = { name: `União ${unique()}`, description: null };
      expect((await app.api().post("/api/unions").set(supervisor.auth).send(body)).status).toBe(403);
      expect((await app.api().put(`/api/unions/${union.id}`).set(supervisor.auth).send(body)).status).toBe(403);
      expect((await app.api().delete(`/api/unions/${union.id}`).set(supervisor.auth)).status).toBe(403);
    }
    expect(
      (
        await app
          .api()
          .get(`/api/unions/${union.id}`)
          .set((await signedIn(app, "admin")).auth)
      ).body.name,
    ).toBe(union.name);
  });

  it("requires a name", async () => {
    const admin = await signedIn(app, "admin");
    const response = await app.api().post("/api/unions").set(admin.auth).send({ name: "  ", description: "x" });
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
    const admin = await signedIn(app, "admin");
    const association = await buildAssociation(app.db);
    const body = {
      name: `Escola ${unique()}`,
      associationId: association.id,
      address: "Rua A, 1",
      phone: "(11) 1234-5678",
      email: "Contato@Escola.br",
    };
    const created = await app.api().post("/api/schools").set(admin.auth).send(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...body, email: "contato@escola.br", associationName: association.name, classCount: 0 });

    const other = await buildSchool(app.db);
    const sibling = await buildSchool(app.db, association.id);
    const filtered = await app.api().get(`/api/schools?associationId=${association.id}`).set(admin.auth);
    expect(ids(filtered.body).sort()).toEqual([created.body.id, sibling.id].sort());
    const all = await app.api().get("/api/schools").set(admin.auth);
    expect(ids(all.body)).toEqual(expect.arrayContaining([created.body.id, other.id, sibling.id]));

    // A coordinator lists only the schools they belong to, the filter applying within them.
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [created.body.id, other.id] });
    const own = await app.api().get(`/api/schools?associationId=${association.id}`).set(coordenador.auth);
    expect(ids(own.body)).toEqual([created.body.id]);
    const allOwn = await app.api().get("/api/schools").set(coordenador.auth);
    expect(ids(allOwn.body).sort()).toEqual([created.body.id, other.id].sort());
  });

  it("validates with the spec's messages; an empty email is allowed", async () => {
    const admin = await signedIn(app, "admin");
    const missing = await app
      .api()
      .post("/api/schools")
      .set(admin.auth)
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
      .set(admin.auth)
      .send({ name: "Escola sem email", associationId: association.id, email: "" });
    expect(noEmail.status).toBe(201);
    expect(noEmail.body.email).toBeNull();
  });

  it("keeps the school as it was when an edit is invalid", async () => {
    const school = await buildSchool(app.db);
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [school.id] });
    const response = await app
      .api()
      .put(`/api/schools/${school.id}`)
      .set(coordenador.auth)
      .send({ ...school, email: "escola@" });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ email: "Email inválido" });
    expect((await app.api().get(`/api/schools/${school.id}`).set(coordenador.auth)).body.email).toBeNull();
  });

  it("are seen and edited by their own coordinators and principals; only an administrator creates or deletes them", async () => {
    const school = await buildSchool(app.db);
    const elsewhere = await buildSchool(app.db);
    const diretor = await signedIn(app, "diretor", { schoolIds: [school.id] });
    const body = { name: `Escola ${unique()}`, associationId: school.associationId, email: "secretaria@escola.br" };

    const edited = await app.api().put(`/api/schools/${school.id}`).set(diretor.auth).send(body);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: school.id, name: body.name, email: "secretaria@escola.br" });
    // Another school is out of their reach: as if it did not exist.
    expect((await app.api().get(`/api/schools/${elsewhere.id}`).set(diretor.auth)).status).toBe(404);
    expect((await app.api().put(`/api/schools/${elsewhere.id}`).set(diretor.auth).send(body)).status).toBe(404);
    expect((await app.api().delete(`/api/schools/${elsewhere.id}`).set(diretor.auth)).status).toBe(404);
    // Their own school they may not remove, nor may they open a new one.
    expect((await app.api().delete(`/api/schools/${school.id}`).set(diretor.auth)).status).toBe(403);
    expect((await app.api().post("/api/schools").set(diretor.auth).send(body)).status).toBe(403);

    // A professor of the school reads it, and nothing else.
    const professor = await signedIn(app, "professor", { schoolIds: [school.id] });
    expect((await app.api().get(`/api/schools/${school.id}`).set(professor.auth)).status).toBe(200);
    expect((await app.api().get(`/api/schools/${elsewhere.id}`).set(professor.auth)).status).toBe(404);
    expect(ids((await app.api().get("/api/schools").set(professor.auth)).body)).toEqual([school.id]);
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
    const admin = await signedIn(app, "admin");
    const diretor = await signedIn(app, "diretor", { schoolIds: [(await buildSchool(app.db)).id] });
    const created = await app
      .api()
      .post("/api/grade-levels")
      .set(admin.auth)
      .send({ name: "7º Ano", category: "Ensino Fundamental II", description: "Anos finais" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "7º Ano", category: "Ensino Fundamental II", classCount: 0 });

    await buildClass(app.db, { gradeLevelId: created.body.id });
    await buildClass(app.db, { gradeLevelId: created.body.id });
    // Read by every staff member (the count is the network's); written by administrators only.
    const listed = await app.api().get("/api/grade-levels").set(diretor.auth);
    expect(listed.body.find((level: { id: string }) => level.id === created.body.id).classCount).toBe(2);
    const body = { name: "8º Ano", category: "Ensino Fundamental II" };
    expect((await app.api().post("/api/grade-levels").set(diretor.auth).send(body)).status).toBe(403);
    expect((await app.api().put(`/api/grade-levels/${created.body.id}`).set(diretor.auth).send(body)).status).toBe(403);
  });

  it("need one of the three categories", async () => {
    const admin = await signedIn(app, "admin");
    const response = await app.api().post("/api/grade-levels").set(admin.auth).send({ name: "EJA", category: "Supletivo" });
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
    const admin = await signedIn(app, "admin");
    const school = await buildSchool(app.db);
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [school.id] });
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
    const bySchool = await app.api().get(`/api/classes?schoolId=${school.id}`).set(admin.auth);
    expect(ids(bySchool.body)).toEqual([created.body.id]);
    const byLevel = await app.api().get(`/api/classes?gradeLevelId=${level.id}`).set(admin.auth);
    expect(ids(byLevel.body).sort()).toEqual([created.body.id, elsewhere.id].sort());
    const both = await app.api().get(`/api/classes?schoolId=${school.id}&gradeLevelId=${level.id}`).set(admin.auth);
    expect(ids(both.body)).toEqual([created.body.id]);
    // The coordinator sees the classes of their school only, whatever the filter.
    const ownByLevel = await app.api().get(`/api/classes?gradeLevelId=${level.id}`).set(coordenador.auth);
    expect(ids(ownByLevel.body)).toEqual([created.body.id]);
    const otherSchool = await app.api().get(`/api/classes?schoolId=${elsewhere.schoolId}`).set(coordenador.auth);
    expect(otherSchool.status).toBe(200);
    expect(otherSchool.body).toEqual([]);
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

  it("are kept by the coordinators and principals of their school; a professor reads those of their school", async () => {
    const school = await buildSchool(app.db);
    const level = await buildGradeLevel(app.db);
    const own = await buildClass(app.db, { schoolId: school.id, gradeLevelId: level.id });
    const elsewhere = await buildClass(app.db, { gradeLevelId: level.id });
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [school.id] });
    const body = { name: `Turma ${unique()}`, schoolId: school.id, gradeLevelId: level.id, year: 2026 };

    const created = await app.api().post("/api/classes").set(coordenador.auth).send(body);
    expect(created.status).toBe(201);
    const renamed = await app
      .api()
      .put(`/api/classes/${own.id}`)
      .set(coordenador.auth)
      .send({ ...body, name: "Turma Renomeada" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe("Turma Renomeada");
    // Another school: refused when the target school is not theirs (403), unseen when the class is not (404).
    const intoOther = { ...body, schoolId: elsewhere.schoolId };
    expect((await app.api().post("/api/classes").set(coordenador.auth).send(intoOther)).status).toBe(403);
    expect((await app.api().put(`/api/classes/${own.id}`).set(coordenador.auth).send(intoOther)).status).toBe(403);
    expect((await app.api().get(`/api/classes/${elsewhere.id}`).set(coordenador.auth)).status).toBe(404);
    expect((await app.api().put(`/api/classes/${elsewhere.id}`).set(coordenador.auth).send(body)).status).toBe(404);
    expect((await app.api().delete(`/api/classes/${elsewhere.id}`).set(coordenador.auth)).status).toBe(404);
    expect((await app.api().delete(`/api/classes/${created.body.id}`).set(coordenador.auth)).status).toBe(204);

    // A professor reads the classes of their school, and not another school's.
    const professor = await signedIn(app, "professor", { schoolIds: [school.id] });
    const seen = await app.api().get(`/api/classes?gradeLevelId=${level.id}`).set(professor.auth);
    expect(ids(seen.body)).toEqual([own.id]);
    expect((await app.api().get(`/api/classes/${own.id}`).set(professor.auth)).status).toBe(200);
    expect((await app.api().get(`/api/classes/${elsewhere.id}`).set(professor.auth)).status).toBe(404);
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
