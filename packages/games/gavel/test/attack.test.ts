import { describe, expect, it } from 'vitest';
import { gavel } from '../src/index.js';
import { CONCEDE, OUT_OF_ORDER, PASS, discard, expectNext, object, play, proffer, respond, scenario, types } from './scenario.js';

/** Three players; seat 0 is to play red-2; seat 1 holds two red swords, seat 2 none. */
const table = () =>
  scenario({
    hands: [
      ['red-2', 'red-response', 'out-of-order', 'blue-1'],
      ['red-objection', 'red-impeached', 'green-1'],
      ['blue-objection', 'yellow-2'],
    ],
    drawStack: ['green-3', 'yellow-1', 'blue-3', 'green-2'],
    discard: [],
  });

describe('the attack window', () => {
  it('asks every live opponent at once; each may pass, only sword holders of the colour may object', () => {
    const { state } = play(table(), [0, proffer('red-2')]);
    expect(state.pending).toEqual({ step: 'attack', seat: 0, evidence: 'red-2', waiting: [1, 2] });
    expect(gavel.toAct(state)).toEqual([1, 2]);
    expect(gavel.legalActions(state, 1)).toEqual([object('red-objection'), object('red-impeached'), PASS]);
    expect(gavel.legalActions(state, 2)).toEqual([PASS]);
    expect(gavel.legalActions(state, 0)).toEqual([]);
  });

  it('does not ask an eliminated opponent', () => {
    const s = scenario({ hands: [['red-2'], ['green-1'], []], eliminated: [false, false, true] });
    expect(play(s, [0, proffer('red-2')]).state.pending).toMatchObject({ waiting: [1] });
  });

  it('admits the evidence once every opponent has passed; play continues clockwise', () => {
    const { state, events } = play(table(), [0, proffer('red-2')], [2, PASS], [1, PASS]);
    expect(state.admitted[0]).toEqual(['red-2']);
    expect(state.points).toEqual([2, 0, 0]);
    expect(types(events)).toEqual(['proffer', 'pass', 'pass', 'admitted', 'draw', 'draw-hidden']);
    expectNext(state, [1]);
    expect(state.hands[1]).toContain('green-3');
  });

  it('takes the first objection: the window closes and the proffering player answers', () => {
    const { state } = play(table(), [0, proffer('red-2')], [1, object('red-impeached')]);
    expect(state.pending).toEqual({ step: 'respond', seat: 0, evidence: 'red-2', attack: 'red-impeached', objector: 1 });
    expect(state.hands[1]).toEqual(['red-objection', 'green-1']);
    expectNext(state, [0], [respond('red-response'), OUT_OF_ORDER, CONCEDE]);
    expect(gavel.apply(state, 2, PASS).ok).toBe(false);
  });

  it('an objection may follow another opponent\'s pass', () => {
    const { state } = play(table(), [0, proffer('red-2')], [2, PASS], [1, object('red-objection')]);
    expect(state.pending).toMatchObject({ step: 'respond', objector: 1 });
  });
});

describe('answering an attack', () => {
  it('a response of the colour: attack and response discarded, evidence admitted, clockwise from the proffering player', () => {
    const { state } = play(table(), [0, proffer('red-2')], [1, object('red-objection')], [0, respond('red-response')]);
    expect(state.discard).toEqual(['red-objection', 'red-response']);
    expect(state.admitted[0]).toEqual(['red-2']);
    expect(state.active).toBe(1);
  });

  it('only a response of the attack\'s colour answers it', () => {
    const s = scenario({ hands: [['blue-2', 'red-response'], ['blue-impeached']] });
    const { state } = play(s, [0, proffer('blue-2')], [1, object('blue-impeached')]);
    expectNext(state, [0], [CONCEDE]);
  });

  it('unanswered: evidence and attack discarded, the objector takes the next turn, then clockwise from it', () => {
    const { state, events } = play(table(), [0, proffer('red-2')], [1, object('red-objection')], [0, CONCEDE]);
    expect(state.discard).toEqual(['red-2', 'red-objection']);
    expect(state.admitted[0]).toEqual([]);
    expect(types(events).slice(-3)).toEqual(['sustained', 'draw', 'draw-hidden']);
    expect(state.active).toBe(1);
    const after = play(state, [1, proffer('green-1')], [0, PASS], [2, PASS]);
    expect(after.state.active).toBe(2);
  });

  it('an objector after seat 0 in a 3-player game: the seat between is skipped once', () => {
    const s = scenario({ players: 3, hands: [['red-2'], ['green-1'], ['red-objection', 'blue-1']] });
    const { state } = play(s, [0, proffer('red-2')], [1, PASS], [2, object('red-objection')], [0, CONCEDE]);
    expect(state.active).toBe(2);
  });

  it('Out of Order: attack discarded, evidence admitted, the objector loses its next turn', () => {
    const { state, events } = play(table(), [0, proffer('red-2')], [1, object('red-objection')], [0, OUT_OF_ORDER]);
    expect(state.discard).toEqual(['red-objection', 'out-of-order']);
    expect(state.admitted[0]).toEqual(['red-2']);
    expect(state.lostTurns).toEqual([0, 0, 0]);
    expect(types(events).slice(-5)).toEqual(['out-of-order', 'admitted', 'turn-lost', 'draw', 'draw-hidden']);
    expect(state.active).toBe(2);
    expectNext(state, [2]);
  });

  it('Out of Order is not offered when the option leaves it out', () => {
    const s = scenario({ outOfOrder: false, hands: [['red-2'], ['red-objection']] });
    const { state } = play(s, [0, proffer('red-2')], [1, object('red-objection')]);
    expectNext(state, [0], [CONCEDE]);
    expect(state.cards).not.toContain('out-of-order');
  });

  it('a lost turn owed stays owed until that seat\'s turn comes', () => {
    const s = scenario({ hands: [['red-objection'], ['blue-1'], ['green-2']], lostTurns: [0, 1, 0] });
    const { state, events } = play(s, [0, discard('red-objection')]);
    expect(types(events)).toEqual(['discard', 'turn-lost', 'draw', 'draw-hidden']);
    expect(state.active).toBe(2);
    expect(state.lostTurns).toEqual([0, 0, 0]);
  });
});
