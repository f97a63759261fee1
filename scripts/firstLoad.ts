import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Budgets for the JavaScript a first visit downloads (gzip): the staff app's sign-in and the student page. */
export const STAFF_LIMIT_KB = 200;
export const STUDENT_LIMIT_KB = 150;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface FirstLoad {
  /** Every built JavaScript chunk, largest first. */
  chunks: Array<{ file: string; kb: number }>;
  cssKb: number;
  /** Per staff screen (page module name): the entry, its static imports and the screen's lazy chunk. */
  screens: Record<string, number>;
  /** The student page (online.html), a separate entry that must stay light for phones. */
  studentKb: number;
}

/** Gzip sizes of what each screen loads first, read from a built client (`npm run build`). */
export function measureFirstLoad(dist = "dist/client"): FirstLoad {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

  /** Files loaded when the chunk `key` loads: itself and its static imports, recursively. */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const jsOf = (keys: Set<string>) =>
    [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith(".js"));
  const total = (files: string[]) => files.reduce((sum, file) => sum + gzipKb(file), 0);

  const entry = closure("index.html");
  const screens = Object.fromEntries(
    Object.keys(manifest)
      .filter((key) => key.startsWith("src/pages/"))
      .sort()
      .map((key) => [key.replace("src/pages/", "").replace(".tsx", ""), total(jsOf(closure(key, new Set(entry))))]),
  );
  return {
    chunks: Object.values(manifest)
      .filter((chunk) => chunk.file.endsWith(".js"))
      .map((chunk) => ({ file: chunk.file, kb: gzipKb(chunk.file) }))
      .sort((a, b) => b.kb - a.kb),
    cssKb: total([...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))]),
    screens,
    studentKb: total(jsOf(closure("online.html"))),
  };
}
