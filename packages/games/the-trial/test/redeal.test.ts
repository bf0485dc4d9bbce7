import { Rng, type Viewer } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { theTrial, type Kind, type TrialState } from '../src/index.js';
import { atStep, discard, give, order, play, playUntil, quiet, scenario } from './scenario.js';

const D3: Kind[] = ['alibi', 'receipt', 'fingerprints', 'fingerprints', 'murder-weapon'];
const redeal = theTrial.redeal as NonNullable<typeof theTrial.redeal>;

function redeals(s: TrialState, viewer: Viewer, n = 16): TrialState[] {
  return Array.from({ length: n }, (_, i) => redeal(s, viewer, Rng.seeded(`r${i}`)));
}

const distinct = <T>(xs: readonly T[]): number => new Set(xs.map((x) => JSON.stringify(x))).size;

/** Defendant 3 has discarded a fingerprints card and given alibi and receipt to lawyer 1, the rest to lawyer 2. */
function gifted(): TrialState {
  return play(scenario({ roles: 'J L+ L- D+ D-', draw: D3 }), [0, order(3)], [0, order(1)], [3, discard('fingerprints')], [3, give('alibi', 1)], [3, give('receipt', 1)]).state;
}

describe('redeal', () => {
  it('leaves every viewer its view, a fresh generator, and changes what it cannot see', () => {
    const s = playUntil(scenario({ roles: 'J L+ L- D+ D- W+ W- Y' }), (x) => x.round === 2 && x.pending.step === 'peek', quiet).state;
    for (const viewer of [0, 1, 2, 3, 4, 5, 6, 7, 'spectator'] as const) {
      const worlds = redeals(s, viewer);
      for (const w of worlds) expect(theTrial.view(w, viewer)).toEqual(theTrial.view(s, viewer));
      expect(worlds.every((w) => JSON.stringify(w.rng) !== JSON.stringify(s.rng))).toBe(true);
      expect(distinct(worlds.map((w) => [w.hands, w.draw, w.alignments]))).toBeGreaterThan(1);
    }
  });

  it("keeps a defendant's gifts in the lawyer's hand and its own pile, and deals the rest again", () => {
    const s = gifted();
    for (const w of redeals(s, 3)) {
      expect(w.hands[1]).toEqual(['alibi', 'receipt']);
      expect(w.hands[2]).toEqual(['fingerprints', 'murder-weapon']);
      expect(w.piles[3]).toEqual([{ card: 'fingerprints', seenBy: [3] }]);
    }
    // The other defendant saw none of it: the lawyers' hands and the first pile are dealt again.
    const other = redeals(s, 4);
    expect(distinct(other.map((w) => w.hands))).toBeGreaterThan(1);
    expect(distinct(other.map((w) => w.piles[3]))).toBeGreaterThan(1);
    for (const w of other) expect(w.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
  });

  it('deals secret roles again among seats of the same role; a bad player does not learn its partners', () => {
    const s = scenario({ roles: 'J L+ L- D+ D- W+ W- Y' });
    const worlds = redeals(s, 4, 32);
    for (const w of worlds) {
      expect(w.alignments[4]).toBe('bad');
      expect([0, 7].map((x) => w.alignments[x])).toEqual(['good', 'good']);
      expect([1, 2].map((x) => w.alignments[x]).sort()).toEqual(['bad', 'good']);
      expect([5, 6].map((x) => w.alignments[x]).sort()).toEqual(['bad', 'good']);
      expect(w.alignments[3]).toBe('good');
    }
    expect(distinct(worlds.map((w) => w.alignments))).toBe(4);
  });

  it('draws 9-player witnesses again from the box: the count of bad witnesses varies', () => {
    const s = scenario({ roles: 'J L+ L- D+ D- W+ W- W+ Y' });
    const counts = new Set(redeals(s, 0, 48).map((w) => w.alignments.filter((a, i) => a === 'bad' && s.roles[i] === 'witness').length));
    expect([...counts].sort()).toEqual([1, 2]);
    // Witness 5, good, knows one good card is left with the two bad ones.
    for (const w of redeals(s, 5, 24)) expect(w.alignments.filter((a, i) => a === 'bad' && i !== 5 && s.roles[i] === 'witness').length).toBeGreaterThanOrEqual(1);
  });

  it('keeps a peeked card and never deals exactly the set the Jury wrongly accused', () => {
    let s = playUntil(scenario({ roles: 'J L+ L- D+ D- W+ W- Y' }), atStep('peek'), quiet).state;
    s = play(s, [s.pending.step === 'peek' ? s.pending.seat : 5, { type: 'peek-pile', defendant: 3 }]).state;
    const witness = s.memory.findIndex((m) => m.some((x) => x.what === 'peeked-pile'));
    const top = s.piles[3]?.at(-1);
    for (const w of redeals(s, witness)) expect(w.piles[3]?.at(-1)).toEqual(top);
    const accused = { ...s, accusation: { round: 1, seats: [1, 3, 5], correct: false } };
    for (const w of redeals(accused, 'spectator', 48)) {
      expect(w.alignments.flatMap((a, i) => (a === 'bad' ? [i] : []))).not.toEqual([1, 3, 5]);
    }
  });

  it('at the end keeps everything but the order of the draw pile', () => {
    const s = playUntil(scenario({ roles: 'J L+ L- D+ D-' }), (x) => x.pending.step === 'over', quiet).state;
    for (const w of redeals(s, 2, 4)) expect({ ...w, rng: s.rng, draw: s.draw.slice().sort() }).toEqual({ ...s, draw: w.draw.slice().sort() });
  });
});
