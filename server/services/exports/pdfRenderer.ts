import { existsSync } from "node:fs";
import puppeteer, { type Browser } from "puppeteer-core";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];

/** The Chromium to print with: `CHROMIUM_PATH`, else the usual system places; none means no PDF. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

// No sandbox (containers run as root), nothing that phones home.
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-extensions",
  "--no-first-run",
  "--disable-quic",
  "--font-render-hinting=none",
  // Every connection the browser might still try (a preconnect, a prefetch) goes to a dead proxy,
  // loopback included: the renderer has no network at all.
  "--proxy-server=http://127.0.0.1:9",
  "--proxy-bypass-list=<-loopback>",
  "--dns-prefetch-disable",
];

export interface PdfRenderer {
  render(html: string): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Turns print pages into PDFs with one shared headless Chromium, started on first use and again
 * if it dies. At most `pages` renders run at once; the rest wait. Each page runs with JavaScript
 * off and every request refused except inline data, so an exam's content cannot make the
 * renderer read a file or call an address.
 */
export function createPdfRenderer(executablePath: string, options: { pages?: number } = {}): PdfRenderer {
  const limit = options.pages ?? 3;
  let browser: Promise<Browser> | undefined;
  let running = 0;
  const waiting: Array<() => void> = [];

  const launch = () => {
    const started = puppeteer.launch({ executablePath, headless: true, args: FLAGS });
    started.then(
      (instance) => instance.on("disconnected", () => (browser = undefined)),
      () => (browser = undefined),
    );
    return started;
  };

  async function slot(): Promise<void> {
    if (running < limit) {
      running++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    async render(html) {
      await slot();
      try {
        browser ??= launch();
        const page = await (await browser).newPage();
        try {
          await page.setJavaScriptEnabled(false);
          await page.setRequestInterception(true);
          page.on("request", (request) => {
            const url = request.url();
            if (url.startsWith("data:") || url === "about:blank") void request.continue();
            else void request.abort("blockedbyclient");
          });
          await page.setContent(html, { waitUntil: "load", timeout: 30_000 });
          const pdf = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true, timeout: 60_000 });
          return Buffer.from(pdf);
        } finally {
          await page.close().catch(() => undefined);
        }
      } finally {
        release();
      }
    },
    async close() {
      const current = browser;
      browser = undefined;
      if (current) await (await current).close().catch(() => undefined);
    },
  };
}
