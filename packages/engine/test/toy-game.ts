/**
 * "Sealed verdict", a tiny hidden-card game for testing the engine and the conformance kit.
 *
 * Cards 1…N (N = players × (handSize + 2)) are shuffled and each seat is dealt `handSize`. Each round the
 * presiding seat calls `high` or `low`; then every seat seals one card from its hand at once (a simultaneous
 * choice: `toAct` holds every seat that has not sealed yet). When all have sealed, the cards are revealed to
 * the discard pile and the highest (or lowest) wins a point. If the deck holds a card for everyone, each seat
 * draws one; the presidency passes left. When the hands are empty, the most points win (ties share).
 */
import { z } from 'zod';
import {
  defineGame,
  Rng,
  type Audience,
  type GameSpec,
  type Locale,
  type Outcome,
  type RngState,
  type Seat,
  type Viewer,
} from '@docket/engine';

export const toyOptions = z.object({ handSize: z.number().int().min(1).max(5).default(3) });
export type ToyOptions = z.infer<typeof toyOptions>;

export type Call = 'high' | 'low';
export type ToyAction = { readonly type: 'call'; readonly call: Call } | { readonly type: 'seal'; readonly card: number };

/** Every event the toy game emits: a client can word each kind, and `describeEvent` must. */
export type ToyEvent =
  | { readonly type: 'called'; readonly audience: Audience; readonly seat: Seat; readonly call: Call }
  | { readonly type: 'sealed'; readonly audience: Audience; readonly seat: Seat }
  | { readonly type: 'sealed-card'; readonly audience: Audience; readonly seat: Seat; readonly card: number }
  | { readonly type: 'revealed'; readonly audience: Audience; readonly cards: readonly number[] }
  | { readonly type: 'point'; readonly audience: Audience; readonly seat: Seat }
  | { readonly type: 'drew'; readonly audience: Audience; readonly seat: Seat; readonly card?: number }
  | { readonly type: 'verdict'; readonly audience: Audience; readonly points: readonly number[] };

export interface ToyState {
  readonly players: number;
  readonly handSize: number;
  /** Face down; the top is the end. */
  readonly deck: readonly number[];
  readonly hands: readonly (readonly number[])[];
  /** Each seat's sealed card this round, null until it seals: hidden until every seat has sealed. */
  readonly sealed: readonly (number | null)[];
  readonly discard: readonly number[];
  readonly points: readonly number[];
  readonly presiding: Seat;
  readonly call: Call | null;
  readonly rng: RngState;
}

export interface ToyView {
  readonly viewer: Viewer;
  readonly players: number;
  readonly handSize: number;
  /** The viewer's own hand; empty for a spectator. */
  readonly hand: readonly number[];
  readonly mySeal: number | null;
  readonly handCounts: readonly number[];
  readonly deckCount: number;
  readonly hasSealed: readonly boolean[];
  readonly discard: readonly number[];
  readonly points: readonly number[];
  readonly presiding: Seat;
  readonly call: Call | null;
}

const seatsOf = (players: number): Seat[] => Array.from({ length: players }, (_, seat) => seat);
const cardsOf = (players: number, handSize: number): number[] =>
  Array.from({ length: players * (handSize + 2) }, (_, i) => i + 1);

function isOver(s: ToyState): boolean {
  return s.call === null && s.hands.every((h) => h.length === 0);
}

function toAct(s: ToyState): Seat[] {
  if (isOver(s)) return [];
  if (s.call === null) return [s.presiding];
  return seatsOf(s.players).filter((seat) => s.sealed[seat] === null);
}

/** Every seat has sealed: reveal, score the round, draw, pass the presidency. */
function closeRound(s: ToyState, events: ToyEvent[]): ToyState {
  const cards = s.sealed as number[];
  const best = s.call === 'high' ? Math.max(...cards) : Math.min(...cards);
  const winner = cards.indexOf(best);
  events.push({ type: 'revealed', audience: 'all', cards }, { type: 'point', audience: 'all', seat: winner });
  const points = s.points.map((p, seat) => (seat === winner ? p + 1 : p));
  let deck = s.deck;
  let hands = s.hands;
  if (deck.length >= s.players) {
    deck = deck.slice(0, deck.length - s.players);
    hands = hands.map((h, seat) => {
      const card = s.deck[s.deck.length - 1 - seat] as number;
      const others = seatsOf(s.players).filter((p) => p !== seat);
      events.push({ type: 'drew', audience: [seat], seat, card }, { type: 'drew', audience: others, seat });
      return [...h, card];
    });
  }
  return {
    ...s,
    deck,
    hands,
    points,
    discard: [...s.discard, ...cards],
    sealed: s.sealed.map(() => null),
    call: null,
    presiding: (s.presiding + 1) % s.players,
  };
}

function reduce(s: ToyState, seat: Seat, a: ToyAction): { state: ToyState; events: ToyEvent[] } {
  if (a.type === 'call') {
    return { state: { ...s, call: a.call }, events: [{ type: 'called', audience: 'all', seat, call: a.call }] };
  }
  const events: ToyEvent[] = [
    { type: 'sealed', audience: 'all', seat },
    { type: 'sealed-card', audience: [seat], seat, card: a.card },
  ];
  let state: ToyState = {
    ...s,
    hands: s.hands.map((h, p) => (p === seat ? h.filter((c) => c !== a.card) : h)),
    sealed: s.sealed.map((c, p) => (p === seat ? a.card : c)),
  };
  if (state.sealed.every((c) => c !== null)) state = closeRound(state, events);
  if (isOver(state)) events.push({ type: 'verdict', audience: 'all', points: state.points });
  return { state, events };
}

function outcome(s: ToyState): Outcome | null {
  if (!isOver(s)) return null;
  const top = Math.max(...s.points);
  const winners = seatsOf(s.players).filter((seat) => s.points[seat] === top);
  return {
    winners,
    payoff: s.points.map((p) => (p === top ? 1 / winners.length : 0)),
    scores: [...s.points],
    reason: 'hands-empty',
  };
}

function view(s: ToyState, viewer: Viewer): ToyView {
  const mine = viewer === 'spectator' ? null : viewer;
  return {
    viewer,
    players: s.players,
    handSize: s.handSize,
    hand: mine === null ? [] : [...(s.hands[mine] ?? [])],
    mySeal: mine === null ? null : (s.sealed[mine] ?? null),
    handCounts: s.hands.map((h) => h.length),
    deckCount: s.deck.length,
    hasSealed: s.sealed.map((c) => c !== null),
    discard: [...s.discard],
    points: [...s.points],
    presiding: s.presiding,
    call: s.call,
  };
}

/** Deals every card the viewer has not seen at random: other hands, other sealed cards, the deck. */
function resample(v: ToyView, rng: Rng): ToyState {
  const seen = new Set([...v.hand, ...v.discard, ...(v.mySeal === null ? [] : [v.mySeal])]);
  const unseen = rng.shuffle(cardsOf(v.players, v.handSize).filter((c) => !seen.has(c)));
  const seats = seatsOf(v.players);
  const hands = seats.map((seat) => (seat === v.viewer ? [...v.hand] : unseen.splice(0, v.handCounts[seat] ?? 0)));
  const sealed = seats.map((seat) => (seat === v.viewer ? v.mySeal : v.hasSealed[seat] ? (unseen.pop() as number) : null));
  return {
    players: v.players,
    handSize: v.handSize,
    deck: unseen,
    hands,
    sealed,
    discard: [...v.discard],
    points: [...v.points],
    presiding: v.presiding,
    call: v.call,
    rng: Rng.seeded(rng.seed()).state(),
  };
}

/**
 * The second deal, written against the full state: the cards `viewer` has not seen (other hands, other
 * sealed cards, the deck) are pooled and dealt again into the same places, the same counts.
 */
function redeal(s: ToyState, viewer: Viewer, rng: Rng): ToyState {
  const mine = viewer === 'spectator' ? null : viewer;
  const hidden = (seat: Seat) => seat !== mine;
  const pool = rng.shuffle([
    ...s.deck,
    ...s.hands.flatMap((h, seat) => (hidden(seat) ? h : [])),
    ...s.sealed.flatMap((c, seat) => (hidden(seat) && c !== null ? [c] : [])),
  ]);
  const hands = s.hands.map((h, seat) => (hidden(seat) ? pool.splice(0, h.length) : [...h]));
  const sealed = s.sealed.map((c, seat) => (hidden(seat) && c !== null ? (pool.pop() as number) : c));
  return { ...s, deck: pool, hands, sealed, rng: Rng.seeded(rng.seed()).state() };
}

const CALLS: Record<Call, { readonly [L in Locale]: string }> = {
  high: { en: 'high', fr: 'haut' },
  low: { en: 'low', fr: 'bas' },
};

function describe(a: ToyAction, locale: Locale): string {
  if (a.type === 'call') return locale === 'en' ? `Call ${CALLS[a.call].en}` : `Annoncer ${CALLS[a.call].fr}`;
  return locale === 'en' ? `Seal card ${a.card}` : `Sceller la carte ${a.card}`;
}

function describeEvent(e: ToyEvent, locale: Locale): string {
  const en = locale === 'en';
  switch (e.type) {
    case 'called':
      return en ? `Seat ${e.seat} calls ${CALLS[e.call].en}` : `Le siège ${e.seat} annonce ${CALLS[e.call].fr}`;
    case 'sealed':
      return en ? `Seat ${e.seat} seals a card` : `Le siège ${e.seat} scelle une carte`;
    case 'sealed-card':
      return en ? `You seal card ${e.card}` : `Vous scellez la carte ${e.card}`;
    case 'revealed':
      return en ? `Revealed: ${e.cards.join(', ')}` : `Révélées : ${e.cards.join(', ')}`;
    case 'point':
      return en ? `Seat ${e.seat} wins the round` : `Le siège ${e.seat} gagne la manche`;
    case 'drew':
      return e.card === undefined
        ? en ? `Seat ${e.seat} draws a card` : `Le siège ${e.seat} pioche une carte`
        : en ? `You draw card ${e.card}` : `Vous piochez la carte ${e.card}`;
    case 'verdict':
      return en ? `The verdict: ${e.points.join(' / ')}` : `Le verdict : ${e.points.join(' / ')}`;
  }
}

function describeOutcome(o: Outcome, locale: Locale): string {
  const who = o.winners.join(', ');
  return locale === 'en' ? `Seat(s) ${who} win with ${Math.max(...o.scores)} points` : `Victoire de ${who} avec ${Math.max(...o.scores)} points`;
}

function render(v: ToyView, locale: Locale): string {
  const en = locale === 'en';
  return [
    `${en ? 'Points' : 'Points'}: ${v.points.join(' / ')}   ${en ? 'deck' : 'pioche'}: ${v.deckCount}`,
    `${en ? 'Call' : 'Annonce'}: ${v.call === null ? '-' : CALLS[v.call][locale]}   ${en ? 'sealed' : 'scellées'}: ${v.hasSealed.map((b) => (b ? 'x' : '.')).join('')}`,
    `${en ? 'Discard' : 'Défausse'}: ${v.discard.join(' ') || '-'}`,
    `${en ? 'Hand' : 'Main'}: ${v.hand.join(' ') || '-'}`,
  ].join('\n');
}

export const toySpec: GameSpec<ToyState, ToyAction, ToyView, ToyOptions, ToyEvent> = {
  info: { id: 'sealed-verdict', name: { en: 'Sealed verdict', fr: 'Verdict scellé' }, version: '1', minPlayers: 2, maxPlayers: 3 },
  options: toyOptions,
  setup(players, options, seed) {
    const rng = Rng.seeded(seed);
    const deck = rng.shuffle(cardsOf(players, options.handSize));
    const hands = seatsOf(players).map(() => deck.splice(deck.length - options.handSize, options.handSize));
    return {
      players,
      handSize: options.handSize,
      deck,
      hands,
      sealed: hands.map(() => null),
      discard: [],
      points: hands.map(() => 0),
      presiding: rng.int(players),
      call: null,
      rng: rng.state(),
    };
  },
  toAct,
  legalActions(s, seat) {
    if (!toAct(s).includes(seat)) return [];
    if (s.call === null) return [{ type: 'call', call: 'high' }, { type: 'call', call: 'low' }];
    return (s.hands[seat] ?? []).map((card) => ({ type: 'seal', card }));
  },
  reduce,
  view,
  outcome,
  resample,
  redeal,
  describe,
  describeEvent,
  describeOutcome,
  render,
};

export const toyGame = defineGame(toySpec);

/** Plays seeded random actions until the game ends; returns every state and the actions taken. */
export function playToy(players: number, seed: string, options: ToyOptions = toyOptions.parse({})) {
  const rng = Rng.seeded(`${seed}/moves`);
  let state = toyGame.setup(players, options, seed);
  const states = [state];
  const actions: { seat: Seat; action: ToyAction }[] = [];
  for (let seats = toyGame.toAct(state); seats.length > 0; seats = toyGame.toAct(state)) {
    const seat = rng.pick(seats);
    const action = rng.pick(toyGame.legalActions(state, seat));
    state = toyGame.applyLegal(state, seat, action).state;
    states.push(state);
    actions.push({ seat, action });
  }
  return { states, actions, final: state };
}
