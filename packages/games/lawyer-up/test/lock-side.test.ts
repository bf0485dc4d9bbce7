import { describe, expect, it } from 'vitest';
import type { Pending } from '../src/index.js';
import { case01Metrics } from '../src/metrics.js';
import { ALLOW, D, DONE, P, expectNext, game, juror, play, playCardAction, scenario, types } from './scenario.js';

// Scenario jurors: juror i shows BIASES[i % 6] (evidential, logical, emotional, reputation, bureaucratic, corruption)
// and has Skepticism (i % 6) + 1; top row (0–5) on P-near (1), bottom row (6–11) on D-near (2). Space 0 is locked.
const defenseTurn: Pending = { step: 'question', seat: D };
const LOCKED_BUT_2 = [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0];

describe('the lock side (Case 01): Influence', () => {
  it('the Prosecution may spend Influence to lock: a sway step from P-near onto the locked space, at Skepticism', () => {
    const s = scenario({ case: '01', pending: { step: 'sway', seat: P, points: 3 } });
    expectNext(s, [P], [juror(0), juror(1), juror(2), juror(6), juror(7), juror(8), DONE]);
    const { state, events } = play(s, [P, juror(2)]);
    expect(state.jurors[2]!.space).toBe(0);
    expect(events[0]).toMatchObject({ type: 'lock', seat: P, juror: 2, space: 0, paid: true });
    expect(state.pending).toEqual({ step: 'cleanup', seat: P });
  });

  it('a locked token cannot be swayed by Influence, by either side; the Defense cannot pay to unlock', () => {
    const spaces = [0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3];
    const d = scenario({ case: '01', spaces, pending: { step: 'sway', seat: D, points: 6 } });
    expectNext(d, [D], [juror(2), juror(3), juror(4), juror(5), juror(6), juror(7), juror(8), juror(9), juror(10), DONE]);
    const p = scenario({ case: '01', spaces, pending: { step: 'sway', seat: P, points: 6 } });
    expectNext(p, [P], [juror(2), juror(3), juror(4), juror(5), juror(6), juror(7), juror(8), juror(9), juror(10), juror(11), DONE]);
  });

  it('Case 00 has no lock: the same step reaches P-far and is an ordinary sway', () => {
    const { events } = play(scenario({ pending: { step: 'sway', seat: P, points: 3 } }), [P, juror(2)]);
    expect(events[0]).toMatchObject({ type: 'sway', space: 0 });
  });
});

describe('the lock side (Case 01): Lock and Unlock effects', () => {
  it('Lock moves a P-near token of that bias to the locked space, Skepticism ignored; what is not lockable is ignored', () => {
    // t1-lock-any: Lock 2 Emotional. Jurors 2 (P-near) and 8 (D-near) show Emotional: only 2 can be locked.
    const s = scenario({ case: '01', P: { hand: ['t1-lock-any'] } });
    const a = play(s, [P, playCardAction('t1-lock-any')]).state;
    expectNext(a, [P], [juror(2)]);
    const b = play(a, [P, juror(2)]).state;
    expect(b.jurors[2]!.space).toBe(0);
    // The second Lock finds nothing lockable (a blue token never moves to the locked space): ignored.
    expectNext(b, [D]);
    const none = scenario({ case: '01', spaces: [1, 1, 2, 1, 1, 1, 2, 2, 2, 2, 2, 2], P: { hand: ['t1-lock-any'] } });
    expectNext(play(none, [P, playCardAction('t1-lock-any')]).state, [D]);
  });

  it('only the Prosecution locks: a Lock resolved by the Defense is ignored', () => {
    const s = scenario({ case: '01', pending: defenseTurn, D: { hand: ['t1-lock-any'] } });
    const a = play(s, [D, playCardAction('t1-lock-any')]).state;
    expect(a.jurors[2]!.space).toBe(1);
    expectNext(a, [P]);
  });

  it('Unlock moves a locked token back to P-near (Defense only); with nothing locked it is ignored', () => {
    const locked = scenario({ case: '01', pending: defenseTurn, spaces: [1, 1, 0, 1, 1, 1, 2, 2, 2, 2, 2, 2], D: { hand: ['t1-unlock-any'] } });
    const a = play(locked, [D, playCardAction('t1-unlock-any')]).state;
    expectNext(a, [D], [juror(2)]);
    const b = play(a, [D, juror(2)]);
    expect(b.state.jurors[2]!.space).toBe(1);
    expect(types(b.events)[0]).toBe('unlock');
    // An unlocked token is the Prosecution's again, but no longer locked: Influence can sway it.
    expectNext(b.state, [P]);
    const nothing = scenario({ case: '01', pending: defenseTurn, D: { hand: ['t1-unlock-any'] } });
    expectNext(play(nothing, [D, playCardAction('t1-unlock-any')]).state, [P]);
    // The Prosecution cannot unlock.
    const byP = scenario({ case: '01', spaces: [1, 1, 0, 1, 1, 1, 2, 2, 2, 2, 2, 2], P: { hand: ['t1-unlock-any'] } });
    const c = play(byP, [P, playCardAction('t1-unlock-any')]).state;
    expect(c.jurors[2]!.space).toBe(0);
    expectNext(c, [D]);
  });

  it('a Sway effect cannot lock: on the lock side the Prosecution’s sway stops at P-near', () => {
    // t-sway-two: Sway 2 Logical; jurors 1 (P-near) and 7 (D-near) show Logical.
    const s = scenario({ case: '01', P: { hand: ['t-sway-two'] } });
    const a = play(s, [P, playCardAction('t-sway-two')], [D, ALLOW]).state;
    expectNext(a, [P], [juror(7)]);
    const b = play(a, [P, juror(7)]).state;
    expect(b.jurors[7]!.space).toBe(1);
    expectNext(b, [D]);
  });
});

describe('Case 01 ends at once when the Prosecution has all twelve jurors locked', () => {
  it('by a Lock effect, mid-questioning: the rest of the effect and the witness are dropped', () => {
    const s = scenario({ case: '01', spaces: LOCKED_BUT_2, P: { hand: ['t1-lock-any'] } });
    const a = play(s, [P, playCardAction('t1-lock-any')]).state;
    const { state, events } = play(a, [P, juror(2)]);
    expect(state.pending).toEqual({ step: 'over' });
    expect(state.queue).toEqual([]);
    expect(types(events)).toEqual(['lock', 'all-locked']);
    expect(game.outcome(state)).toEqual({ winners: [P], payoff: [1, 0], scores: [12, 0], reason: 'all-locked' });
    expect(game.toAct(state)).toEqual([]);
  });

  it('by Influence spent after a witness: no claim, no clean-up', () => {
    const s = scenario({ case: '01', spaces: LOCKED_BUT_2, pending: { step: 'sway', seat: P, points: 5 } });
    const { state } = play(s, [P, juror(2)]);
    expect(state.pending).toEqual({ step: 'over' });
    expect(state.reason).toBe('all-locked');
    expect(state.claimed).toEqual([[], []]);
  });

  it('twelve jurors on the Prosecution’s side but not all locked is no early end', () => {
    const s = scenario({ case: '01', spaces: [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1], pending: { step: 'sway', seat: P, points: 3 } });
    const { state } = play(s, [P, juror(2)]);
    expect(state.pending).toEqual({ step: 'cleanup', seat: P });
  });
});

describe('Case 01 metrics: locks, unlocks, early ends', () => {
  it('count Lock effects and Influence locks, Unlocks, and a match ended by the twelfth lock', () => {
    const s = scenario({ case: '01', spaces: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], pending: defenseTurn, D: { hand: ['t1-unlock-any'] } });
    const a = play(s, [D, playCardAction('t1-unlock-any')], [D, juror(2)], [D, juror(8)]);
    const b = play(scenario({ case: '01', spaces: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], pending: { step: 'sway', seat: P, points: 1 } }), [P, juror(0)]);
    const events = [...a.events, ...b.events];
    const m = { players: 2, events, final: b.state, outcome: game.outcome(b.state), actions: 4 };
    const got = Object.fromEntries(case01Metrics.map((x) => [x.id, x.measure(m)]));
    expect(got).toEqual({ locks: 1, unlocks: 2, 'early-ends': [1, 1], 'closing-swing': 0, 'closing-decided': [0, 0] });
  });
});
