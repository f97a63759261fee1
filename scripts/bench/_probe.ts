import pg from "pg";
import { statementRecorder } from "./lib/mainQuery";
const url = "postgres://postgres@127.0.0.1:55432/b";
const secret = "x".repeat(40);
const rec = await statementRecorder(url, secret);
const pool = new pg.Pool({ connectionString: url, max: 2 });
const base = "http://127.0.0.1:5077";
void base;
// sign in through a throwaway app: the recorder's app shares the database and the secret
const { createApp } = await import("../../server/app");
const { openServerDatabase } = await import("../../server/db/client");
const h = openServerDatabase(url);
const app = createApp({
  db: h.db,
  sessionSecret: secret,
  sessionTtlMs: 3600000,
  demoMode: false,
  system: { databaseKind: "server", version: "b" },
});
const srv = app.listen(0, "127.0.0.1");
await new Promise((r) => srv.once("listening", r));
const b = `http://127.0.0.1:${(srv.address() as { port: number }).port}`;
const login = async (email: string) =>
  (
    (await (
      await fetch(`${b}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "volume-senha-2026" }),
      })
    ).json()) as { token: string }
  ).token;
const who: Record<string, string> = {
  c: await login("ulisses.rocha@rede.escola.test"),
  p: await login("mariana.fernandes@rede.escola.test"),
};
for (const arg of process.argv.slice(2)) {
  const [role, path] = arg.split(":", 2) as [string, string];
  const statements = await rec.statementsOf(path, who[role]);
  console.log(`\n=== ${role} ${path}: ${statements.length} statements`);
  for (const [i, s] of statements.entries()) {
    const c = await pool.connect();
    const q = { name: `p${i}_${Date.now()}`, text: s.text, values: s.values };
    await c.query(q);
    const t = performance.now();
    for (let k = 0; k < 10; k++) await c.query(q);
    c.release();
    console.log(
      `--- ${((performance.now() - t) / 10).toFixed(2)} ms: ${s.text.replace(/\s+/g, " ").slice(0, Number(process.env.W ?? 150))} ${JSON.stringify(s.values).slice(0, 120)}`,
    );
    if (process.env.EXPLAIN) {
      const plan = await pool.query(`explain (analyze) ${s.text}`, s.values);
      console.log(plan.rows.map((x) => x["QUERY PLAN"]).join("\n"));
    }
  }
}
srv.close();
await rec.close();
await pool.end();
await h.close();
