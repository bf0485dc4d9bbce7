import type { GameResult } from './slice.js';

function cell(v: string | number): string {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** One row per game, in index order, for spreadsheets and notebooks. */
export function toCsv(players: number, results: readonly GameResult[]): string {
  const seats = [...Array(players).keys()];
  const header = [
    ...['index', 'seed', 'status', 'actions', 'winners', 'reason'],
    ...seats.map((s) => `payoff${s}`),
    ...seats.map((s) => `score${s}`),
    'error',
  ];
  const rows = [...results]
    .sort((a, b) => a.index - b.index)
    .map((r) =>
      r.status === 'error'
        ? [r.index, r.seed, r.status, '', '', '', ...seats.map(() => ''), ...seats.map(() => ''), r.message]
        : [
            r.index,
            r.seed,
            r.status,
            r.actions,
            r.winners.join(' '),
            r.reason,
            ...seats.map((s) => r.payoff[s] ?? ''),
            ...seats.map((s) => r.scores[s] ?? ''),
            '',
          ],
    );
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\n') + '\n';
}
