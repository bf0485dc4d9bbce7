import { describe, expect, it } from 'vitest';
import { ALLOW, D, P, PASS, expectNext, play, playCardAction } from '../scenario.js';
import { BLUE, RED, seedRolling, soloScenario } from './solo.js';
import type { SideSpec } from '../scenario.js';

// Red 2 (logical) never fires on Alibi (evidential, bureaucratic): only the rest condition is under test.
const table = (blue: number, p: SideSpec, d: SideSpec = {}) =>
  soloScenario({ seed: seedRolling(RED.logical, blue), P: { hand: ['base-p-police-report', 'base-p-leading-question', 'base-p-expert-testimony'], ...p }, D: { deck: ['base-d-alibi', 'base-d-alibi'], ...d } });
// The Automa's card opens the player's window (only "No objection" for an Evidence), then the dice.
const afterPlay = (s: ReturnType<typeof table>) => play(s, [P, playCardAction('base-p-police-report')], [P, ALLOW]).state;
const rested = (s: ReturnType<typeof table>, met: boolean) => {
  const { state, events } = play(s, [P, playCardAction('base-p-police-report')], [P, ALLOW]);
  expect(events.find((e) => e.type === 'automa-rest')).toMatchObject({ met });
  expect(state.passed[D]).toBe(met);
  expectNext(state, [P]);
  return state;
};

describe('Solo: the blue die (rest conditions, checked at the end of the Automa’s turn)', () => {
  it('1: the player has 1 card in hand and an exhausted Sidebar', () => {
    rested(table(BLUE.lastCard, { hand: ['base-p-police-report', 'base-p-leading-question'], sidebar: false }), true);
    rested(table(BLUE.lastCard, { hand: ['base-p-police-report', 'base-p-leading-question'], sidebar: true }), false);
    rested(table(BLUE.lastCard, { sidebar: false }), false);
  });

  it('2: the player has 2 cards or fewer and the Automa is winning the witness', () => {
    // The Automa: witness 1 + Alibi 3 + Alibi 3 = 7 against the player's 3 + 2.
    rested(table(BLUE.shortAndWinning, {}, { exam: ['base-d-alibi'] }), true);
    rested(table(BLUE.shortAndWinning, {}), false);
    rested(table(BLUE.shortAndWinning, { hand: ['base-p-police-report', 'base-p-leading-question', 'base-p-expert-testimony', 'base-p-prior-record'] }, { exam: ['base-d-alibi'] }), false);
  });

  it('3: the Automa has 14 Influence or more', () => {
    rested(table(BLUE.fourteen, {}, { bonus: 10 }), true);
    rested(table(BLUE.fourteen, {}, { bonus: 9 }), false);
  });

  it('4: the Automa leads by 5 or more', () => {
    // 1 + 3 + 6 = 10 against 5.
    rested(table(BLUE.leadOfFive, {}, { bonus: 6 }), true);
    rested(table(BLUE.leadOfFive, {}, { bonus: 5 }), false);
  });

  it('5: its examination holds 4 cards or more', () => {
    rested(table(BLUE.fourCards, {}, { exam: ['base-d-public-records', 'base-d-public-records', 'base-d-key-evidence'] }), true);
    rested(table(BLUE.fourCards, {}, { exam: ['base-d-public-records', 'base-d-key-evidence'] }), false);
  });

  it('6: the player has passed', () => {
    rested(table(BLUE.playerPassed, {}), false);
    const { state, events } = play(table(BLUE.playerPassed, {}), [P, PASS], [P, ALLOW]);
    expect(events.find((e) => e.type === 'automa-rest')).toMatchObject({ condition: 'player-passed', met: true });
    // Both passed: the witness is resolved (the Automa wins 4–3 and sways at once), then the clean-up.
    expect(events.find((e) => e.type === 'witness-won')).toMatchObject({ seat: D });
    expectNext(state, [P]);
    expect(state.pending.step).toBe('cleanup');
  });

  it('a rested Automa is skipped: the player acts on until it passes too', () => {
    const s = afterPlay(table(BLUE.fourteen, {}, { bonus: 10 }));
    const next = play(s, [P, playCardAction('base-p-expert-testimony')]).state;
    expect(next.exams[D]).toHaveLength(1);
    expectNext(next, [P]);
  });
});
