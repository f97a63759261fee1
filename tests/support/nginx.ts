import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, waitForHealth } from "./serverProcess";

export const NGINX = "/usr/sbin/nginx";

/**
 * nginx from Debian's package with the repository's own configuration (deploy/nginx.conf), its
 * two upstream instances pointed at `ports` and listening on a free port of 127.0.0.1, in a folder
 * of its own.
 */
export async function startNginx(ports: [number, number]) {
  const folder = mkdtempSync(join(tmpdir(), "avaliacoes-nginx-"));
  for (const temp of ["body", "proxy"]) mkdirSync(join(folder, temp));
  const port = await freePort();
  // The configuration's two instances (5001, 5002) become the test's.
  const [firstPort, secondPort] = ports;
  const site = readFileSync(join(import.meta.dirname, "../../deploy/nginx.conf"), "utf8")
    .replace("127.0.0.1:5001", `127.0.0.1:${firstPort}`)
    .replace("127.0.0.1:5002", `127.0.0.1:${secondPort}`)
    .replace("listen 80;", `listen 127.0.0.1:${port};`);
  writeFileSync(join(folder, "site.conf"), site);
  writeFileSync(
    join(folder, "nginx.conf"),
    // Processes and connections as Debian's own nginx.conf sets them, which deploy/nginx.conf is
    // included by: past 512 connections (the built-in limit) nginx drops idle keep-alive
    // connections of clients, and a class saving through one instance while the other restarts
    // holds more. Warnings are logged, so that one would show among unusualErrors().
    `pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
worker_processes auto;
events { worker_connections 768; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  include ${folder}/site.conf;
}
`,
  );
  const child = spawn(NGINX, ["-c", join(folder, "nginx.conf"), "-p", folder, "-g", "daemon off;"], { stdio: "ignore" });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  const started = await waitForHealth(`${url}/api/health`, {
    timeoutMs: 10_000,
    everyMs: 100,
    gaveUp: () => child.exitCode !== null,
  });
  if (!started) throw new Error(readFileSync(join(folder, "error.log"), "utf8"));
  return {
    url,
    /** nginx's log without the lines of a stopped instance refusing (nginx passes those requests on). */
    unusualErrors: () =>
      readFileSync(join(folder, "error.log"), "utf8")
        .split("\n")
        .filter((line) => line && !line.includes("(111: Connection refused) while connecting to upstream")),
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
