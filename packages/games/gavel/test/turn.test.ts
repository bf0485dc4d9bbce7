import { describe, expect, it } from 'vitest';
import { gavel, type CardId } from '../src/index.js';
import { DRAW, JURY, PASS, discard, expectNext, play, proffer, scenario, types } from './scenario.js';

describe('set-up', () => {
  it('deals 6 cards to each player; the first player has drawn its 7th and must play', () => {
    for (const players of [2, 3, 4, 6]) {
      const s = gavel.setup(players, gavel.options.parse({}), `setup-${players}`);
      const first = s.active;
      s.hands.forEach((h, seat) => expect(h.length).toBe(seat === first ? 7 : 6));
      expect(s.drawStack.length).toBe(80 - 6 * players - 1);
      expect(s.pending).toEqual({ step: 'play', seat: first });
      expect(gavel.toAct(s)).toEqual([first]);
      expect([...s.drawStack, ...s.hands.flat()].sort()).toEqual(s.cards.slice().sort());
    }
  });

  it('uses the deck table and options of the rulings by default', () => {
    const o = gavel.options.parse({});
    expect(o).toMatchObject({ targetPoints: 12, juryMinimum: 3, handSize: 6, outOfOrder: true });
    const s = gavel.setup(2, o, 'deck');
    const count = (c: CardId): number => s.cards.filter((x) => x === c).length;
    expect(s.cards.length).toBe(80);
    expect([count('red-1'), count('red-2'), count('red-3')]).toEqual([3, 3, 2]);
    expect([count('blue-objection'), count('blue-impeached'), count('blue-response'), count('out-of-order')]).toEqual([3, 3, 5, 4]);
    expect(gavel.setup(2, gavel.options.parse({ outOfOrder: false }), 'deck').cards).not.toContain('out-of-order');
  });

  it('refuses a deck table that breaks the schema', () => {
    const bad = gavel.options.safeParse({ deck: { colours: ['red', 'red'], evidence: [1], objection: 1, impeached: 1, response: 1, outOfOrder: 0 } });
    expect(bad.success).toBe(false);
    expect(gavel.options.safeParse({ deck: { colours: ['red'], evidence: [0] } }).success).toBe(false);
  });
});

describe('a turn', () => {
  it('with evidence in hand the player must proffer one, any of them', () => {
    const s = scenario({ hands: [['red-1', 'blue-3', 'red-objection', 'red-1'], ['green-2']] });
    expectNext(s, [0], [proffer('red-1'), proffer('blue-3')]);
  });

  it('without evidence the player discards a card of its choice; play continues clockwise with a draw', () => {
    const s = scenario({ players: 3, hands: [['red-objection', 'out-of-order'], ['green-2'], ['blue-1']], drawStack: ['yellow-3', 'red-1'], discard: [] });
    expectNext(s, [0], [discard('red-objection'), discard('out-of-order')]);
    const { state, events } = play(s, [0, discard('out-of-order')]);
    expect(state.discard).toEqual(['out-of-order']);
    expect(state.hands[1]).toEqual(['green-2', 'yellow-3']);
    expect(types(events)).toEqual(['discard', 'draw', 'draw-hidden']);
    expectNext(state, [1], [proffer('green-2'), proffer('yellow-3')]);
  });

  it('an empty draw stack is made anew from the shuffled discard stack', () => {
    const s = scenario({ hands: [['red-objection'], ['green-response']], drawStack: [], discard: ['blue-1', 'blue-2'] });
    const { state, events } = play(s, [0, discard('red-objection')]);
    expect(types(events)).toEqual(['discard', 'reshuffle', 'draw', 'draw-hidden']);
    expect(state.reshuffled).toEqual(['red-objection', 'blue-1', 'blue-2']);
    expect(state.discard).toEqual([]);
    expect(state.drawStack.length).toBe(2);
    expect(state.hands[1]!.length).toBe(2);
    expect(state.drawnSince[1]).toEqual([state.hands[1]![1]]);
  });

  it('with both stacks empty the draw is skipped; a player left with no card passes its turn', () => {
    const s = scenario({ hands: [['red-1', 'red-2'], ['green-objection']], drawStack: [], discard: [] });
    const { state, events } = play(s, [0, proffer('red-1')], [1, PASS]);
    expect(types(events)).toEqual(['proffer', 'pass', 'admitted', 'draw-skipped']);
    expectNext(state, [1], [discard('green-objection')]);
    const bare = scenario({ hands: [['red-1', 'red-2'], []], drawStack: [], discard: [] });
    const after = play(bare, [0, proffer('red-1')], [1, PASS]);
    expect(types(after.events)).toEqual(['proffer', 'pass', 'admitted', 'draw-skipped', 'no-play', 'draw-skipped']);
    expectNext(after.state, [0], [proffer('red-2')]);
  });

  it('offers the jury before the draw only with enough points, and draws after declining it', () => {
    const rich = scenario({ hands: [['red-1'], ['green-1']], admitted: [['blue-3'], []], pending: { step: 'open', seat: 0 }, drawStack: ['yellow-2'] });
    expectNext(rich, [0], [JURY, DRAW]);
    const { state } = play(rich, [0, DRAW]);
    expect(state.hands[0]).toEqual(['red-1', 'yellow-2']);
    expectNext(state, [0], [proffer('red-1'), proffer('yellow-2')]);
    // Two points: the next turn begins with the draw at once.
    const poor = scenario({ hands: [['red-objection'], ['green-1']], admitted: [[], ['blue-2']] });
    expectNext(play(poor, [0, discard('red-objection')]).state, [1]);
    expect(play(poor, [0, discard('red-objection')]).state.pending).toEqual({ step: 'play', seat: 1 });
    const three = scenario({ hands: [['red-objection'], ['green-1']], admitted: [[], ['blue-2', 'blue-1']] });
    expect(play(three, [0, discard('red-objection')]).state.pending).toEqual({ step: 'open', seat: 1 });
  });
});
