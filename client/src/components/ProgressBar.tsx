/** A labelled bar for work that moves (files sent, pages read), read out by screen readers as a progressbar. */
export function ProgressBar({ label, value, max, unit }: { label: string; value: number; max: number; unit?: "%" }) {
  const share = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  const text = unit === "%" ? `${value}%` : `${value} de ${max}`;
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="tabular-nums text-muted-foreground">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
