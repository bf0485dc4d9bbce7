import { describe, expect, it } from 'vitest';
import { influence } from '../src/index.js';
import { ALLOW, D, DONE, OBJECT, P, PASS, expectNext, play, playCardAction, scenario } from './scenario.js';

describe('Objection!', () => {
  const s = () => scenario({ P: { hand: ['base-p-leading-question', 'base-p-expert-testimony', 'base-p-police-report'] } });

  it('after an opponent’s Argument the other player may object or allow it', () => {
    const { state } = play(s(), [P, playCardAction('base-p-leading-question')]);
    expectNext(state, [D], [OBJECT, ALLOW]);
  });

  it('an objected card is discarded with no effect and its player must take another action', () => {
    const { state } = play(s(), [P, playCardAction('base-p-leading-question')], [D, OBJECT]);
    expect(state.exams[P]).toEqual([]);
    expect(state.discards[P]).toEqual(['base-p-leading-question']);
    // Leading Question's Examine (favour: +1 Influence) did not resolve.
    expect(influence(state, P)).toBe(3);
    expect(state.objections[D]).toBe(2);
    expectNext(state, [P]);
  });

  it('once per witness: the next Argument passes without a window', () => {
    const a = play(s(), [P, playCardAction('base-p-leading-question')], [D, OBJECT], [P, playCardAction('base-p-expert-testimony')]).state;
    expectNext(a, [D]);
    expect(a.pending.step).toBe('question');
    // Expert Testimony on an Expert: 1 + 2.
    expect(influence(a, P)).toBe(3 + 3);
  });

  it('allowing lets the Examine effect resolve', () => {
    const { state } = play(s(), [P, playCardAction('base-p-leading-question')], [D, ALLOW]);
    expect(influence(state, P)).toBe(3 + 2 + 1);
    expectNext(state, [D]);
  });

  it('no objection to Evidence or Procedures before the unbiased judge, nor without a token', () => {
    const a = play(s(), [P, playCardAction('base-p-police-report')]).state;
    expectNext(a, [D]);
    expect(a.pending.step).toBe('question');
    const spent = scenario({ P: { hand: ['base-p-leading-question'] }, D: { objections: 0 } });
    expect(play(spent, [P, playCardAction('base-p-leading-question')]).state.pending).toEqual({ step: 'question', seat: D });
  });

  it('a Biased Judge allows objecting to Evidence, but never to a card showing the judge’s bias', () => {
    const judged = scenario({ judge: 'corruption', P: { hand: ['base-p-police-report', 'base-p-prior-record'] }, witness: 't-plain' });
    expectNext(play(judged, [P, playCardAction('base-p-police-report')]).state, [D], [OBJECT, ALLOW]);
    const shielded = scenario({ judge: 'corruption', P: { exam: ['base-p-police-report'], hand: ['base-p-inadmissable'] }, D: { passed: true } });
    // Inadmissable (a Procedure) never opens the window; Prior Record shows corruption.
    expect(play(shielded, [P, playCardAction('base-p-inadmissable')]).state.pending.step).toBe('question');
    const corrupt = scenario({ judge: 'corruption', P: { exam: ['base-p-inadmissable'], hand: ['base-p-prior-record'] } });
    expect(play(corrupt, [P, playCardAction('base-p-prior-record')]).state.pending).toEqual({ step: 'question', seat: D });
  });

  it('three objections for the whole trial; a new witness allows one more objection each', () => {
    const a = scenario({ P: { hand: ['base-p-leading-question'] }, D: { objections: 1, objected: false } });
    const b = play(a, [P, playCardAction('base-p-leading-question')], [D, OBJECT]).state;
    expect(b.objections[D]).toBe(0);
    expect(b.objected[D]).toBe(true);
    const end = play(b, [P, PASS], [D, PASS], [P, DONE]).state;
    expect(end.objected).toEqual([false, false]);
    expect(end.objections[D]).toBe(0);
  });
});
