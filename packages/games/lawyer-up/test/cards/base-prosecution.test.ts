import { describe, expect, it } from 'vitest';
import { influence } from '../../src/index.js';
import { ALLOW, D, DONE, P, PASS, activate, expectNext, juror, pick, play, playCardAction, scenario } from '../scenario.js';

// One spec per Prosecution base card with an effect. t-plain faces the Prosecution: evidential / logical.

describe('base-p-charming-demeanor', () => {
  it('Examine: gain the favour, take another action; Victory: refresh 1 Objection', () => {
    const s = scenario({ favour: 'D', P: { exam: ['base-p-inadmissable'], hand: ['base-p-charming-demeanor', 'base-p-prior-record'], objections: 1 }, D: { passed: true } });
    const a = play(s, [P, playCardAction('base-p-charming-demeanor')], [D, ALLOW]).state;
    expect(a.favour).toBe(P);
    expectNext(a, [P]);
    const won = play(a, [P, PASS]).state;
    expect(won.objections[P]).toBe(2);
  });
});

describe('bias-count Arguments (base-p-logical-argument, base-p-legal-argument, base-p-evidential-argument)', () => {
  it('base-p-logical-argument: +2 per logical card in the examination, this one included, fixed once played', () => {
    const s = scenario({ P: { exam: ['base-p-expert-testimony'], hand: ['base-p-logical-argument', 'base-p-chain-of-custody'] } });
    const a = play(s, [P, playCardAction('base-p-logical-argument')], [D, ALLOW]).state;
    expect(a.exams[P]![1]).toEqual({ card: 'base-p-logical-argument', value: 4 });
    const b = play(a, [D, PASS], [P, playCardAction('base-p-chain-of-custody')]).state;
    expect(b.exams[P]![1]!.value).toBe(4);
    expect(influence(b, P)).toBe(3 + 1 + 4 + 2);
  });

  it('base-p-legal-argument counts bureaucratic cards', () => {
    const s = scenario({ P: { exam: ['base-p-police-report'], hand: ['base-p-legal-argument'] } });
    expect(play(s, [P, playCardAction('base-p-legal-argument')], [D, ALLOW]).state.exams[P]![1]!.value).toBe(4);
  });

  it('base-p-evidential-argument counts evidential cards (Neutral: it counts for either player)', () => {
    const s = scenario({ P: { hand: ['base-p-evidential-argument'] } });
    const a = play(s, [P, playCardAction('base-p-evidential-argument')], [D, ALLOW]).state;
    expect(a.exams[P]![0]!.value).toBe(2);
    expect(influence(a, P)).toBe(5);
  });
});

describe('base-p-surprise-witness', () => {
  it('Action: claim the current witness; the Witness deck’s top replaces it, oriented by its caller; examinations stay', () => {
    const s = scenario({ P: { procedures: ['base-p-surprise-witness'], exam: ['base-p-police-report'] }, witnessDeck: ['t-surprise'] });
    const a = play(s, [P, activate('base-p-surprise-witness')]).state;
    expect(a.claimed[P]).toEqual(['t-plain']);
    expect(a.stand?.id).toBe('t-surprise');
    expectNext(a, [P], [
      { type: 'orient', facing: 'P' },
      { type: 'orient', facing: 'D' },
    ]);
    // t-surprise is a Defense witness (D5 / D0): facing the Defense it gives the Prosecution 0, the Defense 0.
    const b = play(a, [P, { type: 'orient', facing: 'D' }]).state;
    expect(b.exams[P]).toEqual([{ card: 'base-p-police-report', value: 2 }]);
    expect([influence(b, P), influence(b, D)]).toEqual([2, 5]);
    // Facing the Prosecution instead, its "Prosecution Favored: gain 1 Influence" resolves.
    const c = play(a, [P, { type: 'orient', facing: 'P' }]).state;
    expect([influence(c, P), influence(c, D)]).toEqual([2 + 1, 0]);
    expectNext(c, [D]);
  });

  it('does nothing when the Witness deck is empty', () => {
    const s = scenario({ P: { procedures: ['base-p-surprise-witness'] }, witnessDeck: [] });
    const a = play(s, [P, activate('base-p-surprise-witness')]).state;
    expect(a.stand?.id).toBe('t-plain');
    expectNext(a, [D]);
  });
});

describe('base-p-bribery', () => {
  it('Examine: add a card from hand without playing it: no chain, no Examine, it becomes the top card', () => {
    const s = scenario({ P: { exam: ['base-p-sustained-pressure'], hand: ['base-p-bribery', 'base-p-leading-question', 'base-p-legal-argument'] } });
    const a = play(s, [P, playCardAction('base-p-bribery')], [D, ALLOW]).state;
    expectNext(a, [P], [pick('base-p-leading-question'), pick('base-p-legal-argument')]);
    const b = play(a, [P, pick('base-p-legal-argument')]).state;
    // The Legal Argument's Examine did not run: its Value stays 0; it is now the top card.
    expect(b.exams[P]!.map((e) => e.value)).toEqual([2, 1, 0]);
    expectNext(b, [D]);
  });
});

describe('base-p-inadmissable', () => {
  it('Action: the opponent discards 1 card at random', () => {
    const s = scenario({ P: { procedures: ['base-p-inadmissable'] }, D: { hand: ['base-d-alibi', 'base-d-continuance'] } });
    const a = play(s, [P, activate('base-p-inadmissable')]).state;
    expect(a.hands[D]).toHaveLength(1);
    expect(a.discards[D]).toHaveLength(1);
    expectNext(a, [D]);
  });
});

describe('base-p-chain-of-custody', () => {
  it('Action: draw 2 cards', () => {
    const s = scenario({ P: { procedures: ['base-p-chain-of-custody'], deck: ['base-p-recess', 'base-p-bribery'] } });
    expect(play(s, [P, activate('base-p-chain-of-custody')]).state.hands[P]).toEqual(['base-p-recess', 'base-p-bribery']);
  });
});

describe('base-p-leading-question', () => {
  it('Examine: with the Judge’s favour, gain 1 Influence; without it, nothing', () => {
    const withFavour = play(scenario({ P: { hand: ['base-p-leading-question'] } }), [P, playCardAction('base-p-leading-question')], [D, ALLOW]).state;
    expect(influence(withFavour, P)).toBe(3 + 2 + 1);
    const without = play(scenario({ favour: 'D', P: { hand: ['base-p-leading-question'] } }), [P, playCardAction('base-p-leading-question')], [D, ALLOW]).state;
    expect(influence(without, P)).toBe(3 + 2);
  });
});

describe('base-p-prior-record', () => {
  it('Victory: sway 1 Reputation, Skepticism ignored', () => {
    const s = scenario({ P: { exam: ['base-p-inadmissable', 'base-p-prior-record'], passed: false }, D: { passed: true } });
    const a = play(s, [P, PASS]).state;
    expectNext(a, [P], [juror(3), juror(9)]);
    expect(play(a, [P, juror(9)]).state.jurors[9]!.space).toBe(1);
  });
});

describe('base-p-expert-testimony', () => {
  it('Examine: +2 Value on an Expert witness only', () => {
    const expert = play(scenario({ P: { hand: ['base-p-expert-testimony'] } }), [P, playCardAction('base-p-expert-testimony')], [D, ALLOW]).state;
    expect(expert.exams[P]![0]!.value).toBe(3);
    const plain = play(scenario({ witness: 't-third', P: { hand: ['base-p-expert-testimony'] } }), [P, playCardAction('base-p-expert-testimony')], [D, ALLOW]).state;
    expect(plain.exams[P]![0]!.value).toBe(1);
  });
});

describe('base-p-motion-to-compel', () => {
  it('Action: search the deck for 1 Evidence into hand, then shuffle it', () => {
    const s = scenario({ P: { procedures: ['base-p-motion-to-compel'], deck: ['base-p-recess', 'base-p-police-report', 'base-p-bribery', 'base-p-prior-record'] } });
    const a = play(s, [P, activate('base-p-motion-to-compel')]).state;
    expectNext(a, [P], [pick('base-p-police-report'), pick('base-p-prior-record')]);
    const b = play(a, [P, pick('base-p-prior-record')]).state;
    expect(b.hands[P]).toEqual(['base-p-prior-record']);
    expect([...b.decks[P]!].sort()).toEqual(['base-p-bribery', 'base-p-police-report', 'base-p-recess']);
    expectNext(b, [D]);
  });
});

describe('base-p-plea-offer', () => {
  it('Action: refresh 1 Objection (never above 3)', () => {
    const s = scenario({ P: { procedures: ['base-p-plea-offer'], objections: 1 } });
    expect(play(s, [P, activate('base-p-plea-offer')]).state.objections[P]).toBe(2);
    const full = scenario({ P: { procedures: ['base-p-plea-offer'] } });
    expect(play(full, [P, activate('base-p-plea-offer')]).state.objections[P]).toBe(3);
  });
});

describe('base-p-recess', () => {
  it('Action: shuffle 2 chosen cards from the discard into the deck', () => {
    const s = scenario({ P: { procedures: ['base-p-recess'], discard: ['base-p-bribery', 'base-p-police-report', 'base-p-prior-record'], deck: ['base-p-plea-offer'] } });
    const a = play(s, [P, activate('base-p-recess')], [P, pick('base-p-bribery')]).state;
    expectNext(a, [P], [pick('base-p-police-report'), pick('base-p-prior-record'), pick('base-p-recess')]);
    const b = play(a, [P, pick('base-p-prior-record')]).state;
    expect([...b.decks[P]!].sort()).toEqual(['base-p-bribery', 'base-p-plea-offer', 'base-p-prior-record']);
    expect(b.discards[P]).toEqual(['base-p-police-report', 'base-p-recess']);
  });
});

describe('base-p-closing-remarks', () => {
  it('Victory: draw 1 chosen card from your discard', () => {
    const s = scenario({ P: { exam: ['base-p-police-report', 'base-p-closing-remarks'], discard: ['base-p-bribery', 'base-p-recess'] }, D: { passed: true } });
    const a = play(s, [P, PASS]).state;
    expectNext(a, [P], [pick('base-p-bribery'), pick('base-p-recess')]);
    const b = play(a, [P, pick('base-p-recess')]).state;
    expect(b.hands[P]).toEqual(['base-p-recess']);
    expect(b.pending.step).toBe('sway');
    void DONE;
  });
});
