import { Router } from "express";
import { z } from "zod";
import { uuidParam } from "../../shared/schemas/fields";
import { teachingAssignmentSchema } from "../../shared/schemas/staff";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { parsed, validate } from "../http/validate";
import { isSupervisor, permit } from "../policies/roles";
import { presentClassTeacher, presentStaffMember } from "../presenters/staff";
import * as staff from "../services/organizations/staff";

/**
 * `GET /api/schools/{id}/staff` and `/api/classes/{id}/teachers`: who works in a school and who
 * teaches a class (docs/architecture.md#4-http-api).
 */
export function staffRouters(db: Database): { bySchool: Router; byClass: Router } {
  const one = { params: uuidParam };

  const bySchool = Router();
  bySchool.use(requireUser);
  bySchool.get("/:id/staff", validate(one), async (req, res) => {
    res.json((await staff.schoolStaff(db, currentUser(req), parsed(req, one).params.id)).map(presentStaffMember));
  });

  const byClass = Router();
  byClass.use(requireUser);
  byClass.get("/:id/teachers", validate(one), async (req, res) => {
    res.json((await staff.classTeachers(db, currentUser(req), parsed(req, one).params.id)).map(presentClassTeacher));
  });
  // Only coordinators, principals and administrators assign: refused before the body is read.
  const assign = { params: uuidParam, body: teachingAssignmentSchema };
  byClass.post("/:id/teachers", permit(isSupervisor), validate(assign), async (req, res) => {
    const { params, body } = parsed(req, assign);
    res.status(201).json((await staff.assignTeacher(db, currentUser(req), params.id, body)).map(presentClassTeacher));
  });
  const assignment = {
    params: z.object({
      id: z.uuid({ error: "Identificador inválido" }),
      assignmentId: z.uuid({ error: "Identificador inválido" }),
    }),
  };
  byClass.delete("/:id/teachers/:assignmentId", permit(isSupervisor), validate(assignment), async (req, res) => {
    const { id, assignmentId } = parsed(req, assignment).params;
    await staff.unassignTeacher(db, currentUser(req), id, assignmentId);
    res.status(204).end();
  });

  return { bySchool, byClass };
}
