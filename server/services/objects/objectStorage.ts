import { createHash } from "node:crypto";
import type { ImageContentType, ObjectPurpose, ObjectVisibility } from "../../../shared/constants";
import type { Database } from "../../db/client";
import * as queries from "../../db/queries/objects";
import type { ObjectMeta } from "../../db/queries/objects";

export type StoredObject = ObjectMeta;

export interface NewObject {
  ownerId: string;
  purpose: ObjectPurpose;
  contentType: ImageContentType;
  bytes: Buffer;
  visibility?: ObjectVisibility;
}

/**
 * Where uploaded files live. This backend keeps them in PostgreSQL beside everything else, so
 * a database backup is a backup of the files too; another backend (a bucket) would implement
 * the same five operations.
 */
export interface ObjectStorage {
  save(object: NewObject): Promise<StoredObject>;
  describe(id: string): Promise<StoredObject | undefined>;
  read(id: string): Promise<Buffer | undefined>;
  setVisibility(id: string, visibility: ObjectVisibility): Promise<void>;
  remove(id: string): Promise<void>;
}

export function databaseObjectStorage(db: Database): ObjectStorage {
  return {
    save: (object) =>
      queries.insertObject(db, {
        ownerId: object.ownerId,
        purpose: object.purpose,
        contentType: object.contentType,
        size: object.bytes.length,
        sha256: createHash("sha256").update(object.bytes).digest("hex"),
        bytes: object.bytes,
        visibility: object.visibility ?? "private",
      }),
    describe: (id) => queries.findObjectMeta(db, id),
    read: (id) => queries.findObjectBytes(db, id),
    setVisibility: (id, visibility) => queries.updateObjectVisibility(db, id, visibility),
    remove: (id) => queries.deleteObject(db, id),
  };
}
