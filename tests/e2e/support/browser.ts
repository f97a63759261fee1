import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject, type TestContext } from "vitest";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags for a closed network: no background calls home, no sandbox as root in a container. */
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--lang=pt-BR",
];

/**
 * One Chromium per test file and a fresh browser context per test (its own storage and cookies);
 * a failing test leaves a screenshot in test-results/ for whoever reads the CI output.
 */
export function useBrowser() {
  const context = { baseUrl: inject("baseUrl") } as { baseUrl: string; browser: Browser; page: Page };
  let profile: string;
  let browsingContext: BrowserContext;
  beforeAll(async () => {
    profile = mkdtempSync(join(tmpdir(), "avaliacoes-chromium-"));
    context.browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS, userDataDir: profile });
  });
  beforeEach(async () => {
    browsingContext = await context.browser.createBrowserContext();
    context.page = await browsingContext.newPage();
    await context.page.setViewport({ width: 1366, height: 900 });
  });
  afterEach(async (test: TestContext) => {
    if (test.task.result?.state === "fail") {
      mkdirSync("test-results", { recursive: true });
      const name = test.task.name.replace(/[^a-z0-9]+/gi, "-").slice(0, 80);
      await context.page
        .screenshot({ path: join("test-results", `${name}.png`) as `${string}.png`, fullPage: true })
        .catch(() => undefined);
    }
    await browsingContext.close();
  });
  afterAll(async () => {
    await context.browser?.close();
    rmSync(profile, { recursive: true, force: true });
  });
  return context;
}
