import { describe, expect, it } from 'vitest';
import { influence } from '../../src/index.js';
import { ALLOW, D, P, PASS, expectNext, play, playCardAction, types } from '../scenario.js';
import { BLUE, RED, seedRolling, soloScenario } from './solo.js';

// The Automa (Defense) answers the player's Police Report (Evidence: no objection window) with the top card of
// its deck. Blue 6 (the player has passed) is never met here, so the Automa stays in the questioning.
const table = (red: number, deck: readonly string[], extra: Parameters<typeof soloScenario>[0] = {}) =>
  soloScenario({ seed: seedRolling(red, BLUE.playerPassed), P: { hand: ['base-p-police-report', 'base-p-leading-question', 'base-p-expert-testimony'], ...extra.P }, D: { deck, ...extra.D }, buried: extra.buried, discredited: extra.discredited });
// The Automa's card opens the player's window (only "No objection" for an Evidence); then the dice roll.
const automaTurn = (s: ReturnType<typeof table>) => play(s, [P, playCardAction('base-p-police-report')], [P, ALLOW]);

describe('Solo: the red die', () => {
  it('the Automa turns over the top card of its deck into its examination, with no bias chain, and rolls both dice', () => {
    const { state, events } = automaTurn(table(RED.logical, ['base-d-alibi', 'base-d-public-records']));
    expect(state.exams[D]).toEqual([{ card: 'base-d-alibi', value: 3 }]);
    expect(state.decks[D]).toEqual(['base-d-public-records']);
    expect(state.hands[D]).toEqual([]);
    const roll = events.find((e) => e.type === 'automa-roll');
    expect(roll).toMatchObject({ seat: D, card: 'base-d-alibi', redFace: RED.logical, red: 'logical', blueFace: BLUE.playerPassed, shows: false });
    expect(types(events)).toEqual(['play', 'automa-card', 'allow', 'automa-roll', 'automa-rest']);
    expectNext(state, [P]);
  });

  it('a face whose bias the card does not show does nothing', () => {
    const { state } = automaTurn(table(RED.corruption, ['base-d-alibi'], { buried: ['t-painting'] }));
    expect(state.stand?.discredited).toEqual([false, false]);
    expect(state.exams[D]).toHaveLength(1);
  });

  it('Evidential: the top card of the Buried Evidence joins its examination', () => {
    const { state, events } = automaTurn(table(RED.evidential, ['base-d-alibi'], { buried: ['t-painting'] }));
    expect(state.exams[D]).toEqual([
      { card: 'base-d-alibi', value: 3 },
      { card: 't-painting', value: 2 },
    ]);
    expect(state.buried).toEqual([]);
    expect(events.find((e) => e.type === 'add')).toMatchObject({ seat: D, card: 't-painting' });
    // Witness secondary 1 + 3 + 2.
    expect(influence(state, D)).toBe(6);
    // A buried card came to light: the player acknowledges it before the rest check (ours: what follows must not
    // ride on a hidden card within one step).
    expect(types(events).slice(-1)).toEqual(['add']);
    expectNext(state, [P], [{ type: 'done' }]);
    const on = play(state, [P, { type: 'done' }]);
    expect(types(on.events)).toEqual(['automa-rest']);
    expectNext(on.state, [P]);
  });

  it('Evidential with the Buried Evidence empty: nothing to add', () => {
    const { state, events } = automaTurn(table(RED.evidential, ['base-d-alibi']));
    expect(state.exams[D]).toHaveLength(1);
    expect(types(events)).toContain('automa-nothing');
  });

  it('Logical: the player discards 1 card at random', () => {
    const { state, events } = automaTurn(table(RED.logical, ['base-d-key-evidence']));
    expect(state.hands[P]).toHaveLength(1);
    expect(state.discards[P]).toHaveLength(1);
    expect(['base-p-leading-question', 'base-p-expert-testimony']).toContain(state.discards[P]![0]);
    expect(events.find((e) => e.type === 'discard')).toMatchObject({ seat: P });
  });

  it('Emotional: +5 Value when the card matches a bias of the previous card (the first card: its end of the witness)', () => {
    // Sympathetic Plea (emotional, reputation) on t-plain's Defense end (emotional, reputation); the player has
    // no objection left, so the Argument stands at once.
    const { state, events } = automaTurn(table(RED.emotional, ['base-d-sympathetic-plea'], { P: { objections: 0 } }));
    expect(state.exams[D]).toEqual([{ card: 'base-d-sympathetic-plea', value: 8 }]);
    expect(events.find((e) => e.type === 'automa-value')).toMatchObject({ card: 'base-d-sympathetic-plea', amount: 5 });
  });

  it('Emotional: no bonus when the card shares no bias with the previous card', () => {
    const s = table(RED.emotional, ['base-d-sympathetic-plea'], { P: { objections: 0 }, D: { exam: ['base-d-alibi'] } });
    const { state } = automaTurn(s);
    expect(state.exams[D]!.at(-1)).toEqual({ card: 'base-d-sympathetic-plea', value: 3 });
  });

  it('Reputation: the Automa gains the Judge’s favour', () => {
    const { state } = automaTurn(table(RED.reputation, ['base-d-character-reference']));
    expect(state.favour).toBe(D);
  });

  it('Bureaucratic: one Automa Objection is refreshed', () => {
    const { state } = automaTurn(table(RED.bureaucratic, ['base-d-alibi'], { D: { objections: 1 } }));
    expect(state.objections[D]).toBe(2);
  });

  it('Corruption: the current witness is discredited on the player’s side', () => {
    const { state } = automaTurn(table(RED.corruption, ['base-d-character-reference']));
    expect(state.stand?.discredited).toEqual([true, false]);
    // t-plain's primary 3 no longer counts for the player: Police Report's 2 only.
    expect(influence(state, P)).toBe(2);
  });

  it('the Automa’s card text never resolves for it (Character Reference’s Examine)', () => {
    const s = table(RED.logical, ['base-d-character-reference']);
    const { state } = automaTurn(s);
    expect(state.exams[D]).toEqual([{ card: 'base-d-character-reference', value: 2 }]);
    expect(state.queue).toEqual([]);
    expect(state.bonus).toEqual([0, 0]);
  });

  it('an empty deck: the Automa passes', () => {
    const { state, events } = play(table(RED.logical, []), [P, PASS]);
    expect(types(events)).toContain('automa-empty');
    // Both passed: the witness is resolved and the player, winning, sways.
    expect(events.find((e) => e.type === 'witness-won')).toMatchObject({ seat: P });
    expect(state.pending).toEqual({ step: 'sway', seat: P, points: 2 });
  });
});
