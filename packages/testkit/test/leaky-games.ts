/**
 * Variants of the toy game that leak a secret in one of the ways the secrecy laws exist to catch, each
 * modelled on a leak found in a real game. Each one keeps the older laws.
 */
import { defineGame, Rng, type Audience, type Seat } from '@docket/engine';
import type { Call, ToyAction, ToyEvent, ToyOptions, ToyState, ToyView } from '../../engine/test/toy-game.js';
import { toySpec as spec } from '../../engine/test/toy-game.js';
import type { Broken } from './broken-games.js';

const half = (s: { readonly players: number; readonly handSize: number }) => (s.players * (s.handSize + 2)) / 2;
const fits = (call: Call, limit: number) => (card: number) => (call === 'high' ? card > limit : card <= limit);
const redealToy = (s: ToyState, viewer: Seat | 'spectator', rng: Rng): ToyState => {
  if (spec.redeal === undefined) throw new Error('the toy game has a redeal');
  return spec.redeal(s, viewer, rng);
};

type TruthEvent = ToyEvent | { readonly type: 'call-truth'; readonly audience: Audience; readonly truth: boolean };

/**
 * (a) An event leak, like The Trial's "statement-truth": after a call the caller learns whether it holds the
 * best card for its call among all hands, which its view cannot show.
 */
const eventLeak = defineGame<ToyState, ToyAction, ToyView, ToyOptions, TruthEvent>({
  ...spec,
  reduce(s, seat, a) {
    const step = spec.reduce(s, seat, a);
    if (a.type !== 'call') return step;
    const all = s.hands.flat();
    const best = a.call === 'high' ? Math.max(...all) : Math.min(...all);
    const truth: TruthEvent = { type: 'call-truth', audience: [seat], truth: (s.hands[seat] ?? []).includes(best) };
    return { state: step.state, events: [...step.events, truth] };
  },
  describeEvent: (e, locale) =>
    e.type !== 'call-truth'
      ? spec.describeEvent(e, locale)
      : locale === 'en'
        ? `You hold the best card: ${e.truth ? 'yes' : 'no'}`
        : `Vous tenez la meilleure carte : ${e.truth ? 'oui' : 'non'}`,
});

type AskState = ToyState & { readonly pending: Seat | null };
type AskView = ToyView & { readonly pending: Seat | null };
type AskAction = ToyAction | { readonly type: 'confirm' };
type AskEvent =
  | ToyEvent
  | { readonly type: 'asked'; readonly audience: Audience; readonly seat: Seat }
  | { readonly type: 'confirmed'; readonly audience: Audience; readonly seat: Seat }
  | { readonly type: 'turned'; readonly audience: Audience; readonly card: number };

/**
 * The toy game with a confirmation step: after a call, `after` may change the state, add events and ask
 * the caller's left neighbour to confirm before anyone seals.
 */
function withConfirmation(
  after: (before: ToyState, s: ToyState, call: Call, next: Seat) => { state: ToyState; events: AskEvent[]; ask: boolean },
) {
  return defineGame<AskState, AskAction, AskView, ToyOptions, AskEvent>({
    ...spec,
    hints: undefined,
    setup: (players, options, seed) => ({ ...spec.setup(players, options, seed), pending: null }),
    toAct: (s) => (s.pending === null ? spec.toAct(s) : [s.pending]),
    legalActions(s, seat) {
      if (s.pending === null) return spec.legalActions(s, seat);
      return seat === s.pending ? [{ type: 'confirm' }] : [];
    },
    reduce(s, seat, a) {
      if (a.type === 'confirm') return { state: { ...s, pending: null }, events: [{ type: 'confirmed', audience: 'all', seat }] };
      const step = spec.reduce(s, seat, a);
      if (a.type !== 'call') return { state: { ...step.state, pending: null }, events: step.events };
      const next = (seat + 1) % s.players;
      const { state, events, ask } = after(s, step.state, a.call, next);
      const asked: AskEvent[] = ask ? [{ type: 'asked', audience: 'all', seat: next }] : [];
      return { state: { ...state, pending: ask ? next : null }, events: [...step.events, ...events, ...asked] };
    },
    view: (s, viewer) => ({ ...spec.view(s, viewer), pending: s.pending }),
    resample: (v, rng) => ({ ...spec.resample(v, rng), pending: v.pending }),
    redeal: (s, viewer, rng) => ({ ...redealToy(s, viewer, rng), pending: s.pending }),
    describe: (a, locale) => (a.type !== 'confirm' ? spec.describe(a, locale) : locale === 'en' ? 'Confirm' : 'Confirmer'),
    describeEvent(e, locale) {
      const en = locale === 'en';
      switch (e.type) {
        case 'asked':
          return en ? `Seat ${e.seat} must confirm` : `Le siège ${e.seat} doit confirmer`;
        case 'confirmed':
          return en ? `Seat ${e.seat} confirms` : `Le siège ${e.seat} confirme`;
        case 'turned':
          return en ? `Card ${e.card} is turned face up` : `La carte ${e.card} est retournée`;
        default:
          return spec.describeEvent(e, locale);
      }
    },
  });
}

/**
 * (b) A public step that exists only when a hidden hand allows a choice, like Tribunal's proof choice: after
 * a call, the caller's left neighbour is asked to confirm when it holds two or more cards that fit the call.
 * The table sees a pending question in one world and play going on in another.
 */
const askedOnlyWhenSeveral = withConfirmation((before, s, call, next) => ({
  state: s,
  events: [],
  ask: (before.hands[next] ?? []).filter(fits(call, half(before))).length > 1,
}));

/**
 * Not a leak: a call turns the deck's top card face up onto the discard pile, and the neighbour confirms
 * when that card fits the call. The step depends on a card everyone has just seen, by a `turned` event;
 * the configuration must declare `turned` as revealing for the law to allow it.
 */
export const turnedCard = withConfirmation((_before, s, call) => {
  const card = s.deck[s.deck.length - 1];
  if (card === undefined) return { state: s, events: [], ask: false };
  const state = { ...s, deck: s.deck.slice(0, -1), discard: [...s.discard, card] };
  return { state, events: [{ type: 'turned', audience: 'all', card }], ask: fits(call, half(s))(card) };
});

type WitnessAction = ToyAction | { readonly type: 'call'; readonly call: Call; readonly witness: number | null };

/**
 * (c) Legal actions that depend on a hidden order, like Lawyer Up's "first copy" of a card: a call names as
 * its witness the first card of the face-down deck that fits it.
 */
const hiddenOrder = defineGame<ToyState, WitnessAction, ToyView, ToyOptions, ToyEvent>({
  ...spec,
  legalActions: (s, seat) =>
    spec.legalActions(s, seat).map((a) =>
      a.type === 'call' ? { ...a, witness: [...s.deck].reverse().find(fits(a.call, half(s))) ?? null } : a,
    ),
  reduce: (s, seat, a) => spec.reduce(s, seat, a.type === 'call' ? { type: 'call', call: a.call } : a),
  describe: (a, locale) => spec.describe(a.type === 'call' ? { type: 'call', call: a.call } : a, locale),
});

type MarkedView = ToyView & { readonly marked: number | null };

/** Puts `card` on top of the deck, swapping it with the top card wherever it was (a hand, a seal, the deck). */
function onTop(w: ToyState, card: number): ToyState {
  const top = w.deck[w.deck.length - 1];
  if (top === undefined || top === card) return w;
  const swap = (c: number) => (c === card ? top : c === top ? card : c);
  return {
    ...w,
    deck: w.deck.map(swap),
    hands: w.hands.map((h) => h.map(swap)),
    sealed: w.sealed.map((c) => (c === null ? null : swap(c))),
  };
}

/**
 * (d) A leak through the view that resample copies along: the top card of the deck is marked, the view
 * shows it, and resample puts it back on top. View and resample agree; only an independent redeal, which
 * deals the deck again, shows that the view tells what it should not.
 */
const markedDeck = defineGame<ToyState, ToyAction, MarkedView, ToyOptions, ToyEvent>({
  ...spec,
  view: (s, viewer) => ({ ...spec.view(s, viewer), marked: s.deck[s.deck.length - 1] ?? null }),
  resample: (v, rng) => (v.marked === null ? spec.resample(v, rng) : onTop(spec.resample(v, rng), v.marked)),
});

type RollEvent = ToyEvent | { readonly type: 'rolled'; readonly audience: Audience; readonly roll: number };

/**
 * Not a leak: a call rolls a public die from the state's generator, and nobody's view keeps the roll. The
 * worlds get `s`'s generator, so the roll is the same in both; a world with a generator of its own would roll
 * another number and the law would see an event that differs under equal views.
 */
export const publicRoll = defineGame<ToyState, ToyAction, ToyView, ToyOptions, RollEvent>({
  ...spec,
  reduce(s, seat, a) {
    const step = spec.reduce(s, seat, a);
    if (a.type !== 'call') return step;
    const rng = Rng.from(s.rng);
    const roll = rng.between(1, 6);
    return { state: { ...step.state, rng: rng.state() }, events: [...step.events, { type: 'rolled', audience: 'all', roll }] };
  },
  describeEvent: (e, locale) =>
    e.type !== 'rolled' ? spec.describeEvent(e, locale) : locale === 'en' ? `The die shows ${e.roll}` : `Le dé montre ${e.roll}`,
});

/** A second deal that shuffles the deck of the state it was given, in place. */
export const impureRedeal = defineGame({
  ...spec,
  redeal(s, viewer, rng) {
    rng.shuffle(s.deck as number[]);
    return redealToy(s, viewer, rng);
  },
});

/** The toy game without its second deal. */
const noRedeal = defineGame({ ...spec, redeal: undefined });

export const LEAKY: readonly Broken[] = [
  { name: 'an event that tells the caller a hidden fact', law: 'non-interference', game: eventLeak, alone: true },
  { name: 'a public step only when a hidden hand allows a choice', law: 'non-interference', game: askedOnlyWhenSeveral, alone: true },
  { name: 'legal actions that name a card by its hidden position', law: 'legal-from-view', game: hiddenOrder, alone: true },
  { name: 'a view leak that resample copies along', law: 'redeal', game: markedDeck, alone: true },
  { name: 'a game without redeal', law: 'redeal', game: noRedeal, alone: true },
];
