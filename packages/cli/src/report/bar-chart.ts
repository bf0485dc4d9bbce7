import { el, escapeXml, px, svg, text, ticks } from './svg.js';

/** One bar: a value with its 95% interval (the whisker), when it has one. */
export interface Bar {
  readonly label: string;
  readonly value: number;
  readonly low?: number;
  readonly high?: number;
}

export interface BarChart {
  readonly title: string;
  readonly bars: readonly Bar[];
  /** The scale's end; rates use 1. Default: a little past the largest value or whisker. */
  readonly max?: number;
  readonly format: (n: number) => string;
  /** The axis's labels (default: `format`). */
  readonly tickFormat?: (n: number) => string;
  /** A dashed line across the bars, e.g. the even share of wins 1 / players. */
  readonly reference?: { readonly value: number; readonly label: string };
}

const WIDTH = 640;
const LEFT = 180;
const RIGHT = 80;
const ROW = 28;
const BAR = 16;
const TOP = 8;
const AXIS = 26;

/** Horizontal bars with 95% interval whiskers, a value at each bar's end and a labelled axis. */
export function barChart(chart: BarChart): string {
  const { bars, format } = chart;
  const top = Math.max(0, ...bars.flatMap((b) => [b.value, b.high ?? b.value]), chart.reference?.value ?? 0);
  const max = chart.max ?? (top > 0 ? top * 1.1 : 1);
  // Bars without labels (a single metric, captioned outside) use the whole width.
  const left = bars.some((b) => b.label !== '') ? LEFT : 16;
  const plot = WIDTH - left - RIGHT;
  const x = (v: number) => left + (Math.min(Math.max(v, 0), max) / max) * plot;
  const height = TOP + bars.length * ROW + AXIS;
  const axisY = TOP + bars.length * ROW;
  const body: string[] = [];
  for (const t of ticks(max)) {
    body.push(el('line', { x1: x(t), x2: x(t), y1: TOP, y2: axisY, class: 'grid' }));
    body.push(text(x(t), axisY + 16, (chart.tickFormat ?? format)(t), { class: 'tick', 'text-anchor': 'middle' }));
  }
  bars.forEach((b, i) => {
    const mid = TOP + i * ROW + ROW / 2;
    if (b.label !== '') body.push(text(left - 8, mid + 4, b.label, { class: 'label', 'text-anchor': 'end' }));
    body.push(el('rect', { x: left, y: mid - BAR / 2, width: px(Math.max(0, x(b.value) - left)), height: BAR, class: `bar bar${i % 6}` }));
    if (b.low !== undefined && b.high !== undefined) {
      const [lo, hi] = [x(b.low), x(b.high)];
      body.push(el('path', { d: `M${px(lo)} ${px(mid)}H${px(hi)}M${px(lo)} ${px(mid - 5)}v10M${px(hi)} ${px(mid - 5)}v10`, class: 'whisker' }));
    }
    body.push(text(WIDTH - RIGHT + 8, mid + 4, format(b.value), { class: 'value' }));
  });
  if (chart.reference) {
    const rx = x(chart.reference.value);
    const line = el('line', { x1: rx, x2: rx, y1: TOP - 4, y2: axisY, class: 'reference' });
    body.push(el('g', {}, el('title', {}, escapeXml(chart.reference.label)) + line));
  }
  body.push(el('line', { x1: left, x2: left + plot, y1: axisY, y2: axisY, class: 'axis' }));
  return svg(WIDTH, height, chart.title, body);
}
