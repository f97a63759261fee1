import type { Database } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { objectPolicy } from "../../policies/objects";
import { databaseObjectStorage } from "../storage/objectStorage";

const OBJECT_PATH = /\/objects\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;

/**
 * The stored images a print page refers to, as data URLs, for a renderer that may not fetch
 * anything. Images the reader may not see are left out (they render as missing).
 */
export async function inlineImageSource(
  db: Database,
  reader: UserRow,
  texts: Array<string | null>,
): Promise<(path: string) => string> {
  const ids = new Set<string>();
  for (const text of texts) for (const match of (text ?? "").matchAll(OBJECT_PATH)) ids.add(match[1].toLowerCase());
  const storage = databaseObjectStorage(db);
  const dataUrls = new Map<string, string>();
  for (const id of ids) {
    const object = await storage.describe(id);
    if (!object || !objectPolicy.read(reader, object)) continue;
    const bytes = await storage.read(id);
    if (bytes) dataUrls.set(`/objects/${id}`, `data:${object.contentType};base64,${bytes.toString("base64")}`);
  }
  return (path) => dataUrls.get(path.toLowerCase()) ?? "data:,";
}
