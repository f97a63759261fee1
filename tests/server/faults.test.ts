import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer, connect, type AddressInfo, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createEmptyServerDatabase } from "../support/database";
import { migratedDataDir } from "../support/serverData";
import { login, staffToken, startServer, waitUntilReady, type RunningServer } from "../support/serverProcess";

/**
 * Faults from outside the code, against the real server process: the database going away and
 * coming back, SIGTERM under load, SIGKILL in the middle of an import, a restart with sessions open.
 * On PGlite by default (DATA_DIR) and on the PostgreSQL server when TEST_DATABASE_URL is set.
 */

const folders: string[] = [];
const drops: Array<() => Promise<void>> = [];
const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running)
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  for (const drop of drops) await drop();
});

const STAFF = { email: "coordenador@demo.escola.br", password: "coord123" };
const UNAVAILABLE = "Banco de dados indisponível. Tente novamente em instantes.";

async function started(env: Record<string, string>, port?: number): Promise<RunningServer> {
  const server = await startServer(env, port);
  running.push(server);
  await waitUntilReady(server);
  return server;
}

const get = (server: RunningServer, path: string, token?: string) =>
  fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A fresh database on the driver under test: a data dir always, and its own PostgreSQL database in the server run. */
async function freshEnvironment(): Promise<Record<string, string>> {
  const dataDir = migratedDataDir("faults");
  folders.push(dataDir);
  const database = await createEmptyServerDatabase();
  if (database) drops.push(database.drop);
  return {
    DATA_DIR: dataDir,
    DEMO_MODE: "true",
    ...(database ? { DATABASE_URL: database.url, SESSION_SECRET: "f".repeat(40) } : {}),
  };
}

/** A TCP hop between the app and PostgreSQL that the test can cut and restore, like a network or server outage. */
class Outage {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Refuses new connections and drops the open ones, as when the database server goes down. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
  }
}

/** A request that got no answer: the connection was refused or reset (never an HTTP status). */
const networkFailure = (error: unknown) => {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return code === "ECONNREFUSED" ? ("refused" as const) : (code ?? "erro de rede");
};

describe("faults", { timeout: 120_000 }, () => {
  it("answers 503 in Portuguese while PostgreSQL is unreachable, and recovers without a restart", async (context) => {
    const database = await createEmptyServerDatabase();
    if (!database) return context.skip("sem TEST_DATABASE_URL: só o PostgreSQL em servidor pode ficar inacessível");
    drops.push(database.drop);
    const url = new URL(database.url);
    const outage = new Outage({ host: url.hostname, port: Number(url.port || 5432) });
    await outage.open();
    url.hostname = "127.0.0.1";
    url.port = String(outage.port);
    const dataDir = mkdtempSync(join(tmpdir(), "avaliacoes-faults-"));
    folders.push(dataDir);
    const server = await started({
      DATABASE_URL: url.toString(),
      SESSION_SECRET: "o".repeat(40),
      DATA_DIR: dataDir,
      DEMO_MODE: "true",
    });
    const token = await staffToken(server, STAFF);
    // Signed in but not used yet: the server has not remembered it, so checking it needs the database.
    const unusedToken = await staffToken(server, STAFF);
    expect((await get(server, "/api/auth/profile", token)).status).toBe(200);

    await outage.cut();
    for (const [path, bearer] of [
      ["/api/auth/profile", unusedToken],
      ["/api/exams", token],
      ["/api/question-bank", token],
    ] as const) {
      const response = await get(server, path, bearer);
      expect(response.status, path).toBe(503);
      expect(await response.json(), path).toMatchObject({ message: UNAVAILABLE, code: "database_unavailable" });
    }
    const loginDown = await login(server.port, STAFF.email, STAFF.password);
    expect(loginDown.status).toBe(503);
    expect(((await loginDown.json()) as { message: string }).message).toBe(UNAVAILABLE);
    const healthDown = await get(server, "/api/health");
    expect(healthDown.status).toBe(503);
    expect(await healthDown.json()).toMatchObject({ status: "unavailable", message: UNAVAILABLE });

    await outage.open();
    // The pool opens new connections on demand: the same process answers again, no restart.
    let recovered = 0;
    for (let tries = 0; tries < 50 && recovered !== 200; tries += 1) {
      recovered = (await get(server, "/api/exams", token)).status;
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(recovered).toBe(200);
    expect((await get(server, "/api/health")).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    await outage.cut();
    server.child.kill("SIGKILL");
    await server.exit;
  });

  it("finishes requests in flight on SIGTERM, keeps sessions across restarts, and a SIGKILL mid-import leaves all rows or none", async () => {
    const env = await freshEnvironment();
    const first = await started(env);
    const token = await staffToken(first, STAFF);

    // SIGTERM while 50 requests are under way: those the server has taken are answered 200; those
    // still waiting in the kernel's queue for the closed port (and the 10 sent after the signal)
    // fail as network errors (refused or reset), which a client retries — never a 5xx, and the
    // process exits 0.
    const statuses = Array.from({ length: 50 }, () =>
      get(first, "/api/question-bank?pageSize=50", token).then((response) => response.status, networkFailure),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    first.child.kill("SIGTERM");
    const late = Array.from({ length: 10 }, () =>
      get(first, "/api/question-bank", token).then((response) => response.status, networkFailure),
    );
    const answered = await Promise.all([...statuses, ...late]);
    console.log(`SIGTERM sob carga: ${answered.filter((status) => status === 200).length} respondidas com 200`);
    expect(answered.filter((status) => typeof status === "number" && status !== 200)).toEqual([]);
    expect(answered.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(await first.exit).toBe(0);

    // A graceful restart keeps the session: the same token still works.
    const second = await started(env, first.port);
    expect((await get(second, "/api/auth/profile", token)).status).toBe(200);
    const before = await bankTotal(second, token);

    // SIGKILL once the whole file is sent: the import runs in one transaction, so all or nothing.
    const rows = 5000;
    const killed = await sendAndKill(second, token, bankCsv(rows));
    console.log(`importação interrompida: ${killed}`);
    await second.exit;

    const third = await started(env, first.port);
    try {
      // And a kill keeps it too.
      expect((await get(third, "/api/auth/profile", token)).status).toBe(200);
      const added = (await bankTotal(third, token)) - before;
      console.log(`questões após o SIGKILL: ${added} de ${rows}`);
      expect([0, rows]).toContain(added);
    } finally {
      third.child.kill("SIGTERM");
      await third.exit;
    }
  });
});

async function bankTotal(server: RunningServer, token: string): Promise<number> {
  const response = await get(server, "/api/question-bank?pageSize=1", token);
  expect(response.status).toBe(200);
  return Number(response.headers.get("x-total-count"));
}

function bankCsv(rows: number): Buffer {
  const lines = ["titulo;texto_questao;materia;serie;dificuldade;tipo;alternativa_a;alternativa_b;resposta_correta"];
  for (let row = 1; row <= rows; row += 1) {
    lines.push(`Carga ${row};Quanto é ${row} + 1?;Matemática;5º ano;fácil;multipla_escolha;${row + 1};${row + 2};A`);
  }
  return Buffer.from(lines.join("\n"));
}

/**
 * Posts the import and kills the server (SIGKILL) shortly after the last byte is sent, while it
 * reads and saves the file. Says whether the answer came first (then the rows are all there).
 */
function sendAndKill(server: RunningServer, token: string, csv: Buffer): Promise<string> {
  const boundary = "----carga-interrompida";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\ncsv\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="carga.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    csv,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: server.port,
        path: "/api/question-bank/bulk-import",
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": body.length,
        },
      },
      (response) => {
        response.resume();
        resolve(`respondida antes do SIGKILL (${response.statusCode})`);
      },
    );
    request.on("error", () => resolve("sem resposta (morta durante a importação)"));
    request.end(body, () => setTimeout(() => server.child.kill("SIGKILL"), 150));
  });
}
