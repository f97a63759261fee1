import { connect, type Socket } from "node:net";
import { percentile, type LoadResult } from "./load";

/**
 * Open-loop load: requests leave at a fixed rate whatever the server does, and each one's latency
 * runs from the moment it was due to leave, not from when it got a connection. A closed loop
 * (autocannon's: each connection sends its next request when the last is answered) slows down
 * with a stalled server and so hides the queue that real clients, who click when they click,
 * would be standing in.
 */
export interface OpenLoadRequest {
  method: "GET" | "PUT" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface OpenLoadPlan {
  /** Servers, given requests in turn (`http://127.0.0.1:port`). */
  bases: string[];
  perSecond: number;
  seconds: number;
  /** Keep-alive connections held to each server; requests past them wait in line (and that wait counts). */
  connectionsPerBase: number;
  /** The request due `index`-th, and what to do once it is answered with `status` (0: no answer). */
  next: (index: number) => { request: OpenLoadRequest; answered?: (status: number) => void };
  timeoutMs?: number;
}

/** A closed loop's figures (load.ts), with `perSecond` counting the 2xx answers from the first due time to the last answer. */
export interface OpenLoadResult extends Omit<LoadResult, "requests"> {
  sent: number;
  /** Answered with 2xx. */
  ok: number;
}

interface Pending {
  text: string;
  done: (status: number) => void;
}

/**
 * Keep-alive HTTP/1.1 connections to one server, one request at a time on each, the rest in line.
 * Deliberately small, as the load shares the machine's two cores with the server it measures:
 * each request is written as one prepared string and each answer is read only as far as its
 * status and length (node's own HTTP client costs several times more per request). The servers
 * measured (the app, the bare handlers) always answer with a Content-Length.
 */
class ConnectionPool {
  private readonly idle: Socket[] = [];
  private readonly waiting: Pending[] = [];
  private readonly open = new Set<Socket>();

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly size: number,
    private readonly timeoutMs: number,
  ) {}

  send(text: string, done: (status: number) => void): void {
    const socket = this.idle.pop();
    if (socket) this.use(socket, { text, done });
    else if (this.open.size < this.size) this.use(this.connect(), { text, done });
    else this.waiting.push({ text, done });
  }

  close(): void {
    for (const socket of this.open) socket.destroy();
  }

  private connect(): Socket {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    socket.setEncoding("latin1");
    this.open.add(socket);
    // A failed connection is answered as "no answer" by the request on it (its close follows).
    socket.on("error", () => undefined);
    // An idle connection the server closed (its keep-alive ran out) is forgotten, not reused.
    socket.on("close", () => {
      this.open.delete(socket);
      const at = this.idle.indexOf(socket);
      if (at >= 0) this.idle.splice(at, 1);
    });
    return socket;
  }

  private use(socket: Socket, pending: Pending): void {
    if (socket.destroyed) return this.use(this.connect(), pending);
    let buffer = "";
    let settled = false;
    const finish = (status: number, reusable: boolean) => {
      if (settled) return;
      settled = true;
      socket.removeListener("data", onData);
      socket.removeListener("close", onClose);
      socket.removeListener("timeout", onTimeout);
      socket.setTimeout(0);
      if (!reusable) {
        this.open.delete(socket);
        socket.destroy();
      }
      pending.done(status);
      const next = this.waiting.shift();
      if (next) this.use(reusable ? socket : this.connect(), next);
      else if (reusable) this.idle.push(socket);
    };
    const onData = (chunk: string) => {
      buffer += chunk;
      const headEnd = buffer.indexOf("\r\n\r\n");
      if (headEnd < 0) return;
      const head = buffer.slice(0, headEnd);
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (!length) return finish(Number(head.slice(9, 12)) || 0, false);
      if (buffer.length < headEnd + 4 + Number(length[1])) return;
      finish(Number(head.slice(9, 12)), !/\r\nconnection:\s*close/i.test(head));
    };
    const onClose = () => finish(0, false);
    const onTimeout = () => finish(0, false);
    socket.on("data", onData);
    socket.once("close", onClose);
    socket.once("timeout", onTimeout);
    socket.setTimeout(this.timeoutMs);
    socket.write(pending.text);
  }
}

const requestText = (host: string, request: OpenLoadRequest) =>
  `${request.method} ${request.path} HTTP/1.1\r\nHost: ${host}\r\n` +
  Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("") +
  (request.body === undefined ? "\r\n" : `Content-Length: ${Buffer.byteLength(request.body)}\r\n\r\n${request.body}`);

export async function runOpenLoad(plan: OpenLoadPlan): Promise<OpenLoadResult> {
  const total = Math.max(1, Math.round(plan.perSecond * plan.seconds));
  const gapMs = 1000 / plan.perSecond;
  const targets = plan.bases.map((base) => {
    const url = new URL(base);
    return {
      host: url.host,
      pool: new ConnectionPool(url.hostname, Number(url.port), plan.connectionsPerBase, plan.timeoutMs ?? 10_000),
    };
  });
  const latencies = new Float64Array(total);
  const statuses: Record<string, number> = {};
  let ok = 0;
  let done = 0;
  let lastAnswer = 0;
  const start = performance.now() + 10;

  await new Promise<void>((resolve) => {
    const send = (index: number, due: number) => {
      const { request, answered } = plan.next(index);
      const target = targets[index % targets.length];
      target.pool.send(requestText(target.host, request), (status) => {
        const now = performance.now();
        lastAnswer = Math.max(lastAnswer, now);
        statuses[status || "sem resposta"] = (statuses[status || "sem resposta"] ?? 0) + 1;
        if (status >= 200 && status < 300) latencies[ok++] = now - due;
        answered?.(status);
        if (++done === total) resolve();
      });
    };
    let index = 0;
    const tick = () => {
      const now = performance.now();
      while (index < total && start + index * gapMs <= now) {
        send(index, start + index * gapMs);
        index++;
      }
      if (index < total) setTimeout(tick, Math.max(0, start + index * gapMs - performance.now()));
    };
    setTimeout(tick, 10);
  });
  for (const target of targets) target.pool.close();

  const answered = Array.from(latencies.subarray(0, ok)).sort((a, b) => a - b);
  return {
    sent: total,
    ok,
    perSecond: ok / ((lastAnswer - start) / 1000),
    p50: percentile(answered, 50),
    p95: percentile(answered, 95),
    p99: percentile(answered, 99),
    max: answered.at(-1) ?? 0,
    errors: total - ok,
    statuses,
  };
}
