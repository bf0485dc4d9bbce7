import type { Metric } from '@docket/engine';
import type { GameResult } from './slice.js';

function cell(v: string | number): string {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** A metric's columns: its value, or for a share its count and its total (`<id>_of`). */
function metricColumns(metrics: readonly Pick<Metric<unknown>, 'id' | 'kind'>[]): string[] {
  return metrics.flatMap((m) => (m.kind === 'mean' ? [m.id] : [m.id, `${m.id}_of`]));
}

/**
 * One row per game, in index order, for spreadsheets and notebooks: who sat where, who won, the
 * payoffs and scores by seat, the length, how it ended and each declared metric. A `winningTeam`
 * column appears when outcomes name teams. Cells a game has no value for are empty.
 */
export function toCsv(players: number, results: readonly GameResult[], metrics: readonly Pick<Metric<unknown>, 'id' | 'kind'>[] = []): string {
  const seats = [...Array(players).keys()];
  const teams = results.some((r) => r.status === 'completed' && (r.teams.length > 0 || r.winningTeam !== null));
  const header = [
    ...['index', 'seed', 'status'],
    ...seats.map((s) => `bot${s}`),
    ...['actions', 'winners', ...(teams ? ['winningTeam'] : []), 'reason'],
    ...seats.map((s) => `payoff${s}`),
    ...seats.map((s) => `score${s}`),
    ...metricColumns(metrics),
    'error',
  ];
  const width = header.length;
  const rows = [...results]
    .sort((a, b) => a.index - b.index)
    .map((r) => {
      const start = [r.index, r.seed, r.status, ...seats.map((s) => r.bots[s] ?? '')];
      const row: (string | number)[] =
        r.status === 'completed'
          ? [
              ...start,
              r.actions,
              r.winners.join(' '),
              ...(teams ? [r.winningTeam ?? ''] : []),
              r.reason,
              ...seats.map((s) => r.payoff[s] ?? ''),
              ...seats.map((s) => r.scores[s] ?? ''),
              ...r.metrics.flatMap((v) => (typeof v === 'number' ? [v] : [v[0], v[1]])),
              '',
            ]
          : r.status === 'truncated'
            ? [...start, r.actions]
            : [...start];
      // Rows without a value for a column leave it empty; the error message is always last.
      while (row.length < width - 1) row.push('');
      if (row.length < width) row.push(r.status === 'error' ? r.message : '');
      return row;
    });
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\n') + '\n';
}
