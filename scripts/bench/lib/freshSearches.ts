import { percentile } from "./load";
import { ms, type ReportRow } from "./report";

/**
 * What a teacher waits for a search nobody has made yet: the exam list and the bank keep a
 * search's order for a few seconds (see ReadCache), which the loads above mostly read. Here
 * each path is asked once, one after another on an otherwise idle server, so every answer ranks
 * its matches from scratch.
 */
export async function measureFreshSearches(name: string, base: string, token: string, paths: string[]): Promise<ReportRow> {
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    name: `${name} (cada busca pela primeira vez, uma de cada vez)`,
    app: `mediana ${ms(percentile(times, 50))} · p95 ${ms(percentile(times, 95))} · ${paths.length} buscas`,
    target: "—",
    met: true,
  };
}
