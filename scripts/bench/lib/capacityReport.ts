import { ms, rowsTable, type ReportRow } from "./report";
import type { SaveCapacity } from "./saveCapacity";
import type { SaveKnee, SaveStep } from "./saveKnee";

export interface CapacityTargets {
  /** Saves per second one instance must reach. */
  minSavesPerSecond: number;
  /** Share of the bare handler's knee one instance must reach. */
  minShareOfBare: number;
  targetP95Ms: number;
}

const count = (value: number) => Math.round(value).toLocaleString("pt-BR");
const percent = (value: number) => `${(100 * value).toFixed(0)} %`;

/** The knee's rate, marked as a floor when even the ramp's last rate passed. */
function kneeFigure(knee: SaveKnee): string {
  if (!knee.knee) return "nenhuma taxa passou";
  const topped = knee.steps.every((step) => step.passed);
  return `${topped ? "≥ " : ""}${count(knee.knee.perSecond)}/s`;
}

function stepFigure(step: SaveStep | undefined): string {
  if (!step) return "—";
  const { result } = step;
  const faults = [result.errors ? `**${result.errors} erros**` : "", step.lost ? `**${step.lost} perdidos**` : ""].filter(
    Boolean,
  );
  return `p95 ${ms(result.p95)} · p99 ${ms(result.p99)}${faults.length ? ` · ${faults.join(" · ")}` : ""}`;
}

/** The first rate that failed: where the knee ends, and why. */
function failedFigure(knee: SaveKnee): string {
  const failed = knee.steps.find((step) => !step.passed);
  return failed ? `${count(failed.perSecond)}/s: ${stepFigure(failed)}` : "nenhuma (fim da rampa)";
}

export function renderCapacityReport(
  save: SaveCapacity,
  readRows: ReportRow[],
  targets: CapacityTargets,
  context: string[],
): { text: string; met: boolean } {
  const bareRate = save.bare.knee?.perSecond ?? 0;
  const share = (knee: SaveKnee) => (bareRate > 0 ? (knee.knee?.perSecond ?? 0) / bareRate : 0);
  const bareTopped = save.bare.steps.every((step) => step.passed);
  const shareFigure = (knee: SaveKnee) =>
    bareRate > 0 ? `${bareTopped ? "≤ " : ""}${percent(share(knee))}` : "— (o handler puro não passou nenhuma taxa)";
  const oneRate = save.oneInstance.knee?.perSecond ?? 0;
  const oneMet = oneRate >= targets.minSavesPerSecond && share(save.oneInstance) >= targets.minShareOfBare;
  const saveRows = [
    `| Salvar resposta, 1 instância | ${kneeFigure(save.oneInstance)} | ${stepFigure(save.oneInstance.knee)} | ${failedFigure(save.oneInstance)} | ${shareFigure(save.oneInstance)} | ≥ ${count(targets.minSavesPerSecond)}/s · ≥ ${percent(targets.minShareOfBare)} do handler puro | ${oneMet ? "ok" : "**NÃO**"} |`,
    `| Salvar resposta, 2 instâncias no mesmo PostgreSQL | ${kneeFigure(save.twoInstances)} | ${stepFigure(save.twoInstances.knee)} | ${failedFigure(save.twoInstances)} | ${shareFigure(save.twoInstances)} | — | |`,
    `| Limite: handler puro (Express + pg, as mesmas instruções) | ${kneeFigure(save.bare)} | ${stepFigure(save.bare.knee)} | ${failedFigure(save.bare)} | — | — | |`,
    `| Limite: só o PostgreSQL (pgbench, a mesma transação) | ${count(save.pgbench.perSecond)} transações/s | p95 ${ms(save.pgbench.p95)} | — | — | — | |`,
  ];
  const rates = [
    ...new Set([save.oneInstance, save.twoInstances, save.bare].flatMap((knee) => knee.steps.map((s) => s.perSecond))),
  ].sort((a, b) => a - b);
  const stepAt = (knee: SaveKnee, rate: number) => {
    const step = knee.steps.find((candidate) => candidate.perSecond === rate);
    if (!step) return "—";
    return `${stepFigure(step)}${step.passed ? "" : " ✗"}${step.retried ? " (2ª vez)" : ""}`;
  };
  const readsMet = readRows.every((row) => row.met);
  const met = oneMet && readsMet;
  const missed = [
    ...(oneMet ? [] : ["salvar resposta em 1 instância"]),
    ...readRows.filter((row) => !row.met).map((row) => row.name),
  ];
  const lines = [
    "# Capacidade — `npm run bench:capacity`",
    "",
    ...context.map((line) => `- ${line}`),
    "",
    `## Salvar resposta: o joelho (maior taxa com p95 < ${ms(targets.targetP95Ms)}, sem erro e nada perdido)`,
    "",
    "| medida | joelho | no joelho | primeira taxa que falhou | ÷ handler puro | meta | |",
    "|---|---|---|---|---|---|---|",
    ...saveRows,
    "",
    `Cada taxa, com ${count(save.students)} alunos na prova (latência contada do momento em que cada salvamento devia sair):`,
    "",
    "| salvamentos/s | alunos salvando | 1 instância | 2 instâncias | handler puro |",
    "|---|---|---|---|---|",
    ...rates.map((rate) => {
      const students = [save.oneInstance, save.twoInstances, save.bare]
        .flatMap((knee) => knee.steps)
        .find((step) => step.perSecond === rate)?.students;
      return `| ${count(rate)} | ${students === undefined ? "—" : count(students)} | ${stepAt(save.oneInstance, rate)} | ${stepAt(save.twoInstances, rate)} | ${stepAt(save.bare, rate)} |`;
    }),
    "",
    "## Leituras ao lado do handler puro, na mesma execução",
    "",
    ...rowsTable(readRows),
    "",
    met ? "Todas as metas atingidas." : `Metas não atingidas: ${missed.join("; ")}.`,
    "",
  ];
  return { text: lines.join("\n"), met };
}
