/** Escapes text for HTML and SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A coordinate with at most one decimal, so the markup stays short and stable. */
export function px(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/** An element with attributes; text content is escaped, child markup is not. */
export function el(name: string, attrs: Readonly<Record<string, string | number>>, inner = ''): string {
  const a = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(typeof v === 'number' ? px(v) : v)}"`)
    .join('');
  return `<${name}${a}>${inner}</${name}>`;
}

export function text(x: number, y: number, content: string, attrs: Readonly<Record<string, string | number>> = {}): string {
  return el('text', { x, y, ...attrs }, escapeXml(content));
}

/**
 * An inline SVG (no namespace URL is needed inside HTML) with a title for screen readers; the
 * viewBox lets it scale with the page.
 */
export function svg(width: number, height: number, title: string, body: string[]): string {
  return el('svg', { viewBox: `0 0 ${width} ${px(height)}`, width, height, role: 'img' }, el('title', {}, escapeXml(title)) + body.join(''));
}

/** Round tick values covering [0, max]: steps of 1, 2 or 5 times a power of ten. */
export function ticks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const out: number[] = [];
  // k · step, trimmed of float noise (0.6000000000000001).
  for (let k = 0; k * step <= max + step * 1e-9; k++) out.push(Number((k * step).toPrecision(12)));
  return out;
}
