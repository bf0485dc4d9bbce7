import { describe, expect, it } from 'vitest';
import { theTrial, type Kind } from '../src/index.js';
import { atStep, discard, expectNext, order, play, playUntil, quiet, scenario } from './scenario.js';

const ROLES = 'J L+ L- D+ D-';

describe('the end of the round', () => {
  it('puts the revealed cards on the discard pile, only its top card visible in the picture', () => {
    const s = playUntil(scenario({ roles: ROLES }), (x) => x.round === 2, quiet).state;
    const r = s.results[0];
    expect(s.discard.length).toBe((r?.revealed.length ?? 0) - (r?.marker ? 1 : 0));
    const picture = theTrial.render(theTrial.view(s, 1), 'en');
    expect(picture).toContain(`discard ${s.discard.length + s.bottom.length}`);
  });

  it('makes lawyers over the hand limit of 5 discard one card at a time to the bottom of the discard pile', () => {
    const s = playUntil(scenario({ roles: ROLES, hands: { 1: ['alibi', 'alibi', 'receipt'] } }), atStep('excess'), quiet).state;
    const hand = s.hands[1] as Kind[];
    expect(hand.length).toBeGreaterThan(5);
    expectNext(s, 1, [...new Set(hand)].map((card) => ({ type: 'excess', card })));
    const { state, events } = play(s, [1, { type: 'excess', card: hand[0] as Kind }]);
    expect(state.bottom.at(-1)).toEqual({ by: 1, card: hand[0] });
    expect(theTrial.view(state, 2).bottom.at(-1)).toEqual({ by: 1, card: null });
    expect(theTrial.view(state, 1).bottom.at(-1)).toEqual({ by: 1, card: hand[0] });
    expect(events.find((e) => e.type === 'excess-card')?.audience).toEqual([1]);
    const done = playUntil(state, (x) => x.round === s.round + 1, quiet).state;
    expect(done.hands[1]).toHaveLength(5);
  });

  it('reshuffles the discard pile and the defendants’ piles into a new draw pile when it runs out', () => {
    const draw: Kind[] = ['alibi', 'receipt'];
    const discardPile: Kind[] = ['fingerprints', 'motive-letter'];
    const s = scenario({ roles: ROLES, draw, discard: discardPile, piles: { 3: ['phone-record'], 4: ['murder-weapon'] }, hands: { 1: [], 2: [] } });
    // Only 2 cards left in the draw pile: take every other card out of play as the Judge's markers.
    expect(s.draw.length).toBeGreaterThan(2);
    const tight = { ...s, draw: ['alibi', 'receipt'] as Kind[], markers: s.draw.slice(2) };
    const { state, events } = play(tight, [0, order(3)], [0, order(1)]);
    expect(events.some((e) => e.type === 'reshuffle')).toBe(true);
    expect(state.holding[3]).toHaveLength(5);
    expect(state.piles[4]).toEqual([]);
    expect(state.discard).toEqual([]);
    expect(state.draw).toHaveLength(1);
    expectNext(state, 3, [...new Set(state.holding[3])].map((card) => discard(card)));
  });
});
