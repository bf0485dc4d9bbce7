import { describe, expect, it } from 'vitest';
import {
  cardDataSchema,
  CONDITION_WORDS,
  DEFENSE_BASE,
  defineCards,
  EFFECT_WORDS,
  effectSchema,
  influence,
  PROSECUTION_BASE,
  type Condition,
  type Effect,
  type PlayCardData,
} from '../src/index.js';
import { STAND_IN_CARDS, STAND_IN_WITNESSES } from './stand-in.js';
import { ALLOW, D, P, PASS, activate, expectNext, juror, pick, play, playCardAction, scenario } from './scenario.js';

const defenseTurn = { step: 'question', seat: D } as const;

describe('card data is checked on load', () => {
  const good = PROSECUTION_BASE[0] as PlayCardData;

  it('accepts the base decks and refuses a card that breaks the schema', () => {
    for (const c of PROSECUTION_BASE) expect(cardDataSchema.safeParse(c).success).toBe(true);
    expect(cardDataSchema.safeParse({ ...good, side: 'X' }).success).toBe(false);
    expect(cardDataSchema.safeParse({ ...good, biases: ['logical', 'logical'] }).success).toBe(false);
    expect(cardDataSchema.safeParse({ ...good, effects: { examine: [{ do: 'teleport' }] } }).success).toBe(false);
    expect(effectSchema.safeParse({ do: 'sway', bias: 'logical', count: 0 }).success).toBe(false);
  });

  it('rules text may be blank only on a card without effects, in both languages at once', () => {
    const plain = { ...good, effects: undefined, text: { en: '', fr: '' } };
    expect(cardDataSchema.safeParse(plain).success).toBe(true);
    expect(cardDataSchema.safeParse({ ...plain, text: { en: '', fr: 'x' } }).success).toBe(false);
    expect(cardDataSchema.safeParse({ ...good, text: { en: '', fr: '' } }).success).toBe(false);
  });

  it('defineCards refuses two cards with one id', () => {
    expect(() => defineCards([good, good])).toThrow(/twice/);
  });
});

// The words the base decks do not use, each on a stand-in card.
describe('playFrom (t-gallery-sale)', () => {
  it('plays a matching card from either discard into the examination: its Examine resolves, no chain needed', () => {
    const s = scenario({ P: { hand: ['t-gallery-sale'] }, D: { discard: ['t-painting-2', 'base-d-alibi'] } });
    const a = play(s, [P, playCardAction('t-gallery-sale')], [D, ALLOW]).state;
    expectNext(a, [P], [pick('t-painting-2')]);
    const b = play(a, [P, pick('t-painting-2')]).state;
    expect(b.exams[P]!.map((e) => e.card)).toEqual(['t-gallery-sale', 't-painting-2']);
    expect(influence(b, P)).toBe(3 + 1 + 3);
  });
});

describe('discardFromExamination and bury (t-other-knife)', () => {
  it('Examine: discards the opponent’s Murder Weapon, its Influence going with it; Victory: bury an Evidence of its discard', () => {
    const s = scenario({ pending: defenseTurn, facing: 'D', P: { exam: ['base-p-police-report', 't-knife'], passed: true }, D: { hand: ['t-other-knife'] } });
    expect(influence(s, P)).toBe(1 + 2 + 3);
    const a = play(s, [D, playCardAction('t-other-knife')]).state;
    expectNext(a, [D], [pick('t-knife')]);
    const b = play(a, [D, pick('t-knife')]).state;
    expect(b.discards[P]).toEqual(['t-knife']);
    expect(influence(b, P)).toBe(1 + 2);
    const c = play(b, [D, PASS]).state;
    expectNext(c, [D], [pick('t-knife')]);
    expect(play(c, [D, pick('t-knife')]).state.buried).toEqual(['t-knife']);
  });
});

describe('search and draw in the Buried Evidence (t-exhume, t-dig), bury from hand (t-shred)', () => {
  it('search: the searcher sees the pile, takes a card, and the pile is shuffled', () => {
    const s = scenario({ P: { procedures: ['t-exhume'] }, buried: ['base-d-alibi', 't-painting'] });
    const a = play(s, [P, activate('t-exhume')]).state;
    expectNext(a, [P], [pick('base-d-alibi'), pick('t-painting')]);
    const v = play(a, [P, pick('t-painting')]).state;
    expect(v.hands[P]).toEqual(['t-painting']);
    expect(v.buried).toEqual(['base-d-alibi']);
    // The Prosecution now knows the buried card; the Defense only that one card left the pile.
    expect(v.know[P]![v.cards.indexOf('base-d-alibi')]).toBe(16);
  });

  it('draw from the Buried Evidence takes a face-down card at random', () => {
    const s = scenario({ P: { procedures: ['t-dig'] }, buried: ['base-d-alibi'] });
    expect(play(s, [P, activate('t-dig')]).state.hands[P]).toEqual(['base-d-alibi']);
  });

  it('bury from hand: a chosen card goes face down into the Buried Evidence', () => {
    const s = scenario({ P: { procedures: ['t-shred'], hand: ['base-p-recess'] } });
    const a = play(s, [P, activate('t-shred')], [P, pick('base-p-recess')]).state;
    expect(a.buried).toEqual(['base-p-recess']);
    expect(a.know[D]![a.cards.indexOf('base-p-recess')]).toBe(16 | 2);
  });
});

describe('draw from the opponent’s discard (t-rummage) and from either examination (t-masterpieces)', () => {
  it('takes a chosen card from the opponent’s discard', () => {
    const s = scenario({ P: { hand: ['t-rummage'] }, D: { discard: ['base-d-alibi'] } });
    const a = play(s, [P, playCardAction('t-rummage')], [D, ALLOW], [P, pick('base-d-alibi')]).state;
    expect(a.hands[P]).toEqual(['base-d-alibi']);
  });

  it('Victory: draws a Painting from either examination (its Value leaves that examination)', () => {
    const s = scenario({ pending: defenseTurn, facing: 'D', P: { exam: ['t-painting'], passed: true }, D: { exam: ['t-painting-2', 't-masterpieces'] } });
    const a = play(s, [D, PASS]).state;
    expectNext(a, [D], [pick('t-painting-2'), pick('t-painting')]);
    const b = play(a, [D, pick('t-painting')]).state;
    expect(b.hands[D]).toEqual(['t-painting']);
    expect(influence(b, P)).toBe(1);
  });
});

describe('loseInfluence (t-slander), addToExamination from the deck (t-blind-add)', () => {
  it('the opponent loses 2 Influence', () => {
    const s = scenario({ P: { hand: ['t-slander'] } });
    expect(influence(play(s, [P, playCardAction('t-slander')], [D, ALLOW]).state, D)).toBe(1 - 2);
  });

  it('the top card of the deck goes into the examination without being played', () => {
    const s = scenario({ P: { hand: ['t-blind-add'], deck: ['base-p-legal-argument'] } });
    const a = play(s, [P, playCardAction('t-blind-add')], [D, ALLOW]).state;
    expect(a.exams[P]).toEqual([
      { card: 't-blind-add', value: 1 },
      { card: 'base-p-legal-argument', value: 0 },
    ]);
  });
});

describe('sway N, lock and unlock (t-sway-two, t-lock, t-unlock)', () => {
  it('sway 2: two steps, chosen one at a time among jurors showing the bias, Skepticism ignored', () => {
    const s = scenario({ P: { hand: ['t-sway-two'] } });
    const a = play(s, [P, playCardAction('t-sway-two')], [D, ALLOW]).state;
    expectNext(a, [P], [juror(1), juror(7)]);
    const b = play(a, [P, juror(7)]).state;
    expectNext(b, [P], [juror(1), juror(7)]);
    const c = play(b, [P, juror(7)]).state;
    expect(c.jurors[7]!.space).toBe(0);
    expectNext(c, [D]);
  });

  it('on the lock side only the Prosecution locks (P-near → locked) and only the Defense unlocks', () => {
    const s = scenario({ case: '01', P: { hand: ['t-lock'] } });
    const a = play(s, [P, playCardAction('t-lock')], [D, ALLOW]).state;
    expectNext(a, [P], [juror(1)]);
    const locked = play(a, [P, juror(1)]).state;
    expect(locked.jurors[1]!.space).toBe(0);
    const u = scenario({ case: '01', facing: 'D', pending: defenseTurn, spaces: [1, 0, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2], D: { hand: ['t-unlock'] } });
    const b = play(u, [D, playCardAction('t-unlock')], [P, ALLOW]).state;
    expectNext(b, [D], [juror(1)]);
    expect(play(b, [D, juror(1)]).state.jurors[1]!.space).toBe(1);
    // On the normal side (Case 00) there is nothing to lock: the effect is ignored.
    const normal = play(scenario({ P: { hand: ['t-lock'] } }), [P, playCardAction('t-lock')], [D, ALLOW]).state;
    expectNext(normal, [D]);
  });
});

describe('shuffle all (t-shuffle-all)', () => {
  it('every matching card of the discard goes into the deck, which is shuffled', () => {
    const s = scenario({ P: { procedures: ['t-shuffle-all'], discard: ['base-p-police-report', 'base-p-recess', 'base-p-prior-record'] } });
    const a = play(s, [P, activate('t-shuffle-all')]).state;
    expect([...a.decks[P]!].sort()).toEqual(['base-p-police-report', 'base-p-prior-record']);
    expect(a.discards[P]).toEqual(['base-p-recess', 't-shuffle-all']);
  });
});

describe('conditions (t-conditions): witnessBias, all, leading, not, favour, else', () => {
  it('+1 on a logical witness; +10 when leading without the favour, else gain 1 Influence', () => {
    const lead = scenario({ favour: 'D', P: { hand: ['t-conditions'] } });
    expect(play(lead, [P, playCardAction('t-conditions')], [D, ALLOW]).state.exams[P]![0]!.value).toBe(1 + 1 + 10);
    const fav = scenario({ P: { hand: ['t-conditions'] } });
    const a = play(fav, [P, playCardAction('t-conditions')], [D, ALLOW]).state;
    expect(a.exams[P]![0]!.value).toBe(2);
    expect(a.bonus[P]).toBe(1);
  });
});

describe('every word of the language is exercised by a tested card', () => {
  it('each effect word and condition appears on a base or stand-in card with a spec', () => {
    const words = new Set<string>();
    const conditions = new Set<string>();
    const walkCondition = (c: Condition): void => {
      conditions.add(c.is);
      if (c.is === 'not') walkCondition(c.condition);
      if (c.is === 'all') c.conditions.forEach(walkCondition);
    };
    const walk = (effects: readonly Effect[] | undefined): void => {
      for (const e of effects ?? []) {
        words.add(e.do);
        if (e.do === 'if') {
          walkCondition(e.when);
          walk(e.then);
          walk(e.else);
        }
      }
    };
    for (const c of [...PROSECUTION_BASE, ...DEFENSE_BASE, ...STAND_IN_CARDS, ...STAND_IN_WITNESSES]) {
      const b = c.effects;
      if (b === undefined) continue;
      [b.examine, b.victory, b.defeat, b.called, b.action, b.calledBy?.P, b.calledBy?.D, b.favored?.P, b.favored?.D].forEach(walk);
    }
    expect(EFFECT_WORDS.filter((w) => !words.has(w))).toEqual([]);
    expect(CONDITION_WORDS.filter((w) => !conditions.has(w))).toEqual([]);
  });
});
