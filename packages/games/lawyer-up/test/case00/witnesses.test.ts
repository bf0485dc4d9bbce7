import { describe, expect, it } from 'vitest';
import { influence } from '../../src/index.js';
import { expectNext } from '../scenario.js';
import { act, call, examOf, juror, names, offered, pick, PASS, table } from './table.js';

// One spec per Case 00 witness (every one has an effect; design/case00.md, "Witnesses").

const prosecutionCalls = { step: 'call', seat: 0 } as const;
const defenseCalls = { step: 'call', seat: 1 } as const;
/** The Prosecution passes last; the Defense has passed. */
const resolveByProsecution = { passed: [false, true] as const, pending: { step: 'question', seat: 0 } as const };

describe('Dr Helena Vos — Called: draw 1 card. Victory: draw 1 Painting from either discard', () => {
  it('lets the caller draw a card, then question first', () => {
    const s = act(table({ keyWitnesses: ['helena-vos'], decks: [['sales-ledger'], ['shipping-label']], pending: prosecutionCalls }), [0, call('helena-vos')]);
    expect(s.stand).toEqual({ id: 'c00-helena-vos', facing: 'P', discredited: [false, false] });
    expect(names(s.hands[0]!)).toEqual(['sales-ledger']);
    expect(s.hands[1]).toEqual([]);
    expect(influence(s, 0)).toBe(4);
    expect(influence(s, 1)).toBe(1);
    expect(s.pending).toEqual({ step: 'question', seat: 0 });
  });
  it('lets the winner take a Painting from either discard', () => {
    const t = table({ witness: 'helena-vos', exams: [['security-footage'], []], discards: [['bank-transfer'], ['view-of-delft']], ...resolveByProsecution });
    const s = act(t, [0, PASS]);
    expect(offered(s, 0)).toEqual(['view-of-delft']);
    const after = act(s, [0, pick('view-of-delft')]);
    expect(names(after.hands[0]!)).toEqual(['view-of-delft']);
    expect(after.pending).toEqual({ step: 'sway', seat: 0, points: 4 + 3 - 1 });
  });
});

describe('Inspector Joost Dekker — Prosecution Favored: sway 1 Bureaucratic', () => {
  it('sways a Bureaucratic juror when the Prosecution calls him', () => {
    const s = act(table({ keyWitnesses: ['joost-dekker'], pending: prosecutionCalls }), [0, call('joost-dekker')]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 0, choice: { kind: 'juror', bias: 'bureaucratic' } });
    const after = act(s, [0, juror(10)]);
    expect(after.jurors[10]).toMatchObject({ bias: 'bureaucratic', space: 1 });
    expect(after.pending).toEqual({ step: 'question', seat: 0 });
  });
  it('does nothing when the Defense calls him', () => {
    const s = act(table({ keyWitnesses: ['joost-dekker'], favour: 1, pending: defenseCalls }), [1, call('joost-dekker')]);
    expect(s.stand?.facing).toBe('D');
    expect(s.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe('Annelies Brandt — Defense Favored: sway 1 Emotional. Defeat: draw 1 card', () => {
  it('sways an Emotional juror toward the Defense when the Defense calls her', () => {
    const s = act(table({ keyWitnesses: ['annelies-brandt'], favour: 1, pending: defenseCalls }), [1, call('annelies-brandt')]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 1, choice: { kind: 'juror', bias: 'emotional' } });
    const after = act(s, [1, juror(2)]);
    expect(after.jurors[2]).toMatchObject({ bias: 'emotional', space: 2 });
    expect(after.pending).toEqual({ step: 'question', seat: 1 });
  });
  it('does nothing when the Prosecution calls her', () => {
    const s = act(table({ keyWitnesses: ['annelies-brandt'], pending: prosecutionCalls }), [0, call('annelies-brandt')]);
    expect(s.pending).toEqual({ step: 'question', seat: 0 });
  });
  it('lets the loser draw a card', () => {
    const t = table({ witness: 'annelies-brandt', exams: [['security-footage'], []], decks: [['shipping-label'], ['sales-ledger']], ...resolveByProsecution });
    const s = act(t, [0, PASS]);
    expect(names(s.hands[1]!)).toEqual(['sales-ledger']);
    expect(s.hands[0]).toEqual([]);
    expect(s.pending).toEqual({ step: 'sway', seat: 0, points: 3 + 3 - 1 });
  });
});

describe('Baron Frederik Hulst — Victory: shuffle every Painting from your discard into your deck', () => {
  it("moves the winner's discarded Paintings into its deck", () => {
    const t = table({ witness: 'baron-hulst', exams: [['security-footage'], []], discards: [['the-windmill', 'bank-transfer'], ['view-of-delft']], ...resolveByProsecution });
    const s = act(t, [0, PASS]);
    expect(names(s.decks[0]!)).toEqual(['the-windmill']);
    expect(names(s.discards[0]!)).toEqual(['bank-transfer']);
    expect(names(s.discards[1]!)).toEqual(['view-of-delft']);
    expect(s.pending).toEqual({ step: 'sway', seat: 0, points: 5 + 3 - 0 });
  });
});

describe('Lotte Kramer — Defeat: refresh 1 Objection', () => {
  it('gives the loser an Objection token back', () => {
    const t = table({ witness: 'lotte-kramer', exams: [['the-studio-oven'], []], objections: [2, 0], ...resolveByProsecution });
    const s = act(t, [0, PASS]);
    expect(s.objections).toEqual([2, 1]);
    expect(s.pending).toEqual({ step: 'sway', seat: 0, points: 2 + 4 - 3 });
  });
});

describe("Prof. Arend Wolters — Prosecution Favored: sway 1 Evidential. Victory: bury 1 Painting from your opponent's discard", () => {
  it('sways an Evidential juror when the Prosecution calls him', () => {
    const s = act(table({ keyWitnesses: ['arend-wolters'], pending: prosecutionCalls }), [0, call('arend-wolters')]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 0, choice: { kind: 'juror', bias: 'evidential' } });
    expect(act(s, [0, juror(6)]).jurors[6]).toMatchObject({ bias: 'evidential', space: 1 });
  });
  it("lets the winner bury a Painting from the other player's discard", () => {
    const t = table({ witness: 'arend-wolters', exams: [['security-footage'], []], discards: [['the-windmill'], ['view-of-delft', 'sales-ledger']], ...resolveByProsecution });
    const s = act(t, [0, PASS]);
    expect(offered(s, 0)).toEqual(['view-of-delft']);
    const after = act(s, [0, pick('view-of-delft')]);
    expect(names(after.buried)).toEqual(['view-of-delft']);
    expect(after.pending).toEqual({ step: 'sway', seat: 0, points: 4 + 3 - 2 });
  });
});

describe('Evert Smit — Called: draw 1 card. Prosecution Favored: sway 1 Corruption', () => {
  it('lets the Defense, calling him, draw a card, and sways no one', () => {
    const s = act(table({ keyWitnesses: ['evert-smit'], favour: 1, decks: [['shipping-label'], ['sales-ledger']], pending: defenseCalls }), [1, call('evert-smit')]);
    expect(names(s.hands[1]!)).toEqual(['sales-ledger']);
    expect(s.hands[0]).toEqual([]);
    expect(s.jurors).toEqual(table({}).jurors);
    expect(s.pending).toEqual({ step: 'question', seat: 1 });
  });
  it('lets the Prosecution, calling him, draw a card and then sway a Corruption juror', () => {
    const s = act(table({ keyWitnesses: ['evert-smit'], decks: [['shipping-label'], ['sales-ledger']], pending: prosecutionCalls }), [0, call('evert-smit')]);
    expect(names(s.hands[0]!)).toEqual(['shipping-label']);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 0, choice: { kind: 'juror', bias: 'corruption' } });
    const after = act(s, [0, juror(11)]);
    expect(after.jurors[11]).toMatchObject({ bias: 'corruption', space: 1 });
    expect(after.pending).toEqual({ step: 'question', seat: 0 });
  });
});

describe('Sergeant Mila Jansen — Prosecution Favored: your opponent discards 1 card at random', () => {
  it('makes the Defense discard a random card when the Prosecution calls her', () => {
    const s = act(table({ keyWitnesses: ['mila-jansen'], hands: [[], ['sales-ledger', 'shipping-label']], pending: prosecutionCalls }), [0, call('mila-jansen')]);
    expect(s.hands[1]).toHaveLength(1);
    expect(s.discards[1]).toHaveLength(1);
    expect(s.pending).toEqual({ step: 'question', seat: 0 });
  });
  it('does nothing when the Defense calls her', () => {
    const s = act(table({ keyWitnesses: ['mila-jansen'], favour: 1, hands: [['sales-ledger'], ['shipping-label']], pending: defenseCalls }), [1, call('mila-jansen')]);
    expect(s.hands.map((h) => h.length)).toEqual([1, 1]);
  });
});

describe('Marieke Brandt — Prosecution Favored: sway 1 Emotional', () => {
  it('sways an Emotional juror toward the Prosecution when the Prosecution calls her', () => {
    const s = act(table({ keyWitnesses: ['marieke-brandt'], pending: prosecutionCalls }), [0, call('marieke-brandt')]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 0, choice: { kind: 'juror', bias: 'emotional' } });
    // Juror 2 (top row, P-near) can still step to P-far; juror 8 (bottom row) crosses to P-near.
    expectNext(s, [0], [juror(2), juror(8)]);
    const after = act(s, [0, juror(8)]);
    expect(after.jurors[8]).toMatchObject({ bias: 'emotional', space: 1 });
    expect(after.pending).toEqual({ step: 'question', seat: 0 });
  });
  it('does nothing when the Defense calls her', () => {
    const s = act(table({ keyWitnesses: ['marieke-brandt'], favour: 1, pending: defenseCalls }), [1, call('marieke-brandt')]);
    expect(s.jurors).toEqual(table({}).jurors);
    expect(s.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe('Gerrit Hoek — Victory: draw 1 Painting from either examination', () => {
  it('lets the winner take a Painting from either examination', () => {
    const t = table({ witness: 'gerrit-hoek', exams: [['security-footage'], ['view-of-delft']], ...resolveByProsecution });
    const s = act(t, [0, PASS]);
    expect(offered(s, 0)).toEqual(['view-of-delft']);
    const after = act(s, [0, pick('view-of-delft')]);
    expect(names(after.hands[0]!)).toEqual(['view-of-delft']);
    expect(examOf(after, 1)).toEqual([]);
    expect(after.pending).toEqual({ step: 'sway', seat: 0, points: 3 + 3 - 1 });
  });
});

describe('Tobias Reyn — Called: your opponent discards 1 card', () => {
  it("asks the caller's opponent which card to discard", () => {
    const s = act(table({ keyWitnesses: ['tobias-reyn'], hands: [['pigment-sample'], ['sales-ledger', 'shipping-label']], pending: prosecutionCalls }), [0, call('tobias-reyn')]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 1, choice: { kind: 'pick', to: 'discard' } });
    expect(offered(s, 1)).toEqual(['sales-ledger', 'shipping-label']);
    const after = act(s, [1, pick('sales-ledger')]);
    expect(names(after.discards[1]!)).toEqual(['sales-ledger']);
    expect(after.pending).toEqual({ step: 'question', seat: 0 });
  });
});

describe('Clara Hulst — Victory: sway 1 Reputation', () => {
  it('sways a Reputation juror toward the winner', () => {
    const t = table({ witness: 'clara-hulst', exams: [['security-footage'], []], ...resolveByProsecution });
    const s = act(t, [0, PASS]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 0, choice: { kind: 'juror', bias: 'reputation' } });
    const after = act(s, [0, juror(3)]);
    expect(after.jurors[3]).toMatchObject({ bias: 'reputation', space: 0 });
    expect(after.pending).toEqual({ step: 'sway', seat: 0, points: 2 + 3 - 3 });
  });
});
