import { PERCENT_BAND_LABELS } from "@shared/learning";

/** How many fell in each band of 20 %: the count written above each bar, so it reads without the bars. */
export function DistributionBars({ counts, label }: { counts: number[]; label: string }) {
  const most = Math.max(1, ...counts);
  return (
    <ul className="flex items-end gap-1" aria-label={label}>
      {counts.map((count, index) => (
        <li key={PERCENT_BAND_LABELS[index]} className="flex w-12 flex-col items-center text-[11px]">
          <span className="font-semibold">{count}</span>
          <span
            className="w-full rounded-sm bg-primary print:border print:border-black print:bg-transparent"
            style={{ height: `${4 + (28 * count) / most}px` }}
            aria-hidden
          />
          <span className="whitespace-nowrap text-muted-foreground">{PERCENT_BAND_LABELS[index]}</span>
        </li>
      ))}
    </ul>
  );
}
