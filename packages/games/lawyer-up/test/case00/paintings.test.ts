import { describe, expect, it } from 'vitest';
import { act, examOf, names, offered, pick, play, juror, PASS, table } from './table.js';

// One spec per Painting with an effect (design/case00.md, "Paintings").

describe('The Milkmaid — Examine: +1 Value if your examination holds another Painting', () => {
  it('counts 3 on top of another Painting, then the Defense questions', () => {
    const s = act(table({ witness: 'lotte-kramer', hands: [['the-milkmaid'], []], exams: [['the-night-watch'], []] }), [0, play('the-milkmaid')]);
    expect(examOf(s, 0)).toEqual([['the-night-watch', 3], ['the-milkmaid', 3]]);
    expect(s.pending).toEqual({ step: 'question', seat: 1 });
  });
  it('counts its printed 2 when it is the only Painting (it does not count itself twice)', () => {
    const s = act(table({ witness: 'lotte-kramer', hands: [['the-milkmaid'], []] }), [0, play('the-milkmaid')]);
    expect(examOf(s, 0)).toEqual([['the-milkmaid', 2]]);
  });
});

describe('The Astronomer — Examine: if the current Witness is an Expert, +2 Value', () => {
  it('is worth 4 before Dr Helena Vos (Expert)', () => {
    const s = act(table({ witness: 'helena-vos', hands: [['the-astronomer'], []] }), [0, play('the-astronomer')]);
    expect(examOf(s, 0)).toEqual([['the-astronomer', 4]]);
    expect(s.pending).toEqual({ step: 'question', seat: 1 });
  });
  it('is worth 2 before Sergeant Mila Jansen (Police)', () => {
    const s = act(table({ witness: 'mila-jansen', hands: [['the-astronomer'], []] }), [0, play('the-astronomer')]);
    expect(examOf(s, 0)).toEqual([['the-astronomer', 2]]);
  });
});

describe('The Jewish Bride — Defeat: draw 1 Painting from your discard', () => {
  it('lets the losing Defense take a Painting, and only a Painting, back from its discard', () => {
    const t = table({
      witness: 'mila-jansen',
      exams: [['lead-white-analysis'], ['the-jewish-bride']],
      discards: [['the-windmill'], ['the-goldfinch', 'bank-transfer']],
      passed: [false, true],
    });
    const s = act(t, [0, PASS]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 1 });
    expect(offered(s, 1)).toEqual(['the-goldfinch']);
    const after = act(s, [1, pick('the-goldfinch')]);
    expect(names(after.hands[1]!)).toEqual(['the-goldfinch']);
    expect(names(after.discards[1]!)).toEqual(['bank-transfer']);
    // P 3 (Jansen) + 3 against D 1 + 2: the Prosecution spends 3 on the jury.
    expect(after.pending).toEqual({ step: 'sway', seat: 0, points: 3 });
  });
});

describe('The Laughing Cavalier — Victory: sway 1 Reputation', () => {
  it('moves a Reputation juror one step toward the winning Prosecution, Skepticism ignored', () => {
    const t = table({ witness: 'mila-jansen', exams: [['the-laughing-cavalier'], []], passed: [false, true] });
    const s = act(t, [0, PASS]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 0, choice: { kind: 'juror', bias: 'reputation' } });
    expect(s.jurors[9]).toMatchObject({ bias: 'reputation', space: 2 });
    const after = act(s, [0, juror(9)]);
    expect(after.jurors[9]).toMatchObject({ bias: 'reputation', space: 1 });
    expect(after.pending).toMatchObject({ step: 'sway', seat: 0 });
  });
});

describe('The Merry Family — Examine: if the current Witness is Family, +2 Value', () => {
  it('is worth 3 to the Defense before Annelies Brandt', () => {
    const t = table({ witness: 'annelies-brandt', facing: 'D', hands: [[], ['the-merry-family']], pending: { step: 'question', seat: 1 } });
    const s = act(t, [1, play('the-merry-family')]);
    expect(examOf(s, 1)).toEqual([['the-merry-family', 3]]);
    expect(s.pending).toEqual({ step: 'question', seat: 0 });
  });
  it('is worth 1 before Tobias Reyn (Expert)', () => {
    const t = table({ witness: 'tobias-reyn', facing: 'D', hands: [[], ['the-merry-family']], pending: { step: 'question', seat: 1 } });
    expect(examOf(act(t, [1, play('the-merry-family')]), 1)).toEqual([['the-merry-family', 1]]);
  });
});

describe('The Goldfinch — Examine: draw 1 card', () => {
  it('draws the top card of your deck', () => {
    const t = table({ witness: 'helena-vos', hands: [['the-goldfinch'], []], decks: [['sales-ledger', 'shipping-label'], []] });
    const s = act(t, [0, play('the-goldfinch')]);
    expect(names(s.hands[0]!)).toEqual(['sales-ledger']);
    expect(names(s.decks[0]!)).toEqual(['shipping-label']);
    expect(examOf(s, 0)).toEqual([['the-goldfinch', 1]]);
    expect(s.pending).toEqual({ step: 'question', seat: 1 });
  });
});
