import { describe, expect, it } from "vitest";
import { contractOf } from "../support/contracts";
import { buildClass, signedIn } from "../support/factories";
import { useTestApp } from "../support/testApp";

const app = useTestApp();
const contract = contractOf("staff");

describe("staff answers", () => {
  it("a school's staff, a class's teachers, assigning and unassigning follow their schemas", async () => {
    const schoolClass = await buildClass(app.db);
    // Teachers are assigned by the coordinators of the class's school, among the school's members.
    const coordinator = await signedIn(app, "coordenador", { schoolIds: [schoolClass.schoolId] });
    const professor = await signedIn(app, "professor", { schoolIds: [schoolClass.schoolId] });
    const teachers = `/api/classes/${schoolClass.id}/teachers`;

    const assigned = await contract.answer(
      "POST /api/classes/:id/teachers",
      app.api().post(teachers).set(coordinator.auth).send({ userId: professor.user.id, subject: "Matemática" }),
      201,
    );
    const [assignment] = assigned.body as Array<{ id: string }>;
    await contract.answer("GET /api/classes/:id/teachers", app.api().get(teachers).set(coordinator.auth));
    // With an assignment in it, so the nested list is checked too.
    const staff = await contract.answer(
      "GET /api/schools/:id/staff",
      app.api().get(`/api/schools/${schoolClass.schoolId}/staff`).set(coordinator.auth),
    );
    expect(staff.body).toHaveLength(2);
    await contract.answer(
      "DELETE /api/classes/:id/teachers/:assignmentId",
      app.api().delete(`${teachers}/${assignment.id}`).set(coordinator.auth),
      204,
    );
  });

  it("checks every route of the resource", () => {
    expect(contract.unchecked()).toEqual([]);
  });
});
