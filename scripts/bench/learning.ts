/**
 * `npm run bench:learning`: the learning reports alone on the network's volume (a network exam in
 * 500 classes, a student's history of 50 exams); `npm run bench` measures them too, within the whole
 * platform. Expects a built app and an empty database (scripts/bench.sh provides both). Exits 1
 * when a target is missed.
 */
import { measureLearningReports } from "./lib/learningReports";
import { benchDatabaseUrl, builtServer, log, seededDatabase, signIn } from "./lib/volumeServer";

async function main(): Promise<void> {
  const databaseUrl = benchDatabaseUrl();
  const { pool, volume } = await seededDatabase(databaseUrl);
  const server = await builtServer(databaseUrl);
  try {
    const admin = await signIn(server.base, volume.staff.admin[0], volume.password);
    const coordinator = await signIn(server.base, volume.staff.coordenador[0], volume.password);
    const rows = await measureLearningReports(server.base, pool, { admin, coordinator }, log);
    console.log("| Medida | Aplicação | Meta |\n|---|---|---|");
    for (const row of rows) console.log(`| ${row.name} | ${row.app} · ${row.ratio} | ${row.target} ${row.met ? "✅" : "❌"} |`);
    process.exitCode = rows.every((row) => row.met) ? 0 : 1;
  } finally {
    await server.stop();
    await pool.end();
  }
}

await main();
