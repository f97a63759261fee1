import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, afterEach, beforeAll, beforeEach, type TestContext } from "vitest";
import { appUrl, browserEndpoint } from "./workers";

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
];

/** The system Chromium, headless, with its profile in `profile` and `args` beside the closed network's flags. */
export function launchChromium(profile: string, args: string[] = []): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: [...FLAGS, ...args], userDataDir: profile });
}

export interface BrowserOptions {
  /** The browser's language (its interface, `Accept-Language`, `navigator.language` and Intl's default); pt-BR unless told. */
  lang?: string;
  /** The device's time zone; the machine's unless told. */
  timeZone?: string;
}

/**
 * A fresh tab per test in the Chromium that globalSetup.ts started for this worker's files (a file in
 * another language launches its own: the language is a launch flag). Tests share the browser's own
 * context, so its HTTP and code caches stay warm (a fresh context parses every script again, about
 * a second per page load here), and each test ends by clearing the app's cookies, storage and
 * permissions. A failing test leaves a screenshot in test-results/ for whoever reads the CI output.
 */
export function useBrowser({ lang = "pt-BR", timeZone }: BrowserOptions = {}) {
  const context = { baseUrl: appUrl() } as { baseUrl: string; browser: Browser; page: Page };
  const shared = lang === "pt-BR";
  let profile: string;
  beforeAll(async () => {
    if (shared) {
      context.browser = await puppeteer.connect({ browserWSEndpoint: browserEndpoint() });
      return;
    }
    profile = mkdtempSync(join(tmpdir(), "avaliacoes-chromium-"));
    context.browser = await launchChromium(profile, [`--lang=${lang}`]);
  });
  beforeEach(async () => {
    context.page = await context.browser.newPage();
    if (lang !== "pt-BR") await speak(context.page, lang);
    if (timeZone) await context.page.emulateTimezone(timeZone);
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
    await forgetVisit(context.page, context.baseUrl);
  });
  afterAll(async () => {
    if (shared) {
      await context.browser?.disconnect();
      return;
    }
    await context.browser?.close();
    rmSync(profile, { recursive: true, force: true });
  });
  return context;
}

/** What a test left in the shared context (all but the caches) goes with its tab. */
async function forgetVisit(page: Page, baseUrl: string) {
  const session = await page.createCDPSession();
  await session.send("Network.clearBrowserCookies");
  await session.send("Storage.clearDataForOrigin", {
    origin: new URL(baseUrl).origin,
    storageTypes: "cookies,local_storage,indexeddb,service_workers,cache_storage,file_systems,websql",
  });
  await page.browserContext().clearPermissionOverrides();
  // With it go the tabs the test opened (a download, a print preview).
  for (const tab of await page.browserContext().pages()) await tab.close();
}

/** Headless Chromium keeps some of its language from the machine: every place a page can read it is set. */
async function speak(page: Page, lang: string) {
  await page.setExtraHTTPHeaders({ "Accept-Language": lang });
  const session = await page.createCDPSession();
  await session.send("Emulation.setLocaleOverride", { locale: lang });
  await page.evaluateOnNewDocument((lang) => {
    Object.defineProperty(navigator, "language", { get: () => lang });
    Object.defineProperty(navigator, "languages", { get: () => [lang] });
  }, lang);
}

/**
 * A picture of the page for a person to look at (/tmp/`name`.png), taken when `E2E_SCREENSHOTS` is
 * set: screens are checked by eye while they are built, and CI spends no time drawing them.
 */
export async function lookAt(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: options.fullPage });
}
