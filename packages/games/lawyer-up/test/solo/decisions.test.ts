import { describe, expect, it } from 'vitest';
import { D, DONE, OBJECT, P, PASS, expectNext, play, playCardAction, types } from '../scenario.js';
import { BLUE, RED, seedRolling, soloScenario } from './solo.js';

const calls = (s: ReturnType<typeof soloScenario>) => {
  const { state, events } = play(s, [P, DONE]);
  expect(events.find((e) => e.type === 'automa-call')).toBeDefined();
  return { state, events, called: events.find((e) => e.type === 'call')?.witness };
};

describe('Solo: the Automa’s decisions', () => {
  // Clean-up after a witness the Automa lost: it has the favour and calls next.
  const calling = (keyWitnesses: readonly string[]) =>
    soloScenario({
      seed: seedRolling(RED.logical, BLUE.playerPassed),
      witness: null,
      favour: 'D',
      keyWitnesses,
      pending: { step: 'cleanup', seat: P },
      P: { deck: ['base-p-police-report', 'base-p-police-report'], hand: ['base-p-leading-question', 'base-p-leading-question', 'base-p-expert-testimony', 'base-p-expert-testimony', 'base-p-prior-record'] },
      D: { deck: ['base-d-alibi', 'base-d-alibi'] },
    });

  it('calls the key witness whose value facing it is highest (a Prosecution witness counts 0 for the Defense)', () => {
    const { state, called } = calls(calling(['t-third', 't-second', 't-plain']));
    expect(called).toBe('t-plain');
    expect(state.stand).toMatchObject({ id: 't-plain', facing: 'D' });
    // As the caller it took the first action, then the player is asked.
    expect(state.exams[D]).toHaveLength(1);
    expectNext(state, [P]);
  });

  it('ties go to the lowest id; the witness’s Called effects do not resolve for the Automa', () => {
    const { state, events, called } = calls(calling(['t-second', 't-arrival']));
    expect(called).toBe('t-arrival');
    expect(types(events)).toContain('automa-ignores');
    // t-arrival's Called effect (draw 1) did not happen: the Automa has no hand.
    expect(state.hands[D]).toEqual([]);
  });

  it('sways the juror it can flip most cheaply, lowest Skepticism first; then one step further its way', () => {
    // Both rested but the player: the player passes; the Automa wins 7–3 and spends 4.
    const s = soloScenario({ P: { hand: ['base-p-police-report'] }, D: { passed: true, bonus: 6, deck: ['base-d-alibi'] } });
    const { state, events } = play(s, [P, PASS]);
    const sways = events.filter((e) => e.type === 'automa-sway');
    expect(sways.map((e) => [e.juror, e.why, e.points])).toEqual([
      [0, 'flip', 4],
      [1, 'flip', 3],
      [0, 'further', 1],
    ]);
    expect(state.jurors.slice(0, 3).map((j) => j.space)).toEqual([3, 2, 1]);
    expect(state.pending).toEqual({ step: 'cleanup', seat: P });
  });

  it('a juror two steps away costs twice its Skepticism to flip: with 1 point it only moves closer', () => {
    // Juror 1 of row 1 (Skepticism 1) on the Prosecution's far space; the Automa wins 4–3: 1 point to spend.
    const spaces = [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2];
    const s = soloScenario({ spaces, P: { hand: ['base-p-police-report'] }, D: { passed: true, bonus: 3, deck: ['base-d-alibi'] } });
    const { state, events } = play(s, [P, PASS]);
    expect(events.filter((e) => e.type === 'automa-sway').map((e) => [e.juror, e.why])).toEqual([[0, 'closer']]);
    expect(state.jurors[0]!.space).toBe(1);
  });

  it('objects to the player’s first Argument of Value 3 or more, once per witness', () => {
    const s = soloScenario(
      { seed: seedRolling(RED.logical, BLUE.playerPassed), pending: { step: 'question', seat: D }, D: { hand: ['base-d-reasonable-doubt', 'base-d-sympathetic-plea'] }, P: { deck: ['base-p-police-report'] } },
      'P',
    );
    const { state, events } = play(s, [D, playCardAction('base-d-reasonable-doubt')]);
    expect(events.find((e) => e.type === 'automa-objection')).toMatchObject({ card: 'base-d-reasonable-doubt', objects: true });
    expect(state.discards[D]).toEqual(['base-d-reasonable-doubt']);
    expect(state.objections[P]).toBe(2);
    // The player acts again; the next Argument of 3 stands (one objection per witness).
    expectNext(state, [D]);
    const next = play(state, [D, playCardAction('base-d-sympathetic-plea')]);
    expect(next.state.exams[D]).toEqual([{ card: 'base-d-sympathetic-plea', value: 3 }]);
    expect(types(next.events)).not.toContain('automa-objection');
    expect(next.state.exams[P]).toHaveLength(1);
  });

  it('lets an Argument of Value below 3 stand: its Examine resolves', () => {
    const s = soloScenario(
      { seed: seedRolling(RED.logical, BLUE.playerPassed), pending: { step: 'question', seat: D }, D: { hand: ['base-d-discredit-the-witness'] }, P: { deck: ['base-p-police-report'] } },
      'P',
    );
    const { state, events } = play(s, [D, playCardAction('base-d-discredit-the-witness')]);
    expect(events.find((e) => e.type === 'automa-objection')).toMatchObject({ objects: false });
    expect(state.exams[D]![0]!.card).toBe('base-d-discredit-the-witness');
    expect(state.stand?.discredited).toEqual([true, false]);
  });

  it('the player may object to the Automa’s Argument: discarded, the Automa turns over its next card', () => {
    const s = soloScenario({ seed: seedRolling(RED.logical, BLUE.playerPassed), P: { hand: ['base-p-police-report', 'base-p-leading-question'] }, D: { deck: ['base-d-sympathetic-plea', 'base-d-alibi'] } });
    const window = play(s, [P, playCardAction('base-p-police-report')]).state;
    expectNext(window, [P], [OBJECT, { type: 'allow' }]);
    const { state, events } = play(window, [P, OBJECT]);
    expect(state.discards[D]).toEqual(['base-d-sympathetic-plea']);
    expect(state.objections[P]).toBe(2);
    expect(state.exams[D]).toEqual([{ card: 'base-d-alibi', value: 3 }]);
    // The next card (an Evidence) opens the window again, with "No objection" only.
    expect(types(events)).toEqual(['object', 'automa-card']);
    expectNext(state, [P], [{ type: 'allow' }]);
    expectNext(state, [P]);
  });
});
