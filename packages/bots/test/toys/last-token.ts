/**
 * "Last token", a perfect-information race for 2–10 players: seats take 1, 2 or 3 tokens from one pile in
 * turn, and whoever takes the last token wins. With two players, leaving a multiple of 4 always wins.
 */
import { defineGame, Rng, winnerTakesAll, type GameHints, type Seat } from '@docket/engine';
import { fixedOptions } from './options.js';

export interface TokenOptions {
  readonly pile: number;
}
export interface TokenAction {
  readonly type: 'take';
  readonly take: number;
}
export interface TokenView {
  readonly players: number;
  readonly pile: number;
  readonly next: Seat;
  readonly winner: Seat | null;
}
export interface TokenState extends TokenView {
  readonly rng: readonly number[];
}

const TAKES: readonly TokenAction[] = [1, 2, 3].map((take) => ({ type: 'take', take }));

export function lastToken(hints?: GameHints<TokenState, TokenAction, TokenView>) {
  return defineGame<TokenState, TokenAction, TokenView, TokenOptions>({
    info: { id: 'last-token', name: { en: 'Last token', fr: 'Dernier jeton' }, version: '1', minPlayers: 2, maxPlayers: 10 },
    options: fixedOptions({ pile: 10 }),
    setup: (players, options, seed) => ({ players, pile: options.pile, next: 0, winner: null, rng: Rng.seeded(seed).state() }),
    toAct: (s) => (s.winner === null ? [s.next] : []),
    legalActions: (s, seat) => (s.winner === null && seat === s.next ? TAKES.filter((a) => a.take <= s.pile) : []),
    reduce: (s, seat, a) => {
      const pile = s.pile - a.take;
      const state = { ...s, pile, next: (seat + 1) % s.players, winner: pile === 0 ? seat : null };
      return { state, events: [{ type: 'take', audience: 'all', seat, take: a.take }] };
    },
    view: (s) => ({ players: s.players, pile: s.pile, next: s.next, winner: s.winner }),
    outcome: (s) =>
      s.winner === null
        ? null
        : { winners: [s.winner], payoff: winnerTakesAll(s.players, s.winner), scores: winnerTakesAll(s.players, s.winner), reason: 'last-token' },
    // Nothing is hidden: the world is the view, with a generator of its own.
    resample: (v, rng) => ({ ...v, rng: Rng.seeded(rng.seed()).state() }),
    describe: (a, locale) => (locale === 'en' ? `Take ${a.take}` : `Prendre ${a.take}`),
    describeEvent: (e, locale) => (locale === 'en' ? `Seat ${String(e.seat)} takes ${String(e.take)}` : `Le siège ${String(e.seat)} prend ${String(e.take)}`),
    describeOutcome: (o, locale) => (locale === 'en' ? `Seat ${String(o.winners[0])} wins` : `Le siège ${String(o.winners[0])} gagne`),
    render: (v, locale) => `${locale === 'en' ? 'Pile' : 'Pile'}: ${v.pile}`,
    ...(hints ? { hints } : {}),
  });
}

export function tokenState(players: number, pile: number, next: Seat = 0): TokenState {
  return { players, pile, next, winner: null, rng: Rng.seeded('token').state() };
}
