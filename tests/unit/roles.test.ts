import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "../../shared/constants";
import { authorOrSupervisor, isAdmin, isSupervisor, managesOrganizations, managesUsers } from "../../shared/roles";
import { can } from "../../client/src/lib/permissions";

const actor = (role: Role) => ({ id: `${role}-1`, role });

describe("role predicates shared by the server's policies and the client", () => {
  it("give each role its rights", () => {
    const table = Object.fromEntries(
      ROLES.map((role) => [role, [isAdmin, isSupervisor, managesOrganizations, managesUsers].map((rule) => rule(actor(role)))]),
    );
    expect(table).toEqual({
      professor: [false, false, false, false],
      coordenador: [false, true, true, false],
      diretor: [false, true, true, false],
      admin: [true, true, true, true],
    });
  });

  it("let a professor change only what they wrote, and a supervisor anything", () => {
    expect(authorOrSupervisor(actor("professor"), { creatorId: "professor-1" })).toBe(true);
    expect(authorOrSupervisor(actor("professor"), { creatorId: "someone-else" })).toBe(false);
    expect(authorOrSupervisor(actor("coordenador"), { creatorId: "someone-else" })).toBe(true);
  });

  it("offer nothing on the client to nobody signed in, and the same rights to whoever is", () => {
    for (const rule of [can.manageUsers, can.seeAdministration, can.manageOrganizations]) {
      expect(rule(null)).toBe(false);
      expect(rule(undefined)).toBe(false);
    }
    expect(can.editExam(null, { creatorId: "x" })).toBe(false);
    expect(can.changeBankItem(undefined, { creatorId: "x" })).toBe(false);
    for (const role of ROLES) {
      expect(can.manageOrganizations(actor(role))).toBe(managesOrganizations(actor(role)));
      expect(can.manageUsers(actor(role))).toBe(isAdmin(actor(role)));
      expect(can.editExam(actor(role), { creatorId: "someone-else" })).toBe(isSupervisor(actor(role)));
    }
  });
});
