import { greedyBot, playMatch } from '@docket/bots';
import { unwrap } from '@docket/engine';
import { lineOwner } from '../../src/court.js';
import { settle } from '../../src/hints/evaluate.js';
import { features, SIDE_COUNT, VOID_COUNT } from '../../src/hints/features.js';
import { tribunal1920, type TribunalState } from '../../src/index.js';

// How the evaluation's constants (`src/hints/weights.ts`) are obtained: states of games between greedy bots,
// labelled with how their hearing ended, and a softmax fitted to them by maximum likelihood.

const game = tribunal1920;
const WIDTH = 2 * SIDE_COUNT + VOID_COUNT;

/** One live state: its features, how its hearing ended (0, 1: that seat won; 2: void). */
export interface Row {
  readonly x: Float64Array;
  readonly result: 0 | 1 | 2;
}

/** Per hearing score at a hearing's start (seat's hearings, the other's), hearings begun and won from there. */
export type RaceCounts = Map<string, [number, number]>;

export interface Sample {
  readonly rows: Row[];
  readonly race: RaceCounts;
}

/**
 * Plays `games` matches between greedy bots (seeds `${prefix}/i`) and takes every state in which a hearing is under
 * way and undecided, settled as the evaluation settles it, with its hearing's result; and, at each hearing's start,
 * the score and the trial's winner.
 */
export function sample(games: number, prefix: string): Sample {
  const rows: Row[] = [];
  const race: RaceCounts = new Map();
  const options = game.options.parse({});
  for (let g = 0; g < games; g++) {
    const seed = `${prefix}/${g}`;
    const m = playMatch(game, [greedyBot(game), greedyBot(game)], { players: 2, options, seed });
    const winner = m.outcome?.winners[0];
    let s = game.setup(2, options, seed);
    let open: Float64Array[] = [];
    const starts: [number, number][] = [];
    let hearing = -1;
    for (const { seat, action } of m.record.actions) {
      if (s.hearing !== hearing) {
        hearing = s.hearing;
        starts.push([s.hearings[0], s.hearings[1]]);
      }
      const x = live(s);
      if (x !== null) open.push(x);
      const step = unwrap(game.apply(s, seat, action));
      for (const e of step.events) {
        if (e.type !== 'hearing-won' && e.type !== 'hearing-void') continue;
        const result = e.type === 'hearing-void' ? 2 : (e.seat as 0 | 1);
        for (const f of open) rows.push({ x: f, result });
        open = [];
      }
      s = step.state;
    }
    for (const [a, b] of starts) {
      count(race, a, b, winner === 0);
      count(race, b, a, winner === 1);
    }
  }
  return { rows, race };
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

function count(race: RaceCounts, a: number, b: number, won: boolean): void {
  const key = `${a}-${b}`;
  const c = race.get(key) ?? [0, 0];
  c[0]++;
  if (won) c[1]++;
  race.set(key, c);
}

/** The model's parameters: weights of a seat's own features, of the other's, and of the void logit. */
export interface Model {
  readonly mine: Float64Array;
  readonly theirs: Float64Array;
  readonly void: Float64Array;
}

const isEmptyColumn = (x: Float64Array): boolean => x[0] === 0 && x[SIDE_COUNT] === 0;

/** The model's chances of each result for one row, into `out`: seat 0 wins, seat 1 wins, void. */
export function chances(m: Model, x: Float64Array, out: Float64Array): void {
  let z0 = 0;
  let z1 = 0;
  for (let k = 0; k < SIDE_COUNT; k++) {
    const a = x[k] as number;
    const b = x[SIDE_COUNT + k] as number;
    z0 += (m.mine[k] as number) * a + (m.theirs[k] as number) * b;
    z1 += (m.mine[k] as number) * b + (m.theirs[k] as number) * a;
  }
  let zv = -Infinity;
  if (isEmptyColumn(x)) {
    zv = 0;
    for (let j = 0; j < VOID_COUNT; j++) zv += (m.void[j] as number) * (x[2 * SIDE_COUNT + j] as number);
  }
  const top = Math.max(z0, z1, zv);
  const e0 = Math.exp(z0 - top);
  const e1 = Math.exp(z1 - top);
  const ev = zv === -Infinity ? 0 : Math.exp(zv - top);
  const sum = e0 + e1 + ev;
  out[0] = e0 / sum;
  out[1] = e1 / sum;
  out[2] = ev / sum;
}

/** Mean negative log-likelihood of the rows' results, in nats. */
export function loss(m: Model, rows: readonly Row[]): number {
  const p = new Float64Array(3);
  let total = 0;
  for (const r of rows) {
    chances(m, r.x, p);
    total -= Math.log(Math.max(1e-12, p[r.result] as number));
  }
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
  const p = new Float64Array(3);
  for (let t = 1; t <= steps; t++) {
    g.fill(0);
    for (const { x, result } of rows) {
      chances(model, x, p);
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

/** RACE[a][b] for a, b below 3: how often the seat holding a hearings at a hearing's start won the trial. */
export function raceTable(race: RaceCounts): number[][] {
  return [0, 1, 2].map((a) =>
    [0, 1, 2].map((b) => {
      const [n, won] = race.get(`${a}-${b}`) ?? [0, 0];
      return n === 0 ? 0.5 : won / n;
    }),
  );
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
