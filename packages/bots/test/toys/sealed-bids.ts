/**
 * "Sealed bids", a simultaneous-choice game for 2–10 players: each round every seat seals "high" or "low" at
 * once (`toAct` holds every seat that has not sealed); the bids stay hidden until all are in, then each "high"
 * scores a point. After the last round the most points win (ties share). "high" is always at least as good.
 */
import { defineGame, Rng, type Seat } from '@docket/engine';
import { fixedOptions } from './options.js';

export interface BidOptions {
  readonly rounds: number;
}
export type Bid = 'high' | 'low';
export interface BidAction {
  readonly type: 'bid';
  readonly bid: Bid;
}
export interface BidState {
  readonly players: number;
  readonly roundsLeft: number;
  readonly sealed: readonly (Bid | null)[];
  readonly points: readonly number[];
  readonly rng: readonly number[];
}
export interface BidView {
  readonly viewer: Seat | 'spectator';
  readonly roundsLeft: number;
  readonly mine: Bid | null;
  readonly hasSealed: readonly boolean[];
  readonly points: readonly number[];
}

const BIDS: readonly BidAction[] = [
  { type: 'bid', bid: 'low' },
  { type: 'bid', bid: 'high' },
];
const seats = (n: number): Seat[] => Array.from({ length: n }, (_, seat) => seat);

export const sealedBids = defineGame<BidState, BidAction, BidView, BidOptions>({
  info: { id: 'sealed-bids', name: { en: 'Sealed bids', fr: 'Enchères scellées' }, version: '1', minPlayers: 2, maxPlayers: 10 },
  options: fixedOptions({ rounds: 2 }),
  setup: (players, options, seed) => ({
    players,
    roundsLeft: options.rounds,
    sealed: seats(players).map(() => null),
    points: seats(players).map(() => 0),
    rng: Rng.seeded(seed).state(),
  }),
  toAct: (s) => (s.roundsLeft === 0 ? [] : seats(s.players).filter((seat) => s.sealed[seat] === null)),
  legalActions: (s, seat) => (s.roundsLeft > 0 && s.sealed[seat] === null ? BIDS.slice() : []),
  reduce: (s, seat, a) => {
    const sealed = s.sealed.map((b, p) => (p === seat ? a.bid : b));
    if (sealed.some((b) => b === null)) return { state: { ...s, sealed }, events: [] };
    const points = s.points.map((p, i) => p + (sealed[i] === 'high' ? 1 : 0));
    const state = { ...s, points, sealed: sealed.map(() => null), roundsLeft: s.roundsLeft - 1 };
    return { state, events: [{ type: 'revealed', audience: 'all', bids: sealed }] };
  },
  view: (s, viewer) => ({
    viewer,
    roundsLeft: s.roundsLeft,
    mine: viewer === 'spectator' ? null : (s.sealed[viewer] ?? null),
    hasSealed: s.sealed.map((b) => b !== null),
    points: s.points.slice(),
  }),
  outcome: (s) => {
    if (s.roundsLeft > 0) return null;
    const top = Math.max(...s.points);
    const winners = seats(s.players).filter((seat) => s.points[seat] === top);
    return { winners, payoff: s.points.map((p) => (p === top ? 1 / winners.length : 0)), scores: s.points.slice(), reason: 'rounds' };
  },
  // The other seats' sealed bids are unseen: deal them at random.
  resample: (v, rng) => ({
    players: v.points.length,
    roundsLeft: v.roundsLeft,
    sealed: v.hasSealed.map((has, seat) => (seat === v.viewer ? v.mine : has ? rng.pick(BIDS).bid : null)),
    points: v.points.slice(),
    rng: Rng.seeded(rng.seed()).state(),
  }),
  describe: (a, locale) => (locale === 'en' ? `Bid ${a.bid}` : `Miser ${a.bid === 'high' ? 'haut' : 'bas'}`),
  describeEvent: (e, locale) => (locale === 'en' ? `Bids: ${JSON.stringify(e.bids)}` : `Mises : ${JSON.stringify(e.bids)}`),
  describeOutcome: (o, locale) => (locale === 'en' ? `Winners: ${o.winners.join(', ')}` : `Gagnants : ${o.winners.join(', ')}`),
  render: (v, locale) => `${locale === 'en' ? 'Points' : 'Points'}: ${v.points.join(' / ')}`,
});
