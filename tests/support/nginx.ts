import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./serverProcess";

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
    `pid ${folder}/nginx.pid;
error_log ${folder}/error.log;
events {}
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
  const deadline = Date.now() + 10_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(readFileSync(join(folder, "error.log"), "utf8"));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    /** nginx's own log: upstreams it found down and what it did. */
    errorLog: () => readFileSync(join(folder, "error.log"), "utf8"),
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
