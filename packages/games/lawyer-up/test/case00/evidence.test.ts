import { describe, expect, it } from 'vitest';
import { act, examOf, juror, names, play, ALLOW, PASS, table } from './table.js';

// One spec per Evidence (or Argument) without icon that has an effect (design/case00.md, "other Evidence").

describe('Lead White Analysis — Examine: if the current Witness is an Expert, +1 Value', () => {
  it('is worth 4 before Dr Helena Vos (Expert) and 3 before Gerrit Hoek (Staff)', () => {
    const expert = act(table({ witness: 'helena-vos', hands: [['lead-white-analysis'], []] }), [0, play('lead-white-analysis')]);
    expect(examOf(expert, 0)).toEqual([['lead-white-analysis', 4]]);
    expect(expert.pending).toEqual({ step: 'question', seat: 1 });
    const staff = act(table({ witness: 'gerrit-hoek', hands: [['lead-white-analysis'], []] }), [0, play('lead-white-analysis')]);
    expect(examOf(staff, 0)).toEqual([['lead-white-analysis', 3]]);
  });
});

describe.each([
  ['Bakelite Residue', 'evidential', 'bakelite-residue', 6],
  ['Bank Transfer', 'corruption', 'bank-transfer', 11],
  ['Press Clippings', 'reputation', 'press-clippings', 9],
] as const)('%s — Victory: sway 1 %s', (_title, bias, name, bottom) => {
  it('lets the winning Prosecution move one juror showing that bias one step', () => {
    const t = table({ witness: 'mila-jansen', exams: [[name], []], passed: [false, true] });
    const s = act(t, [0, PASS]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 0, choice: { kind: 'juror', how: 'sway', bias } });
    const after = act(s, [0, juror(bottom)]);
    expect(after.jurors[bottom]).toMatchObject({ bias, space: 1 });
    expect(after.pending).toMatchObject({ step: 'sway', seat: 0 });
  });
});

describe('Inventory of the Raid — Examine: if the current Witness is Police, +2 Value', () => {
  it('is worth 4 before Inspector Dekker and 2 before Dr Vos', () => {
    const police = act(table({ witness: 'joost-dekker', hands: [['raid-inventory'], []] }), [0, play('raid-inventory')]);
    expect(examOf(police, 0)).toEqual([['raid-inventory', 4]]);
    expect(police.pending).toEqual({ step: 'question', seat: 1 });
    const expert = act(table({ witness: 'helena-vos', hands: [['raid-inventory'], []] }), [0, play('raid-inventory')]);
    expect(examOf(expert, 0)).toEqual([['raid-inventory', 2]]);
  });
});

describe.each([
  ['Spare Gallery Keys', 'spare-gallery-keys'],
  ['Varnish Sample', 'varnish-sample'],
])('%s — Examine: take another action', (_title, name) => {
  it('gives the Prosecution the next action again', () => {
    const s = act(table({ witness: 'gerrit-hoek', hands: [[name, 'security-footage'], []] }), [0, play(name)]);
    expect(names(s.hands[0]!)).toEqual(['security-footage']);
    expect(s.pending).toEqual({ step: 'question', seat: 0 });
  });
});

describe('Provenance Papers — Victory: draw 1 card', () => {
  it('draws the top card of the winning Defense\'s deck', () => {
    const t = table({ witness: 'mila-jansen', facing: 'D', exams: [[], ['provenance-papers']], decks: [[], ['sales-ledger', 'shipping-label']], passed: [true, false], pending: { step: 'question', seat: 1 } });
    const s = act(t, [1, PASS]);
    expect(names(s.hands[1]!)).toEqual(['sales-ledger']);
    expect(names(s.decks[1]!)).toEqual(['shipping-label']);
    expect(s.pending).toEqual({ step: 'sway', seat: 1, points: 3 + 3 - 1 });
  });
});

describe("The Baron's Letter — Examine: if the current Witness is a Collector, +2 Value", () => {
  it('is worth 4 before Baron Hulst and 2 before Dr Vos', () => {
    const d = { step: 'question', seat: 1 } as const;
    const collector = act(table({ witness: 'baron-hulst', hands: [[], ['the-barons-letter']], pending: d }), [1, play('the-barons-letter')]);
    expect(examOf(collector, 1)).toEqual([['the-barons-letter', 4]]);
    expect(collector.pending).toEqual({ step: 'question', seat: 0 });
    const expert = act(table({ witness: 'helena-vos', hands: [[], ['the-barons-letter']], pending: d }), [1, play('the-barons-letter')]);
    expect(examOf(expert, 1)).toEqual([['the-barons-letter', 2]]);
  });
});

describe("Family Photograph — Examine: if the current Witness is Family, gain the Judge's favour", () => {
  it('turns the Judge to the Defense before Annelies Brandt, not before Baron Hulst', () => {
    const d = { step: 'question', seat: 1 } as const;
    const family = act(table({ witness: 'annelies-brandt', facing: 'D', hands: [[], ['family-photograph']], pending: d }), [1, play('family-photograph')]);
    expect(family.favour).toBe(1);
    expect(family.pending).toEqual({ step: 'question', seat: 0 });
    const collector = act(table({ witness: 'baron-hulst', facing: 'D', hands: [[], ['family-photograph']], pending: d }), [1, play('family-photograph')]);
    expect(collector.favour).toBe(0);
  });
});

describe('Train Ticket — Defeat: refresh 1 Objection', () => {
  it('gives the losing Defense an Objection token back', () => {
    const t = table({ witness: 'mila-jansen', exams: [['security-footage'], ['train-ticket']], objections: [3, 1], passed: [false, true] });
    const s = act(t, [0, PASS]);
    expect(s.objections).toEqual([3, 2]);
    expect(s.pending).toEqual({ step: 'sway', seat: 0, points: 3 + 3 - (1 + 2) });
  });
});

describe('Canvas Weave Count — Examine: +1 Value if your examination holds a Painting', () => {
  it('is worth 4 on a Painting and 3 on anything else', () => {
    const d = { step: 'question', seat: 1 } as const;
    const painted = act(table({ witness: 'helena-vos', hands: [[], ['canvas-weave-count']], exams: [[], ['view-of-delft']], pending: d }), [1, play('canvas-weave-count')]);
    expect(examOf(painted, 1)).toEqual([['view-of-delft', 3], ['canvas-weave-count', 4]]);
    expect(painted.pending).toEqual({ step: 'question', seat: 0 });
    const plain = act(table({ witness: 'helena-vos', hands: [[], ['canvas-weave-count']], exams: [[], ['restoration-invoice']], pending: d }), [1, play('canvas-weave-count')]);
    expect(examOf(plain, 1)).toEqual([['restoration-invoice', 2], ['canvas-weave-count', 3]]);
  });
});

describe('Insurance Claim — Defeat: draw 1 card', () => {
  it('draws the top card of the losing Defense\'s deck', () => {
    const t = table({ witness: 'mila-jansen', exams: [['the-studio-oven'], ['insurance-claim']], decks: [[], ['sales-ledger']], passed: [false, true] });
    const s = act(t, [0, PASS]);
    expect(names(s.hands[1]!)).toEqual(['sales-ledger']);
    expect(s.pending).toEqual({ step: 'sway', seat: 0, points: 3 + 4 - (1 + 3) });
  });
});

describe('Loyal Employees — Examine: if the current Witness is Staff, +2 Value (an Argument)', () => {
  const t = table({ witness: 'gerrit-hoek', facing: 'D', hands: [[], ['loyal-employees', 'sales-ledger']], pending: { step: 'question', seat: 1 } });
  it('opens the objection window; allowed, it is worth 4 before Gerrit Hoek', () => {
    const s = act(t, [1, play('loyal-employees')]);
    expect(s.pending).toEqual({ step: 'objection', seat: 0, card: 'c00-loyal-employees' });
    const after = act(s, [0, ALLOW]);
    expect(examOf(after, 1)).toEqual([['loyal-employees', 4]]);
    expect(after.pending).toEqual({ step: 'question', seat: 0 });
  });
  it('objected to, it is discarded without effect and the Defense acts again', () => {
    const after = act(t, [1, play('loyal-employees')], [0, { type: 'object' }]);
    expect(after.exams[1]).toEqual([]);
    expect(names(after.discards[1]!)).toEqual(['loyal-employees']);
    expect(after.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe('Anonymous Tip — Examine: your opponent discards 1 card at random', () => {
  it('takes one of the Defense\'s two cards to its discard, no choice asked', () => {
    const t = table({ witness: 'baron-hulst', hands: [['anonymous-tip'], ['sales-ledger', 'shipping-label']] });
    const s = act(t, [0, play('anonymous-tip')]);
    expect(s.hands[1]).toHaveLength(1);
    expect(s.discards[1]).toHaveLength(1);
    expect([...names(s.hands[1]!), ...names(s.discards[1]!)].sort()).toEqual(['sales-ledger', 'shipping-label']);
    expect(s.pending).toEqual({ step: 'question', seat: 1 });
  });
});
