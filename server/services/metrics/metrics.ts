import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { ConnectionCounts } from "../../db/client";
import { taskQueues } from "../common/taskQueue";

export interface MetricSources {
  /** The database pool (a PostgreSQL server; the embedded database has none). */
  connections?: () => ConnectionCounts;
  /** Answer-sheet batches waiting to be read, or being read. */
  scanBatchesWaiting?: () => Promise<number>;
}

/** Seconds, from a millisecond to ten: the API's calls take a few milliseconds, a PDF seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The numbers to watch (docs/architecture.md#numbers-to-watch), in Prometheus' text format: the
 * process's own (CPU, memory, event-loop delay), requests by route pattern and status with their
 * latency, answer saves, the database pool, the work queues and the caches' hits. One registry per
 * app, so several apps in one process (the tests) keep their counts apart.
 */
export function createMetrics(sources: MetricSources = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requisições respondidas, por método, rota e status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: "http_request_duration_seconds",
    help: "Tempo de resposta das requisições, por método, rota e status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const answerSaveSeconds = new Histogram({
    name: "answer_save_duration_seconds",
    help: "Tempo de resposta dos salvamentos de respostas dos alunos aceitos.",
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const cacheReads = new Counter({
    name: "cache_reads_total",
    help: "Leituras das memórias do servidor, por memória e resultado (hit: já guardado).",
    labelNames: ["cache", "result"] as const,
    registers: [registry],
  });
  const connections = sources.connections;
  if (connections) {
    new Gauge({
      name: "db_pool_connections",
      help: "Conexões do pool do PostgreSQL: em uso, ociosas e pedidos à espera de uma.",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const counts = connections();
        this.set({ state: "in_use" }, counts.total - counts.idle);
        this.set({ state: "idle" }, counts.idle);
        this.set({ state: "waiting" }, counts.waiting);
      },
    });
  }
  new Gauge({
    name: "jobs",
    help: "Trabalhos pesados nas filas do servidor (PDFs, arquivos de questões), em andamento e à espera.",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    collect() {
      for (const [name, queue] of taskQueues) {
        this.set({ queue: name, state: "running" }, queue.running());
        this.set({ queue: name, state: "waiting" }, queue.waiting());
      }
    },
  });
  const scanBatchesWaiting = sources.scanBatchesWaiting;
  if (scanBatchesWaiting) {
    new Gauge({
      name: "scan_batches_waiting",
      help: "Lotes de folhas de respostas à espera de leitura ou sendo lidos.",
      registers: [registry],
      async collect() {
        this.set(await scanBatchesWaiting());
      },
    });
  }

  return {
    registry,
    /** A request answered; `route` is the route's pattern (never the path, whose ids are endless). */
    requestFinished(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      requestSeconds.observe(labels, seconds);
    },
    answersSaved(seconds: number) {
      answerSaveSeconds.observe(seconds);
    },
    cacheRead(cache: string, hit: boolean) {
      cacheReads.inc({ cache, result: hit ? "hit" : "miss" });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
