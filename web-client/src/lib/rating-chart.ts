// The account page's rating chart (views/rating-chart.ts draws it): a line through a category's
// ratings, one point a rated game, evenly spaced, in a box of the given size. The vertical scale runs
// between round figures (multiples of 50) around the lowest and highest rating, at least 100 apart so
// that a few points of change do not look like a cliff; three guide lines name the bottom, middle and top.

export interface ChartBox {
  width: number;
  height: number;
  /** Room left on each side of the line (for the dots and the guide labels). */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface ChartPoint {
  x: number;
  y: number;
  value: number;
}

export interface Chart {
  points: ChartPoint[];
  /** The line through the points, as an SVG path ('' without points). */
  path: string;
  low: number;
  high: number;
  /** Horizontal guide lines: their height and the rating they stand for. */
  guides: { y: number; value: number }[];
}

const STEP = 50;
const MIN_SPAN = 100;

/** The scale's bottom and top: round figures around the values, at least MIN_SPAN apart. */
export function chartRange(values: readonly number[]): { low: number; high: number } {
  if (values.length === 0) return { low: 1400, high: 1600 };
  let low = Math.floor(Math.min(...values) / STEP) * STEP;
  let high = Math.ceil(Math.max(...values) / STEP) * STEP;
  while (high - low < MIN_SPAN) {
    // Widened on the side with less room, so that the line stays near the middle.
    if (high - Math.max(...values) <= Math.min(...values) - low) high += STEP;
    else low -= STEP;
  }
  return { low, high };
}

const round = (n: number) => Math.round(n * 10) / 10;

export function chartOf(values: readonly number[], box: ChartBox): Chart {
  const { low, high } = chartRange(values);
  const inner = { width: box.width - box.left - box.right, height: box.height - box.top - box.bottom };
  const yOf = (value: number) => round(box.top + ((high - value) / (high - low)) * inner.height);
  const points = values.map((value, index) => ({
    x: round(values.length === 1 ? box.left + inner.width / 2 : box.left + (index / (values.length - 1)) * inner.width),
    y: yOf(value),
    value,
  }));
  const path = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  const middle = (low + high) / 2;
  return { points, path, low, high, guides: [high, middle, low].map((value) => ({ y: yOf(value), value })) };
}

/** The last `n` values, rounded, oldest first: what a screen reader hears of the chart. */
export function lastValues(values: readonly number[], n: number): number[] {
  return values.slice(Math.max(0, values.length - n)).map((value) => Math.round(value));
}
