import { Rng, type Seat } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { alignmentWorlds, theTrial, type Kind, type TrialState } from '../src/index.js';
import { atStep, discard, give, order, play, playUntil, quiet, scenario } from './scenario.js';

const D3: Kind[] = ['alibi', 'receipt', 'fingerprints', 'fingerprints', 'murder-weapon'];

function worlds(s: TrialState, seat: Seat | 'spectator', n = 12): TrialState[] {
  const v = theTrial.view(s, seat);
  return Array.from({ length: n }, (_, i) => theTrial.resample(v, Rng.seeded(`w${i}`)));
}

describe('view and resample', () => {
  it('never show the generator, and rebuild every seat’s view exactly', () => {
    const s = playUntil(scenario({ roles: 'J L+ L- D+ D- W+ W- Y' }), (x) => x.round === 2, quiet).state;
    for (const seat of [0, 1, 2, 3, 4, 5, 6, 7, 'spectator'] as const) {
      const v = theTrial.view(s, seat);
      expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.rng));
      for (const w of worlds(s, seat, 4)) expect(theTrial.view(w, seat)).toEqual(v);
    }
  });

  it('deal a defendant’s gifts into the lawyer’s hand in every world the defendant imagines', () => {
    const s = play(
      scenario({ roles: 'J L+ L- D+ D-', draw: D3 }),
      [0, order(3)],
      [0, order(1)],
      [3, discard('fingerprints')],
      [3, give('alibi', 1)],
      [3, give('receipt', 1)],
    ).state;
    expect(theTrial.view(s, 3).pins[2]).toEqual(['fingerprints', 'murder-weapon']);
    for (const w of worlds(s, 3)) {
      expect(w.hands[1]).toEqual(expect.arrayContaining(['alibi', 'receipt']));
      expect(w.hands[2]).toEqual(['fingerprints', 'murder-weapon']);
      expect(w.piles[3]).toEqual([{ card: 'fingerprints', seenBy: [3] }]);
    }
    // The other defendant, who saw none of it, imagines different hands.
    const hands = new Set(worlds(s, 4).map((w) => JSON.stringify(w.hands[1])));
    expect(hands.size).toBeGreaterThan(1);
  });

  it('keep what a witness saw on a pile, and vary what it did not', () => {
    const s = playUntil(scenario({ roles: 'J L+ L- D+ D- W+ W-' }), atStep('peek'), quiet).state;
    const w = s.pending.step === 'peek' ? s.pending.seat : 0;
    const seen = play(s, [w, { type: 'peek-pile', defendant: 3 }]).state;
    const top = seen.piles[3]?.at(-1)?.card;
    const dealt = worlds(seen, w);
    for (const x of dealt) expect(x.piles[3]?.at(-1)?.card).toBe(top);
    expect(new Set(dealt.map((x) => x.piles[4]?.at(-1)?.card)).size).toBeGreaterThan(1);
  });

  it('deal alignments consistent with the role counts, the viewer’s own card, and a wrong accusation', () => {
    const s = theTrial.setup(8, theTrial.options.parse({}), 'align');
    const me = s.roles.indexOf('witness');
    const v = theTrial.view(s, me);
    const all = alignmentWorlds(v);
    // 2 lawyers × 2 defendants × the other witness's fixed card (one good, one bad witness).
    expect(all).toHaveLength(4);
    for (const a of all) expect(a[me]).toBe(s.alignments[me]);
    const bad = all[0]?.flatMap((a, seat) => (a === 'bad' ? [seat] : [])) ?? [];
    expect(alignmentWorlds({ ...v, accusation: { round: 1, seats: bad, correct: false } })).toHaveLength(3);
    const dealt = new Set(worlds(s, me).map((w) => JSON.stringify(w.alignments)));
    expect(dealt.size).toBeGreaterThan(1);
  });

  it('carry each seat’s memory: what it drew, discarded, gave, received, filed and peeked', () => {
    const s = playUntil(scenario({ roles: 'J L+ L- D+ D- W+ W-' }), (x) => x.round === 2, quiet).state;
    const whats = (seat: Seat): string[] => [...new Set(theTrial.view(s, seat).memory.map((m) => m.what))].sort();
    expect(whats(3)).toEqual(['discarded', 'drew', 'gave']);
    expect(whats(1)).toEqual(['filed', 'received']);
    expect(whats(5)[0]).toMatch(/^peeked-/);
    expect(theTrial.view(s, 'spectator').memory).toEqual([]);
  });
});
