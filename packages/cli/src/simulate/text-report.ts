import type { Locale } from '@docket/engine';
import { formatNumber, formatPercent, messages } from '../messages.js';
import type { Tally } from './stats.js';
import type { SimulationSummary } from './summary.js';

/** Failures listed in the readable report; --json and --csv list them all. */
const SHOWN_FAILURES = 10;

export interface ReportFiles {
  readonly csv?: string;
  readonly html?: string;
}

/** The readable report: counts, win rates with intervals (by seat, bot and team), lengths, metrics. */
export function textReport(s: SimulationSummary, seconds: number, lang: Locale, files: ReportFiles = {}): string[] {
  const m = messages(lang);
  const num = (n: number, digits = 1) => formatNumber(n, lang, digits);
  const pct = (r: number) => formatPercent(r, lang);
  const rate = (t: Tally) => [pct(t.rate), pct(t.ci[0]), pct(t.ci[1])] as const;
  const lines = [
    m.simHeader(s.game, s.games, s.players, s.bots.join(', '), s.seed) + (s.rotate ? ` · ${m.simRotated}` : ''),
    m.simCounts(s.completed, s.truncated, s.errors),
  ];
  s.winsBySeat.forEach((wins, seat) => {
    const [low, high] = s.winRateCIBySeat[seat] ?? [0, 1];
    const score = num(s.meanScoreBySeat[seat] ?? 0, 2);
    lines.push(m.simSeat(seat, wins, pct(s.winRateBySeat[seat] ?? 0), pct(low), pct(high), score));
  });
  if (s.draws > 0) lines.push(m.simDraws(s.draws));
  for (const b of s.winsByBot ?? []) lines.push(m.simBot(b.bot, b.wins, b.games, ...rate(b)));
  for (const t of s.winsByTeam ?? []) lines.push(m.simTeam(t.team, t.wins, t.games, ...rate(t)));
  if (s.meanActions !== null && s.meanActionsCI && s.actionsRange) {
    const [low, high] = s.meanActionsCI;
    lines.push(m.simActions(num(s.meanActions), num(low), num(high), s.actionsRange[0], s.actionsRange[1]));
  }
  const reasons = Object.entries(s.reasons);
  if (reasons.length > 0) lines.push(`${m.simReasons} ${reasons.map(([r, n]) => `${r} ${n}`).join(', ')}`);
  if (s.metrics.length > 0) lines.push(m.simMetrics);
  for (const x of s.metrics) {
    const show = (v: number) => (x.kind === 'share' ? pct(v) : num(v, 2));
    const value = x.value === null ? '–' : show(x.value);
    lines.push(m.simMetric(x.label[lang], value, x.ci ? show(x.ci[0]) : null, x.ci ? show(x.ci[1]) : null));
  }
  for (const f of s.failures.slice(0, SHOWN_FAILURES)) lines.push(m.simFailure(f.index, f.seed, f.message));
  if (s.failures.length > SHOWN_FAILURES) lines.push(m.simMoreFailures(s.failures.length - SHOWN_FAILURES));
  lines.push(m.simTime(num(seconds, 2)));
  if (files.csv !== undefined) lines.push(m.simCsv(files.csv));
  if (files.html !== undefined) lines.push(m.simHtml(files.html));
  return lines;
}
