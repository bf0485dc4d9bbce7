import { Match, Rng, type Seat } from '@docket/engine';
import { randomBot } from '@docket/bots';
import { bestRated } from '../src/hints/best.js';
import { badPlay, goodPlay } from '../src/hints/reasoning.js';
import { reasoned, reasoningBot, theTrial, trialBot, type Belief, type TrialAction, type TrialBot, type TrialState } from '../src/index.js';

/*
 * A test-only bound on what one seat can gain in a rotated table of The Trial: the reasoning bot's play with
 * its belief replaced by the truth (every alignment known for sure, from the first decision on). It warns and
 * accuses the bad players, gives and files against them, and as a bad player lies knowing exactly who its
 * partners are; whatever a bot reasons from its view, it knows no more than this. Never a playable bot (it reads
 * the state no bot may see).
 */

/** The belief of one who knows: the true world, with all the weight. */
export function certainty(s: TrialState): Belief {
  return { worlds: [s.alignments.slice()], weights: [1], bad: s.alignments.map((a) => (a === 'bad' ? 1 : 0)) };
}

/**
 * The reasoning bot's judgement, on the true alignments instead of its reasoned belief; with `uses`, only for
 * those kinds of action (the others on its reasoned belief, as the reasoning bot plays them), to tell which
 * decisions the knowledge is worth most in.
 */
export function oracleBot(truth: () => TrialState, uses?: ReadonlySet<TrialAction['type']>): TrialBot {
  return {
    name: 'oracle',
    choose({ view, seat, legal, rng }) {
      const s = truth();
      const sure = certainty(s);
      const rate = (a: TrialAction) => {
        const b = uses === undefined || uses.has(a.type) ? sure : reasoned(view);
        return s.alignments[seat] === 'good' ? goodPlay(view, seat, a, b) : badPlay(view, seat, a, b);
      };
      return bestRated(legal, rate, rng);
    },
  };
}

/** `oracle:warn+accuse`: the oracle on those kinds of action only. */
export type Hero = 'oracle' | `oracle:${string}` | 'trial-reason' | 'trial';
export type Others = 'trial' | 'random';

export interface OracleRun {
  readonly games: number;
  /** Games the one seat's team won. */
  readonly heroWins: number;
  /** Wins over the other seats, and how many seats those were (games × (players − 1)). */
  readonly otherWins: number;
  readonly otherSeats: number;
}

function bot(name: Hero | Others, truth: () => TrialState): TrialBot {
  if (name.startsWith('oracle:')) return oracleBot(truth, new Set(name.slice('oracle:'.length).split('+') as TrialAction['type'][]));
  switch (name) {
    case 'oracle':
      return oracleBot(truth);
    case 'trial-reason':
      return reasoningBot('both');
    case 'trial':
      return trialBot();
    case 'random':
      return randomBot(theTrial);
    default:
      throw new Error(`No such seat: ${name}.`);
  }
}

/**
 * `games` matches of one `hero` seat among `players − 1` `others`, the hero's seat rotated (game g: seat g mod
 * players), each seat on its own seeded generator, simultaneous seats asked in a seeded order.
 */
export function runOracle(players: number, games: number, seed: string, hero: Hero, others: Others): OracleRun {
  let state: TrialState | null = null;
  const truth = (): TrialState => state as TrialState;
  const one = bot(hero, truth);
  const rest = bot(others, truth);
  let heroWins = 0;
  let otherWins = 0;
  for (let g = 0; g < games; g++) {
    const seatOfHero = g % players;
    const s = `${seed}/${g}`;
    const match = Match.create(theTrial, { players, options: theTrial.options.parse({}), seed: s });
    const table = Rng.seeded(`${s}/table`);
    const rngs = Array.from({ length: players }, (_, i) => Rng.seeded(`${s}/bot/${i}`));
    for (let seats = match.toAct(); seats.length > 0; seats = match.toAct()) {
      const seat: Seat = seats.length === 1 ? (seats[0] as Seat) : table.pick(seats);
      state = match.state;
      const b = seat === seatOfHero ? one : rest;
      const action = b.choose({ view: match.view(seat), seat, legal: match.legal(seat), rng: rngs[seat] as Rng });
      const step = match.act(seat, action);
      if (!step.ok) throw new Error(`${b.name} chose an illegal action: ${step.error.message}`);
    }
    const payoff = match.outcome()?.payoff ?? [];
    payoff.forEach((p, seat) => {
      if (seat === seatOfHero) heroWins += p;
      else otherWins += p;
    });
  }
  return { games, heroWins, otherWins, otherSeats: games * (players - 1) };
}

/** Wilson's 95% interval of `wins` out of `n`, in percent. */
export function interval(wins: number, n: number): [number, number] {
  const p = wins / n;
  const z = 1.96;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [100 * (centre - half), 100 * (centre + half)];
}
