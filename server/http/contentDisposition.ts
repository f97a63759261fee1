/**
 * `Content-Disposition` of a downloaded file named after what it holds (an exam's title): an ASCII
 * name every client understands, and the title as written (accents and all) in `filename*`
 * (RFC 6266 / RFC 5987) for the clients that read it. No title can break the header: the ASCII
 * name has only letters, digits and dashes, the other is percent-encoded.
 */

const MAX_ASCII = 80;
const MAX_READABLE = 120;
export const FALLBACK_NAME = "prova";

/** `Avaliação de Ciências — 1º bimestre` → `avaliacao-de-ciencias-1o-bimestre`. */
export function asciiFileName(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_ASCII)
    .replace(/-+$/, "");
  return slug || FALLBACK_NAME;
}

/** The title as a file name: no control or invisible characters, nothing a file system refuses. */
function readableFileName(title: string): string {
  const name = title
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}/\\:*?"<>|]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const bounded = Array.from(name).slice(0, MAX_READABLE).join("").trim();
  return bounded || FALLBACK_NAME;
}

/** RFC 5987 `value-chars`: what `encodeURIComponent` leaves plus `'()*` must be percent-encoded. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` named after `title`, with `prefix` before it (`resultados-`) and the extension after. */
export function attachmentNamed(title: string, extension: string, prefix = ""): string {
  const ascii = `${prefix}${asciiFileName(title)}.${extension}`;
  const readable = `${prefix}${readableFileName(title)}.${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(readable)}`;
}
