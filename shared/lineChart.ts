/**
 * Where the points of a percentage line chart fall (0 to 100 % up the side, one step per exam
 * along the bottom): drawn as SVG by the student page (React) and by the printed boletim (text),
 * so both show the same chart.
 */

export interface ChartBox {
  width: number;
  height: number;
  /** Room left for the axis labels and the point labels. */
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface PlacedPoint {
  x: number;
  y: number;
  percentage: number;
}

export const PERCENT_TICKS = [0, 25, 50, 75, 100];

export function placePercentages(percentages: number[], box: ChartBox) {
  const { top, right, bottom, left } = box.padding;
  const plotWidth = box.width - left - right;
  const plotHeight = box.height - top - bottom;
  const yOf = (percentage: number) => top + plotHeight * (1 - Math.min(100, Math.max(0, percentage)) / 100);
  // One point alone sits in the middle; more spread across, clear of the axis labels at either end.
  const inset = Math.min(24, plotWidth / 8);
  const xOf = (index: number) =>
    percentages.length === 1 ? left + plotWidth / 2 : left + inset + ((plotWidth - 2 * inset) * index) / (percentages.length - 1);
  return {
    points: percentages.map((percentage, index): PlacedPoint => ({ x: xOf(index), y: yOf(percentage), percentage })),
    ticks: PERCENT_TICKS.map((value) => ({ value, y: yOf(value) })),
    plot: { left, right: left + plotWidth, top, bottom: top + plotHeight },
    yOf,
  };
}
