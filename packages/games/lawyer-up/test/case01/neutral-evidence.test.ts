import { describe, expect, it } from 'vitest';
import { act, jurorOf, juror, names, play, PASS, table } from './table.js';
import { game } from '../scenario.js';

// One spec per neutral case card with an effect (design/case01.md, "neutral cards"); The Stopped Clock and the
// Housekeeping Schedule are with the keyword cards of prosecution-evidence.test.ts, the Rain-Soaked Coat with the
// knife cards.

describe("Coroner's Report — Examine: draw 1 card", () => {
  it('draws the top card of the player\'s deck', () => {
    const s = act(table({ witness: 'lena-ortiz', hands: [['coroners-report'], []], decks: [['tyre-tracks', 'phone-records'], []] }), [0, play('coroners-report')]);
    expect(names(s.hands[0]!)).toEqual(['tyre-tracks']);
    expect(names(s.decks[0]!)).toEqual(['phone-records']);
    expect(s.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe.each([
  ['Floor Plan of the House', 'floor-plan-of-the-house'],
  ['Shattered Vase', 'shattered-vase'],
] as const)('%s — Examine: take another action', (_title, name) => {
  it('gives the Prosecution the next action again', () => {
    // Dr Ingrid Vale's primary end (Logical, Emotional) starts either chain.
    const s = act(table({ witness: 'ingrid-vale', hands: [[name, 'tyre-tracks'], []] }), [0, play(name)]);
    expect(names(s.hands[0]!)).toEqual(['tyre-tracks']);
    expect(s.pending).toEqual({ step: 'question', seat: 0 });
  });
});

describe("Jerrod's Will — Victory: draw 1 card", () => {
  it('draws the top card of the winning Prosecution\'s deck', () => {
    const s = act(table({ witness: 'rosa-delgado', exams: [['jerrods-will'], []], decks: [['tyre-tracks'], []], passed: [false, true] }), [0, PASS]);
    expect(names(s.hands[0]!)).toEqual(['tyre-tracks']);
    expect(s.pending).toEqual({ step: 'sway', seat: 0, points: 3 + 3 - 1 });
  });
});

describe('The Locked Study — Defeat: draw 1 card', () => {
  it('draws the top card of the losing Prosecution\'s deck', () => {
    const t = table({ witness: 'rosa-delgado', facing: 'D', exams: [['the-locked-study'], ['blood-type-analysis']], decks: [['tyre-tracks'], []], passed: [false, true] });
    const s = act(t, [0, PASS]);
    expect(names(s.hands[0]!)).toEqual(['tyre-tracks']);
    expect(s.pending).toEqual({ step: 'sway', seat: 1, points: 3 + 3 - (1 + 2) });
  });
});

describe.each([
  ['Newspaper Headlines', 'reputation', 'newspaper-headlines'],
  ['Dinner Party Guest List', 'corruption', 'dinner-party-guest-list'],
] as const)('%s — Victory: sway 1 %s', (_title, bias, name) => {
  it('on the lock side moves the Defense-side juror toward the Prosecution, never into the locked space', () => {
    const s = act(table({ witness: 'gus-pratt', exams: [[name], []], passed: [false, true] }), [0, PASS]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 0, choice: { kind: 'juror', how: 'sway', bias } });
    // Row 1's juror is on P-near already: only a Lock (or Influence) could take it further.
    expect(game.legalActions(s, 0)).toEqual([juror(jurorOf(bias, 1))]);
    const after = act(s, [0, juror(jurorOf(bias, 1))]);
    expect(after.jurors[jurorOf(bias, 1)]!.space).toBe(1);
    expect(after.pending).toMatchObject({ step: 'sway', seat: 0 });
  });
});
