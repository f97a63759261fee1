import { Router } from "express";
import { profilePhotoSchema } from "../../shared/schemas/objects";
import { changePasswordSchema, profileUpdateSchema } from "../../shared/schemas/profile";
import type { Database } from "../db/client";
import { currentUser, requireUser } from "../http/auth";
import { parsed, validate } from "../http/validate";
import { authorize } from "../policies/roles";
import { userPolicy } from "../policies/users";
import { presentUploadUrl } from "../presenters/objects";
import { presentProfile } from "../presenters/users";
import { removeProfilePhoto, setProfilePhoto } from "../services/users/profilePhoto";
import { createUploadTicket } from "../services/objects/uploads";
import { changePassword, updateProfile } from "../services/users/users";

/** The signed-in user's own profile, password and photo (`/api/user/...`). */
export function profileRouter(db: Database): Router {
  const router = Router();
  router.use(requireUser);

  router.get("/profile", (req, res) => {
    res.json(presentProfile(currentUser(req)));
  });

  const update = { body: profileUpdateSchema };
  router.put("/profile", validate(update), async (req, res) => {
    res.json(presentProfile(await updateProfile(db, currentUser(req), parsed(req, update).body)));
  });

  const password = { body: changePasswordSchema };
  router.put("/change-password", validate(password), async (req, res) => {
    await changePassword(db, currentUser(req), parsed(req, password).body, req.auth?.tokenHash);
    res.status(204).end();
  });

  router.post("/profile-photo/upload", async (req, res) => {
    res.json(presentUploadUrl(await createUploadTicket(db, currentUser(req), "profile-photo")));
  });

  const photo = { body: profilePhotoSchema };
  router.put("/profile-photo", validate(photo), async (req, res) => {
    const { photoURL, userId } = parsed(req, photo).body;
    const user = currentUser(req);
    authorize(userId === undefined || userPolicy.ownAccount(user, { id: userId }), "Você só pode alterar a sua própria foto.");
    res.json(presentProfile(await setProfilePhoto(db, user, photoURL)));
  });

  router.delete("/profile-photo", async (req, res) => {
    res.json(presentProfile(await removeProfilePhoto(db, currentUser(req))));
  });

  return router;
}
