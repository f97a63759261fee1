import { Router } from "express";
import { uuidParam } from "../../shared/schemas/fields";
import { studentSchema } from "../../shared/schemas/students";
import type { Database } from "../db/client";
import { requireUser } from "../http/auth";
import { importUpload, uploadedFile } from "../http/upload";
import { parsed, validate } from "../http/validate";
import { organizationPolicy } from "../policies/organizations";
import { permit } from "../policies/roles";
import { presentRosterImport, presentStudent } from "../presenters/students";
import { importRoster } from "../services/imports/rosterImport";
import * as students from "../services/students/students";

/**
 * Class rosters: `/api/classes/{id}/students` and `/api/students/{id}`. Every staff member reads
 * them (teachers apply exams to classes); those who manage the organisation change them.
 */
export function studentRouters(db: Database): { byClass: Router; byStudent: Router } {
  const manage = permit(organizationPolicy.manage);

  const byClass = Router();
  byClass.use(requireUser);
  const ofClass = { params: uuidParam };
  byClass.get("/:id/students", validate(ofClass), async (req, res) => {
    res.json((await students.listStudents(db, parsed(req, ofClass).params.id)).map(presentStudent));
  });
  const add = { params: uuidParam, body: studentSchema };
  byClass.post("/:id/students", manage, validate(add), async (req, res) => {
    const { params, body } = parsed(req, add);
    res.status(201).json(presentStudent(await students.addStudent(db, params.id, body)));
  });
  // A spreadsheet of the class's students (multipart, field `file`): all rows or none.
  byClass.post("/:id/students/import", manage, validate(ofClass), importUpload(), async (req, res) => {
    res.json(presentRosterImport(await importRoster(db, parsed(req, ofClass).params.id, uploadedFile(req))));
  });

  const byStudent = Router();
  byStudent.use(requireUser);
  const change = { params: uuidParam, body: studentSchema };
  byStudent.put("/:id", manage, validate(change), async (req, res) => {
    const { params, body } = parsed(req, change);
    res.json(presentStudent(await students.updateStudent(db, params.id, body)));
  });
  const one = { params: uuidParam };
  byStudent.delete("/:id", manage, validate(one), async (req, res) => {
    await students.removeStudent(db, parsed(req, one).params.id);
    res.status(204).end();
  });

  return { byClass, byStudent };
}
