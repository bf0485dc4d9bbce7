import { el, escapeXml, px, svg, text, ticks } from './svg.js';

export interface Histogram {
  readonly title: string;
  /** Whole numbers, e.g. actions per game. */
  readonly values: readonly number[];
  readonly format: (n: number) => string;
  /** Marked with a line, e.g. the mean. */
  readonly marker?: { readonly value: number; readonly label: string };
}

export interface Bin {
  /** Included. */
  readonly from: number;
  /** Excluded. */
  readonly to: number;
  readonly count: number;
}

/** Whole-number bins of equal width covering every value: about √n of them, between 5 and 30. */
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
  return counts.map((count, i) => ({ from: start + i * width, to: start + (i + 1) * width, count }));
}

const WIDTH = 640;
const HEIGHT = 240;
const LEFT = 48;
const RIGHT = 24;
const TOP = 12;
const BOTTOM = 36;

/** Vertical bars of counts per bin, with count and value axes. */
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
  // About six value labels along the axis, on bin edges.
  const every = Math.max(1, Math.ceil(bs.length / 6));
  bs.forEach((b, i) => {
    if (i % every === 0) body.push(text(x(b.from), HEIGHT - BOTTOM + 16, h.format(b.from), { class: 'tick', 'text-anchor': 'middle' }));
  });
  // The last edge closes the axis (bins hold their start, not their end).
  if (bs.length > 0 && bs.length % every === 0) body.push(text(x(last), HEIGHT - BOTTOM + 16, h.format(last), { class: 'tick', 'text-anchor': 'middle' }));
  if (h.marker && bs.length > 0) {
    const mx = x(h.marker.value);
    body.push(el('line', { x1: mx, x2: mx, y1: TOP, y2: y(0), class: 'reference' }));
    body.push(text(mx + 4, TOP + 10, h.marker.label, { class: 'tick' }));
  }
  body.push(el('line', { x1: LEFT, x2: LEFT + plotW, y1: y(0), y2: y(0), class: 'axis' }));
  return svg(WIDTH, HEIGHT, h.title, body);
}
