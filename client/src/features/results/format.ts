import { formatDecimal, formatPoints } from "@shared/numbers";

const number = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A score as Brazilian teachers write it, to the hundredth that scoring keeps: `7,5`, `10`, `0,33`. */
export const formatScore = (value: number) => formatDecimal(value, 2);

/** `7,5 / 10`. */
export const formatScoreOf = (score: number, maxScore: number) => `${formatScore(score)} / ${formatScore(maxScore)}`;

/** A question's points earned of its points: `1,5 de 2 pontos`, `— de 1 ponto` while it waits for a grade. */
export const formatPointsOf = (score: number | null, points: number) =>
  `${score === null ? "—" : formatScore(score)} de ${formatPoints(points)}`;

/** How many scores a change moved: `1 nota recalculada`, `3 notas recalculadas`. */
export const formatRecalculated = (count: number) => (count === 1 ? "1 nota recalculada" : `${count} notas recalculadas`);

/** A value already in 0–100: `62,5 %`. */
export const formatPercent = (value: number) => `${number.format(value)} %`;

/** A share in 0–1 as a percentage, `—` when there is none. */
export const formatShare = (share: number | null) => (share === null ? "—" : formatPercent(Math.round(share * 1000) / 10));

/** A coefficient (discrimination, KR-20) with two decimals: `0,35`, `−0,10`. */
export const formatCoefficient = (value: number | null) => (value === null ? "—" : twoDecimals.format(value).replace("-", "−"));

/** How long a student took: `12 min`, `menos de 1 min`. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "—";
  if (seconds < 60) return "menos de 1 min";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

/** Below this share of the points a descriptor needs reinforcement. */
export const REINFORCEMENT_BELOW = 0.5;
