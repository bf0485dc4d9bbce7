import { eventsFor, type Seat } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { theTrial, type Statement, type TrialState } from '../src/index.js';
import { atStep, play, playUntil, quiet, scenario } from './scenario.js';

/** Two tables alike but for hidden alignments, brought to the same discussion by the same quiet play. */
function discussing(roles: string): TrialState {
  return playUntil(scenario({ roles }), atStep('discuss'), quiet).state;
}

describe('leaks closed (issue 13)', () => {
  // Issue 13's repro: a speaker said "Player 5 is bad" and its log answered "told the truth".
  it('a statement about a player tells the speaker nothing of that player: same events and view either way', () => {
    const st: Statement = { about: 'player', seat: 4, alignment: 'bad' };
    const a = discussing('J L+ L- D+ D- W+ W- Y');
    const b = discussing('J L- L+ D- D+ W+ W- Y');
    const speaker: Seat = 1;
    expect(a.pending).toEqual(b.pending);
    expect(theTrial.view(a, speaker).alignments).toEqual(theTrial.view(b, speaker).alignments.map((x, i) => (i === speaker ? 'good' : x)));
    const sa = play(a, [speaker, { type: 'state', statement: st }]);
    const sb = play(b, [speaker, { type: 'state', statement: st }]);
    expect(a.alignments[4]).toBe('bad');
    expect(b.alignments[4]).toBe('good');
    for (const viewer of [speaker, 4, 'spectator'] as const) {
      expect(eventsFor(sa.events, viewer)).toEqual(eventsFor(sb.events, viewer));
    }
    expect(sa.events.map((e) => e.type)).toEqual(['statement']);
  });

  it('the honesty metric judges statements from the final state only once the game is over', () => {
    const m = theTrial.metrics?.find((x) => x.id === 'statements-honest');
    if (!m) throw new Error('no honesty metric');
    const s = discussing('J L+ L- D+ D- W+ W- Y');
    const said = play(s, [1, { type: 'state', statement: { about: 'player', seat: 2, alignment: 'bad' } }], [2, { type: 'state', statement: { about: 'player', seat: 1, alignment: 'good' } }]);
    const mid = { players: 8, events: said.events, final: said.state, outcome: null, actions: 2 };
    expect(m.measure(mid)).toEqual([0, 0]);
    const over: TrialState = { ...said.state, pending: { step: 'over' }, winner: 'good', reason: 'three-rounds' };
    expect(m.measure({ ...mid, final: over })).toEqual([2, 2]);
  });
});
