import { describe, expect, it } from 'vitest';
import type { Pending } from '../src/index.js';
import { closingInfluence, witnessSymbols } from '../src/closing.js';
import { case01Metrics } from '../src/metrics.js';
import { D, DONE, OBJECT, P, call, expectNext, game, juror, play, playCardAction, scenario, types } from './scenario.js';

// The last clean-up of Case 01 (no key witness left): the Defense's "done" draws and ends the round.
const lastCleanup: Pending = { step: 'cleanup', seat: D };
const closing = (spec: Parameters<typeof scenario>[0]) => scenario({ case: '01', witness: null, keyWitnesses: [], pending: lastCleanup, ...spec });

describe('Case 01 closing statements: 3 Influence per matching bias symbol on claimed witnesses', () => {
  it('counts every bias printed on a claimed witness once, against the side’s own strategy', () => {
    // t1-coroner prints evidential, logical | logical, emotional: three symbols.
    expect(witnessSymbols('t1-coroner')).toEqual(['evidential', 'logical', 'emotional']);
    // The Forensic strategy scores evidential and logical: 2 symbols; the Alibi strategy scores emotional: 1.
    const s = closing({ P: { claimed: ['t1-coroner'] }, D: { claimed: ['t1-coroner'] } });
    expect(closingInfluence(s, P)).toBe(6);
    expect(closingInfluence(s, D)).toBe(3);
  });

  it('equal Influence: no last sway; the Defense wins with one juror on its side', () => {
    const { state, events } = play(closing({ P: { claimed: ['t1-coroner'] }, D: { claimed: ['t1-sister'] } }), [D, DONE]);
    expect(events.find((e) => e.type === 'closing-statements')).toMatchObject({ influence: [6, 6], before: D });
    expect(state.pending).toEqual({ step: 'over' });
    expect(game.outcome(state)).toEqual({ winners: [D], payoff: [0, 1], scores: [6, 6], reason: 'witnesses' });
  });

  it('the one with more spends the difference to sway one last time; the Prosecution wins only with every juror', () => {
    // 9 (coroner 2 + detective 1 symbols) against 6 (sister 2): the Prosecution sways with 3.
    const spaces = [1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1];
    const { state } = play(closing({ spaces, P: { claimed: ['t1-coroner', 't1-detective'] }, D: { claimed: ['t1-sister'] } }), [D, DONE]);
    expect(state.pending).toEqual({ step: 'sway', seat: P, points: 3, closing: true });
    // It may lock with Influence, as after a witness; juror 6 (Skepticism 1) is the Defense's last.
    expectNext(state, [P], [juror(0), juror(1), juror(2), juror(6), juror(7), juror(8), DONE]);
    const a = play(state, [P, juror(6)]).state;
    expect(a.pending).toEqual({ step: 'sway', seat: P, points: 2, closing: true });
    const { state: end, events } = play(a, [P, DONE]);
    expect(types(events)).toEqual(['closing']);
    expect(game.outcome(end)).toMatchObject({ winners: [P], scores: [12, 0] });
    // The metrics see a last sway that changed the verdict.
    const m = { players: 2, events: [...play(closing({ spaces, P: { claimed: ['t1-coroner', 't1-detective'] }, D: { claimed: ['t1-sister'] } }), [D, DONE], [P, juror(6)], [P, DONE]).events], final: end, outcome: game.outcome(end), actions: 3 };
    expect(case01Metrics.find((x) => x.id === 'closing-swing')!.measure(m)).toBe(1);
    expect(case01Metrics.find((x) => x.id === 'closing-decided')!.measure(m)).toEqual([1, 1]);
  });

  it('the Defense with more sways one juror to its side and wins; a locked juror stays out of its reach', () => {
    const spaces = [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1];
    const s = closing({ spaces, D: { claimed: ['t1-neighbour'] } });
    const { state } = play(s, [D, DONE]);
    // Neighbour: reputation, emotional | logical → 2 symbols of Alibi: 6 against 0.
    expect(state.pending).toEqual({ step: 'sway', seat: D, points: 6, closing: true });
    expectNext(state, [D], [juror(5), juror(11), DONE]);
    const end = play(state, [D, juror(5)]).state;
    expect(end.pending).toEqual({ step: 'over' });
    expect(game.outcome(end)).toMatchObject({ winners: [D], reason: 'witnesses' });
  });

  it('with nothing to gain, every juror already the Prosecution’s: the Prosecution wins', () => {
    const s = closing({ spaces: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] });
    const { state, events } = play(s, [D, DONE]);
    expect(events.find((e) => e.type === 'closing-statements')).toMatchObject({ influence: [0, 0], before: P });
    expect(game.outcome(state)).toMatchObject({ winners: [P] });
  });

  it('Case 01 does not end on an empty deck: the next witness is called', () => {
    const s = scenario({ case: '01', witness: null, keyWitnesses: ['t1-sister'], pending: lastCleanup });
    expectNext(play(s, [D, DONE]).state, [P], [call('t1-sister')]);
  });
});

describe('the Defendant, held by the Defense', () => {
  it('the Defense may call her instead of a key witness; Defense Favored resolves', () => {
    const s = scenario({ case: '01', witness: null, favour: 'D', spaces: [1, 1, 0, 1, 1, 1, 2, 2, 2, 2, 2, 2], D: { held: ['t1-defendant'] } });
    expectNext(s, [D], [call('t1-sister'), call('t1-detective'), call('t1-defendant')]);
    const a = play(s, [D, call('t1-defendant')]).state;
    expect(a.held[D]).toEqual([]);
    expect(a.keyWitnesses).toEqual(['t1-sister', 't1-detective']);
    // Defense Favored: unlock 1 Emotional (juror 2).
    expectNext(a, [D], [juror(2)]);
    // The Prosecution cannot call her.
    const p = scenario({ case: '01', witness: null, D: { held: ['t1-defendant'] } });
    expectNext(p, [P], [call('t1-sister'), call('t1-detective')]);
  });
});

describe('a Biased Judge combines with Case 01', () => {
  it('Evidence without the Judge’s bias may be objected to; with it, not', () => {
    const s = scenario({ case: '01', judge: 'corruption', P: { hand: ['t1-plain-p', 't1-knife'] } });
    const a = play(s, [P, playCardAction('t1-plain-p')]).state;
    expectNext(a, [D], [OBJECT, { type: 'allow' }]);
    const b = play(a, [D, OBJECT]).state;
    expect(b.discards[P]).toEqual(['t1-plain-p']);
    // The Bloody Knife shows Corruption: no objection under this Judge.
    const c = play(scenario({ case: '01', judge: 'corruption', witness: 't1-detective', P: { hand: ['t1-knife'] } }), [P, playCardAction('t1-knife')]).state;
    expectNext(c, [D]);
  });
});
