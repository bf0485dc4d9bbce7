import { greedyBot, playMatch } from '@docket/bots';
import { unwrap } from '@docket/engine';
import { lineOwner } from '../../src/court.js';
import { settle } from '../../src/hints/evaluate.js';
import { features, SIDE_COUNT, VOID_COUNT } from '../../src/hints/features.js';
import { resultChances, type Weights } from '../../src/hints/model.js';
import { tribunal1920, type TribunalState } from '../../src/index.js';

// How the evaluation's constants (`src/hints/weights.ts`) are obtained: states of games between greedy bots,
// labelled with how their hearing ended, and a softmax fitted to them by maximum likelihood.

const game = tribunal1920;
const WIDTH = 2 * SIDE_COUNT + VOID_COUNT;

/** One live state: its features, how its hearing ended (0, 1: that seat won; 2: void), the score, the trial's winner. */
export interface Row {
  readonly x: Float64Array;
  readonly result: 0 | 1 | 2;
  readonly hearings: readonly [number, number];
  readonly winner: 0 | 1;
}

/**
 * Plays `games` matches between greedy bots (seeds `${prefix}/i`) and takes every state in which a hearing is under
 * way and undecided, settled as the evaluation settles it, with its hearing's result and the trial's winner.
 */
export function sample(games: number, prefix: string): Row[] {
  const rows: Row[] = [];
  const options = game.options.parse({});
  for (let g = 0; g < games; g++) {
    const seed = `${prefix}/${g}`;
    const m = playMatch(game, [greedyBot(game), greedyBot(game)], { players: 2, options, seed });
    const winner = m.outcome?.winners[0] === 0 ? 0 : 1;
    let s = game.setup(2, options, seed);
    let open: { x: Float64Array; hearings: readonly [number, number] }[] = [];
    for (const { seat, action } of m.record.actions) {
      const x = live(s);
      if (x !== null) open.push({ x, hearings: [s.hearings[0], s.hearings[1]] });
      const step = unwrap(game.apply(s, seat, action));
      for (const e of step.events) {
        if (e.type !== 'hearing-won' && e.type !== 'hearing-void') continue;
        const result = e.type === 'hearing-void' ? 2 : (e.seat as 0 | 1);
        for (const o of open) rows.push({ ...o, result, winner });
        open = [];
      }
      s = step.state;
    }
  }
  return rows;
}

function live(s: TribunalState): Float64Array | null {
  const step = s.pending.step;
  if (step === 'investigate' || step === 'over') return null;
  const t = settle(s);
  if (lineOwner(t.grid) !== null) return null;
  const x = new Float64Array(WIDTH);
  features(t, x);
  return x;
}

/** The model's parameters, as the fit changes them. */
export interface Model extends Weights {
  readonly mine: Float64Array;
  readonly theirs: Float64Array;
  readonly void: Float64Array;
}

const isEmptyColumn = (x: Float64Array): boolean => x[0] === 0 && x[SIDE_COUNT] === 0;

/** Mean negative log-likelihood of the rows' results, in nats. */
export function loss(m: Model, rows: readonly Row[]): number {
  let total = 0;
  for (const r of rows) total -= Math.log(Math.max(1e-12, resultChances(m, r.x)[r.result]));
  return total / rows.length;
}

/** Fits the model by full-batch gradient descent (Adam) on the mean negative log-likelihood. */
export function fit(rows: readonly Row[], steps = 400, rate = 0.05): Model {
  const n = 2 * SIDE_COUNT + VOID_COUNT;
  const w = new Float64Array(n);
  const model: Model = { mine: w.subarray(0, SIDE_COUNT), theirs: w.subarray(SIDE_COUNT, 2 * SIDE_COUNT), void: w.subarray(2 * SIDE_COUNT) };
  const g = new Float64Array(n);
  const m1 = new Float64Array(n);
  const m2 = new Float64Array(n);
  for (let t = 1; t <= steps; t++) {
    g.fill(0);
    for (const { x, result } of rows) {
      const p = resultChances(model, x);
      const d0 = (p[0] as number) - (result === 0 ? 1 : 0);
      const d1 = (p[1] as number) - (result === 1 ? 1 : 0);
      const dv = (p[2] as number) - (result === 2 ? 1 : 0);
      for (let k = 0; k < SIDE_COUNT; k++) {
        const a = x[k] as number;
        const b = x[SIDE_COUNT + k] as number;
        g[k]! += d0 * a + d1 * b;
        g[SIDE_COUNT + k]! += d0 * b + d1 * a;
      }
      if (isEmptyColumn(x)) for (let j = 0; j < VOID_COUNT; j++) g[2 * SIDE_COUNT + j]! += dv * (x[2 * SIDE_COUNT + j] as number);
    }
    for (let i = 0; i < n; i++) {
      const gi = (g[i] as number) / rows.length;
      m1[i] = 0.9 * (m1[i] as number) + 0.1 * gi;
      m2[i] = 0.999 * (m2[i] as number) + 0.001 * gi * gi;
      w[i]! -= (rate * ((m1[i] as number) / (1 - 0.9 ** t))) / (Math.sqrt((m2[i] as number) / (1 - 0.999 ** t)) + 1e-8);
    }
  }
  return model;
}

/**
 * RACE[a][b] for a, b below 3: over the rows' states (both seats' sides of each), how often the seat holding a
 * hearings against b went on to win the trial.
 */
export function raceTable(rows: readonly Row[]): number[][] {
  const n = [0, 1, 2].map(() => [0, 0, 0]);
  const won = [0, 1, 2].map(() => [0, 0, 0]);
  for (const { hearings: [a, b], winner } of rows) {
    n[a]![b]!++;
    n[b]![a]!++;
    if (winner === 0) won[a]![b]!++;
    else won[b]![a]!++;
  }
  return n.map((row, a) => row.map((count, b) => (count === 0 ? 0.5 : (won[a]![b] as number) / count)));
}

/** The constants as `weights.ts` spells them. */
export function format(m: Model, race: number[][]): string {
  const list = (xs: ArrayLike<number>): string => Array.from(xs, (v) => Number(v.toFixed(3))).join(', ');
  return [
    `MINE = [${list(m.mine)}]`,
    `THEIRS = [${list(m.theirs)}]`,
    `VOID = [${list(m.void)}]`,
    `RACE = [${race.map((r) => `[${list(r)}]`).join(', ')}]`,
  ].join('\n');
}
