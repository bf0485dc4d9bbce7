import { Rng, type Viewer } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { tribunal1920, type TribunalState } from '../src/index.js';
import { OBJECT, OK, claim, play, scenario } from './scenario.js';

const redeal = (s: TribunalState, viewer: Viewer, seed: string): TribunalState => tribunal1920.redeal!(s, viewer, Rng.seeded(seed));
const sorted = (cards: readonly string[]): string[] => cards.slice().sort();

/** States along one random match, every step. */
function randomStates(seed: string): TribunalState[] {
  const rng = Rng.seeded(seed);
  let s = tribunal1920.setup(2, tribunal1920.options.parse({}), seed);
  const out = [s];
  while (tribunal1920.toAct(s).length > 0) {
    const seat = tribunal1920.toAct(s)[0]!;
    s = tribunal1920.applyLegal(s, seat, rng.pick(tribunal1920.legalActions(s, seat))).state;
    out.push(s);
  }
  return out;
}

describe('redeal', () => {
  const s = scenario({ hands: [['weapon-MT', 'weapon-BN'], ['document-QN', 'eyewitness-SI', 'fingerprint-BX']], discard: ['document-MT'] });

  it('leaves every viewer its own view, at every step of random matches', () => {
    for (let g = 0; g < 3; g++) {
      randomStates(`redeal-${g}`).forEach((st, i) => {
        for (const p of [0, 1, 'spectator'] as const) {
          expect(tribunal1920.view(redeal(st, p, `${g}/${i}/${String(p)}`), p)).toEqual(tribunal1920.view(st, p));
        }
      });
    }
  });

  it("keeps the viewer's hand and the discard pile, and deals the other hand and the deck again, counts kept", () => {
    const worlds = Array.from({ length: 20 }, (_, i) => redeal(s, 0, `seat0-${i}`));
    for (const w of worlds) {
      expect(w.hands[0]).toEqual(['weapon-MT', 'weapon-BN']);
      expect(w.discard).toEqual(['document-MT']);
      expect(w.hands[1]).toHaveLength(3);
      expect(w.deck).toHaveLength(s.deck.length);
      expect(sorted([...w.hands[1], ...w.deck])).toEqual(sorted([...s.hands[1], ...s.deck]));
      expect({ ...w, hands: s.hands, deck: s.deck, rng: s.rng }).toEqual(s);
    }
    expect(new Set(worlds.map((w) => JSON.stringify(w.hands[1]))).size).toBeGreaterThan(1);
    expect(new Set(worlds.map((w) => JSON.stringify(w.deck))).size).toBeGreaterThan(1);
  });

  it('deals both hands again for a spectator, each keeping its count', () => {
    const worlds = Array.from({ length: 20 }, (_, i) => redeal(s, 'spectator', `spectator-${i}`));
    for (const w of worlds) expect(w.hands.map((h) => h.length)).toEqual([2, 3]);
    expect(new Set(worlds.map((w) => JSON.stringify(w.hands[0]))).size).toBeGreaterThan(1);
    expect(new Set(worlds.map((w) => JSON.stringify(w.hands[1]))).size).toBeGreaterThan(1);
  });

  it("deals an objected claimant's hand again, proof or not: the opponent has not seen it", () => {
    const proving = play(s, [0, claim('N')], [1, OBJECT]).state;
    const answers = new Set(Array.from({ length: 40 }, (_, i) => tribunal1920.legalActions(redeal(proving, 1, `prove-${i}`), 0)[0]!.type));
    expect(answers).toEqual(new Set(['show', 'confess']));
  });

  it('replaces the generator, and once the match is over deals only the deck again (every hand is open)', () => {
    expect(redeal(s, 0, 'g').rng).not.toEqual(s.rng);
    const over = play(scenario({ hands: [['weapon-MT', 'weapon-BN'], ['eyewitness-SI']], grid: { NW: 0, NE: 0 }, hearings: [2, 0] }), [0, claim('N')], [1, OK]).state;
    expect(tribunal1920.outcome(over)).not.toBe(null);
    const worlds = Array.from({ length: 10 }, (_, i) => redeal(over, 1, `over-${i}`));
    for (const w of worlds) expect(w.hands).toEqual(over.hands);
    expect(new Set(worlds.map((w) => JSON.stringify(w.deck))).size).toBeGreaterThan(1);
  });
});
