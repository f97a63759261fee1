import { useLayoutEffect, useRef, useState } from "react";
import { DEFAULT_PASSING_GRADE } from "@shared/learning";
import { placePercentages, type ChartBox } from "@shared/lineChart";

export interface ChartPoint {
  /** Under the point, along the bottom: a short date. */
  label: string;
  /** Above the point: the grade as the school writes it. */
  caption: string;
  percentage: number;
}

const HEIGHT = 220;
const PADDING: ChartBox["padding"] = { top: 22, right: 28, bottom: 26, left: 48 };

/** The width the chart has on the page, followed as the window changes, so its text keeps its size. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(240, Math.floor(entry.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Percentages over time as a line, with the passing line (grade 6 of 10) dashed. Drawn for the
 * eyes only: the page puts the same figures in a table beside it (docs/product.md#25-learning-reports).
 */
export function PercentLineChart({ points }: { points: ChartPoint[] }) {
  const { ref, width } = useWidth();
  const {
    points: placed,
    ticks,
    plot,
    yOf,
  } = placePercentages(
    points.map((point) => point.percentage),
    { width, height: HEIGHT, padding: PADDING },
  );
  const passing = yOf(DEFAULT_PASSING_GRADE * 10);
  // With many exams, every other date is written, so they do not run into each other.
  const dateEvery = Math.max(1, Math.ceil((points.length * 44) / (plot.right - plot.left)));
  return (
    <div ref={ref} aria-hidden>
      <svg width={width} height={HEIGHT} className="block text-foreground">
        {ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} className="stroke-border" strokeWidth={1} />
            <text x={plot.left - 8} y={tick.y + 4} textAnchor="end" className="fill-muted-foreground text-[11px]">
              {tick.value} %
            </text>
          </g>
        ))}
        <line
          x1={plot.left}
          x2={plot.right}
          y1={passing}
          y2={passing}
          stroke="currentColor"
          strokeDasharray="5 4"
          strokeWidth={1}
        />
        <polyline
          points={placed.map((point) => `${point.x},${point.y}`).join(" ")}
          fill="none"
          className="stroke-primary"
          strokeWidth={2.5}
        />
        {placed.map((point, index) => (
          <g key={index}>
            <circle cx={point.x} cy={point.y} r={4.5} className="fill-primary" />
            <text x={point.x} y={point.y - 9} textAnchor="middle" className="fill-foreground text-[12px] font-semibold">
              {points[index].caption}
            </text>
            {index % dateEvery === 0 && (
              <text x={point.x} y={plot.bottom + 17} textAnchor="middle" className="fill-muted-foreground text-[11px]">
                {points[index].label}
              </text>
            )}
          </g>
        ))}
      </svg>
    </div>
  );
}
