import { Rng, eventsFor } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { gavel, sortCards, without as minus, type CardId } from '../src/index.js';
import { PASS, discard, play, proffer, scenario } from './scenario.js';

const s0 = () =>
  scenario({
    hands: [['red-2', 'blue-objection'], ['green-1', 'red-objection', 'out-of-order'], ['yellow-3']],
    admitted: [['blue-3'], [], ['green-2']],
    lostTurns: [0, 1, 0],
  });

describe('view', () => {
  it('shows the own hand, every hand count, admitted evidence, points, lost turns; never the draw stack or generator', () => {
    const s = s0();
    const v = gavel.view(s, 1);
    expect(v.hand).toEqual(['green-1', 'red-objection', 'out-of-order']);
    expect(v.handCounts).toEqual([2, 3, 1]);
    expect(v.admitted).toEqual([['blue-3'], [], ['green-2']]);
    expect(v.points).toEqual([3, 0, 2]);
    expect(v.lostTurns).toEqual([0, 1, 0]);
    expect(v.drawCount).toBe(s.drawStack.length);
    // Beyond the printing itself (`cards`), nothing names seat 2's hidden card.
    const { cards: _printing, ...rest } = v;
    const json = JSON.stringify(rest);
    expect(json).not.toContain('yellow-3');
    expect(json).not.toContain('"rng"');
    expect(gavel.view(s, 'spectator').hand).toBeNull();
    expect(JSON.stringify({ ...gavel.view(s, 'spectator'), cards: [] })).not.toContain('red-2');
  });

  it('tells a draw only to the drawer; others learn that a card was drawn', () => {
    const { events } = play(s0(), [0, proffer('red-2')], [1, PASS], [2, PASS]);
    // Seat 1 owes a lost turn, so seat 2 draws.
    const drawn = events.find((e) => e.type === 'draw');
    expect(drawn?.audience).toEqual([2]);
    expect(eventsFor(events, 0).some((e) => e.type === 'draw')).toBe(false);
    expect(eventsFor(events, 0).some((e) => e.type === 'draw-hidden')).toBe(true);
  });

  it('the attack window looks the same from outside whoever holds a sword', () => {
    const { state } = play(s0(), [0, proffer('red-2')]);
    // Seat 1 holds a red sword, seat 2 none: both are asked, and both views show the same window.
    expect(gavel.toAct(state)).toEqual([1, 2]);
    expect(gavel.view(state, 0).pending).toEqual(gavel.view(state, 'spectator').pending);
    for (const seat of [1, 2]) expect(gavel.legalActions(state, seat)).toContainEqual(PASS);
  });

  it('keeps the discard stack and the last verdict public', () => {
    const s = scenario({ hands: [['red-objection'], ['blue-1']], discard: ['green-1'], verdict: { seat: 1, points: 4, guilty: false } });
    const { state } = play(s, [0, discard('red-objection')]);
    for (const viewer of [0, 1, 'spectator'] as const) {
      const v = gavel.view(state, viewer);
      expect(v.discard).toEqual(['green-1', 'red-objection']);
      expect(v.verdict).toEqual({ seat: 1, points: 4, guilty: false });
    }
  });

  it('opens every hand once the match is over', () => {
    const s = scenario({ hands: [['red-3', 'red-1'], ['green-1']], admitted: [['blue-3', 'blue-3', 'green-3'], []] });
    const { state } = play(s, [0, proffer('red-3')], [1, PASS]);
    expect(state.hands[0]).toEqual(['red-1']);
    expect(gavel.view(state, 1).openHands).toEqual(state.hands);
    expect(gavel.view(s, 1).openHands).toBeNull();
  });
});

describe('resample', () => {
  it('deals the unseen cards to the other hands and the draw stack, and differs with the seed', () => {
    const s = s0();
    const v = gavel.view(s, 0);
    const a = gavel.resample(v, Rng.seeded('a'));
    const b = gavel.resample(v, Rng.seeded('b'));
    expect(gavel.view(a, 0)).toEqual(v);
    expect(a.hands.map((h) => h.length)).toEqual([2, 3, 1]);
    expect(sortCards([...a.drawStack, ...a.hands[1]!, ...a.hands[2]!])).toEqual(sortCards([...s.drawStack, ...s.hands[1]!, ...s.hands[2]!]));
    expect(JSON.stringify([a.hands, a.drawStack])).not.toEqual(JSON.stringify([b.hands, b.drawStack]));
  });

  it('after a reshuffle, deals the draw stack only from the reshuffled cards the viewer did not draw', () => {
    const s = scenario({ hands: [['red-objection'], ['green-response', 'blue-1']], drawStack: [], discard: ['yellow-1', 'yellow-2', 'yellow-3', 'blue-2'] });
    const { state } = play(s, [0, discard('red-objection')]);
    const v = gavel.view(state, 0);
    expect(v.reshuffled).toEqual(sortCards(['yellow-1', 'yellow-2', 'yellow-3', 'blue-2', 'red-objection']));
    for (let i = 0; i < 20; i++) {
      const w = gavel.resample(v, Rng.seeded(`w${i}`));
      expect(minus(w.drawStack, v.reshuffled as CardId[])).toEqual([]);
      expect(gavel.view(w, 0)).toEqual(v);
    }
  });
});
