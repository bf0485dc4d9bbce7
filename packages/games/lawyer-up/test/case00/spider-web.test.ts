import { describe, expect, it } from 'vitest';
import { influence } from '../../src/index.js';
import { act, examOf, juror, names, offered, pick, play, PASS, table } from './table.js';

// One spec per card of the spider-web set with an effect (design/case00.md, "Spider-web set").

const defense = { step: 'question', seat: 1 } as const;

describe("Baked Craquelure — Examine: discard 1 Painting from your opponent's examination", () => {
  it('offers only the Paintings of the Defense\'s examination and discards the chosen one', () => {
    const t = table({ witness: 'helena-vos', hands: [['baked-craquelure'], []], exams: [[], ['view-of-delft', 'a-courtyard-in-delft', 'restoration-invoice']] });
    const s = act(t, [0, play('baked-craquelure')]);
    expect(offered(s, 0)).toEqual(['view-of-delft', 'a-courtyard-in-delft']);
    const after = act(s, [0, pick('a-courtyard-in-delft')]);
    expect(examOf(after, 1)).toEqual([['view-of-delft', 3], ['restoration-invoice', 2]]);
    expect(names(after.discards[1]!)).toEqual(['a-courtyard-in-delft']);
    expect(after.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe('Ink in the Cracks — Victory: sway 1 Evidential', () => {
  it('moves an Evidential juror one step toward the winning Prosecution', () => {
    const t = table({ witness: 'mila-jansen', exams: [['ink-in-the-cracks'], []], passed: [false, true] });
    const s = act(t, [0, PASS]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 0, choice: { kind: 'juror', bias: 'evidential' } });
    const after = act(s, [0, juror(0)]);
    expect(after.jurors[0]).toMatchObject({ bias: 'evidential', space: 0 });
    expect(after.pending).toMatchObject({ step: 'sway', seat: 0 });
  });
});

describe("The Dealers' Web — Examine: draw 1 Painting from either discard", () => {
  it("offers the Paintings of both discards, the player's own first", () => {
    const t = table({ witness: 'joost-dekker', hands: [['the-dealers-web'], []], discards: [['the-windmill', 'bank-transfer'], ['view-of-delft']] });
    const s = act(t, [0, play('the-dealers-web')]);
    expect(offered(s, 0)).toEqual(['the-windmill', 'view-of-delft']);
    const after = act(s, [0, pick('view-of-delft')]);
    expect(names(after.hands[0]!)).toEqual(['view-of-delft']);
    expect(after.discards[1]).toEqual([]);
    expect(after.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe("The Middleman's Ledger — Examine: your opponent discards 1 card", () => {
  it('asks the Defense which card of its hand to discard', () => {
    const t = table({ witness: 'baron-hulst', hands: [['the-middlemans-ledger'], ['sales-ledger', 'shipping-label']] });
    const s = act(t, [0, play('the-middlemans-ledger')]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 1, choice: { kind: 'pick', to: 'discard' } });
    expect(offered(s, 1)).toEqual(['sales-ledger', 'shipping-label']);
    const after = act(s, [1, pick('shipping-label')]);
    expect(names(after.hands[1]!)).toEqual(['sales-ledger']);
    expect(names(after.discards[1]!)).toEqual(['shipping-label']);
    expect(after.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe('Found in an Attic — Examine: play 1 Painting from either discard', () => {
  it("plays the Prosecution's Astronomer into the Defense's examination: its Examine resolves, its red Value does not count for the Defense", () => {
    const t = table({ witness: 'helena-vos', hands: [[], ['found-in-an-attic']], discards: [['the-astronomer', 'bank-transfer'], []], pending: defense });
    const s = act(t, [1, play('found-in-an-attic')]);
    expect(offered(s, 1)).toEqual(['the-astronomer']);
    const after = act(s, [1, pick('the-astronomer')]);
    expect(examOf(after, 1)).toEqual([['found-in-an-attic', 2], ['the-astronomer', 4]]);
    expect(names(after.discards[0]!)).toEqual(['bank-transfer']);
    expect(influence(after, 1)).toBe(1 + 2);
    expect(after.pending).toEqual({ step: 'question', seat: 0 });
  });
});

describe('Natural Craquelure — Examine: +1 Value if your examination holds a Painting', () => {
  it('is worth 3 on a Painting and 2 otherwise', () => {
    const painted = act(table({ witness: 'helena-vos', hands: [[], ['natural-craquelure']], exams: [[], ['the-jewish-bride']], pending: defense }), [1, play('natural-craquelure')]);
    expect(examOf(painted, 1)).toEqual([['the-jewish-bride', 2], ['natural-craquelure', 3]]);
    expect(painted.pending).toEqual({ step: 'question', seat: 0 });
    const plain = act(table({ witness: 'helena-vos', hands: [[], ['natural-craquelure']], exams: [[], ['varnish-sample']], pending: defense }), [1, play('natural-craquelure')]);
    expect(examOf(plain, 1)).toEqual([['varnish-sample', 1], ['natural-craquelure', 2]]);
  });
});

describe('The Concert — Victory: shuffle every Painting from your discard into your deck', () => {
  it("moves the winning Defense's discarded Paintings into its deck", () => {
    const t = table({
      witness: 'mila-jansen',
      facing: 'D',
      exams: [[], ['the-concert']],
      discards: [['the-windmill'], ['view-of-delft', 'restoration-invoice', 'the-jewish-bride']],
      passed: [true, false],
      pending: defense,
    });
    const s = act(t, [1, PASS]);
    expect(names(s.discards[1]!)).toEqual(['restoration-invoice']);
    expect(names(s.decks[1]!).sort()).toEqual(['the-jewish-bride', 'view-of-delft']);
    expect(names(s.discards[0]!)).toEqual(['the-windmill']);
    expect(s.pending).toEqual({ step: 'sway', seat: 1, points: 3 + 3 - 1 });
  });
});
