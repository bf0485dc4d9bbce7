import { eventsFor } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { gavel, type GavelState } from '../src/index.js';
import { JURY, play, scenario, type ScenarioSpec } from './scenario.js';

/** The first scenario seed whose verdict is Not Guilty for the seat going to the jury. */
function notGuilty(spec: ScenarioSpec): GavelState {
  for (let i = 0; i < 200; i++) {
    const s = scenario({ ...spec, seed: `verdict-${i}` });
    if (play(s, [s.active, JURY]).state.verdict?.guilty === false) return s;
  }
  throw new Error('no seed gives Not Guilty');
}

describe('what the conformance laws caught', () => {
  // Non-interference: the order of a hand is the order its cards were dealt and drawn, which nobody else saw.
  // An eliminated hand used to reach the discard stack (and the event) in that order; with the discard stack then
  // reshuffled at once, two worlds that differ only in that order looked alike but sent other events.
  it('an eliminated hand goes face up in canonical order, whatever order it was held in', () => {
    const spec: ScenarioSpec = {
      players: 3,
      hands: [['yellow-1', 'blue-impeached', 'red-objection'], ['green-1'], ['yellow-2']],
      admitted: [['red-3', 'blue-2'], [], []],
      pending: { step: 'open', seat: 0 },
    };
    const s = notGuilty(spec);
    const reordered: GavelState = { ...s, hands: [['red-objection', 'yellow-1', 'blue-impeached'], ...s.hands.slice(1)] };
    const a = play(s, [0, JURY]);
    const b = play(reordered, [0, JURY]);
    const eliminated = a.events.find((e) => e.type === 'eliminated');
    expect(eliminated).toMatchObject({ hand: ['red-objection', 'blue-impeached', 'yellow-1'], admitted: ['red-3', 'blue-2'] });
    expect(a.state.discard).toEqual(['red-objection', 'blue-impeached', 'yellow-1', 'red-3', 'blue-2']);
    for (const viewer of [1, 2, 'spectator'] as const) {
      expect(eventsFor(b.events, viewer)).toEqual(eventsFor(a.events, viewer));
      expect(gavel.view(b.state, viewer)).toEqual(gavel.view(a.state, viewer));
    }
  });
});
