import { el, escapeXml, px, svg, text, ticks } from './svg.js';

export interface Histogram {
  readonly title: string;
  /** Whole numbers, e.g. actions per game. */
  readonly values: readonly number[];
  readonly format: (n: number) => string;
  /** Marked with a line, e.g. the mean. */
  readonly marker?: { readonly value: number; readonly label: string };
  /** The axes' titles, e.g. "actions per game" and "games". */
  readonly xTitle: string;
  readonly yTitle: string;
}

export interface Bin {
  /** Included. */
  readonly from: number;
  /** Excluded. */
  readonly to: number;
  readonly count: number;
}

/**
 * Whole-number bins of equal width covering every value: about √n of them, between 5 and 30. The last one
 * ends just after the largest value (it may be narrower), so an axis drawn over the bins ends at the data.
 */
export function bins(values: readonly number[]): Bin[] {
  if (values.length === 0) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  const span = Math.floor(max) - Math.floor(min) + 1;
  const wanted = Math.min(30, Math.max(5, Math.ceil(Math.sqrt(values.length))));
  const width = Math.max(1, Math.ceil(span / wanted));
  const start = Math.floor(min);
  const counts = new Array<number>(Math.ceil(span / width)).fill(0);
  for (const v of values) {
    const i = Math.floor((Math.floor(v) - start) / width);
    counts[i] = (counts[i] ?? 0) + 1;
  }
  const end = Math.floor(max) + 1;
  return counts.map((count, i) => ({ from: start + i * width, to: Math.min(end, start + (i + 1) * width), count }));
}

const WIDTH = 640;
const HEIGHT = 240;
const LEFT = 64;
const RIGHT = 24;
/** Room above the bars for the marker's label, so it never sits on a bar. */
const TOP = 28;
/** Room for the value labels and the x axis's title. */
const BOTTOM = 52;

/** Vertical bars of counts per bin, with titled count and value axes; the value axis ends at the largest value. */
export function histogram(h: Histogram): string {
  const bs = bins(h.values);
  const plotW = WIDTH - LEFT - RIGHT;
  const plotH = HEIGHT - TOP - BOTTOM;
  const top = Math.max(1, ...bs.map((b) => b.count));
  const yTicks = ticks(top, 4);
  const yMax = Math.max(top, yTicks[yTicks.length - 1] ?? top);
  const first = bs[0]?.from ?? 0;
  const last = bs[bs.length - 1]?.to ?? 1;
  const x = (v: number) => LEFT + ((v - first) / (last - first)) * plotW;
  const y = (c: number) => TOP + plotH - (c / yMax) * plotH;
  const body: string[] = [];
  for (const t of yTicks) {
    body.push(el('line', { x1: LEFT, x2: LEFT + plotW, y1: y(t), y2: y(t), class: 'grid' }));
    body.push(text(LEFT - 6, y(t) + 4, h.format(t), { class: 'tick', 'text-anchor': 'end' }));
  }
  for (const b of bs) {
    const bar = el('rect', { x: x(b.from) + 0.5, y: y(b.count), width: px(Math.max(0.5, x(b.to) - x(b.from) - 1)), height: px(y(0) - y(b.count)), class: 'bar bar0' });
    const range = b.to - b.from === 1 ? h.format(b.from) : `${h.format(b.from)}–${h.format(b.to - 1)}`;
    body.push(el('g', {}, el('title', {}, escapeXml(`${range}: ${h.format(b.count)}`)) + bar));
  }
  // About six value labels under the bins they start, then the largest value under its own column, which
  // closes the axis; a start label too close to it is left out.
  const every = Math.max(1, Math.ceil(bs.length / 6));
  const labelY = HEIGHT - BOTTOM + 16;
  const lastX = x(last - 0.5);
  bs.forEach((b, i) => {
    const bx = x(b.from + 0.5);
    if (i % every === 0 && lastX - bx > 32) body.push(text(bx, labelY, h.format(b.from), { class: 'tick', 'text-anchor': 'middle' }));
  });
  if (bs.length > 0) body.push(text(lastX, labelY, h.format(last - 1), { class: 'tick', 'text-anchor': 'middle' }));
  body.push(text(LEFT + plotW / 2, HEIGHT - 8, h.xTitle, { class: 'tick', 'text-anchor': 'middle' }));
  body.push(text(14, TOP + plotH / 2, h.yTitle, { class: 'tick', 'text-anchor': 'middle', transform: `rotate(-90 14 ${px(TOP + plotH / 2)})` }));
  if (h.marker && bs.length > 0) {
    const mx = x(h.marker.value);
    body.push(el('line', { x1: mx, x2: mx, y1: TOP - 4, y2: y(0), class: 'reference' }));
    // Above the plot, where no bar reaches; anchored away from the right edge.
    const right = mx > LEFT + plotW * 0.75;
    body.push(text(right ? mx - 4 : mx + 4, TOP - 8, h.marker.label, { class: 'tick', 'text-anchor': right ? 'end' : 'start' }));
  }
  body.push(el('line', { x1: LEFT, x2: LEFT + plotW, y1: y(0), y2: y(0), class: 'axis' }));
  return svg(WIDTH, HEIGHT, h.title, body);
}
