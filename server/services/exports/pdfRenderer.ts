import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import puppeteer, { type Browser } from "puppeteer-core";
import { AppError } from "../../errors";
import { createTaskQueue, type QueueLimits } from "../common/taskQueue";

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
  /** `owner`: whose turn it is (one person's renders wait while others' run). */
  render(html: string, owner?: string): Promise<Buffer>;
  close(): Promise<void>;
  /** The running Chromium's process, if one is running. */
  browserProcess(): ChildProcess | null;
}

/** The browser, and what rejects once it is gone. */
interface Running {
  instance: Browser;
  died: Promise<never>;
}

export const RENDERER_CRASHED = "A geração do PDF foi interrompida. Tente de novo.";

const PDF_UNAVAILABLE =
  "A exportação em PDF não está disponível neste servidor (Chromium não encontrado). Use a impressão pelo navegador.";

/** The answer to a PDF asked of a server without Chromium (docs/architecture.md#10-exports-and-the-pdf-render-queue). */
export const pdfUnavailable = () => new AppError(503, "pdf_unavailable", PDF_UNAVAILABLE);

/** Two renders at a time suit two cores; each person has one running and two waiting at most. */
const LIMITS: QueueLimits = { running: 2, runningPerOwner: 1, waiting: 8, waitingPerOwner: 2 };

/**
 * Turns print pages into PDFs with one shared headless Chromium, started on first use and again
 * after it dies (a render in flight then fails with a 503 and the next one starts a new browser).
 * Renders take turns (see `createTaskQueue`), so many large class PDFs at once cannot exhaust the
 * memory or the browser. Each page runs with JavaScript off and every request refused except
 * inline data, so an exam's content cannot make the renderer read a file or call an address.
 */
export function createPdfRenderer(executablePath: string, options: { limits?: Partial<QueueLimits> } = {}): PdfRenderer {
  const queue = createTaskQueue("pdf_renders", { ...LIMITS, ...options.limits });
  let browser: Promise<Running> | undefined;
  let current: Running | undefined;
  let closed = false;

  const launch = () => {
    // The app stops the browser itself once the requests in flight are done (server/shutdown.ts).
    const started = puppeteer
      .launch({ executablePath, headless: true, args: FLAGS, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false })
      .then((instance) => {
        const running: Running = { instance, died: undefined as never };
        running.died = new Promise<never>((_resolve, reject) => {
          const gone = () => {
            if (browser === started) browser = undefined;
            if (current === running) current = undefined;
            // A browser that lost its connection may still be running: it must not be left behind.
            instance.process()?.kill("SIGKILL");
            reject(new AppError(503, "pdf_interrupted", RENDERER_CRASHED));
          };
          // The process may die without the connection noticing for a long while: either one will do.
          instance.once("disconnected", gone);
          instance.process()?.once("exit", gone);
        });
        running.died.catch(() => undefined);
        current = running;
        return running;
      });
    started.catch(() => {
      if (browser === started) browser = undefined;
    });
    return started;
  };

  async function renderPage({ instance }: Running, html: string): Promise<Buffer> {
    const page = await instance.newPage();
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
  }

  async function render(html: string): Promise<Buffer> {
    browser ??= launch();
    const running = await browser;
    const rendering = renderPage(running, html);
    rendering.catch(() => undefined);
    return Promise.race([rendering, running.died]);
  }

  return {
    render(html, owner = "") {
      if (closed) return Promise.reject(new AppError(503, "pdf_interrupted", RENDERER_CRASHED));
      return queue.run(owner, () => render(html));
    },
    async close() {
      closed = true;
      const starting = browser;
      browser = undefined;
      if (starting) await (await starting.catch(() => undefined))?.instance.close().catch(() => undefined);
    },
    browserProcess: () => current?.instance.process() ?? null,
  };
}
