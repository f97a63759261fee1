import autocannon from "autocannon";

/**
 * One load run with autocannon: `connections` keep-alive connections hitting the server with the
 * given requests in turn, for `seconds`. Latencies are the raw response times of every answered
 * request, so the percentiles are exact (autocannon's own table has no 95th).
 */
export interface LoadRequest {
  method?: "GET" | "POST" | "PUT";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadPlan {
  base: string;
  connections: number;
  seconds: number;
  /** Cycled through, one after another across all connections. */
  requests: LoadRequest[];
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers outside 2xx and connection errors/timeouts. */
  errors: number;
  statuses: Record<string, number>;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let turn = 0;
  const toRaw = (request: LoadRequest) => ({
    method: request.method ?? "GET",
    path: request.path,
    headers: { ...(request.body ? { "content-type": "application/json" } : {}), ...request.headers },
    body: request.body,
  });
  // Without a callback autocannon answers an instance that is also a promise of the result.
  const instance = autocannon({
    url: plan.base,
    connections: plan.connections,
    duration: plan.seconds,
    timeout: 30,
    requests: [{ setupRequest: (request) => ({ ...request, ...toRaw(plan.requests[turn++ % plan.requests.length]) }) }],
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const failedStatuses = Object.entries(statuses)
    .filter(([status]) => !status.startsWith("2"))
    .reduce((sum, [, count]) => sum + count, 0);
  // autocannon counts timeouts among its errors.
  if (result.errors) statuses[result.timeouts ? "rede/timeout" : "rede"] = result.errors;
  return {
    requests: latencies.length,
    perSecond: latencies.length / plan.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    errors: failedStatuses + result.errors,
    statuses,
  };
}
