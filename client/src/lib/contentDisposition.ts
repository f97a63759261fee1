/**
 * The name the server gives the file (RFC 6266): `filename*` (UTF-8, percent-encoded) first, then
 * `filename`; undefined when the header names none.
 */
export function fileNameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ""));
    } catch {
      // A badly encoded `filename*` falls back to the plain `filename`.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(disposition);
  if (!plain) return undefined;
  return (plain[1]?.replace(/\\(.)/g, "$1") ?? plain[2]).trim() || undefined;
}
