import { describe, expect, it } from "vitest";
import { buildClass, buildSchool, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

/** A school's staff and a class's teachers (docs/product.md#191-schools-and-staff). */

const app = useTestApp();

describe("teaching assignments", () => {
  it("are made among the school's members, and open the class's roster to the professor", async () => {
    const schoolClass = await buildClass(app.db);
    const coordinator = await signedIn(app, "coordenador", { schoolIds: [schoolClass.schoolId] });
    const professor = await signedIn(app, "professor", { schoolIds: [schoolClass.schoolId] });
    const stranger = await signedIn(app, "professor", { schoolIds: [(await buildSchool(app.db)).id] });
    const teachers = `/api/classes/${schoolClass.id}/teachers`;
    const roster = `/api/classes/${schoolClass.id}/students`;

    const notMember = await app.api().post(teachers).set(coordinator.auth).send({ userId: stranger.user.id, subject: "Artes" });
    expect(notMember.status).toBe(400);
    expect(notMember.body.errors).toEqual({ userId: "Este usuário não faz parte da escola desta turma." });
    expect((await app.api().post(teachers).set(coordinator.auth).send({ userId: professor.user.id })).body.errors).toEqual({
      subject: "Matéria é obrigatória",
    });

    expect((await app.api().get(roster).set(professor.auth)).status).toBe(404);
    const assigned = await app
      .api()
      .post(teachers)
      .set(coordinator.auth)
      .send({ userId: professor.user.id, subject: "História" });
    expect(assigned.status).toBe(201);
    expect(assigned.body).toEqual([expect.objectContaining({ username: professor.user.username, subject: "História" })]);
    expect((await app.api().get(roster).set(professor.auth)).status).toBe(200);

    const staff = await app.api().get(`/api/schools/${schoolClass.schoolId}/staff`).set(professor.auth);
    const listed = staff.body.find((member: { id: string }) => member.id === professor.user.id);
    expect(listed.assignments).toEqual([expect.objectContaining({ classId: schoolClass.id, subject: "História" })]);
    expect((await app.api().get(`/api/schools/${schoolClass.schoolId}/staff`).set(stranger.auth)).status).toBe(404);

    // Taking the assignment away closes the roster at once (memberships are not kept with the session).
    await app.api().delete(`${teachers}/${assigned.body[0].id}`).set(coordinator.auth).expect(204);
    expect((await app.api().get(roster).set(professor.auth)).status).toBe(404);
    expect((await app.api().delete(`${teachers}/${assigned.body[0].id}`).set(coordinator.auth)).status).toBe(404);
  });

  it("are not made by professors nor by coordinators of another school", async () => {
    const schoolClass = await buildClass(app.db);
    const professor = await signedIn(app, "professor", { schoolIds: [schoolClass.schoolId] });
    const elsewhere = await signedIn(app, "coordenador", { schoolIds: [(await buildSchool(app.db)).id] });
    const body = { userId: professor.user.id, subject: "Geografia" };
    const teachers = `/api/classes/${schoolClass.id}/teachers`;
    expect((await app.api().post(teachers).set(professor.auth).send(body)).status).toBe(403);
    expect((await app.api().post(teachers).set(elsewhere.auth).send(body)).status).toBe(404);
  });
});

describe("schools", () => {
  it("are created by administrators only, refused before the body is read", async () => {
    const coordinator = await signedIn(app, "coordenador", { schoolIds: [(await buildSchool(app.db)).id] });
    const refused = await app.api().post("/api/schools").set(coordinator.auth).send({});
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toBeUndefined();
  });
});
