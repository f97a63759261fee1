import type { Database } from "../../db/client";
import { updateUser } from "../../db/queries/users";
import type { UserRow } from "../../db/schema";
import { AppError } from "../../errors";
import { changed } from "../cache/changes";
import { databaseObjectStorage } from "../objects/objectStorage";
import { objectIdFrom, objectPath } from "../objects/uploads";

const PREVIOUS_PHOTO = /^\/objects\/([0-9a-f-]{36})$/i;

/**
 * Makes one of the caller's uploaded images their photo. The photo becomes public (avatars are
 * shown to colleagues) and the photo it replaces is deleted, so old faces do not linger.
 */
export async function setProfilePhoto(db: Database, user: UserRow, location: string): Promise<UserRow> {
  const withPhoto = await db.transaction(async (tx) => {
    const storage = databaseObjectStorage(tx);
    const id = await objectIdFrom(tx, location);
    const object = await storage.describe(id);
    if (!object || object.ownerId !== user.id) throw AppError.badRequest("Foto não encontrada. Envie a imagem novamente.");
    await storage.setVisibility(id, "public");
    const updated = await updateUser(tx, user.id, { profilePhotoUrl: objectPath(id) });
    await removePreviousPhoto(tx, user, id);
    return updated!;
  });
  changed("users");
  return withPhoto;
}

export async function removeProfilePhoto(db: Database, user: UserRow): Promise<UserRow> {
  const withoutPhoto = await db.transaction(async (tx) => {
    const updated = await updateUser(tx, user.id, { profilePhotoUrl: null });
    await removePreviousPhoto(tx, user);
    return updated!;
  });
  changed("users");
  return withoutPhoto;
}

async function removePreviousPhoto(db: Database, user: UserRow, keepId?: string): Promise<void> {
  const previousId = user.profilePhotoUrl?.match(PREVIOUS_PHOTO)?.[1];
  if (!previousId || previousId === keepId) return;
  const storage = databaseObjectStorage(db);
  const previous = await storage.describe(previousId);
  if (previous?.ownerId === user.id && previous.purpose === "profile-photo") await storage.remove(previousId);
}
