#!/usr/bin/env node
// Prints the gzip size of every built chunk and of what each screen loads first
// (the entry and its static imports, plus the screen's lazy chunk and its imports),
// and of the student page (online.html), a separate entry that must stay light for phones.
// Run after `npm run build`:  npm run size
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = "dist/client";
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** Files loaded when the chunk `key` loads: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const jsOf = (keys) => [...new Set([...keys].map((key) => manifest[key].file))].filter((file) => file.endsWith(".js"));
const total = (files) => files.reduce((sum, file) => sum + gzipKb(file), 0);

const chunks = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith(".js"))
  .map((chunk) => ({ file: chunk.file, kb: gzipKb(chunk.file) }))
  .sort((a, b) => b.kb - a.kb);
console.log("Chunks (gzip):");
for (const chunk of chunks) console.log(`  ${chunk.kb.toFixed(1).padStart(7)} KB  ${chunk.file}`);

const entry = closure("index.html");
const css = Object.values(manifest).flatMap((chunk) => chunk.css ?? []);
console.log(`\nCSS (gzip): ${total([...new Set(css)]).toFixed(1)} KB`);

const screens = Object.keys(manifest).filter((key) => key.startsWith("src/pages/"));
console.log("\nFirst load per screen, JavaScript (gzip):");
const LIMIT_KB = 200;
let over = false;
for (const key of screens.sort()) {
  const kb = total(jsOf(closure(key, new Set(entry))));
  const name = key.replace("src/pages/", "").replace(".tsx", "");
  if (name === "LoginPage" && kb > LIMIT_KB) over = true;
  console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${name}`);
}

// Students open the exam on their phones, often over a weak connection: its own entry, and a budget.
const STUDENT_LIMIT_KB = 150;
const studentKb = total(jsOf(closure("online.html")));
console.log(`\nPágina do aluno (/online), JavaScript (gzip):\n  ${studentKb.toFixed(1).padStart(7)} KB  online.html`);

if (over) {
  console.error(`\n/login carrega mais de ${LIMIT_KB} KB de JavaScript (gzip).`);
}
if (studentKb > STUDENT_LIMIT_KB) {
  console.error(`\nA página do aluno (/online) carrega mais de ${STUDENT_LIMIT_KB} KB de JavaScript (gzip).`);
}
if (over || studentKb > STUDENT_LIMIT_KB) process.exit(1);
