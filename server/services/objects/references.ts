const OBJECT_PATH = /\/objects\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;

/** The stored files that some texts name (`/objects/<id>`, rich text or a bare path), by id in lower case. */
export function objectIdsIn(texts: Iterable<string | null | undefined>): Set<string> {
  const ids = new Set<string>();
  for (const text of texts) for (const match of (text ?? "").matchAll(OBJECT_PATH)) ids.add(match[1].toLowerCase());
  return ids;
}
