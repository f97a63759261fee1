import type { Database } from "../../db/client";
import type { ScopedActor } from "../../policies/exams";
import { objectPolicy } from "../../policies/objects";
import { objectIdsIn } from "../objects/references";
import { databaseObjectStorage } from "../objects/objectStorage";

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

/**
 * The stored images that some texts refer to (`/objects/<id>`), by path, for exports that may
 * not fetch anything. Images the reader may not see are left out.
 */
export async function loadImages(
  db: Database,
  reader: ScopedActor,
  texts: Array<string | null>,
): Promise<Map<string, StoredImage>> {
  const ids = objectIdsIn(texts);
  const storage = databaseObjectStorage(db);
  const images = new Map<string, StoredImage>();
  for (const id of ids) {
    const object = await storage.describe(id);
    if (!object || !objectPolicy.read(reader, object)) continue;
    const bytes = await storage.read(id);
    if (bytes) images.set(`/objects/${id}`, { contentType: object.contentType, bytes });
  }
  return images;
}

/** The same images as data URLs, for the PDF renderer; a missing one renders as nothing. */
export function dataUrlSource(images: Map<string, StoredImage>): (path: string) => string {
  return (path) => {
    const image = images.get(path.toLowerCase());
    return image ? `data:${image.contentType};base64,${image.bytes.toString("base64")}` : "data:,";
  };
}
