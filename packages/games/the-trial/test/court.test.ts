import type { Seat } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { cancelPairs, theTrial, type Kind, type TrialAction, type TrialState } from '../src/index.js';
import { DECLARE, discard, expectNext, file, give, order, PASS, play, playUntil, REST, scenario } from './scenario.js';

const at = (step: string) => (s: TrialState): boolean => s.pending.step === step;

// 5 players: 0 Judge, 1 good lawyer, 2 bad lawyer, 3 good defendant, 4 bad defendant.
const D3: Kind[] = ['alibi', 'alibi', 'receipt', 'fingerprints', 'fingerprints'];
const D4: Kind[] = ['receipt', 'receipt', 'phone-record', 'motive-letter', 'murder-weapon'];

function toFiling(spec: { wins?: { good: number; bad: number } } = {}): TrialState {
  return play(
    scenario({ roles: 'J L+ L- D+ D-', draw: [...D3, ...D4], ...spec }),
    [0, order(3)],
    [0, order(1)],
    [3, discard('receipt')],
    [3, give('alibi', 1)],
    [3, give('alibi', 1)],
    [4, discard('receipt')],
    [4, give('receipt', 1)],
    [4, give('phone-record', 1)],
  ).state;
}

describe('witnesses', () => {
  const keep = (l: TrialAction[]): TrialAction => l.find((a) => a.type === 'rest') ?? (l[0] as TrialAction);
  const seven = (): TrialState => playUntil(scenario({ roles: 'J L+ L- D+ D- W+ W-' }), at('peek'), keep).state;

  it('look at the top card of a defendant pile, secretly', () => {
    const s = seven();
    expect(s.pending).toEqual({ step: 'peek', seat: s.order.witnesses[0] });
    const w = s.order.witnesses[0] as Seat;
    const other = s.order.witnesses[1] as Seat;
    expectNext(s, w, [
      { type: 'peek-pile', defendant: 3 },
      { type: 'peek-pile', defendant: 4 },
      { type: 'peek-hand', lawyer: 1 },
      { type: 'peek-hand', lawyer: 2 },
    ]);
    const top = s.piles[4]?.at(-1)?.card as Kind;
    const { state, events } = play(s, [w, { type: 'peek-pile', defendant: 4 }]);
    expect(state.memory[w]?.at(-1)).toEqual({ round: 1, what: 'peeked-pile', defendant: 4, card: top });
    expect(theTrial.view(state, w).piles[4]).toEqual([top]);
    expect(theTrial.view(state, other).piles[4]).toEqual([null]);
    expect(events.find((e) => e.type === 'peek-card')?.audience).toEqual([w]);
    expect(state.pending).toEqual({ step: 'peek', seat: other });
  });

  it("look at a random card of a lawyer's hand, which the witness then knows the lawyer holds", () => {
    const s = seven();
    const w = s.order.witnesses[0] as Seat;
    const { state } = play(s, [w, { type: 'peek-hand', lawyer: 2 }]);
    const seen = state.memory[w]?.at(-1);
    expect(seen?.what).toBe('peeked-hand');
    const card = (seen as { card: Kind }).card;
    expect(state.hands[2]).toContain(card);
    expect(state.pins[w]?.[2]).toEqual([card]);
  });
});

describe('the Jury', () => {
  const eight = (): TrialState => playUntil(scenario({ roles: 'J L+ L- D+ D- W+ W- Y' }), at('jury')).state;

  it('passes or accuses, once in the game', () => {
    expectNext(eight(), 7, [PASS, { type: 'accuse' }]);
  });

  it('builds the accusation by toggling players, then confirms: exactly the bad team wins the game', () => {
    const s = play(eight(), [7, { type: 'accuse' }]).state;
    expect(theTrial.legalActions(s, 7)).toEqual([1, 2, 3, 4, 5, 6].map((seat) => ({ type: 'toggle', seat })));
    const built = play(s, [7, { type: 'toggle', seat: 2 }], [7, { type: 'toggle', seat: 4 }], [7, { type: 'toggle', seat: 6 }]).state;
    expect(built.pending).toMatchObject({ step: 'accuse', chosen: [2, 4, 6] });
    expect(theTrial.legalActions(built, 7).at(-1)).toEqual({ type: 'confirm' });
    const confirmed = play(built, [7, { type: 'confirm' }]).state;
    expect(confirmed.accusation).toEqual({ round: 1, seats: [2, 4, 6], correct: true });
    // The result is public; the game ends on the Judge's declaration, whatever was hidden.
    expectNext(confirmed, 0, [DECLARE]);
    const done = play(confirmed, [0, DECLARE]).state;
    expect(theTrial.toAct(done)).toEqual([]);
    const o = theTrial.outcome(done);
    expect(o).toMatchObject({ reason: 'accusation', winningTeam: 'good', winners: [0, 1, 3, 5, 7] });
    expect(o?.payoff).toEqual([1, 1, 0, 1, 0, 1, 0, 1]);
    expect(o?.teams).toEqual([
      { id: 'good', seats: [0, 1, 3, 5, 7] },
      { id: 'bad', seats: [2, 4, 6] },
    ]);
  });

  it('is silenced by a wrong accusation: no more Jury turns, no statements', () => {
    const s = play(eight(), [7, { type: 'accuse' }], [7, { type: 'toggle', seat: 2 }], [7, { type: 'confirm' }], [0, DECLARE], [0, DECLARE]).state;
    expect(s.accusation).toEqual({ round: 1, seats: [2], correct: false });
    expect(s.results).toHaveLength(1);
    const talk = playUntil(s, (x) => x.pending.step !== 'discuss', () => PASS);
    const spoke = talk.events.filter((e) => e.type === 'silent').map((e) => e.seat);
    expect(spoke).not.toContain(7);
    const round2 = playUntil(talk.state, (x) => x.round === 2 && x.pending.step === 'discuss');
    expect(round2.events.some((e) => e.type === 'jury-pass' || e.type === 'accuse-start')).toBe(false);
  });
});

describe('the reveal', () => {
  it('cancels identical pairs and gives a tie to the bad team', () => {
    expect(cancelPairs(['alibi', 'alibi', 'alibi', 'fingerprints', 'receipt', 'fingerprints'])).toEqual(['alibi', 'receipt']);
    const s = play(toFiling(), [1, file('alibi')], [1, file('alibi')], [1, REST], [2, file('fingerprints')], [2, file('fingerprints')], [2, REST]);
    const r = s.state.results[0];
    expect(r).toMatchObject({ revealed: ['alibi', 'alibi', 'fingerprints', 'fingerprints'], remaining: [], innocence: 0, guilt: 0, winner: 'bad' });
    expect(s.state.wins).toEqual({ good: 0, bad: 1 });
    expect(s.state.caseFile).toEqual([]);
    expectNext(s.state, 0, [DECLARE]);
    // Declared, the discussion opens (clockwise from the Judge's left).
    expect(play(s.state, [0, DECLARE]).state.pending).toEqual({ step: 'discuss', seat: 1, lap: 0, done: [] });
  });

  it('declares the side with more cards left the winner', () => {
    const files: [number, TrialAction][] = [
      [1, file('alibi')],
      [1, file('alibi')],
      [1, file('receipt')],
      [1, file('phone-record')],
      [2, file('fingerprints')],
      [2, file('fingerprints')],
      [2, file('motive-letter')],
      [2, REST],
    ];
    const s = play(toFiling(), ...files).state;
    expect(s.results[0]).toMatchObject({ remaining: ['receipt', 'phone-record', 'motive-letter'], innocence: 2, guilt: 1, winner: 'good' });
  });

  it("ends the game on the Judge's declaration when a team wins its third round", () => {
    const revealed = play(toFiling({ wins: { good: 1, bad: 2 } }), [1, file('alibi')], [1, file('alibi')], [1, REST], [2, file('fingerprints')], [2, file('fingerprints')], [2, REST]).state;
    expectNext(revealed, 0, [DECLARE]);
    const s = play(revealed, [0, DECLARE]).state;
    expect(s.pending).toEqual({ step: 'over' });
    expect(theTrial.outcome(s)).toMatchObject({ reason: 'three-rounds', winningTeam: 'bad', winners: [2, 4], scores: [1, 1, 3, 1, 3] });
    // Every role opens at the end.
    expect(theTrial.view(s, 'spectator').alignments).toEqual(['good', 'good', 'bad', 'good', 'bad']);
  });
});
