import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "../../shared/constants";
import { changesSchoolRecord, isAdmin, isSupervisor, managesNetwork, managesSchool, managesUsers } from "../../shared/roles";
import { can } from "../../client/src/lib/permissions";

const actor = (role: Role, schoolIds: string[] = ["escola-a"]) => ({ id: `${role}-1`, role, schoolIds });
const asUser = (role: Role, schoolIds: string[] = ["escola-a"]) => ({
  id: `${role}-1`,
  role,
  schools: schoolIds.map((id) => ({ id })),
});

describe("role predicates shared by the server's policies and the client", () => {
  it("give each role its rights", () => {
    const table = Object.fromEntries(
      ROLES.map((role) => [
        role,
        [isAdmin, isSupervisor, managesNetwork, managesUsers, (a: ReturnType<typeof actor>) => managesSchool(a, "escola-a")].map(
          (rule) => rule(actor(role)),
        ),
      ]),
    );
    expect(table).toEqual({
      professor: [false, false, false, false, false],
      coordenador: [false, true, false, false, true],
      diretor: [false, true, false, false, true],
      admin: [true, true, true, true, true],
    });
  });

  it("keep a coordinator to their own schools, and an administrator to none", () => {
    expect(managesSchool(actor("coordenador"), "escola-b")).toBe(false);
    expect(managesSchool(actor("diretor", ["escola-a", "escola-b"]), "escola-b")).toBe(true);
    expect(managesSchool(actor("admin", []), "escola-b")).toBe(true);
  });

  it("let a professor change only what they wrote, and a supervisor what belongs to their schools", () => {
    const own = { creatorId: "professor-1", schoolIds: ["escola-b"] };
    const colleague = { creatorId: "someone-else", schoolIds: ["escola-a"] };
    const elsewhere = { creatorId: "someone-else", schoolIds: ["escola-b"] };
    expect(changesSchoolRecord(actor("professor"), own)).toBe(true);
    expect(changesSchoolRecord(actor("professor"), colleague)).toBe(false);
    expect(changesSchoolRecord(actor("coordenador"), colleague)).toBe(true);
    expect(changesSchoolRecord(actor("coordenador"), elsewhere)).toBe(false);
    expect(changesSchoolRecord(actor("admin", []), elsewhere)).toBe(true);
  });

  it("offer nothing on the client to nobody signed in, and the same rights to whoever is", () => {
    for (const rule of [can.manageUsers, can.seeAdministration, can.manageNetwork, can.manageSomeSchool]) {
      expect(rule(null)).toBe(false);
      expect(rule(undefined)).toBe(false);
    }
    expect(can.editExam(null, { creatorId: "x", schoolId: "escola-a" })).toBe(false);
    expect(can.changeBankItem(undefined, { creatorId: "x", creatorSchools: [] })).toBe(false);
    for (const role of ROLES) {
      expect(can.manageNetwork(asUser(role))).toBe(managesNetwork(actor(role)));
      expect(can.manageUsers(asUser(role))).toBe(isAdmin(actor(role)));
      expect(can.manageSchool(asUser(role), "escola-a")).toBe(managesSchool(actor(role), "escola-a"));
      for (const schoolId of ["escola-a", "escola-b"]) {
        expect(can.editExam(asUser(role), { creatorId: "someone-else", schoolId })).toBe(
          changesSchoolRecord(actor(role), { creatorId: "someone-else", schoolIds: [schoolId] }),
        );
        expect(can.changeBankItem(asUser(role), { creatorId: "someone-else", creatorSchools: [{ id: schoolId }] })).toBe(
          changesSchoolRecord(actor(role), { creatorId: "someone-else", schoolIds: [schoolId] }),
        );
      }
    }
  });
});
