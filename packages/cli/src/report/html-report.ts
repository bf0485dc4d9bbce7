import type { Locale, Text } from '@docket/engine';
import { formatNumber, formatPercent } from '../messages.js';
import type { MetricSummary } from '../simulate/metrics.js';
import type { Tally } from '../simulate/stats.js';
import type { SimulationSummary } from '../simulate/summary.js';
import { barChart, type Bar } from './bar-chart.js';
import { histogram } from './histogram.js';
import { escapeXml as esc } from './svg.js';
import { reportWords, type ReportWords } from './words.js';

export interface HtmlReportInput {
  readonly summary: SimulationSummary;
  /** The game's name in every language. */
  readonly gameName: Text;
  /** Actions per completed game, in index order. */
  readonly lengths: readonly number[];
  readonly maxActions: number;
  readonly date: Date;
  readonly lang: Locale;
}

/** Kept inline: the page must open anywhere, offline, from one file. */
const STYLE = `
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d232b;background:#fafaf7;margin:0}
main{max-width:760px;margin:0 auto;padding:24px 16px 48px}
h1{font-size:1.5rem;margin:0 0 12px}h2{font-size:1.15rem;margin:32px 0 8px;border-bottom:1px solid #d8d8d0;padding-bottom:4px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}dt{font-weight:600}dd{margin:0}
code{font:13px ui-monospace,Menlo,Consolas,monospace;background:#efefe8;padding:1px 4px;border-radius:3px;word-break:break-all}
figure{margin:12px 0}figcaption{font-weight:600;margin-bottom:4px}svg{max-width:100%;height:auto;display:block}
.note{color:#58606a;font-size:.9rem;margin:4px 0 0}footer{margin-top:40px;color:#58606a;font-size:.85rem}
svg text{font:12px system-ui,sans-serif;fill:#1d232b}svg .tick{fill:#58606a;font-size:11px}svg .value{font-weight:600}
.grid{stroke:#e3e3dc}.axis{stroke:#8a9099}.whisker{stroke:#1d232b;stroke-width:1.5;fill:none}
.reference{stroke:#b3412e;stroke-dasharray:4 3;stroke-width:1.5}
.bar0{fill:#3d6ea8}.bar1{fill:#d08c2c}.bar2{fill:#4f9a6b}.bar3{fill:#8a5aa8}.bar4{fill:#b3412e}.bar5{fill:#5f7f8f}
`;

/**
 * The `--report` page: one self-contained HTML file (inline CSS and SVG; no script, font or link to
 * fetch) with a header saying what was played, win-rate charts with 95% whiskers by seat, by bot when
 * rotated and by team when there are teams, the histogram of game lengths, and each declared metric.
 */
export function htmlReport(input: HtmlReportInput): string {
  const { summary: s, lang } = input;
  const w = reportWords(lang);
  const pct = (r: number) => formatPercent(r, lang);
  const tickFormat = wholePercent(lang);
  const num = (n: number, digits = 0) => formatNumber(n, lang, digits);
  const rateBars = (rows: readonly (Tally & { label: string })[]): Bar[] =>
    rows.map((r) => ({ label: r.label, value: r.rate, low: r.ci[0], high: r.ci[1] }));
  const rateChart = (title: string, bars: Bar[], even: number | null): string =>
    section(title, barChart({ title, bars, max: 1, format: pct, tickFormat, ...(even === null ? {} : { reference: { value: even, label: w.evenShare } }) }), w.rateNote);

  const seats = s.winsBySeat.map((wins, seat) => ({
    label: w.seat(seat, s.rotate ? null : (s.bots[seat] ?? null)),
    wins,
    games: s.completed,
    rate: s.winRateBySeat[seat] ?? 0,
    ci: s.winRateCIBySeat[seat] ?? ([0, 1] as const),
  }));
  const parts = [header(input, w)];
  parts.push(rateChart(w.bySeat, rateBars(seats), s.players > 0 ? 1 / s.players : null));
  if (s.winsByBot) parts.push(rateChart(w.byBot, rateBars(s.winsByBot.map((b) => ({ ...b, label: b.bot }))), null));
  if (s.winsByTeam) {
    const teams = s.winsByTeam.map((t) => ({ ...t, label: w.team(t.team) }));
    parts.push(rateChart(w.byTeam, rateBars(teams), teams.length > 0 ? 1 / teams.length : null));
  }
  parts.push(lengthSection(input, w, num));
  if (s.metrics.length > 0) parts.push(`<h2>${esc(w.metrics)}</h2>`, ...s.metrics.map((m) => metricFigure(m, lang, w)));
  if (s.failures.length > 0) {
    const items = s.failures.map((f) => `<li><code>${esc(f.seed)}</code>: ${esc(f.message)}</li>`).join('');
    parts.push(`<h2>${esc(w.failures(s.failures.length))}</h2><ul>${items}</ul>`);
  }
  const title = w.title(input.gameName[lang]);
  return [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${esc(title)}</title><style>${STYLE}</style></head>`,
    `<body><main>${parts.join('\n')}<footer>${esc(w.footer)}</footer></main></body></html>`,
    '',
  ].join('\n');
}

/** Axis labels of rates: 0 %, 20 %… without decimals. */
function wholePercent(lang: Locale): (n: number) => string {
  const f = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  return (n) => f.format(n);
}

function header(input: HtmlReportInput, w: ReportWords): string {
  const { summary: s, lang } = input;
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(input.date);
  const rows: [string, string][] = [
    [w.game, `${esc(input.gameName[lang])} <code>${esc(s.game)}</code>`],
    [w.bots, s.bots.map((b) => `<code>${esc(b)}</code>`).join(', ')],
    [w.seating, esc(s.rotate ? w.rotated : w.fixed)],
    [w.players, String(s.players)],
    [w.games, esc(w.gamesValue(s.games, s.completed, s.truncated, s.errors))],
    [w.seed, `<code>${esc(s.seed)}</code>`],
    [w.options, `<code>${esc(JSON.stringify(s.options))}</code>`],
    [w.maxActions, esc(formatNumber(input.maxActions, lang))],
    [w.date, esc(date)],
  ];
  const dl = rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${v}</dd>`).join('');
  return `<header><h1>${esc(w.title(input.gameName[lang]))}</h1><dl>${dl}</dl></header>`;
}

function section(title: string, chart: string, note: string): string {
  return `<section><h2>${esc(title)}</h2>${chart}<p class="note">${esc(note)}</p></section>`;
}

function lengthSection(input: HtmlReportInput, w: ReportWords, num: (n: number, digits?: number) => string): string {
  const { summary: s } = input;
  if (s.meanActions === null || !s.meanActionsCI || !s.actionsRange) return `<section><h2>${esc(w.length)}</h2><p>${esc(w.noGames)}</p></section>`;
  const chart = histogram({
    title: w.length,
    values: input.lengths,
    format: (n) => num(n),
    marker: { value: s.meanActions, label: `${w.mean} ${num(s.meanActions, 1)}` },
    xTitle: w.actionsAxis,
    yTitle: w.gamesAxis,
  });
  const [low, high] = s.meanActionsCI;
  const [min, max] = s.actionsRange;
  return section(w.length, chart, w.lengthNote(num(s.meanActions, 1), num(low, 1), num(high, 1), min, max));
}

function metricFigure(m: MetricSummary, lang: Locale, w: ReportWords): string {
  const label = m.label[lang];
  const share = m.kind === 'share';
  const format = (n: number) => (share ? formatPercent(n, lang) : formatNumber(n, lang, Math.abs(n) < 10 ? 2 : 1));
  const body =
    m.value === null
      ? `<p>${esc(w.noValue)}</p>`
      : barChart({
          title: label,
          bars: [{ label: '', value: m.value, ...(m.ci ? { low: m.ci[0], high: m.ci[1] } : {}) }],
          ...(share && m.value <= 1 ? { max: 1, tickFormat: wholePercent(lang) } : {}),
          ...(share ? {} : { tickFormat: new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format }),
          format,
        });
  return `<figure><figcaption>${esc(label)}</figcaption>${body}<p class="note">${esc(w.metricNote(m.kind, m.games))}</p></figure>`;
}
