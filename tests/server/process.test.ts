import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createEmptyServerDatabase } from "../support/database";
import { backupsIn } from "../../server/services/backup/dailyBackups";
import { login, startServer, waitUntilReady } from "../support/serverProcess";

const folders: string[] = [];
const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  for (const drop of drops) await drop();
});

describe("the server process", { timeout: 120_000 }, () => {
  it("stops a bad configuration with a one-line message and exit code 1", async () => {
    const bad = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { PATH: process.env.PATH, PORT: "porta" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    bad.stderr.on("data", (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => bad.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe("Configuração inválida: PORT deve ser um número");
  });

  // The embedded database's own start: the PostgreSQL run has its own below, and leaves this one to the embedded run.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "migrates the embedded database at start, finishes a request in flight on SIGTERM, exits 0 and keeps the data",
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "avaliacoes-proc-"));
      folders.push(dataDir);
      const env = { DATA_DIR: dataDir, ADMIN_EMAIL: "ti@escola.br", ADMIN_PASSWORD: "admin-segura", DEMO_MODE: "false" };
      const first = await startServer(env);
      await waitUntilReady(first);
      expect((await login(first.port, "ti@escola.br", "admin-segura")).status).toBe(200);
      // The day's backup, taken by the server itself at its start (it holds the embedded database).
      await expect.poll(() => first.output(), { timeout: 20_000 }).toMatch(/Backup diário gravado em .*backups\/avaliacoes-/);
      expect(backupsIn(join(dataDir, "backups"))).toHaveLength(1);

      // A login whose body is still arriving when SIGTERM comes must still be answered.
      const body = JSON.stringify({ email: "ti@escola.br", password: "admin-segura" });
      const inFlight = new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          {
            host: "127.0.0.1",
            port: first.port,
            path: "/api/auth/login",
            method: "POST",
            headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
          },
          (response) => {
            response.resume();
            response.on("end", () => resolve(response.statusCode ?? 0));
          },
        );
        request.on("error", reject);
        request.write(body.slice(0, 10));
        setTimeout(() => {
          first.child.kill("SIGTERM");
          setTimeout(() => request.end(body.slice(10)), 300);
        }, 300);
      });
      expect(await inFlight).toBe(200);
      expect(await first.exit).toBe(0);
      expect(first.output()).toContain("Encerrado.");

      const second = await startServer(env);
      await waitUntilReady(second);
      expect((await login(second.port, "ti@escola.br", "admin-segura")).status).toBe(200);
      second.child.kill("SIGTERM");
      expect(await second.exit).toBe(0);
      // Started again the same day: no second backup.
      expect(backupsIn(join(dataDir, "backups"))).toHaveLength(1);
    },
  );

  it("migrates a PostgreSQL server database at start (when one is available)", async (context) => {
    const database = await createEmptyServerDatabase();
    if (!database) return context.skip("sem TEST_DATABASE_URL: coberto pela execução em PostgreSQL");
    drops.push(database.drop);
    const dataDir = mkdtempSync(join(tmpdir(), "avaliacoes-proc-"));
    folders.push(dataDir);
    const env = {
      DATABASE_URL: database.url,
      SESSION_SECRET: "x".repeat(40),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: "ti@escola.br",
      ADMIN_PASSWORD: "admin-segura",
    };
    const server = await startServer(env);
    await waitUntilReady(server);
    expect((await login(server.port, "ti@escola.br", "admin-segura")).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${server.port}/api/demo/credentials`)).status).toBe(404);
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
  });
});
