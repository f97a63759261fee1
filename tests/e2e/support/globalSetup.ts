import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort, waitForHealth } from "../../support/serverProcess";
import { launchChromium } from "./browser";
import { E2E_WORKERS } from "./workerCount";

declare module "vitest" {
  export interface ProvidedContext {
    /** One app per worker (workers.ts), by its address. */
    baseUrls: string[];
    /** The Chromium each worker's files share (browser.ts), by its DevTools address. */
    browserEndpoints: string[];
  }
}

/** `npm start` (the built server) on 127.0.0.1 with a fresh embedded database in demo mode. */
async function startApp(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), "avaliacoes-e2e-"));
  const port = await freePort();
  const server = spawn("npm", ["start"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, DEMO_MODE: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = await waitForHealth(`${baseUrl}/api/health`, { timeoutMs: 120_000, gaveUp: () => server.exitCode !== null });
  if (!started) {
    server.kill("SIGKILL");
    throw new Error(`o servidor não iniciou:\n${output}`);
  }
  return {
    baseUrl,
    async stop() {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startBrowser() {
  const profile = mkdtempSync(join(tmpdir(), "avaliacoes-chromium-"));
  const browser = await launchChromium(profile, ["--lang=pt-BR"]);
  return {
    endpoint: browser.wsEndpoint(),
    async stop() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * An app and a Chromium for each worker, started once: a worker's files run one after another on
 * them, the browser's caches warm from one file to the next, while the other worker's files run
 * beside them on their own pair. Files side by side then share neither the demo data (one file's
 * new exam is not in another's list) nor the browser's cookies (each test ends by clearing them).
 */
export default async function setup(project: TestProject) {
  // The build's server is started once per app; both at once, as a second core is there.
  const apps = await Promise.all(Array.from({ length: E2E_WORKERS }, startApp));
  const browsers = await Promise.all(Array.from({ length: E2E_WORKERS }, startBrowser));
  project.provide(
    "baseUrls",
    apps.map((app) => app.baseUrl),
  );
  project.provide(
    "browserEndpoints",
    browsers.map((browser) => browser.endpoint),
  );
  return async () => {
    await Promise.all([...browsers, ...apps].map((running) => running.stop()));
  };
}
