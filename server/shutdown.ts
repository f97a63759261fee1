import type { Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";
import type { DatabaseHandle } from "./db/client";

const FIRST_IDLE_SWEEP_MS = 2_000;
const IDLE_SWEEP_MS = 500;
const HANDLER_POLL_MS = 20;
const netClose = NetServer.prototype.close;

/**
 * How many requests may still have a handler at work. A request counts until its answer is
 * ended, even when its client has gone away: the handler goes on (a login hashing, a page's next
 * query) and still needs the database. An answer that was streaming when the client left (a file)
 * has nothing more to do.
 */
export function handlersAtWork(server: Server): () => number {
  let working = 0;
  server.on("request", (_request, response: ServerResponse) => {
    working++;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      working--;
    };
    const end = response.end;
    response.end = function (this: ServerResponse, ...args: Parameters<ServerResponse["end"]>) {
      finish();
      return end.apply(this, args);
    } as ServerResponse["end"];
    response.once("close", () => {
      if (response.headersSent) finish();
    });
  });
  return () => working;
}

async function untilNone(count: () => number): Promise<void> {
  while (count() > 0) await new Promise((resolve) => setTimeout(resolve, HANDLER_POLL_MS));
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let requests in flight finish (their handlers too,
 * when their clients have gone), close the database, exit 0. A request that hangs past the grace
 * period does not keep the process alive.
 */
export function stopGracefullyOnSignal(
  server: Server,
  database: DatabaseHandle,
  beforeClose: () => Promise<void>,
  graceMs = 10_000,
): void {
  const working = handlersAtWork(server);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} recebido: encerrando...`);
    const forced = setTimeout(() => {
      console.error("Tempo de encerramento esgotado; saindo.");
      process.exit(1);
    }, graceMs);
    forced.unref();
    // Every answer from now on closes its connection, so keep-alive clients move on.
    server.on("request", (_request, response) => response.setHeader("Connection", "close"));
    // Stop listening but leave open connections alone: http.Server#close would also drop those
    // just accepted whose request the busy process has not read yet. Connections still idle
    // after a while (keep-alive clients) are closed then, and from then on regularly.
    netClose.call(server, async () => {
      await untilNone(working);
      await beforeClose();
      await database.close();
      console.log("Encerrado.");
      process.exit(0);
    });
    setTimeout(() => {
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
    }, FIRST_IDLE_SWEEP_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
