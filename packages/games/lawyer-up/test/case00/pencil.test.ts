import { describe, expect, it } from 'vitest';
import { act, examOf, names, offered, pick, play, PASS, table } from './table.js';

// One spec per card of the pencil set with an effect (design/case00.md, "Pencil set").

const defense = { step: 'question', seat: 1 } as const;

describe('Preparatory Sketch — Examine: draw 1 Painting from your discard', () => {
  it('offers the Paintings of the Defense\'s own discard only', () => {
    const t = table({ witness: 'annelies-brandt', facing: 'D', hands: [[], ['preparatory-sketch']], discards: [['the-windmill'], ['view-of-delft', 'sales-ledger']], pending: defense });
    const s = act(t, [1, play('preparatory-sketch')]);
    expect(offered(s, 1)).toEqual(['view-of-delft']);
    const after = act(s, [1, pick('view-of-delft')]);
    expect(names(after.hands[1]!)).toEqual(['view-of-delft']);
    expect(after.pending).toEqual({ step: 'question', seat: 0 });
  });
});

describe("Tracing Paper — Examine: if your opponent's examination holds a Painting, +1 Value", () => {
  it('is worth 4 against a Painting and 3 otherwise', () => {
    const shown = act(table({ witness: 'helena-vos', hands: [['tracing-paper'], []], exams: [[], ['view-of-delft']] }), [0, play('tracing-paper')]);
    expect(examOf(shown, 0)).toEqual([['tracing-paper', 4]]);
    expect(shown.pending).toEqual({ step: 'question', seat: 1 });
    const none = act(table({ witness: 'helena-vos', hands: [['tracing-paper'], []], exams: [[], ['hand-forged-nails']] }), [0, play('tracing-paper')]);
    expect(examOf(none, 0)).toEqual([['tracing-paper', 3]]);
  });
});

describe('Annotated Auction Catalogue — Examine: search your deck for a Painting and draw it', () => {
  it('offers the deck\'s Paintings only, takes the chosen one into hand, keeps the rest in the deck', () => {
    const t = table({ witness: 'joost-dekker', hands: [['annotated-auction-catalogue'], []], decks: [['sales-ledger', 'the-windmill', 'shipping-label', 'the-astronomer'], []] });
    const s = act(t, [0, play('annotated-auction-catalogue')]);
    // A hidden deck's cards are offered in the canonical order (by id), never in the deck's order.
    expect(offered(s, 0)).toEqual(['the-astronomer', 'the-windmill']);
    const after = act(s, [0, pick('the-astronomer')]);
    expect(names(after.hands[0]!)).toEqual(['the-astronomer']);
    expect(names(after.decks[0]!).sort()).toEqual(['sales-ledger', 'shipping-label', 'the-windmill']);
    expect(after.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe("The Restorer's Notebook — Examine: draw 1 card", () => {
  it('draws the top card of your deck', () => {
    const t = table({ witness: 'helena-vos', hands: [['the-restorers-notebook'], []], decks: [['shipping-label', 'sales-ledger'], []] });
    const s = act(t, [0, play('the-restorers-notebook')]);
    expect(names(s.hands[0]!)).toEqual(['shipping-label']);
    expect(s.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe('Signed Certificate — Examine: if the current Witness is an Expert, +1 Value', () => {
  it('is worth 4 to the Defense before Dr Vos and 3 before Inspector Dekker', () => {
    const expert = act(table({ witness: 'helena-vos', hands: [[], ['signed-certificate']], pending: defense }), [1, play('signed-certificate')]);
    expect(examOf(expert, 1)).toEqual([['signed-certificate', 4]]);
    expect(expert.pending).toEqual({ step: 'question', seat: 0 });
    const police = act(table({ witness: 'joost-dekker', hands: [[], ['signed-certificate']], pending: defense }), [1, play('signed-certificate')]);
    expect(examOf(police, 1)).toEqual([['signed-certificate', 3]]);
  });
});

describe("Practice Signatures — Victory: bury 1 Painting from your opponent's discard", () => {
  it("moves a Painting of the Defense's discard into the Buried Evidence", () => {
    const t = table({ witness: 'mila-jansen', exams: [['practice-signatures'], []], discards: [['the-windmill'], ['view-of-delft', 'hand-forged-nails']], passed: [false, true] });
    const s = act(t, [0, PASS]);
    expect(offered(s, 0)).toEqual(['view-of-delft']);
    const after = act(s, [0, pick('view-of-delft')]);
    expect(names(after.buried)).toEqual(['view-of-delft']);
    expect(names(after.discards[1]!)).toEqual(['hand-forged-nails']);
    expect(after.pending).toEqual({ step: 'sway', seat: 0, points: 3 + 2 - 1 });
  });
});

describe('The Underdrawing — Examine: if your examination holds a Painting, +2 Value', () => {
  it('is worth 4 on a Painting and 2 otherwise', () => {
    const painted = act(table({ witness: 'joost-dekker', hands: [['the-underdrawing'], []], exams: [['the-windmill'], []] }), [0, play('the-underdrawing')]);
    expect(examOf(painted, 0)).toEqual([['the-windmill', 2], ['the-underdrawing', 4]]);
    expect(painted.pending).toEqual({ step: 'question', seat: 1 });
    const plain = act(table({ witness: 'joost-dekker', hands: [['the-underdrawing'], []], exams: [['bank-transfer'], []] }), [0, play('the-underdrawing')]);
    expect(examOf(plain, 0)).toEqual([['bank-transfer', 2], ['the-underdrawing', 2]]);
  });
});

describe("Copyist's Permit — Examine: refresh your Sidebar", () => {
  it('turns an exhausted Sidebar back up', () => {
    const t = table({ witness: 'lotte-kramer', facing: 'D', hands: [[], ['copyists-permit']], sidebar: [false, false], pending: defense });
    const s = act(t, [1, play('copyists-permit')]);
    expect(s.sidebar).toEqual([false, true]);
    expect(s.pending).toEqual({ step: 'question', seat: 0 });
  });
});
