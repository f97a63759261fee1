import { Router } from "express";
import { uuidParam } from "../../shared/schemas/fields";
import { userCreateSchema, userUpdateSchema } from "../../shared/schemas/users";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { parsed, validate } from "../http/validate";
import { authorize, permit } from "../policies/roles";
import { userCreationDenied, userPolicy } from "../policies/users";
import { presentStaffImport, presentUser } from "../presenters/users";
import { importUpload, uploadedFile } from "../http/upload";
import { importStaff } from "../services/users/staffImport";
import * as users from "../services/users/users";

/** User administration; mounted at both `/api/users` and `/api/auth/users` (docs/architecture.md#4-http-api). */
export function usersRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);

  router.get("/", permit(userPolicy.manage), async (_req, res) => {
    res.json((await users.withSchools(db, await users.listUsers(db))).map(presentUser));
  });

  const create = { body: userCreateSchema };
  router.post("/", permit(userPolicy.manage, userCreationDenied), validate(create), async (req, res) => {
    const user = await users.createUser(db, parsed(req, create).body);
    res.status(201).json(presentUser(await users.withSchoolsOf(db, user)));
  });

  // A spreadsheet of the network's staff (multipart, field `file`): all rows or none.
  router.post("/import", permit(userPolicy.manage), importUpload(), async (req, res) => {
    res.json(presentStaffImport(await importStaff(db, uploadedFile(req))));
  });

  const one = { params: uuidParam };
  router.get("/:id", permit(userPolicy.manage), validate(one), async (req, res) => {
    res.json(presentUser(await users.withSchoolsOf(db, await users.findUserOrFail(db, parsed(req, one).params.id))));
  });

  const update = { params: uuidParam, body: userUpdateSchema };
  router.put("/:id", permit(userPolicy.manage), validate(update), async (req, res) => {
    const { params, body } = parsed(req, update);
    authorize(
      userPolicy.changeAccess(currentUser(req), params.id, body),
      "Você não pode desativar sua própria conta nem remover seu próprio acesso de administrador.",
    );
    res.json(presentUser(await users.withSchoolsOf(db, await users.updateUser(db, params.id, body))));
  });

  router.delete("/:id", permit(userPolicy.manage), validate(one), async (req, res) => {
    await users.deleteUser(db, currentUser(req), parsed(req, one).params.id);
    res.status(204).end();
  });

  return router;
}
