import { describe, expect, it } from 'vitest';
import { influence } from '../../src/index.js';
import { ALLOW, D, P, PASS, activate, expectNext, juror, pick, play, playCardAction, scenario } from '../scenario.js';

// One spec per Defense base card with an effect. t-plain faces the Prosecution, so the Defense's end shows
// emotional / reputation; the Defense acts first in these scenarios.
const defenseTurn = { step: 'question', seat: D } as const;

describe('base-d-for-the-greater-good', () => {
  it('Victory: resolve the Victory effect of any card in the opponent’s examination, not only its top card', () => {
    // For the Greater Good is the Defense's top card: its Victory lets it pick Charming Demeanor's (not the top card).
    const top = scenario({
      pending: defenseTurn,
      P: { exam: ['base-p-prior-record', 'base-p-charming-demeanor', 'base-p-sustained-pressure'], passed: true },
      D: { exam: ['base-d-sympathetic-plea', ['base-d-for-the-greater-good', 9]], objections: 1 },
    });
    const a = play(top, [D, PASS]).state;
    expectNext(a, [D], [pick('base-p-prior-record'), pick('base-p-charming-demeanor')]);
    const b = play(a, [D, pick('base-p-charming-demeanor')]).state;
    expect(b.objections[D]).toBe(2);
  });

  it('cannot borrow the Victory of another For the Greater Good', () => {
    const s = scenario({
      pending: defenseTurn,
      P: { exam: ['base-d-for-the-greater-good#2', 'base-p-prior-record'], passed: true },
      D: { exam: [['base-d-for-the-greater-good', 9]] },
    });
    expectNext(play(s, [D, PASS]).state, [D], [pick('base-p-prior-record')]);
  });
});

describe('base-d-discredit-the-witness', () => {
  it('Examine: the opponent’s end of the witness counts 0, and Influence is recalculated', () => {
    const s = scenario({ pending: defenseTurn, D: { hand: ['base-d-discredit-the-witness'] } });
    expect(influence(s, P)).toBe(3);
    const a = play(s, [D, playCardAction('base-d-discredit-the-witness')], [P, ALLOW]).state;
    expect(a.stand?.discredited).toEqual([true, false]);
    expect([influence(a, P), influence(a, D)]).toEqual([0, 1 + 1]);
  });

  it('a new witness (Surprise Witness) enters play not discredited', () => {
    const s = scenario({ discredited: [true, false], P: { procedures: ['base-p-surprise-witness'] } });
    const a = play(s, [P, activate('base-p-surprise-witness')], [P, { type: 'orient', facing: 'P' }]).state;
    expect(a.stand?.discredited).toEqual([false, false]);
  });
});

describe('base-d-moral-argument and base-d-emotional-argument', () => {
  it('base-d-moral-argument: +2 per reputation card in the Defense examination', () => {
    const s = scenario({ pending: defenseTurn, D: { exam: ['base-d-sympathetic-plea'], hand: ['base-d-moral-argument'] } });
    expect(play(s, [D, playCardAction('base-d-moral-argument')], [P, ALLOW]).state.exams[D]![1]!.value).toBe(4);
  });

  it('base-d-emotional-argument: +2 per emotional card; leaving the examination takes its Value with it', () => {
    const s = scenario({ pending: defenseTurn, D: { exam: ['base-d-sympathetic-plea'], hand: ['base-d-emotional-argument'] }, P: { exam: ['t-painting'] } });
    const a = play(s, [D, playCardAction('base-d-emotional-argument')], [P, ALLOW]).state;
    expect(influence(a, D)).toBe(1 + 3 + 4);
  });
});

describe('base-d-evidential-argument', () => {
  it('+2 per evidential card in the examination', () => {
    const s = scenario({ facing: 'D', pending: defenseTurn, D: { exam: ['base-d-alibi'], hand: ['base-d-evidential-argument'] } });
    expect(play(s, [D, playCardAction('base-d-evidential-argument')], [P, ALLOW]).state.exams[D]![1]!.value).toBe(4);
  });
});

describe('base-d-key-evidence', () => {
  it('Examine: +3 Value when the examination holds another Evidence (printed 2, then 5)', () => {
    const s = scenario({ facing: 'D', pending: defenseTurn, D: { exam: ['base-d-alibi'], hand: ['base-d-key-evidence'] } });
    const a = play(s, [D, playCardAction('base-d-key-evidence')]).state;
    expect(a.exams[D]![1]).toEqual({ card: 'base-d-key-evidence', value: 5 });
    const alone = scenario({ facing: 'D', pending: defenseTurn, D: { hand: ['base-d-key-evidence'] } });
    expect(play(alone, [D, playCardAction('base-d-key-evidence')]).state.exams[D]![0]!.value).toBe(2);
  });
});

describe('base-d-reasonable-doubt', () => {
  it('Victory: sway 1 Logical toward the Defense', () => {
    const s = scenario({ pending: defenseTurn, P: { passed: true }, D: { exam: ['base-d-sympathetic-plea', 'base-d-reasonable-doubt'] } });
    const a = play(s, [D, PASS]).state;
    // Jurors 1 (top, P-near) and 7 (bottom, D-near) show logical.
    expectNext(a, [D], [juror(1), juror(7)]);
    expect(play(a, [D, juror(1)]).state.jurors[1]!.space).toBe(2);
  });
});

describe('base-d-point-of-order', () => {
  it('Action: refresh 1 Objection', () => {
    const s = scenario({ favour: 'D', pending: defenseTurn, D: { procedures: ['base-d-point-of-order'], objections: 0 } });
    const a = play(s, [D, activate('base-d-point-of-order')]).state;
    expect(a.objections[D]).toBe(1);
    expect(a.favour).toBe(P);
  });
});

describe('base-d-character-reference', () => {
  it('Examine: on a Family witness, gain 1 Influence', () => {
    const family = scenario({ witness: 't-second', pending: defenseTurn, D: { hand: ['base-d-character-reference'] } });
    expect(influence(play(family, [D, playCardAction('base-d-character-reference')]).state, D)).toBe(2 + 2 + 1);
    const other = scenario({ pending: defenseTurn, D: { hand: ['base-d-character-reference'] } });
    expect(influence(play(other, [D, playCardAction('base-d-character-reference')]).state, D)).toBe(1 + 2);
  });
});

describe('base-d-cross-examination', () => {
  it('Examine: the opponent discards 1 card of its choice', () => {
    const s = scenario({ pending: defenseTurn, D: { exam: ['base-d-whistleblower'], hand: ['base-d-cross-examination'] }, P: { hand: ['base-p-recess', 'base-p-bribery'] } });
    const a = play(s, [D, playCardAction('base-d-cross-examination')], [P, ALLOW]).state;
    expectNext(a, [P], [pick('base-p-recess'), pick('base-p-bribery')]);
    const b = play(a, [P, pick('base-p-bribery')]).state;
    expect(b.discards[P]).toEqual(['base-p-bribery']);
    expectNext(b, [P]);
  });
});

describe('base-d-motion-to-suppress', () => {
  it('Action: bury 1 card from the opponent’s discard', () => {
    const s = scenario({ favour: 'D', pending: defenseTurn, D: { procedures: ['base-d-motion-to-suppress'] }, P: { discard: ['base-p-police-report'] } });
    const a = play(s, [D, activate('base-d-motion-to-suppress')], [D, pick('base-p-police-report')]).state;
    expect(a.buried).toEqual(['base-p-police-report']);
    expect(a.discards[P]).toEqual([]);
  });
});

describe('base-d-continuance', () => {
  it('Action: draw 2 cards', () => {
    const s = scenario({ favour: 'D', pending: defenseTurn, D: { procedures: ['base-d-continuance'], deck: ['base-d-alibi', 'base-d-whistleblower', 'base-d-alibi#2'] } });
    expect(play(s, [D, activate('base-d-continuance')]).state.hands[D]).toEqual(['base-d-alibi', 'base-d-whistleblower']);
  });
});

describe('base-d-recovered-files', () => {
  it('Action: draw 1 Evidence from your discard', () => {
    const s = scenario({ favour: 'D', pending: defenseTurn, D: { procedures: ['base-d-recovered-files'], discard: ['base-d-whistleblower', 'base-d-alibi'] } });
    const a = play(s, [D, activate('base-d-recovered-files')]).state;
    expectNext(a, [D], [pick('base-d-alibi')]);
    expect(play(a, [D, pick('base-d-alibi')]).state.hands[D]).toEqual(['base-d-alibi']);
  });
});

describe('base-d-whistleblower', () => {
  it('Examine: gain the Judge’s favour', () => {
    const s = scenario({ pending: defenseTurn, D: { exam: ['base-d-cross-examination'], hand: ['base-d-whistleblower'] } });
    const a = play(s, [D, { type: 'play', card: 'base-d-whistleblower' }]).state;
    expect(a.pending).toEqual({ step: 'objection', seat: P, card: 'base-d-whistleblower' });
    expect(play(a, [P, ALLOW]).state.favour).toBe(D);
  });
});
