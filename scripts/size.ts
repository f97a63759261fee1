// Prints the gzip size of every built chunk and of what each screen loads first, and fails when
// the sign-in page or the student page goes over its budget. Run after `npm run build`:  npm run size
import { measureFirstLoad, STAFF_LIMIT_KB, STUDENT_LIMIT_KB } from "./firstLoad";

const load = measureFirstLoad();
console.log("Chunks (gzip):");
for (const chunk of load.chunks) console.log(`  ${chunk.kb.toFixed(1).padStart(7)} KB  ${chunk.file}`);
console.log(`\nCSS (gzip): ${load.cssKb.toFixed(1)} KB`);
console.log("\nFirst load per screen, JavaScript (gzip):");
for (const [name, kb] of Object.entries(load.screens)) console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${name}`);
console.log(`\nPágina do aluno (/online), JavaScript (gzip):\n  ${load.studentKb.toFixed(1).padStart(7)} KB  online.html`);

const loginOver = load.screens.LoginPage > STAFF_LIMIT_KB;
const studentOver = load.studentKb > STUDENT_LIMIT_KB;
if (loginOver) console.error(`\n/login carrega mais de ${STAFF_LIMIT_KB} KB de JavaScript (gzip).`);
if (studentOver) console.error(`\nA página do aluno (/online) carrega mais de ${STUDENT_LIMIT_KB} KB de JavaScript (gzip).`);
if (loginOver || studentOver) process.exit(1);
