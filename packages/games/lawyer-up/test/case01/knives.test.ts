import { describe, expect, it } from 'vitest';
import { act, activate, ALLOW, examOf, names, offered, pick, play, PASS, table } from './table.js';

// One spec per card of src/content/case01/knives.ts with an effect (design/case01.md, "murder weapons and the knife
// cards"). The Bloody Knife's own Victory is in prosecution-evidence.test.ts with the other Lock cards.

const D_TURN = { step: 'question', seat: 1 } as const;

describe("The Other Knife — Examine: discard The Bloody Knife from your opponent's examination. Victory: bury 1 Evidence from your opponent's discard", () => {
  it('takes The Bloody Knife out of the Prosecution\'s examination, with its Influence', () => {
    const t = table({ witness: 'gus-pratt', exams: [['the-bloody-knife', 'fireplace-poker'], []], hands: [[], ['the-other-knife']], pending: D_TURN });
    const s = act(t, [1, play('the-other-knife')]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 1, choice: { kind: 'pick', to: 'discard' } });
    expect(offered(s, 1)).toEqual(['the-bloody-knife']);
    const after = act(s, [1, pick('the-bloody-knife')]);
    expect(examOf(after, 0)).toEqual([['fireplace-poker', 3]]);
    expect(names(after.discards[0]!)).toEqual(['the-bloody-knife']);
    expect(after.pending).toEqual({ step: 'question', seat: 0 });
  });

  it('does nothing on Examine when The Bloody Knife is not there', () => {
    const t = table({ witness: 'gus-pratt', exams: [['fireplace-poker'], []], hands: [[], ['the-other-knife']], pending: D_TURN });
    const s = act(t, [1, play('the-other-knife')]);
    expect(examOf(s, 0)).toEqual([['fireplace-poker', 3]]);
    expect(s.pending).toEqual({ step: 'question', seat: 0 });
  });

  it('on Victory buries an Evidence (not an Argument) from the Prosecution\'s discard', () => {
    const t = table({ witness: 'rosa-delgado', facing: 'D', exams: [[], ['the-other-knife']], discards: [['a-motive-for-murder', 'the-bloody-knife'], []], passed: [true, false], pending: D_TURN });
    const s = act(t, [1, PASS]);
    expect(offered(s, 1)).toEqual(['the-bloody-knife']);
    const after = act(s, [1, pick('the-bloody-knife')]);
    expect(names(after.buried)).toEqual(['the-bloody-knife']);
    expect(names(after.discards[0]!)).toEqual(['a-motive-for-murder']);
    expect(after.pending).toEqual({ step: 'sway', seat: 1, points: 3 + 4 - 1 });
  });
});

describe("Brass Letter Opener — Examine: if your opponent's examination holds a Murder Weapon, +2 Value", () => {
  it('is worth 4 against The Bloody Knife and 2 against an examination without a weapon', () => {
    const armed = act(table({ witness: 'rosa-delgado', exams: [['the-bloody-knife'], []], hands: [[], ['brass-letter-opener']], pending: D_TURN }), [1, play('brass-letter-opener')]);
    expect(examOf(armed, 1)).toEqual([['brass-letter-opener', 4]]);
    expect(armed.pending).toEqual({ step: 'question', seat: 0 });
    const bare = act(table({ witness: 'rosa-delgado', exams: [['muddy-slippers'], []], hands: [[], ['brass-letter-opener']], pending: D_TURN }), [1, play('brass-letter-opener')]);
    expect(examOf(bare, 1)).toEqual([['brass-letter-opener', 2]]);
  });
});

describe.each([
  ['The Knife Block', 'the-knife-block', 4, 2],
  ['Blood Spatter Pattern', 'blood-spatter-pattern', 4, 3],
  ['Rain-Soaked Coat', 'rain-soaked-coat', 3, 2],
] as const)('%s — Examine: if your examination holds The Bloody Knife (or a Murder Weapon), + Value', (_title, name, armed, bare) => {
  it(`is worth ${armed} on top of The Bloody Knife and ${bare} without it`, () => {
    const withKnife = act(table({ witness: 'miriam-cole', exams: [['the-bloody-knife'], []], hands: [[name], []] }), [0, play(name)]);
    expect(examOf(withKnife, 0)).toEqual([['the-bloody-knife', 4], [name, armed]]);
    expect(withKnife.pending).toEqual({ step: 'question', seat: 1 });
    // Prof. Whitlock's Prosecution end (Evidential, Bureaucratic), Carla Benning's (Corruption, Emotional) or Gus
    // Pratt's (Reputation, Emotional) starts the chain.
    const witness = name === 'blood-spatter-pattern' ? 'hugh-whitlock' : name === 'rain-soaked-coat' ? 'carla-benning' : 'gus-pratt';
    const without = act(table({ witness, hands: [[name], []] }), [0, play(name)]);
    expect(examOf(without, 0)).toEqual([[name, bare]]);
  });
});

describe('Evidence Room Log — Examine: draw The Bloody Knife from your discard', () => {
  it('brings the knife back to the Prosecution\'s hand and leaves the other cards', () => {
    const t = table({ witness: 'lena-ortiz', hands: [['evidence-room-log'], []], discards: [['bloodstained-dress', 'the-bloody-knife'], []] });
    const s = act(t, [0, play('evidence-room-log')]);
    expect(offered(s, 0)).toEqual(['the-bloody-knife']);
    const after = act(s, [0, pick('the-bloody-knife')]);
    expect(names(after.hands[0]!)).toEqual(['the-bloody-knife']);
    expect(names(after.discards[0]!)).toEqual(['bloodstained-dress']);
    expect(after.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe('Exhibit A — Examine: play The Bloody Knife from your discard', () => {
  it('plays the knife from the discard on top of it, without a bias chain', () => {
    const t = table({ witness: 'lena-ortiz', hands: [['exhibit-a'], []], discards: [['the-bloody-knife', 'bloodstained-dress'], []] });
    const s = act(t, [0, play('exhibit-a')], [1, ALLOW]);
    expect(offered(s, 0)).toEqual(['the-bloody-knife']);
    const after = act(s, [0, pick('the-bloody-knife')]);
    expect(examOf(after, 0)).toEqual([['exhibit-a', 1], ['the-bloody-knife', 4]]);
    expect(names(after.discards[0]!)).toEqual(['bloodstained-dress']);
    expect(after.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe('Sealed Evidence Bag — Defeat: draw The Bloody Knife from your discard', () => {
  it('gives the losing Prosecution its knife back before the clean-up', () => {
    const t = table({ witness: 'rosa-delgado', facing: 'D', exams: [['sealed-evidence-bag'], ['two-wine-glasses']], discards: [['the-bloody-knife'], []], passed: [false, true] });
    const s = act(t, [0, PASS]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 0, choice: { kind: 'pick', to: 'hand' } });
    const after = act(s, [0, pick('the-bloody-knife')]);
    expect(names(after.hands[0]!)).toEqual(['the-bloody-knife']);
    expect(after.pending).toEqual({ step: 'sway', seat: 1, points: 3 + 2 - (1 + 2) });
  });
});

describe("Smudged Fingerprints — Examine: if your opponent's examination holds The Bloody Knife, +2 Value", () => {
  it('is worth 5 against The Bloody Knife and 3 against another weapon', () => {
    const knife = act(table({ witness: 'rosa-delgado', exams: [['the-bloody-knife'], []], hands: [[], ['smudged-fingerprints']], pending: D_TURN }), [1, play('smudged-fingerprints')]);
    expect(examOf(knife, 1)).toEqual([['smudged-fingerprints', 5]]);
    const poker = act(table({ witness: 'rosa-delgado', exams: [['fireplace-poker'], []], hands: [[], ['smudged-fingerprints']], pending: D_TURN }), [1, play('smudged-fingerprints')]);
    expect(examOf(poker, 1)).toEqual([['smudged-fingerprints', 3]]);
    expect(poker.pending).toEqual({ step: 'question', seat: 0 });
  });
});

describe("Contaminated Sample — Victory: bury The Bloody Knife from your opponent's discard", () => {
  it('buries the knife, not the other Evidence', () => {
    const t = table({ witness: 'rosa-delgado', facing: 'D', exams: [[], ['contaminated-sample']], discards: [['bloodstained-dress', 'the-bloody-knife'], []], passed: [true, false], pending: D_TURN });
    const s = act(t, [1, PASS]);
    expect(offered(s, 1)).toEqual(['the-bloody-knife']);
    const after = act(s, [1, pick('the-bloody-knife')]);
    expect(names(after.buried)).toEqual(['the-bloody-knife']);
    expect(names(after.discards[0]!)).toEqual(['bloodstained-dress']);
    expect(after.pending).toEqual({ step: 'sway', seat: 1, points: 3 + 2 - 1 });
  });
});

describe("Tampered Exhibit — Examine: discard 1 Murder Weapon from your opponent's examination", () => {
  it('offers every Murder Weapon of the Prosecution\'s examination and discards the one chosen', () => {
    const t = table({ witness: 'gus-pratt', exams: [['the-bloody-knife', 'fireplace-poker', 'muddy-slippers'], []], hands: [[], ['tampered-exhibit']], pending: D_TURN });
    const s = act(t, [1, play('tampered-exhibit')], [0, ALLOW]);
    expect(offered(s, 1)).toEqual(['the-bloody-knife', 'fireplace-poker']);
    const after = act(s, [1, pick('fireplace-poker')]);
    expect(examOf(after, 0)).toEqual([['the-bloody-knife', 4], ['muddy-slippers', 2]]);
    expect(names(after.discards[0]!)).toEqual(['fireplace-poker']);
    expect(after.pending).toEqual({ step: 'question', seat: 0 });
  });
});

describe("Motion to Exclude — Action: discard The Bloody Knife from your opponent's examination", () => {
  it('costs the Defense the favour and the Prosecution its knife', () => {
    const t = table({ witness: 'gus-pratt', exams: [['the-bloody-knife'], []], procedures: [[], ['motion-to-exclude']], favour: 1, pending: D_TURN });
    const s = act(t, [1, activate('motion-to-exclude')]);
    expect(s.favour).toBe(0);
    expect(offered(s, 1)).toEqual(['the-bloody-knife']);
    const after = act(s, [1, pick('the-bloody-knife')]);
    expect(examOf(after, 0)).toEqual([]);
    expect(names(after.discards[1]!)).toEqual(['motion-to-exclude']);
    expect(after.pending).toEqual({ step: 'question', seat: 0 });
  });
});
