/**
 * Paths inside a content package. Every href of a manifest or an item is resolved against the
 * folder of the file that names it; one that would leave the package (`../../etc/passwd`, an
 * absolute path, a drive, a backslash, a URL scheme) makes the whole package unsafe, since no
 * honest authoring tool writes one.
 */

/** The folder part of a path inside the package ("items/q1.xml" → "items/"). */
export const folderOf = (path: string) => path.slice(0, path.lastIndexOf("/") + 1);

export const baseNameOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** The href as a path from the package's root, or null when it leaves the package. */
export function resolveHref(folder: string, href: string): string | null {
  const withoutFragment = href.trim().replace(/[?#].*$/s, "");
  if (withoutFragment === "") return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(withoutFragment);
  } catch {
    return null;
  }
  if (/[\\\0]/.test(decoded) || decoded.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(decoded)) return null;
  const segments: string[] = [];
  for (const segment of (folder + decoded).split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (segments.length === 0) return null;
      segments.pop();
    } else segments.push(segment);
  }
  return segments.length > 0 ? segments.join("/") : null;
}

/** A src that names something outside any package: a web address or inline data. */
export const isExternal = (src: string) => /^(https?:|data:|mailto:)/i.test(src.trim());
