import type { AnyGame, FinishedMatch, GameEvent, MatchRecord, Metric, Outcome, Text } from '@docket/engine';
import { meanInterval, wilson, type Interval } from './stats.js';

/** What one metric measured in one match: a number ('mean'), or a count out of a total ('share'). */
export type MetricValue = number | readonly [count: number, of: number];

/** A metric over a run: its value (null without data) and its 95% interval. */
export interface MetricSummary {
  readonly id: string;
  readonly label: Text;
  readonly kind: 'mean' | 'share';
  readonly value: number | null;
  readonly ci: Interval | null;
  /** Matches measured (completed games). */
  readonly games: number;
  /** For a share: the pooled count and total it is the ratio of. */
  readonly count?: number;
  readonly of?: number;
}

/**
 * Measures every metric the game declares on a finished match. Metrics read every event unfiltered,
 * which the match runner does not keep, so the record is folded again with `applyLegal` (each action
 * was checked when it was played).
 */
export function measureMetrics(game: AnyGame, record: MatchRecord, outcome: Outcome): MetricValue[] {
  const metrics = game.metrics ?? [];
  if (metrics.length === 0) return [];
  let state: unknown = game.setup(record.players, record.options, record.seed);
  const events: GameEvent[] = [];
  for (const { seat, action } of record.actions) {
    const step = game.applyLegal(state, seat, action);
    state = step.state;
    events.push(...step.events);
  }
  const match: FinishedMatch<unknown> = { players: record.players, events, final: state, outcome, actions: record.actions.length };
  return metrics.map((m) => checked(m.id, m.kind, m.measure(match)));
}

/** A metric that answers NaN or the wrong shape is a bug in the game: the game counts as an error. */
function checked(id: string, kind: 'mean' | 'share', v: number | readonly [number, number]): MetricValue {
  const ok = kind === 'mean' ? typeof v === 'number' && Number.isFinite(v) : Array.isArray(v) && v.length === 2 && v.every(Number.isFinite);
  if (!ok) throw new Error(`Metric "${id}" (${kind}) measured ${JSON.stringify(v)}.`);
  return v;
}

/**
 * Folds each metric's per-match values: a 'mean' is the average with a normal interval; a 'share'
 * is total count / total of with a Wilson interval, treating the pooled trials as independent.
 */
export function summarizeMetrics(metrics: readonly Metric<unknown>[], values: readonly (readonly MetricValue[])[]): MetricSummary[] {
  return metrics.map((m, i) => {
    const column = values.map((v) => v[i] as MetricValue);
    const base = { id: m.id, label: m.label, kind: m.kind, games: column.length };
    if (m.kind === 'mean') {
      const mean = meanInterval(column.map((v) => (typeof v === 'number' ? v : 0)));
      return { ...base, value: mean?.mean ?? null, ci: mean?.ci ?? null };
    }
    let count = 0;
    let of = 0;
    for (const v of column) {
      if (typeof v === 'number') continue;
      count += v[0];
      of += v[1];
    }
    if (of === 0) return { ...base, value: null, ci: null, count, of };
    // Wilson needs count ≤ of; a share over 1 (several per trial) still gets its ratio, with no interval.
    const ci = count >= 0 && count <= of ? wilson(count, of) : null;
    return { ...base, value: count / of, ci, count, of };
  });
}
