import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { REINFORCEMENT_BELOW, formatShare } from "../format";

const PRIMARY = "#1d4ed8";
const DESTRUCTIVE = "#b91c1c";

export interface DescriptorBar {
  code: string;
  rate: number | null;
  /** What the code means, from the curriculum catalogue, when it knows the code. */
  text?: string;
}

/**
 * The rate per descriptor as horizontal bars, red below 50 %; below them, the same figures as a
 * list for everyone, each code with its text in a muted second line.
 */
export function DescriptorChart({ bars }: { bars: DescriptorBar[] }) {
  const data = bars.map((bar) => ({
    code: bar.code,
    percent: bar.rate === null ? 0 : Math.round(bar.rate * 1000) / 10,
    rate: bar.rate,
    // The figure beside the code, so a 0 % descriptor (no bar to see) still reads.
    label: `${bar.code} · ${formatShare(bar.rate)}`,
  }));
  return (
    <div className="space-y-2">
      {/* The drawing is for the eyes; the list below carries the same figures for everyone. */}
      <div style={{ height: Math.max(160, data.length * 36 + 48) }} aria-hidden inert>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 8, right: 24, left: 8, bottom: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit=" %" tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12 }} interval={0} />
            <Tooltip formatter={(value) => [`${String(value).replace(".", ",")} %`, "Aproveitamento"]} />
            <ReferenceLine x={50} stroke="#334155" strokeDasharray="4 4" />
            <Bar dataKey="percent" radius={[0, 4, 4, 0]} isAnimationActive={false}>
              {data.map((bar) => (
                <Cell key={bar.code} fill={bar.rate !== null && bar.rate < REINFORCEMENT_BELOW ? DESTRUCTIVE : PRIMARY} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul className="divide-y divide-border text-sm">
        {bars.map((bar) => (
          <li key={bar.code} className="py-1.5">
            <span className="font-medium">
              {bar.code}: {formatShare(bar.rate)}
              {bar.rate !== null && bar.rate < REINFORCEMENT_BELOW && " (precisa de reforço)"}
            </span>
            {bar.text && <span className="block text-muted-foreground">{bar.text}</span>}
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm" style={{ background: DESTRUCTIVE }} aria-hidden />
          Abaixo de 50 %: precisa de reforço
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm" style={{ background: PRIMARY }} aria-hidden />
          50 % ou mais
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 border-l-2 border-dashed border-slate-700" aria-hidden />
          Linha tracejada: 50 %
        </span>
      </p>
    </div>
  );
}
