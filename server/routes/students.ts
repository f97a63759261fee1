import { Router } from "express";
import { uuidParam } from "../../shared/schemas/fields";
import { studentSchema } from "../../shared/schemas/students";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { importUpload, uploadedFile } from "../http/upload";
import { parsed, validate } from "../http/validate";
import { isSupervisor, permit } from "../policies/roles";
import { presentRosterImport, presentStudent } from "../presenters/students";
import { importRoster } from "../services/imports/rosterImport";
import * as students from "../services/students/students";

/**
 * Class rosters: `/api/classes/{id}/students` and `/api/students/{id}`. Read by the class's
 * professors and its school's coordinators and principals; changed by the latter (see rosterReach).
 */
export function studentRouters(db: Database): { byClass: Router; byStudent: Router } {
  // Only coordinators, principals and administrators ever change a roster: refused before the body is read.
  const manage = permit(isSupervisor);

  const byClass = Router();
  byClass.use(requireUser);
  const ofClass = { params: uuidParam };
  byClass.get("/:id/students", validate(ofClass), async (req, res) => {
    res.json((await students.listStudents(db, currentUser(req), parsed(req, ofClass).params.id)).map(presentStudent));
  });
  const add = { params: uuidParam, body: studentSchema };
  byClass.post("/:id/students", manage, validate(add), async (req, res) => {
    const { params, body } = parsed(req, add);
    await students.classOfRosterOrFail(db, currentUser(req), params.id);
    res.status(201).json(presentStudent(await students.addStudent(db, params.id, body)));
  });
  // A spreadsheet of the class's students (multipart, field `file`): all rows or none.
  byClass.post("/:id/students/import", manage, validate(ofClass), importUpload(), async (req, res) => {
    await students.classOfRosterOrFail(db, currentUser(req), parsed(req, ofClass).params.id);
    res.json(presentRosterImport(await importRoster(db, parsed(req, ofClass).params.id, uploadedFile(req))));
  });

  const byStudent = Router();
  byStudent.use(requireUser);
  const change = { params: uuidParam, body: studentSchema };
  byStudent.put("/:id", manage, validate(change), async (req, res) => {
    const { params, body } = parsed(req, change);
    res.json(presentStudent(await students.updateStudent(db, currentUser(req), params.id, body)));
  });
  const one = { params: uuidParam };
  byStudent.delete("/:id", manage, validate(one), async (req, res) => {
    await students.removeStudent(db, currentUser(req), parsed(req, one).params.id);
    res.status(204).end();
  });

  return { byClass, byStudent };
}
