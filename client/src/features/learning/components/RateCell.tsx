import { formatDecimal } from "@shared/numbers";
import { cn } from "@/lib/cn";

/**
 * A share of the points as a heatmap cell: its percentage written in it (read on paper and by
 * screen readers), its tint from red through amber to green following the skill levels.
 */
export function RateCell({ rate }: { rate: number | null }) {
  if (rate === null) return <td className="border px-2 py-1 text-center text-muted-foreground">—</td>;
  const tint =
    rate >= 0.7 ? "bg-green-100 text-green-900" : rate < 0.5 ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-900";
  return (
    <td className={cn("border px-2 py-1 text-center font-medium whitespace-nowrap tabular-nums print:bg-transparent", tint)}>
      {formatDecimal(rate * 100, 0)} %
    </td>
  );
}
