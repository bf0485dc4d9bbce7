import { greedyBot, playMatch } from '@docket/bots';
import { describe, expect, it } from 'vitest';
import { lawyerUp, type LawyerUpAction } from '../../src/index.js';
import { case00, case00Deck } from '../../src/content/case00/index.js';

// Balance is measured, not guessed (rulings, "Content guide"): greedy bots (the game's hints) draft and play
// every strategy; each side must win a fair share, games end by the witnesses, and every case card gets played.
// Figures at 1,000 games per strategy are in design/case00.md ("Measured").
const GAMES = Number(process.env.LU_BALANCE_GAMES ?? 300);

describe.each(case00.strategies.map((s) => [s.id] as const))('%s between greedy bots', (strategy) => {
  it(`gives the Prosecution 40–60% of ${GAMES} drafted games, ends by the witnesses, plays every case card`, () => {
    let prosecution = 0;
    const played = new Set<string>();
    const reasons = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      const m = playMatch(lawyerUp, [greedyBot(lawyerUp), greedyBot(lawyerUp)], {
        players: 2,
        options: lawyerUp.options.parse({ strategy }),
        seed: `bal-${strategy}-${g}`,
      });
      expect(m.outcome).not.toBeNull();
      if (m.outcome?.winners[0] === 0) prosecution++;
      reasons.add(String(m.outcome?.reason));
      for (const { action } of m.record.actions) {
        const a = action as LawyerUpAction;
        if (a.type === 'play') played.add(a.card);
      }
    }
    const share = prosecution / GAMES;
    expect(share).toBeGreaterThanOrEqual(0.4);
    expect(share).toBeLessThanOrEqual(0.6);
    expect([...reasons]).toEqual(['witnesses']);
    const unplayed = (case00Deck(strategy) ?? []).map((c) => c.id).filter((id) => !played.has(id));
    expect(unplayed).toEqual([]);
  });
});
