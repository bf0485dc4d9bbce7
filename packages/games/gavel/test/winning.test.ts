import { describe, expect, it } from 'vitest';
import { gavel, type GavelState } from '../src/index.js';
import { DRAW, JURY, PASS, expectNext, play, proffer, scenario, types, type ScenarioSpec } from './scenario.js';

/** The first scenario seed whose verdict comes out as asked, so each branch is tested on purpose. */
function withVerdict(spec: ScenarioSpec, guilty: boolean): GavelState {
  for (let i = 0; i < 200; i++) {
    const s = scenario({ ...spec, seed: `verdict-${i}` });
    const seat = s.active;
    if (play(s, [seat, JURY]).state.verdict?.guilty === guilty) return s;
  }
  throw new Error('no seed gives that verdict');
}

const jurySpec: ScenarioSpec = {
  players: 3,
  hands: [['red-1', 'blue-objection'], ['green-1'], ['yellow-1']],
  admitted: [['red-3', 'blue-2'], [], []],
  pending: { step: 'open', seat: 0 },
};

describe('winning', () => {
  it('reaching the target points wins the moment the evidence is admitted', () => {
    const s = scenario({ hands: [['red-3'], ['green-1']], admitted: [['blue-3', 'blue-3', 'green-3'], []] });
    const { state, events } = play(s, [0, proffer('red-3')], [1, PASS]);
    expect(types(events)).toEqual(['proffer', 'pass', 'admitted', 'won']);
    expect(gavel.outcome(state)).toEqual({ winners: [0], payoff: [1, 0], scores: [12, 0], reason: 'target' });
    expect(gavel.toAct(state)).toEqual([]);
  });

  it('a response that admits the evidence can win too', () => {
    const s = scenario({ hands: [['red-3', 'red-response'], ['red-objection']], admitted: [['blue-3', 'blue-3', 'green-3'], []] });
    const { state } = play(s, [0, proffer('red-3')], [1, { type: 'object', card: 'red-objection' }], [0, { type: 'respond', card: 'red-response' }]);
    expect(gavel.outcome(state)?.winners).toEqual([0]);
  });

  it('Go to the Jury: a Guilty verdict wins', () => {
    const { state, events } = play(withVerdict(jurySpec, true), [0, JURY]);
    expect(types(events)).toEqual(['jury', 'verdict', 'won']);
    expect(state.verdict).toEqual({ seat: 0, points: 5, guilty: true });
    expect(gavel.outcome(state)).toMatchObject({ winners: [0], reason: 'jury' });
  });

  it('Go to the Jury: Not Guilty eliminates; hand and evidence go to the discard stack; play goes on clockwise', () => {
    const { state, events } = play(withVerdict(jurySpec, false), [0, JURY]);
    expect(types(events).slice(0, 3)).toEqual(['jury', 'verdict', 'eliminated']);
    expect(state.eliminated).toEqual([true, false, false]);
    expect(state.discard).toEqual(['red-1', 'blue-objection', 'red-3', 'blue-2']);
    expect(state.hands[0]).toEqual([]);
    expect(state.points).toEqual([0, 0, 0]);
    expect(state.active).toBe(1);
    expect(gavel.outcome(state)).toBeNull();
    // Seat 0 is never asked again.
    const next = play(state, [1, proffer('green-1')]);
    expect(next.state.pending).toMatchObject({ waiting: [2] });
  });

  it('the last player standing wins', () => {
    const s = withVerdict({ ...jurySpec, players: 2, hands: [['red-1'], ['green-1']], admitted: [['red-3'], []] }, false);
    const { state } = play(s, [0, JURY]);
    expect(gavel.outcome(state)).toEqual({ winners: [1], payoff: [0, 1], scores: [0, 0], reason: 'last-standing' });
  });

  it('the verdict pool holds N Guilty cards in 12', () => {
    let guilty = 0;
    const trials = 1200;
    for (let i = 0; i < trials; i++) {
      const s = scenario({ ...jurySpec, admitted: [['red-3'], [], []], seed: `pool-${i}` });
      if (play(s, [0, JURY]).state.verdict?.guilty) guilty++;
    }
    // 3 in 12: 300 expected; the bounds are 6 standard deviations wide.
    expect(guilty).toBeGreaterThan(210);
    expect(guilty).toBeLessThan(390);
    const sure = scenario({ ...jurySpec, targetPoints: 30, admitted: [['red-3', 'red-3', 'blue-3', 'blue-3'], [], []] });
    expect(play(sure, [0, JURY]).state.verdict?.guilty).toBe(true);
  });

  it('with every evidence card admitted, a player who may go to the jury must', () => {
    const evidence = gavel.setup(2, gavel.options.parse({}), 'x').cards.filter((c) => /-\d$/.test(c));
    const half = evidence.length / 2;
    const s = scenario({
      hands: [['red-objection'], ['green-response']],
      admitted: [evidence.slice(0, half), evidence.slice(half)],
      pending: { step: 'open', seat: 0 },
      targetPoints: 99,
    });
    expectNext(s, [0], [JURY]);
    const open = scenario({ hands: [['red-1'], []], admitted: [['red-3'], []], pending: { step: 'open', seat: 0 } });
    expectNext(open, [0], [JURY, DRAW]);
  });

  it('with every evidence card admitted and nobody able to go to the jury, the match ends without a winner', () => {
    const s = scenario({ hands: [['red-1'], ['green-objection']], drawStack: [], discard: [] });
    const { state } = play(s, [0, proffer('red-1')], [1, PASS]);
    expect(gavel.outcome(state)).toEqual({ winners: [], payoff: [0.5, 0.5], scores: [1, 0], reason: 'stalemate' });
  });
});
