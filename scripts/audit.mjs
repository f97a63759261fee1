#!/usr/bin/env node
// `npm audit --omit=dev`, judged: fails on a high or critical advisory in what production installs,
// unless the advisory is listed in audit-exceptions.json with the reason it does not apply
// (the README's security section repeats them). When the advisory service cannot be reached,
// says so and does not fail: nothing could be checked, which is not the same as a finding.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

let output;
try {
  output = execFileSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
} catch (error) {
  // npm audit exits 1 when it finds anything; its JSON is still on stdout.
  output = error.stdout ?? "";
}

let report;
try {
  report = JSON.parse(output);
} catch {
  console.log("Auditoria de dependências indisponível: resposta ilegível do serviço de avisos.");
  process.exit(0);
}
if (!report.metadata) {
  console.log(
    `Auditoria de dependências indisponível neste ambiente (${report.statusCode ?? report.message ?? "sem resposta"}); nada verificado.`,
  );
  process.exit(0);
}

const exceptions = existsSync("audit-exceptions.json") ? JSON.parse(readFileSync("audit-exceptions.json", "utf8")) : {};
const serious = Object.entries(report.vulnerabilities ?? {}).filter(
  ([name, finding]) => ["high", "critical"].includes(finding.severity) && !exceptions[name],
);
const counts = report.metadata.vulnerabilities;
console.log(
  `Avisos em dependências de produção: ${counts.critical} críticos, ${counts.high} altos, ${counts.moderate} moderados, ${counts.low} baixos.`,
);
for (const [name, finding] of Object.entries(report.vulnerabilities ?? {})) {
  if (exceptions[name]) console.log(`  ${name} (${finding.severity}): aceito — ${exceptions[name]}`);
}
if (serious.length > 0) {
  for (const [name, finding] of serious) console.error(`  ${name}: ${finding.severity}`);
  console.error("Há avisos altos ou críticos sem explicação em audit-exceptions.json.");
  process.exit(1);
}
