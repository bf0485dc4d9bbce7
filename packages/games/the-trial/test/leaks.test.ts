import { eventsFor, type Seat } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { theTrial, type Statement, type TrialState } from '../src/index.js';
import { atStep, discard, file, give, order, play, playUntil, quiet, REST, scenario, type Played } from './scenario.js';

/** Two tables alike but for hidden alignments, brought to the same discussion by the same quiet play. */
function discussing(roles: string): TrialState {
  return playUntil(scenario({ roles }), atStep('discuss'), quiet).state;
}

/** What a viewer can tell of a step: its own events' types and who acts next. */
function seen(p: Played, viewer: Seat | 'spectator'): { types: string[]; toAct: Seat[] } {
  return { types: eventsFor(p.events, viewer).map((e) => e.type), toAct: theTrial.toAct(p.state) };
}

describe('leaks closed (issue 13)', () => {
  // Issue 13's repro: a speaker said "Player 5 is bad" and its log answered "told the truth".
  it('a statement about a player tells the speaker nothing of that player: same events and view either way', () => {
    const st: Statement = { about: 'player', seat: 4, alignment: 'bad' };
    const a = discussing('J L+ L- D+ D- W+ W- Y');
    const b = discussing('J L+ L- D- D+ W+ W- Y');
    const speaker: Seat = 1;
    // The speaker cannot tell the two tables apart.
    expect(theTrial.view(a, speaker)).toEqual(theTrial.view(b, speaker));
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

  // The conformance law of non-interference: the flow after an action may not branch on what a viewer cannot see.
  it("a case file's hidden cards do not decide who acts next: the Judge declares, then the game ends or goes on", () => {
    // 5 players; lawyer 2 has filed two cards lawyer 1 never saw, then lawyer 1 files and rests: the reveal.
    const a = play(
      scenario({ roles: 'J L+ L- D+ D-', wins: { good: 1, bad: 2 }, draw: ['alibi', 'alibi', 'receipt', 'fingerprints', 'fingerprints', 'receipt', 'receipt', 'phone-record', 'motive-letter', 'murder-weapon'] }),
      [0, order(3)], [0, order(2)],
      [3, discard('receipt')], [3, give('alibi', 1)], [3, give('alibi', 1)],
      [4, discard('receipt')], [4, give('receipt', 1)], [4, give('phone-record', 1)],
      [2, file('fingerprints')], [2, file('fingerprints')], [2, REST],
    ).state;
    // The same table as lawyer 1 sees it, lawyer 2 having filed its other two cards.
    const b: TrialState = { ...a, caseFile: a.caseFile.map((f) => ({ ...f, card: f.card === 'fingerprints' ? (f === a.caseFile[0] ? 'motive-letter' : 'murder-weapon') : f.card })), hands: a.hands.map((h, seat) => (seat === 2 ? ['fingerprints', 'fingerprints'] : h)) };
    expect(theTrial.view(b, 1)).toEqual(theTrial.view(a, 1));
    const steps = [[1, file('alibi')], [1, file('receipt')], [1, REST]] as const;
    const pa = play(a, ...steps);
    const pb = play(b, ...steps);
    expect([pa.state.results[0]?.winner, pb.state.results[0]?.winner]).toEqual(['good', 'bad']);
    for (const viewer of [1, 3, 'spectator'] as const) expect(seen(pa, viewer)).toEqual(seen(pb, viewer));
    expect(theTrial.toAct(pa.state)).toEqual([0]);
    expect(theTrial.outcome(play(pb.state, [0, { type: 'declare' }]).state)?.winningTeam).toBe('bad');
    expect(play(pa.state, [0, { type: 'declare' }]).state.pending.step).toBe('discuss');
  });

  it("an accusation's hidden truth does not decide who acts next either", () => {
    const jury = (roles: string): TrialState => playUntil(scenario({ roles }), atStep('jury'), quiet).state;
    const accuse = [[7, { type: 'accuse' }], [7, { type: 'toggle', seat: 2 }], [7, { type: 'toggle', seat: 4 }], [7, { type: 'toggle', seat: 6 }], [7, { type: 'confirm' }]] as const;
    const right = play(jury('J L+ L- D+ D- W+ W- Y'), ...accuse);
    const wrong = play(jury('J L- L+ D+ D- W+ W- Y'), ...accuse);
    expect([right.state.accusation?.correct, wrong.state.accusation?.correct]).toEqual([true, false]);
    for (const viewer of [7, 5, 'spectator'] as const) expect(seen(right, viewer)).toEqual(seen(wrong, viewer));
  });
});
