import type { LoadResult } from "./load";
import type { PgbenchResult } from "./pgbench";

/** One line of the report: the app's figure, the stack's limits beside it, and the target. */
export interface ReportRow {
  name: string;
  app: string;
  express?: string;
  query?: string;
  ratio?: string;
  target: string;
  met: boolean;
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
const rate = (value: number) => `${value.toFixed(0)}/s`;

export const loadFigure = (result: LoadResult) =>
  `p95 ${ms(result.p95)} · ${rate(result.perSecond)}${result.errors ? ` · **${result.errors} erros**` : ""}`;
export const pgbenchFigure = (result: PgbenchResult) => `p95 ${ms(result.p95)} · ${rate(result.perSecond)}`;

/** The app beside the bare handler: how much slower at p95, and what share of its throughput. */
export function ratioFigure(app: LoadResult, bare: LoadResult): string {
  const slower = app.p95 / bare.p95;
  return `p95 ${slower.toFixed(slower < 0.1 ? 2 : 1)}× · vazão ${((100 * app.perSecond) / bare.perSecond).toFixed(0)} %`;
}

/** The rows as a markdown table, each figure beside its limits. */
export function rowsTable(rows: ReportRow[]): string[] {
  const cell = (value?: string) => (value ?? "—").replace(/\|/g, "\\|");
  return [
    "| medida | app | limite: Express + pg | limite: só a consulta (pgbench) | app ÷ limite | meta | |",
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${cell(row.name)} | ${cell(row.app)} | ${cell(row.express)} | ${cell(row.query)} | ${cell(row.ratio)} | ${cell(row.target)} | ${row.met ? "ok" : "**NÃO**"} |`,
    ),
  ];
}

export function renderReport(rows: ReportRow[], context: string[]): string {
  const lines = [
    "# Desempenho — `npm run bench`",
    "",
    ...context.map((line) => `- ${line}`),
    "",
    ...rowsTable(rows),
    "",
    rows.every((row) => row.met)
      ? "Todas as metas atingidas."
      : `Metas não atingidas: ${rows
          .filter((row) => !row.met)
          .map((row) => row.name)
          .join("; ")}.`,
    "",
  ];
  return lines.join("\n");
}
