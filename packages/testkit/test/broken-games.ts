/**
 * Variants of the toy game, each breaking one conformance law on purpose, to prove every law can fail.
 * `law` is the law each one must be caught by.
 */
import { deepEqual, defineGame, ok, Rng, type AnyGame, type GameEvent } from '@docket/engine';
import type { Law } from '@docket/testkit';
import { toyGame, toyOptions, toySpec, type ToyAction, type ToyState, type ToyView } from '../../engine/test/toy-game.js';

export interface Broken {
  readonly name: string;
  readonly law: Law;
  readonly game: AnyGame;
  /** False when breaking the law unavoidably breaks others too (the play goes on from a wrong state). */
  readonly alone: boolean;
  /** Other laws that rightly catch the same fault (a view that leaks is also caught by redeal). */
  readonly also?: readonly Law[];
}

const spec = toySpec;

/** A round that would end the game deals a fresh game instead: nobody ever wins. */
const endless = defineGame({
  ...spec,
  reduce(s, seat, a) {
    const step = spec.reduce(s, seat, a);
    if (spec.outcome(step.state) === null) return step;
    const fresh = spec.setup(s.players, { handSize: s.handSize }, Rng.from(step.state.rng).seed());
    return { state: { ...fresh, points: step.state.points }, events: step.events };
  },
});

/** Forgets to declare the end: nobody is asked to act and there is no outcome. */
const stuck = defineGame({ ...spec, outcome: () => null });

let clerk = 0;
/** Numbers its events from a counter outside the state, so a second run differs. */
const forgetful = defineGame({
  ...spec,
  reduce(s, seat, a) {
    const step = spec.reduce(s, seat, a);
    return { ...step, events: [...step.events, { type: 'verdict', audience: 'all', points: [clerk++] }] };
  },
});

/** Options whose parse is not idempotent: a record's parsed options do not parse back to themselves. */
const unreplayable = defineGame({ ...spec, options: toyOptions.transform((o) => ({ handSize: Math.min(5, o.handSize + 1) })) });

/** The view shows every hand. */
const leakyView = defineGame({ ...spec, view: (s, viewer) => ({ ...spec.view(s, viewer), hands: s.hands }) as ToyView });

/** Resample deals a new game from scratch, ignoring what the viewer knows. */
const blindResample = defineGame({
  ...spec,
  resample: (v, rng) => spec.setup(v.players, { handSize: v.handSize }, rng.seed()),
});

/** Resample ignores its generator: every world is the same. */
const fixedResample = defineGame({ ...spec, resample: (v) => spec.resample(v, Rng.seeded('always the same')) });

/** The view hands out the generator, which predicts every future draw. */
const generatorInView = defineGame({
  ...spec,
  view: (s, viewer) => ({ ...spec.view(s, viewer), audit: { trail: s.rng } }) as ToyView,
});

/** The view is the state itself. */
const stateAsView = defineGame({ ...spec, view: (s) => s as unknown as ToyView });

/** Apply writes the call into the state it was given. */
const mutating = defineGame({
  ...spec,
  reduce(s, seat, a) {
    if (a.type === 'call') (s as { call: string | null }).call = a.call;
    return spec.reduce(s, seat, a);
  },
});

/** Lists calling low but refuses it. */
const refusesLegal = defineGame({
  ...spec,
  check(s, seat, a) {
    if (a.type === 'call' && a.call === 'low') return { code: 'no-low', message: 'Nobody calls low here.' };
    return spec.legalActions(s, seat).some((l) => deepEqual(l, a)) ? null : { code: 'illegal-action', message: 'Not legal.' };
  },
});

/** Apply without the checks: bad input reaches the rules. */
const unchecked: AnyGame = {
  ...toyGame,
  apply: (s: ToyState, seat: number, a: unknown) => ok(spec.reduce(s, seat, a as ToyAction)),
};

/** Offers seals to seats that are not asked to act. */
const eagerIdle = defineGame({
  ...spec,
  legalActions: (s, seat) =>
    spec.toAct(s).includes(seat) ? spec.legalActions(s, seat) : (s.hands[seat] ?? []).map((card) => ({ type: 'seal', card })),
});

/** A state field left undefined: JSON drops it. */
const undefinedField = defineGame({
  ...spec,
  setup: (players, options, seed) => ({ ...spec.setup(players, options, seed), clerk: undefined }),
});

/** A view with an infinite number: JSON writes null. */
const infiniteView = defineGame({ ...spec, view: (s, viewer) => ({ ...spec.view(s, viewer), limit: Infinity }) });

/** A Map in the state: JSON writes {}. */
const mapInState = defineGame({
  ...spec,
  setup: (players, options, seed) => ({ ...spec.setup(players, options, seed), ledger: new Map<string, number>() }),
});

/** Tells a seat that does not exist. */
const strayAudience = defineGame({
  ...spec,
  reduce(s, seat, a) {
    const step = spec.reduce(s, seat, a);
    const note: GameEvent = { type: 'note', audience: [s.players + 1] };
    return { ...step, events: [...step.events, note] };
  },
});

/** No French description of actions. */
const mute = defineGame({ ...spec, describe: (a, locale) => (locale === 'fr' ? '' : spec.describe(a, locale)) });

/** Renders nothing for spectators. */
const blankRender = defineGame({ ...spec, render: (v, locale) => (v.viewer === 'spectator' ? '  ' : spec.render(v, locale)) });

/** A payoff missing the last seat. */
const shortPayoff = defineGame({
  ...spec,
  outcome(s) {
    const o = spec.outcome(s);
    return o === null ? null : { ...o, payoff: o.payoff.slice(1) };
  },
});

export const BROKEN: readonly Broken[] = [
  { name: 'a game that never ends', law: 'termination', game: endless, alone: true },
  { name: 'a game stuck without an outcome', law: 'termination', game: stuck, alone: true },
  // Events that depend on something outside the state differ between two worlds too.
  { name: 'events numbered from outside the state', law: 'determinism', game: forgetful, alone: true, also: ['non-interference'] },
  { name: 'options that do not parse back to themselves', law: 'replay', game: unreplayable, alone: true },
  { name: 'a view that leaks the other hands', law: 'view-resample', game: leakyView, alone: true, also: ['redeal'] },
  { name: 'a resample that ignores the view', law: 'view-resample', game: blindResample, alone: true },
  { name: 'a resample that ignores its generator', law: 'view-resample', game: fixedResample, alone: true },
  // redeal gives its world a fresh generator, which such a view shows.
  { name: 'a view that carries the generator', law: 'view-resample', game: generatorInView, alone: true, also: ['redeal'] },
  { name: 'a view that is the state', law: 'view-resample', game: stateAsView, alone: false },
  { name: 'an apply that mutates its input', law: 'legality', game: mutating, alone: false },
  { name: 'a legal action that apply refuses', law: 'legality', game: refusesLegal, alone: false },
  { name: 'an apply without checks', law: 'legality', game: unchecked, alone: false },
  { name: 'legal actions for idle seats', law: 'legality', game: eagerIdle, alone: true },
  { name: 'an undefined state field', law: 'serialisation', game: undefinedField, alone: true },
  { name: 'an infinite number in a view', law: 'serialisation', game: infiniteView, alone: true },
  { name: 'a Map in the state', law: 'serialisation', game: mapInState, alone: true },
  { name: 'an event for a seat that does not exist', law: 'events-and-text', game: strayAudience, alone: true },
  { name: 'actions without French words', law: 'events-and-text', game: mute, alone: true },
  { name: 'a blank render', law: 'events-and-text', game: blankRender, alone: true },
  { name: 'a payoff missing a seat', law: 'events-and-text', game: shortPayoff, alone: true },
];
