import { Rng, type Viewer } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { gavel, sortCards, without, type CardId, type GavelState } from '../src/index.js';
import { discard, play, proffer, scenario, PASS } from './scenario.js';

const s0 = (): GavelState =>
  scenario({
    hands: [['red-2', 'blue-objection'], ['green-1', 'red-objection', 'out-of-order'], ['yellow-3']],
    admitted: [['blue-3'], [], ['green-2']],
  });

const unseenBy = (s: GavelState, seat: number): CardId[] =>
  sortCards([...s.drawStack, ...s.hands.filter((_, q) => q !== seat).flat()]);

describe('redeal', () => {
  it('keeps what the viewer sees and the size of every place, and deals the unseen cards among the unseen places', () => {
    const s = s0();
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const r = gavel.redeal!(s, viewer, Rng.seeded(`r-${viewer}`));
      expect(gavel.view(r, viewer)).toEqual(gavel.view(s, viewer));
      expect(r.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
      expect(r.drawStack).toHaveLength(s.drawStack.length);
      expect(sortCards([...r.drawStack, ...r.hands.flat()])).toEqual(sortCards([...s.drawStack, ...s.hands.flat()]));
      if (viewer !== 'spectator') {
        expect(r.hands[viewer]).toEqual(s.hands[viewer]);
        expect(unseenBy(r, viewer)).toEqual(unseenBy(s, viewer));
      }
      // Nothing public moves.
      expect([r.discard, r.admitted, r.pending, r.points]).toEqual([s.discard, s.admitted, s.pending, s.points]);
    }
  });

  it('changes the hidden hands and gives a fresh generator, drawn from the one it is handed', () => {
    const s = s0();
    const a = gavel.redeal!(s, 0, Rng.seeded('a'));
    const b = gavel.redeal!(s, 0, Rng.seeded('b'));
    expect([a.hands[1], a.hands[2], a.drawStack]).not.toEqual([s.hands[1], s.hands[2], s.drawStack]);
    expect([a.hands, a.drawStack]).not.toEqual([b.hands, b.drawStack]);
    expect(a.rng).not.toEqual(s.rng);
    expect(gavel.redeal!(s, 0, Rng.seeded('a'))).toEqual(a);
  });

  it('after a reshuffle, deals the draw stack only from the reshuffled cards the viewer did not draw', () => {
    const s = scenario({
      hands: [['red-objection'], ['green-response', 'blue-1']],
      drawStack: [],
      discard: ['yellow-1', 'yellow-2', 'yellow-3', 'blue-2'],
    });
    // Seat 0 discards; seat 1 draws from the reshuffled stack.
    const { state } = play(s, [0, discard('red-objection')]);
    expect(state.reshuffled).not.toBeNull();
    for (const viewer of [0, 1, 'spectator'] as Viewer[]) {
      const seen = viewer === 'spectator' ? [] : state.drawnSince[viewer]!;
      for (let i = 0; i < 20; i++) {
        const r = gavel.redeal!(state, viewer, Rng.seeded(`w${i}`));
        expect(without(r.drawStack, without(state.reshuffled!, seen))).toEqual([]);
        expect(gavel.view(r, viewer)).toEqual(gavel.view(state, viewer));
      }
    }
  });

  it('once the match is over every hand is open: only the draw stack is dealt again', () => {
    const s = scenario({ hands: [['red-3', 'red-1'], ['green-1']], admitted: [['blue-3', 'blue-3', 'green-3'], []] });
    const { state } = play(s, [0, proffer('red-3')], [1, PASS]);
    expect(gavel.outcome(state)).not.toBeNull();
    const r = gavel.redeal!(state, 1, Rng.seeded('end'));
    expect(r.hands).toEqual(state.hands);
    expect(r.drawStack).not.toEqual(state.drawStack);
    expect(sortCards(r.drawStack)).toEqual(sortCards(state.drawStack));
  });

  it('leaves every viewer its view at every step of random matches', () => {
    for (const players of [2, 5]) {
      const rng = Rng.seeded(`redeal-${players}`);
      let s = gavel.setup(players, gavel.options.parse({}), `redeal-${players}`);
      for (let step = 0; gavel.toAct(s).length > 0 && step < 400; step++) {
        for (const viewer of [...s.hands.keys(), 'spectator'] as Viewer[]) {
          expect(gavel.view(gavel.redeal!(s, viewer, rng), viewer)).toEqual(gavel.view(s, viewer));
        }
        const seat = rng.pick(gavel.toAct(s));
        s = gavel.applyLegal(s, seat, rng.pick(gavel.legalActions(s, seat))).state;
      }
    }
  });
});
