import { describe, expect, it } from 'vitest';
import { act, call, jurorOf, jury, juror, names, offered, pick, PASS, table } from './table.js';
import { game } from '../scenario.js';
import type { Bias } from '../../src/language/index.js';

// One spec per Case 01 witness (design/case01.md, "Witnesses"), Jessica Fairmount included. Arrival effects are
// tested by calling the witness from an empty stand; Victory / Defeat ones by resolving it.

const CALL_P = { step: 'call', seat: 0 } as const;
const CALL_D = { step: 'call', seat: 1 } as const;
const D_TURN = { step: 'question', seat: 1 } as const;

/** Called from an empty stand by the side with the favour. */
const called = (w: string, by: 0 | 1, extra: Parameters<typeof table>[0] = {}) =>
  act(table({ keyWitnesses: [w, 'gus-pratt'].filter((x, i) => i === 0 || x !== w), favour: by, pending: by === 0 ? CALL_P : CALL_D, ...extra }), [by, call(w)]);

describe.each([
  ['Richard Sprint', 'richard-sprint', 'evidential'],
  ['Detective Lena Ortiz', 'lena-ortiz', 'bureaucratic'],
  ['Agnes Fairmount', 'agnes-fairmount', 'emotional'],
] as const)('%s — Prosecution Favored: lock 1 %s', (_title, w, bias: Bias) => {
  it('locks a juror when the Prosecution calls', () => {
    const s = called(w, 0);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 0, choice: { kind: 'juror', how: 'lock', bias } });
    const after = act(s, [0, juror(jurorOf(bias))]);
    expect(after.jurors[jurorOf(bias)]!.space).toBe(0);
    expect(after.pending).toEqual({ step: 'question', seat: 0 });
  });

  it('does nothing when the Defense calls', () => {
    const s = called(w, 1);
    expect(s.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe.each([
  ['Dr Samuel Achebe', 'samuel-achebe', 'evidential'],
  ['Rosa Delgado', 'rosa-delgado', 'emotional'],
  ['Dana Whitfield', 'dana-whitfield', 'corruption'],
  ['Jessica Fairmount', 'jessica-fairmount', 'emotional'],
] as const)('%s — Defense Favored: unlock 1 %s', (_title, w, bias: Bias) => {
  it('unlocks a locked juror when the Defense calls', () => {
    const s = called(w, 1, { jurors: jury({ [jurorOf(bias)]: 0 }) });
    expect(s.pending).toMatchObject({ step: 'choose', seat: 1, choice: { kind: 'juror', how: 'unlock', bias } });
    const after = act(s, [1, juror(jurorOf(bias))]);
    expect(after.jurors[jurorOf(bias)]!.space).toBe(1);
    expect(after.pending).toEqual({ step: 'question', seat: 1 });
  });

  it('does nothing when the Prosecution calls', () => {
    const s = called(w, 0, { jurors: jury({ [jurorOf(bias)]: 0 }) });
    expect(s.pending).toEqual({ step: 'question', seat: 0 });
    expect(s.jurors[jurorOf(bias)]!.space).toBe(0);
  });
});

describe('Prof. Hugh Whitlock — Prosecution Favored: your opponent discards 1 card', () => {
  it('makes the Defense discard a card of its choice when the Prosecution calls', () => {
    const s = called('hugh-whitlock', 0, { hands: [[], ['taxi-receipt', 'hospital-records']] });
    expect(s.pending).toMatchObject({ step: 'choose', seat: 1, choice: { kind: 'pick', to: 'discard' } });
    const after = act(s, [1, pick('taxi-receipt')]);
    expect(names(after.discards[1]!)).toEqual(['taxi-receipt']);
    expect(after.pending).toEqual({ step: 'question', seat: 0 });
    expect(called('hugh-whitlock', 1, { hands: [['tyre-tracks'], []] }).pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe('Leo Marsh — Defense Favored: your opponent discards 1 card at random', () => {
  it('takes a random card from the Prosecution when the Defense calls, nothing when the Prosecution does', () => {
    const s = called('leo-marsh', 1, { hands: [['tyre-tracks', 'phone-records'], []] });
    expect(s.hands[0]).toHaveLength(1);
    expect(s.discards[0]).toHaveLength(1);
    expect(s.pending).toEqual({ step: 'question', seat: 1 });
    expect(called('leo-marsh', 0, { hands: [[], ['taxi-receipt']] }).hands[1]).toHaveLength(1);
  });
});

describe.each([
  ['Dr Miriam Cole', 'miriam-cole', 0],
  ['Gus Pratt', 'gus-pratt', 0],
  ['Oscar Finch', 'oscar-finch', 1],
] as const)('%s — Called: draw 1 card', (_title, w, by) => {
  it('lets the caller draw the top card of its deck', () => {
    const decks: [string[], string[]] = by === 0 ? [['tyre-tracks', 'phone-records'], []] : [[], ['tyre-tracks', 'phone-records']];
    const s = called(w, by, { keyWitnesses: [w, 'rosa-delgado'], decks });
    expect(names(s.hands[by]!)).toEqual(['tyre-tracks']);
    expect(s.hands[1 - by]).toEqual([]);
    expect(s.pending).toEqual({ step: 'question', seat: by });
  });
});

describe('Carla Benning — Called: your opponent discards 1 card at random', () => {
  it('takes a random card from the caller\'s opponent', () => {
    const s = called('carla-benning', 0, { hands: [['tyre-tracks'], ['taxi-receipt', 'hospital-records']] });
    expect(s.hands[0]).toHaveLength(1);
    expect(s.hands[1]).toHaveLength(1);
    expect(s.discards[1]).toHaveLength(1);
    expect(s.pending).toEqual({ step: 'question', seat: 0 });
  });
});

describe('Richard Sprint — Victory: shuffle all Evidence from your discard into your deck', () => {
  it('returns every Evidence of the winner\'s discard to its deck and leaves the Arguments', () => {
    const t = table({
      witness: 'richard-sprint', exams: [['the-prenuptial-agreement'], []],
      discards: [['bloodstained-dress', 'a-motive-for-murder', 'muddy-slippers'], []], decks: [['tyre-tracks'], []], passed: [false, true],
    });
    const s = act(t, [0, PASS]);
    expect(names(s.discards[0]!)).toEqual(['a-motive-for-murder']);
    expect(names(s.decks[0]!).sort()).toEqual(['bloodstained-dress', 'muddy-slippers', 'tyre-tracks']);
    // Richard Sprint is red: the Prosecution counts his primary end (3), the Defense gains nothing from the other (1).
    expect(s.pending).toEqual({ step: 'sway', seat: 0, points: 3 + 3 });
  });
});

describe.each([
  ['Officer Dale Hutchins', 'dale-hutchins', 0, 'fireplace-poker'],
  ['Officer Priya Nand', 'priya-nand', 1, 'the-other-knife'],
] as const)('%s — Victory: search your deck for 1 Murder Weapon and draw it', (_title, w, winner, weapon) => {
  it('lets the winner take a weapon out of its deck', () => {
    const deck = ['tyre-tracks', weapon, 'phone-records'];
    const t = table({
      witness: w, facing: winner === 0 ? 'P' : 'D', exams: winner === 0 ? [['tyre-tracks'], []] : [[], ['blood-type-analysis']],
      decks: winner === 0 ? [['phone-records', weapon, 'gatehouse-log'], []] : [[], deck], passed: winner === 0 ? [false, true] : [true, false],
      pending: winner === 0 ? { step: 'question', seat: 0 } : D_TURN,
    });
    const s = act(t, [winner, PASS]);
    expect(offered(s, winner)).toEqual([weapon]);
    const after = act(s, [winner, pick(weapon)]);
    expect(names(after.hands[winner]!)).toEqual([weapon]);
    expect(after.pending).toMatchObject({ step: 'sway', seat: winner });
  });
});

describe('Victor Lang — Victory: lock 1 Corruption', () => {
  it('locks the Corruption juror for the winning Prosecution', () => {
    const s = act(table({ witness: 'victor-lang', exams: [['bloodstained-dress'], []], passed: [false, true] }), [0, PASS]);
    expect(game.legalActions(s, 0)).toEqual([juror(jurorOf('corruption'))]);
    expect(act(s, [0, juror(jurorOf('corruption'))]).jurors[jurorOf('corruption')]!.space).toBe(0);
  });
});

describe("Sergeant Frank Doyle — Victory: bury 1 Evidence from your opponent's discard", () => {
  it('buries an Evidence of the Defense\'s discard, not an Argument', () => {
    const t = table({ witness: 'frank-doyle', exams: [['bloodstained-dress'], []], discards: [[], ['a-history-of-abuse', 'jerrods-gun']], passed: [false, true] });
    const s = act(t, [0, PASS]);
    expect(offered(s, 0)).toEqual(['jerrods-gun']);
    const after = act(s, [0, pick('jerrods-gun')]);
    expect(names(after.buried)).toEqual(['jerrods-gun']);
    expect(after.pending).toMatchObject({ step: 'sway', seat: 0 });
  });
});

describe('Emily Fairmount — Victory: unlock 1 Reputation', () => {
  it('unlocks the Reputation juror for the winning Defense', () => {
    const t = table({ witness: 'emily-fairmount', facing: 'D', exams: [[], ['two-wine-glasses']], jurors: jury({ [jurorOf('reputation')]: 0 }), passed: [true, false], pending: D_TURN });
    const s = act(t, [1, PASS]);
    expect(game.legalActions(s, 1)).toEqual([juror(jurorOf('reputation'))]);
    expect(act(s, [1, juror(jurorOf('reputation'))]).jurors[jurorOf('reputation')]!.space).toBe(1);
  });
});

describe('Dr Ingrid Vale — Victory: refresh 1 Objection', () => {
  it('gives the winner an Objection back', () => {
    const t = table({ witness: 'ingrid-vale', facing: 'D', exams: [[], ['two-wine-glasses']], objections: [3, 1], passed: [true, false], pending: D_TURN });
    const s = act(t, [1, PASS]);
    expect(s.objections).toEqual([3, 2]);
    expect(s.pending).toEqual({ step: 'sway', seat: 1, points: 3 + 2 - 2 });
  });
});

describe.each([
  ['Thomas Reyes', 'thomas-reyes'],
  ['Walter Hale', 'walter-hale'],
] as const)('%s — Defeat: draw 1 card', (_title, w) => {
  it('lets the loser draw the top card of its deck', () => {
    const t = table({ witness: w, exams: [[], ['blood-type-analysis', 'two-wine-glasses']], decks: [['tyre-tracks'], ['phone-records']], passed: [false, true] });
    const s = act(t, [0, PASS]);
    expect(names(s.hands[0]!)).toEqual(['tyre-tracks']);
    expect(s.hands[1]).toEqual([]);
    expect(s.pending).toMatchObject({ step: 'sway', seat: 1 });
  });
});

describe('Nora Fairmount — Defeat: refresh 1 Objection', () => {
  it('gives the loser an Objection back', () => {
    const t = table({ witness: 'nora-fairmount', exams: [[], ['blood-type-analysis', 'two-wine-glasses']], objections: [1, 1], passed: [false, true] });
    const s = act(t, [0, PASS]);
    expect(s.objections).toEqual([2, 1]);
    expect(s.pending).toMatchObject({ step: 'sway', seat: 1 });
  });
});

describe('Father Michael Brennan — Defeat: draw 1 card from your discard', () => {
  it('lets the loser take back a card of its choice from its discard', () => {
    const t = table({ witness: 'michael-brennan', exams: [[], ['blood-type-analysis', 'two-wine-glasses']], discards: [['the-bloody-knife', 'tyre-tracks'], []], passed: [false, true] });
    const s = act(t, [0, PASS]);
    expect(offered(s, 0)).toEqual(['the-bloody-knife', 'tyre-tracks']);
    const after = act(s, [0, pick('the-bloody-knife')]);
    expect(names(after.hands[0]!)).toEqual(['the-bloody-knife']);
    expect(after.pending).toMatchObject({ step: 'sway', seat: 1 });
  });
});
