import { describe, expect, it } from 'vitest';
import type { Juror } from '../../src/index.js';
import { case01 } from '../../src/content/case01/index.js';
import { game, play } from '../scenario.js';
import { act, jurorOf, jury, juror, names, PASS, table } from './table.js';

// The lock side with Case 01's own cards (the rules with stand-in cards are in test/lock-side.test.ts and
// test/closing.test.ts): what a locked juror refuses, the twelfth lock, and each strategy's closing statements.

const D_TURN = { step: 'question', seat: 1 } as const;
const DONE = { type: 'done' } as const;
/** Every juror locked but the ones given (index → space). */
const lockedBut = (spaces: Partial<Record<number, number>>): Juror[] => jury(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i, spaces[i] ?? 0])));

describe("Jerrod's Gun — Victory: sway 1 Evidential — cannot sway a locked juror", () => {
  // Rosa Delgado (Neutral, 3/1) faces the Defense: 3 + Jerrod's Gun 3 against 1.
  const gunWins = (jurors: Juror[]) =>
    act(table({ witness: 'rosa-delgado', facing: 'D', exams: [[], ['jerrods-gun']], jurors, passed: [true, false], pending: D_TURN }), [1, PASS]);

  it('offers only the Evidential juror that is not locked, and the locked one stays', () => {
    const s = gunWins(jury({ [jurorOf('evidential')]: 0 }));
    expect(s.pending).toMatchObject({ step: 'choose', seat: 1, choice: { kind: 'juror', how: 'sway', bias: 'evidential' } });
    expect(game.legalActions(s, 1)).toEqual([juror(jurorOf('evidential', 1))]);
    const after = act(s, [1, juror(jurorOf('evidential', 1))]);
    expect(after.jurors[jurorOf('evidential')]!.space).toBe(0);
    expect(after.jurors[jurorOf('evidential', 1)]!.space).toBe(3);
    expect(after.pending).toEqual({ step: 'sway', seat: 1, points: 5 });
  });

  it('with the other Evidential juror already on the far space, finds nothing to sway and goes on to the sway by Influence', () => {
    const s = gunWins(jury({ [jurorOf('evidential')]: 0, [jurorOf('evidential', 1)]: 3 }));
    expect(s.jurors[jurorOf('evidential')]!.space).toBe(0);
    expect(s.pending).toEqual({ step: 'sway', seat: 1, points: 5 });
    // The Influence cannot reach the locked juror either.
    expect(game.legalActions(s, 1)).not.toContainEqual(juror(jurorOf('evidential')));
  });
});

describe('Newspaper Headlines — Victory: sway 1 Reputation — for the Defense, around a locked juror', () => {
  it('sways the Reputation juror on the Defense’s side, never the locked one', () => {
    const jurors = jury({ [jurorOf('reputation')]: 0 });
    const s = act(table({ witness: 'rosa-delgado', facing: 'D', exams: [[], ['newspaper-headlines']], jurors, passed: [true, false], pending: D_TURN }), [1, PASS]);
    expect(game.legalActions(s, 1)).toEqual([juror(jurorOf('reputation', 1))]);
  });
});

describe('The Bloody Knife — Victory: lock 1 Corruption — locking the twelfth juror', () => {
  it('ends the trial at once: the Prosecution wins, nobody claims the witness, no closing statements', () => {
    const corruption = jurorOf('corruption');
    const t = table({ witness: 'gus-pratt', exams: [['the-bloody-knife'], []], jurors: lockedBut({ [corruption]: 1 }), passed: [false, true], keyWitnesses: ['rosa-delgado'] });
    const s = act(t, [0, PASS]);
    expect(game.legalActions(s, 0)).toEqual([juror(corruption)]);
    const end = act(s, [0, juror(corruption)]);
    expect(end.jurors.every((j) => j.space === 0)).toBe(true);
    expect(end.pending).toEqual({ step: 'over' });
    expect(end.claimed).toEqual([[], []]);
    expect(names(end.keyWitnesses)).toEqual(['rosa-delgado']);
    expect(game.outcome(end)).toMatchObject({ winners: [0], reason: 'all-locked' });
    expect(game.toAct(end)).toEqual([]);
  });

  it('with eleven locked and the twelfth on the Defense’s side, locks nothing and the trial goes on to the sway', () => {
    const corruption = jurorOf('corruption');
    const t = table({ witness: 'gus-pratt', exams: [['the-bloody-knife'], []], jurors: lockedBut({ [corruption]: 2 }), passed: [false, true] });
    const s = act(t, [0, PASS]);
    expect(s.pending).toMatchObject({ step: 'sway', seat: 0 });
    // Influence can still flip it to P-near, not lock it in the same step.
    expect(game.legalActions(s, 0)).toEqual([juror(corruption), DONE]);
  });
});

describe('Unlock cards around the locked space', () => {
  it('Hospital Records leaves a locked juror of another bias locked', () => {
    const jurors = jury({ [jurorOf('evidential')]: 0 });
    const s = act(table({ witness: 'rosa-delgado', facing: 'D', exams: [[], ['hospital-records']], jurors, passed: [true, false], pending: D_TURN }), [1, PASS]);
    expect(s.jurors[jurorOf('evidential')]!.space).toBe(0);
    expect(s.pending).toMatchObject({ step: 'sway', seat: 1 });
  });

  it('Hospital Records chooses among the locked Emotional jurors, then Influence may sway the unlocked one', () => {
    const jurors = jury({ [jurorOf('emotional')]: 0, [jurorOf('emotional', 1)]: 0 });
    const s = act(table({ witness: 'rosa-delgado', facing: 'D', exams: [[], ['hospital-records']], jurors, passed: [true, false], pending: D_TURN }), [1, PASS]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 1, choice: { kind: 'juror', how: 'unlock', bias: 'emotional' } });
    expect(game.legalActions(s, 1)).toEqual([juror(jurorOf('emotional')), juror(jurorOf('emotional', 1))]);
    const after = act(s, [1, juror(jurorOf('emotional', 1))]);
    expect(after.jurors[jurorOf('emotional', 1)]!.space).toBe(1);
    expect(after.jurors[jurorOf('emotional')]!.space).toBe(0);
    expect(after.pending).toEqual({ step: 'sway', seat: 1, points: 5 });
    // The unlocked token is an ordinary P-near one: Skepticism 3 buys its step to the Defense; the locked one is out of reach.
    expect(game.legalActions(after, 1)).toContainEqual(juror(jurorOf('emotional', 1)));
    expect(game.legalActions(after, 1)).not.toContainEqual(juror(jurorOf('emotional')));
    expect(act(after, [1, juror(jurorOf('emotional', 1))]).jurors[jurorOf('emotional', 1)]!.space).toBe(2);
  });
});

// The closing statements of every strategy card with its own key witnesses claimed, and nothing on the other side:
// 3 Influence per bias symbol (each printed bias of a witness once) that the strategy names.
describe.each([
  // [strategy, its seat, symbols it scores on its key witnesses, symbols the other side's strategy scores on them]
  ['crime-of-passion', 0, 13, 5],
  ['the-forensic-trail', 0, 13, 6],
  ['motive-and-means', 0, 12, 4],
  ['self-defense', 1, 5, 7],
  ['the-other-suspect', 1, 5, 6],
  ['a-good-name', 1, 6, 8],
] as const)('%s — closing statements: 3 Influence per matching symbol on claimed witnesses', (strategy, seat, symbols, otherSymbols) => {
  const card = [...case01.strategies.P, ...case01.strategies.D].find((s) => s.id === `c01-${strategy}`)!;
  const other = seat === 0 ? 'self-defense' : 'crime-of-passion';
  const strategies = (seat === 0 ? [strategy, other] : [other, strategy]) as [string, string];
  const claimed = card.keyWitnesses.map((w) => w.replace(/^c01-/, ''));
  const last = (claims: [string[], string[]]) => table({ keyWitnesses: [], strategies, claimed: claims, pending: { step: 'cleanup', seat: 1 } });

  it(`scores ${symbols} symbols of its key witnesses, ${3 * symbols} Influence, and sways with the difference`, () => {
    const { state, events } = play(last(seat === 0 ? [claimed, []] : [[], claimed]), [1, DONE]);
    const influence = seat === 0 ? [3 * symbols, 0] : [0, 3 * symbols];
    expect(events.find((e) => e.type === 'closing-statements')).toMatchObject({ influence });
    expect(state.pending).toEqual({ step: 'sway', seat, points: 3 * symbols, closing: true });
  });

  it(`gives the other side (Self-Defense or Crime of Passion) ${otherSymbols} symbols for the same witnesses: its own biases only`, () => {
    const { events } = play(last(seat === 0 ? [[], claimed] : [claimed, []]), [1, DONE]);
    const theirs = (events.find((e) => e.type === 'closing-statements')?.influence as number[] | undefined)?.[1 - seat];
    expect(theirs).toBe(3 * otherSymbols);
  });
});
