import { describe, expect, it } from 'vitest';
import { influence } from '../src/index.js';
import { ALLOW, D, DONE, P, PASS, activate, expectNext, pick, play, playCardAction, scenario, types } from './scenario.js';

describe('value bonuses leaving play (glossary: Value)', () => {
  it('the Influence of a card leaves with it when an effect takes it from the examination', () => {
    const s = scenario({
      pending: { step: 'question', seat: D },
      facing: 'D',
      P: { exam: ['t-painting', ['t-painting-2', 7]], passed: true },
      D: { exam: [['t-masterpieces', 20]] },
    });
    expect(influence(s, P)).toBe(1 + 2 + 7);
    const a = play(s, [D, PASS], [D, pick('t-painting-2')]).state;
    expect(influence(a, P)).toBe(1 + 2);
    expect(a.hands[D]).toEqual(['t-painting-2']);
  });

  it('an objection takes a bias-count Argument out before its Examine: no Value is ever added', () => {
    const s = scenario({ P: { exam: ['base-p-expert-testimony'], hand: ['base-p-logical-argument'] } });
    const a = play(s, [P, playCardAction('base-p-logical-argument')], [D, { type: 'object' }]).state;
    expect(influence(a, P)).toBe(3 + 1);
    expect(a.discards[P]).toEqual(['base-p-logical-argument']);
  });
});

describe('Surprise Witness and the new witness’s effects', () => {
  it('Called effects of the new witness are ignored; its Victory resolves as normal', () => {
    const s = scenario({ P: { procedures: ['base-p-surprise-witness'], deck: ['base-p-recess'] }, witnessDeck: ['t-arrival'] });
    const a = play(s, [P, activate('base-p-surprise-witness')], [P, { type: 'orient', facing: 'P' }]).state;
    // t-arrival's "Called: draw 1" and "Prosecution Called: +2 Influence" did not resolve.
    expect(a.hands[P]).toEqual([]);
    expect(influence(a, P)).toBe(2);
    const won = play(a, [D, PASS], [P, PASS]).state;
    // Its Victory (+3 Influence) raised the margin: 2 + 3 − 1.
    expect(won.pending).toEqual({ step: 'sway', seat: P, points: 4 });
    expect(won.claimed[P]).toEqual(['t-plain']);
  });

  it('the claimed witness leaves the key witnesses and counts as claimed; the new one is claimed by its winner', () => {
    const s = scenario({ P: { procedures: ['base-p-surprise-witness'] }, witnessDeck: ['t-surprise'], keyWitnesses: ['t-second'] });
    const a = play(s, [P, activate('base-p-surprise-witness')], [P, { type: 'orient', facing: 'D' }], [D, PASS], [P, PASS], [D, DONE]).state;
    expect(a.claimed).toEqual([['t-plain'], ['t-surprise']]);
    expect(a.keyWitnesses).toEqual(['t-second']);
  });
});

describe('effects that find nothing do nothing', () => {
  it('a pick with no matching card is skipped and play goes on', () => {
    const s = scenario({ P: { hand: ['t-rummage'] } });
    const a = play(s, [P, playCardAction('t-rummage')], [D, ALLOW]).state;
    expectNext(a, [D]);
  });

  it('a search with no match still shuffles the pile and goes on', () => {
    const s = scenario({ P: { procedures: ['base-p-motion-to-compel'], deck: ['base-p-recess', 'base-p-bribery'] } });
    // The searcher is asked all the same (others cannot tell a match from none): only Done.
    const asked = play(s, [P, activate('base-p-motion-to-compel')]).state;
    expectNext(asked, [P], [DONE]);
    const a = play(asked, [P, DONE]);
    expect(types(a.events)).toEqual(['search-nothing']);
    expectNext(a.state, [D]);
    expect([...a.state.decks[P]!].sort()).toEqual(['base-p-bribery', 'base-p-recess']);
  });
});
