import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The real entry point, started as a process the way `npm start` does: from source by default,
 * or the built bundle (`npm run build` first) when `built` is set, as the benchmark measures it.
 */

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exit: Promise<number | null>;
}

export async function startServer(
  env: Record<string, string>,
  port?: number,
  options: { built?: boolean } = {},
): Promise<RunningServer> {
  const listenOn = port ?? (await freePort());
  const entry = options.built ? ["--enable-source-maps", "dist/server/index.js"] : ["--import", "tsx", "server/index.ts"];
  const child = spawn(process.execPath, entry, {
    env: { PATH: process.env.PATH, HOST: "127.0.0.1", PORT: String(listenOn), NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, port: listenOn, url: `http://127.0.0.1:${listenOn}`, output: () => output, exit };
}

/**
 * Asks `url` (a health or readiness address) every `everyMs` until it answers 200: true then,
 * false once `timeoutMs` has passed or as soon as `gaveUp()` holds (the process behind it exited).
 */
export async function waitForHealth(
  url: string,
  options: { timeoutMs: number; everyMs?: number; gaveUp?: () => boolean },
): Promise<boolean> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return true;
    if (Date.now() > deadline || options.gaveUp?.()) return false;
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 200));
  }
}

export async function waitUntilReady(server: RunningServer, path = "/api/health"): Promise<void> {
  const exited = () => server.child.exitCode !== null || server.child.signalCode !== null;
  if (await waitForHealth(`${server.url}${path}`, { timeoutMs: 45_000, gaveUp: exited })) return;
  throw new Error(exited() ? `o servidor saiu: ${server.output()}` : `o servidor não ficou pronto: ${server.output()}`);
}

export const login = (port: number, email: string, password: string) =>
  fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });

/** A member of staff signs in on a running server: their bearer token. */
export async function staffToken(server: RunningServer, staff: { email: string; password: string }): Promise<string> {
  const response = await login(server.port, staff.email, staff.password);
  if (response.status !== 200) throw new Error(`login falhou: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
