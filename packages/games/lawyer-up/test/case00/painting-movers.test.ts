import { describe, expect, it } from 'vitest';
import { influence } from '../../src/index.js';
import { act, examOf, names, offered, pick, play, PASS, table } from './table.js';

// One spec per card that moves or answers Paintings (design/case00.md, "Cards that move or answer Paintings").

describe('Authentic Masterpieces — Victory: draw 1 Painting from either examination', () => {
  it('lets the winning Defense take a Painting from either examination into hand before clean-up', () => {
    const t = table({
      witness: 'mila-jansen',
      facing: 'D',
      exams: [['the-anatomy-lesson', 'security-footage'], ['view-of-delft', 'authentic-masterpieces']],
      passed: [true, false],
      pending: { step: 'question', seat: 1 },
    });
    const s = act(t, [1, PASS]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 1, choice: { kind: 'pick', to: 'hand' } });
    expect(offered(s, 1)).toEqual(['view-of-delft', 'the-anatomy-lesson']);
    const after = act(s, [1, pick('the-anatomy-lesson')]);
    expect(names(after.hands[1]!)).toEqual(['the-anatomy-lesson']);
    expect(examOf(after, 0)).toEqual([['security-footage', 3]]);
    // D 3 (Jansen) + 3 + 4 = 10 against P 1 + 3 (the Anatomy Lesson left with its Influence): 6 to spend.
    expect(after.pending).toEqual({ step: 'sway', seat: 1, points: 6 });
  });
});

describe('Exhibition Catalogue — Examine: draw 1 Painting from your discard', () => {
  it('offers only the Paintings of your own discard', () => {
    const t = table({ witness: 'helena-vos', facing: 'D', hands: [['exhibition-catalogue'], []], discards: [['the-windmill', 'bank-transfer'], ['view-of-delft']] });
    const s = act(t, [0, play('exhibition-catalogue')]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 0 });
    expect(offered(s, 0)).toEqual(['the-windmill']);
    const after = act(s, [0, pick('the-windmill')]);
    expect(names(after.hands[0]!)).toEqual(['the-windmill']);
    expect(names(after.discards[0]!)).toEqual(['bank-transfer']);
    expect(after.pending).toEqual({ step: 'question', seat: 1 });
  });
  it('does nothing without a Painting in your discard', () => {
    const t = table({ witness: 'helena-vos', facing: 'D', hands: [['exhibition-catalogue'], []], discards: [['bank-transfer'], ['view-of-delft']] });
    const s = act(t, [0, play('exhibition-catalogue')]);
    expect(s.hands[0]).toEqual([]);
    expect(s.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe('Museum Loan — Examine: play 1 Painting from your discard', () => {
  it('plays the Painting on top of the examination and resolves its Examine (The Goldfinch draws)', () => {
    const t = table({
      witness: 'lotte-kramer',
      facing: 'D',
      hands: [[], ['museum-loan']],
      decks: [[], ['sales-ledger']],
      discards: [['the-milkmaid'], ['the-goldfinch', 'bank-transfer']],
      pending: { step: 'question', seat: 1 },
    });
    const s = act(t, [1, play('museum-loan')]);
    expect(offered(s, 1)).toEqual(['the-goldfinch']);
    const after = act(s, [1, pick('the-goldfinch')]);
    expect(examOf(after, 1)).toEqual([['museum-loan', 2], ['the-goldfinch', 1]]);
    expect(names(after.hands[1]!)).toEqual(['sales-ledger']);
    expect(after.pending).toEqual({ step: 'question', seat: 0 });
  });
});

describe("Seized Canvases — Examine: add 1 Painting from your opponent's discard to your examination", () => {
  it('adds it without playing it: its Examine does not resolve, its Value counts', () => {
    const t = table({
      witness: 'joost-dekker',
      hands: [['seized-canvases'], []],
      decks: [['sales-ledger'], []],
      discards: [['the-windmill'], ['the-goldfinch', 'bank-transfer']],
    });
    const s = act(t, [0, play('seized-canvases')]);
    expect(offered(s, 0)).toEqual(['the-goldfinch']);
    const after = act(s, [0, pick('the-goldfinch')]);
    expect(examOf(after, 0)).toEqual([['seized-canvases', 2], ['the-goldfinch', 1]]);
    expect(after.hands[0]).toEqual([]);
    expect(names(after.discards[1]!)).toEqual(['bank-transfer']);
    expect(influence(after, 0)).toBe(3 + 2 + 1);
    expect(after.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe("Under Ultraviolet Light — Examine: discard 1 Painting from your opponent's examination", () => {
  it("takes the Painting and its Influence out of the Defense's examination", () => {
    const t = table({ witness: 'helena-vos', hands: [['under-ultraviolet'], []], exams: [[], ['view-of-delft', 'hand-forged-nails']] });
    expect(influence(t, 1)).toBe(1 + 3 + 2);
    const s = act(t, [0, play('under-ultraviolet')]);
    expect(offered(s, 0)).toEqual(['view-of-delft']);
    const after = act(s, [0, pick('view-of-delft')]);
    expect(examOf(after, 1)).toEqual([['hand-forged-nails', 2]]);
    expect(names(after.discards[1]!)).toEqual(['view-of-delft']);
    expect(influence(after, 1)).toBe(1 + 2);
    expect(after.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe('Storage Crate — Victory: shuffle every Painting from your discard into your deck', () => {
  it('moves every Painting, and nothing else, from the winner\'s discard into its deck', () => {
    const t = table({
      witness: 'mila-jansen',
      exams: [['storage-crate'], []],
      discards: [['the-milkmaid', 'bank-transfer', 'the-windmill'], ['view-of-delft']],
      decks: [['sales-ledger'], []],
      passed: [false, true],
    });
    const s = act(t, [0, PASS]);
    expect(names(s.discards[0]!)).toEqual(['bank-transfer']);
    expect(names(s.decks[0]!).sort()).toEqual(['sales-ledger', 'the-milkmaid', 'the-windmill']);
    expect(names(s.discards[1]!)).toEqual(['view-of-delft']);
    expect(s.pending).toEqual({ step: 'sway', seat: 0, points: 3 + 1 - 1 });
  });
});

describe("Restorer's Kit — Defeat: draw 1 Painting from either discard", () => {
  it('lets the losing Defense take a Painting from either discard', () => {
    const t = table({
      witness: 'mila-jansen',
      exams: [['security-footage'], ['restorers-kit']],
      discards: [['the-windmill', 'bank-transfer'], ['the-goldfinch']],
      passed: [false, true],
    });
    const s = act(t, [0, PASS]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 1 });
    expect(offered(s, 1)).toEqual(['the-goldfinch', 'the-windmill']);
    const after = act(s, [1, pick('the-windmill')]);
    expect(names(after.hands[1]!)).toEqual(['the-windmill']);
    expect(names(after.discards[0]!)).toEqual(['bank-transfer']);
    expect(after.pending).toEqual({ step: 'sway', seat: 0, points: 3 + 3 - (1 + 2) });
  });
});

describe("The Empty Hook — Examine: if your opponent's examination holds a Painting, +2 Value", () => {
  it('is worth 3 when the Defense shows a Painting', () => {
    const t = table({ witness: 'evert-smit', hands: [['empty-hook'], []], exams: [[], ['view-of-delft']] });
    const s = act(t, [0, play('empty-hook')]);
    expect(examOf(s, 0)).toEqual([['empty-hook', 3]]);
    expect(s.pending).toEqual({ step: 'question', seat: 1 });
  });
  it('is worth 1 when it does not', () => {
    const t = table({ witness: 'evert-smit', hands: [['empty-hook'], []], exams: [[], ['hand-forged-nails']] });
    expect(examOf(act(t, [0, play('empty-hook')]), 0)).toEqual([['empty-hook', 1]]);
  });
});
