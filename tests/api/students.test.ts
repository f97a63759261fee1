import { describe, expect, it } from "vitest";
import { assignToClass, buildClass, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

describe("class rosters", () => {
  it("add students with personal access codes, listed by name, counted on the class", async () => {
    const schoolClass = await buildClass(app.db);
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [schoolClass.schoolId] });
    const added = [];
    for (const [name, registrationNumber] of [
      ["Bruno Lima", "2026-002"],
      ["Ana Souza", "2026-001"],
      ["Ícaro Dias", ""],
    ]) {
      const response = await app
        .api()
        .post(`/api/classes/${schoolClass.id}/students`)
        .set(coordenador.auth)
        .send({ name, registrationNumber });
      expect(response.status).toBe(201);
      expect(response.body.accessCode).toMatch(CODE);
      added.push(response.body);
    }
    expect(added[2].registrationNumber).toBeNull();
    expect(new Set(added.map((student) => student.accessCode)).size).toBe(3);

    const list = await app.api().get(`/api/classes/${schoolClass.id}/students`).set(coordenador.auth);
    expect(list.body.map((student: { name: string }) => student.name)).toEqual(["Ana Souza", "Bruno Lima", "Ícaro Dias"]);
    const classes = await app.api().get(`/api/classes?schoolId=${schoolClass.schoolId}`).set(coordenador.auth);
    expect(classes.body[0].studentCount).toBe(3);
  });

  it("validate the name and keep registration numbers unique within a class", async () => {
    const first = await buildClass(app.db);
    const second = await buildClass(app.db);
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [first.schoolId, second.schoolId] });
    const noName = await app.api().post(`/api/classes/${first.id}/students`).set(coordenador.auth).send({ name: " " });
    expect(noName.body.errors).toEqual({ name: "Nome é obrigatório" });

    await app
      .api()
      .post(`/api/classes/${first.id}/students`)
      .set(coordenador.auth)
      .send({ name: "Ana", registrationNumber: "77" });
    const clash = await app
      .api()
      .post(`/api/classes/${first.id}/students`)
      .set(coordenador.auth)
      .send({ name: "Outra Ana", registrationNumber: "77" });
    expect(clash.status).toBe(400);
    expect(clash.body.errors).toEqual({ registrationNumber: "Já existe um aluno com esta matrícula nesta turma." });
    const elsewhere = await app
      .api()
      .post(`/api/classes/${second.id}/students`)
      .set(coordenador.auth)
      .send({ name: "Ana", registrationNumber: "77" });
    expect(elsewhere.status).toBe(201);
  });

  it("are edited and removed; a class with students is not deleted", async () => {
    const admin = await signedIn(app, "admin");
    const schoolClass = await buildClass(app.db);
    const student = (await app.api().post(`/api/classes/${schoolClass.id}/students`).set(admin.auth).send({ name: "Carla" }))
      .body;
    const edited = await app
      .api()
      .put(`/api/students/${student.id}`)
      .set(admin.auth)
      .send({ name: "Carla Mendes", registrationNumber: "9" });
    expect(edited.body).toMatchObject({ name: "Carla Mendes", registrationNumber: "9", accessCode: student.accessCode });

    const refused = await app.api().delete(`/api/classes/${schoolClass.id}`).set(admin.auth);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Não é possível remover: existem alunos nesta turma.");

    expect((await app.api().delete(`/api/students/${student.id}`).set(admin.auth)).status).toBe(204);
    expect((await app.api().delete(`/api/students/${student.id}`).set(admin.auth)).status).toBe(404);
    expect((await app.api().delete(`/api/classes/${schoolClass.id}`).set(admin.auth)).status).toBe(204);
  });

  it("are read by the class's professors and its school's supervisors, and changed only by the latter", async () => {
    const schoolClass = await buildClass(app.db);
    const coordenador = await signedIn(app, "coordenador", { schoolIds: [schoolClass.schoolId] });
    const roster = `/api/classes/${schoolClass.id}/students`;
    const student = (await app.api().post(roster).set(coordenador.auth).send({ name: "Davi" })).body;
    const names = async (auth: Record<string, string>) => {
      const response = await app.api().get(roster).set(auth);
      expect(response.status).toBe(200);
      return response.body.map((row: { name: string }) => row.name);
    };

    // The professor who teaches the class reads its roster but may not change it.
    const professor = await signedIn(app);
    await assignToClass(app.db, professor.user.id, schoolClass.id);
    expect(await names(professor.auth)).toEqual(["Davi"]);
    expect((await app.api().post(roster).set(professor.auth).send({ name: "X" })).status).toBe(403);
    expect((await app.api().put(`/api/students/${student.id}`).set(professor.auth).send({ name: "X" })).status).toBe(403);
    expect((await app.api().delete(`/api/students/${student.id}`).set(professor.auth)).status).toBe(403);

    // A colleague of the same school who does not teach the class does not see it.
    const colleague = await signedIn(app, "professor", { schoolIds: [schoolClass.schoolId] });
    expect((await app.api().get(roster).set(colleague.auth)).status).toBe(404);

    // The school's principal reads and changes it; a coordinator of another school finds nothing.
    const diretor = await signedIn(app, "diretor", { schoolIds: [schoolClass.schoolId] });
    expect(await names(diretor.auth)).toEqual(["Davi"]);
    expect((await app.api().put(`/api/students/${student.id}`).set(diretor.auth).send({ name: "Davi Reis" })).status).toBe(200);
    const foreign = await signedIn(app, "coordenador", { schoolIds: [(await buildClass(app.db)).schoolId] });
    expect((await app.api().get(roster).set(foreign.auth)).status).toBe(404);
    expect((await app.api().post(roster).set(foreign.auth).send({ name: "X" })).status).toBe(404);
    expect((await app.api().put(`/api/students/${student.id}`).set(foreign.auth).send({ name: "X" })).status).toBe(404);
    expect((await app.api().delete(`/api/students/${student.id}`).set(foreign.auth)).status).toBe(404);
    expect(await names(coordenador.auth)).toEqual(["Davi Reis"]);

    expect((await app.api().get(roster)).status).toBe(401);
    const unknown = await app.api().get("/api/classes/00000000-0000-4000-8000-000000000000/students").set(professor.auth);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Turma não encontrada.");
  });
});
