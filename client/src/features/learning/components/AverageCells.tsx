import { formatGrade } from "@shared/grades";
import { formatDecimal } from "@shared/numbers";
import { DistributionBars } from "./DistributionBars";

export const percentText = (value: number | null) => (value === null ? "—" : `${formatDecimal(value, 1)} %`);

/** A group's average grade on the exam's scale, its average percentage and its spread: three cells of a row. */
export function AverageCells({
  averageGrade,
  maxGrade,
  averagePercentage,
  distribution,
  label,
}: {
  averageGrade: number | null;
  maxGrade: number;
  averagePercentage: number | null;
  distribution: number[];
  /** Names the spread for screen readers: 'Distribuição do acerto em {label}'. */
  label: string;
}) {
  return (
    <>
      <td className="px-3 py-2 text-right whitespace-nowrap">
        {averageGrade === null ? "—" : <span className="font-semibold">{formatGrade(averageGrade)}</span>}
        <span className="text-muted-foreground"> / {maxGrade}</span>
      </td>
      <td className="px-3 py-2 text-right whitespace-nowrap">{percentText(averagePercentage)}</td>
      <td className="px-3 py-2">
        <DistributionBars counts={distribution} label={`Distribuição do acerto em ${label}`} />
      </td>
    </>
  );
}
