import { describe, expect, it } from 'vitest';
import { influence } from '../src/index.js';
import { closingWinner } from '../src/resolution.js';
import { D, DONE, P, PASS, call, discard, expectNext, game, juror, play, scenario, types } from './scenario.js';

describe('resolving the witness', () => {
  it('more Influence wins; the winner spends the difference on jurors at their Skepticism', () => {
    // Prosecution 3 + 2 against Defense 1: a margin of 4.
    const s = scenario({ P: { exam: ['base-p-police-report'] }, D: { passed: true } });
    const { state } = play(s, [P, PASS]);
    expect(state.pending).toEqual({ step: 'sway', seat: P, points: 4 });
    // Top row (P-near) can go to P-far, bottom row (D-near) to P-near: jurors of Skepticism ≤ 4.
    expectNext(state, [P], [juror(0), juror(1), juror(2), juror(3), juror(6), juror(7), juror(8), juror(9), DONE]);
    const a = play(state, [P, juror(6)]).state;
    expect(a.jurors[6]!.space).toBe(1);
    expect(a.pending).toEqual({ step: 'sway', seat: P, points: 3 });
    // The same juror can be swayed again while affordable; unspent Influence is lost.
    // The same juror can be swayed again while its token can move; when nothing is affordable the rest is lost.
    const b = play(a, [P, juror(6)]).state;
    expect(b.jurors[6]!.space).toBe(0);
    expectNext(b, [P], [juror(0), juror(1), juror(7), DONE]);
    const c = play(b, [P, juror(1)]).state;
    expect(c.jurors[1]!.space).toBe(0);
    expect(c.pending).toEqual({ step: 'cleanup', seat: P });
  });

  it('a tie goes to the player with the Judge’s favour', () => {
    const s = scenario({ witness: 't-second', favour: 'D', P: { passed: true }, pending: { step: 'question', seat: D } });
    const { state, events } = play(s, [D, PASS]);
    expect(events.find((e) => e.type === 'witness-won')?.seat).toBe(D);
    expect(state.claimed[D]).toEqual(['t-second']);
  });

  it('the loser resolves Defeat effects, then the winner Victory effects; with two sources a player picks the order', () => {
    const s = scenario({
      witness: 't-arrival',
      P: { exam: ['base-p-police-report', 'base-p-prior-record'] },
      D: { exam: ['base-d-reasonable-doubt'], objections: 1, passed: true },
    });
    const { state } = play(s, [P, PASS]);
    // The Defense lost: t-arrival's Defeat refreshed its Objection (Reasonable Doubt has no Defeat).
    expect(state.objections[D]).toBe(2);
    // The Prosecution has Prior Record's and the witness's Victory: it chooses which first.
    expect(state.pending).toEqual({ step: 'choose', seat: P, choice: { kind: 'order', sources: ['base-p-prior-record', 't-arrival'] } });
    expectNext(state, [P], [
      { type: 'first', source: 'base-p-prior-record' },
      { type: 'first', source: 't-arrival' },
    ]);
    const witnessFirst = play(state, [P, { type: 'first', source: 't-arrival' }]).state;
    expect(witnessFirst.bonus[P]).toBe(3);
    // Then Prior Record: sway 1 Reputation (jurors 3 and 9 show reputation).
    expect(witnessFirst.pending).toEqual({ step: 'choose', seat: P, choice: { kind: 'juror', how: 'sway', bias: 'reputation', left: 1 } });
    const swayed = play(witnessFirst, [P, juror(9)]).state;
    expect(swayed.jurors[9]!.space).toBe(1);
    // The witness's Victory (+3 Influence) counts toward the margin: (2+2+3+3) − (1+3).
    expect(swayed.pending).toEqual({ step: 'sway', seat: P, points: 6 });
    const cardFirst = play(state, [P, { type: 'first', source: 'base-p-prior-record' }]).state;
    expect(cardFirst.bonus[P]).toBe(0);
    expect(cardFirst.pending.step).toBe('choose');
  });

  it('claim and clean-up: examinations discarded, the loser gains the favour and its Sidebar, Influence resets', () => {
    const s = scenario({ P: { exam: ['base-p-police-report'], hand: ['base-p-recess'], deck: ['base-p-bribery', 'base-p-plea-offer', 'base-p-closing-remarks', 'base-p-recess#2', 'base-p-legal-argument', 'base-p-legal-argument#2'] }, D: { passed: true, sidebar: false, exam: ['base-d-alibi'], deck: ['base-d-whistleblower', 'base-d-continuance', 'base-d-point-of-order', 'base-d-public-records', 'base-d-recovered-files', 'base-d-alibi#2'] } });
    const { state, events } = play(s, [P, PASS], [P, DONE]);
    expect(types(events)).toContain('claim');
    expect(state.claimed[P]).toEqual(['t-plain']);
    expect(state.discards).toEqual([['base-p-police-report'], ['base-d-alibi']]);
    expect(state.favour).toBe(D);
    expect(state.sidebar[D]).toBe(true);
    expect(state.passed).toEqual([false, false]);
    expect([influence(state, P), influence(state, D)]).toEqual([0, 0]);
    expectNext(state, [P], [discard('base-p-recess'), DONE]);
    const a = play(state, [P, discard('base-p-recess')], [P, DONE]).state;
    expectNext(a, [D], [DONE]);
    const b = play(a, [D, DONE]).state;
    expect(b.hands[P]).toEqual(['base-p-bribery', 'base-p-plea-offer', 'base-p-closing-remarks', 'base-p-recess#2', 'base-p-legal-argument']);
    expect(b.hands[D]).toHaveLength(5);
    // The loser, now holding the favour, calls the next witness.
    expectNext(b, [D], [call('t-second'), call('t-third')]);
  });
});

describe('between witnesses', () => {
  it('procedures stay in their area from one witness to the next; there is no hand limit', () => {
    const s = scenario({ P: { procedures: ['base-p-plea-offer'], hand: ['base-p-recess', 'base-p-recess#2', 'base-p-recess#3', 'base-p-recess#4', 'base-p-recess#5', 'base-p-recess#6'] }, D: { passed: true } });
    const { state } = play(s, [P, PASS], [P, DONE]);
    expect(state.procedures[P]).toEqual(['base-p-plea-offer']);
    expect(state.hands[P]).toHaveLength(6);
    expectNext(state, [P]);
    // Six copies of one card: one choice to discard a copy (copies in hand are interchangeable), or done.
    expect(game.legalActions(state, P)).toEqual([discard('base-p-recess'), DONE]);
    const after = play(state, [P, discard('base-p-recess')]).state;
    expect(game.legalActions(after, P)).toEqual([discard('base-p-recess#2'), DONE]);
  });
});

describe('ending Case 00', () => {
  const last = (deckP: readonly string[]) =>
    scenario({ keyWitnesses: [], P: { deck: deckP, exam: ['base-p-police-report'], passed: true }, D: { deck: ['base-d-alibi', 'base-d-alibi#2', 'base-d-public-records', 'base-d-continuance', 'base-d-point-of-order', 'base-d-whistleblower'] }, pending: { step: 'question', seat: D } });

  it('ends after every key witness is called and resolved, with closing statements', () => {
    const s = last(['base-p-recess', 'base-p-bribery', 'base-p-plea-offer', 'base-p-closing-remarks', 'base-p-recess#2', 'base-p-legal-argument']);
    const { state, events } = play(s, [D, PASS], [P, DONE], [P, DONE], [D, DONE]);
    expect(state.reason).toBe('witnesses');
    expect(types(events)).toContain('closing');
    expect(game.toAct(state)).toEqual([]);
    // Six jurors each: tied; claimed witnesses 1–0: the Prosecution.
    expect(game.outcome(state)).toEqual({ winners: [P], payoff: [1, 0], scores: [6, 6], reason: 'witnesses' });
  });

  it('ends when a deck is empty at the end of a round (no reshuffle: the hand is not filled)', () => {
    const s = scenario({ keyWitnesses: ['t-second'], P: { deck: ['base-p-recess'], passed: true }, D: { deck: ['base-d-alibi', 'base-d-alibi#2', 'base-d-public-records', 'base-d-continuance', 'base-d-point-of-order', 'base-d-whistleblower'] }, pending: { step: 'question', seat: D } });
    const { state } = play(s, [D, PASS], [P, DONE], [P, DONE], [D, DONE]);
    expect(state.hands[P]).toEqual(['base-p-recess']);
    expect(state.reason).toBe('deck-empty');
    expect(game.outcome(state)?.winners).toEqual([P]);
  });

  it('closing statements: a majority of jurors; tied, the most claimed witnesses; tied again, the Defense', () => {
    const jurors = (p: number) => Array.from({ length: 12 }, (_, i) => ({ skepticism: 1, bias: 'logical' as const, space: i < p ? 1 : 2 }));
    expect(closingWinner({ jurors: jurors(7), claimed: [[], ['a', 'b']] })).toBe(P);
    expect(closingWinner({ jurors: jurors(5), claimed: [['a', 'b'], []] })).toBe(D);
    expect(closingWinner({ jurors: jurors(6), claimed: [['a', 'b'], ['c']] })).toBe(P);
    expect(closingWinner({ jurors: jurors(6), claimed: [['a'], ['c']] })).toBe(D);
  });
});
