import { greedyBot, playMatch } from '@docket/bots';
import { expect, it } from 'vitest';
import { lawyerUp, type LawyerUpAction } from '../../src/index.js';
import { case01 } from '../../src/content/case01/index.js';

// Balance is measured, not guessed (rulings, "Content guide"): greedy bots (the game's hints) draft and play every
// pair of strategies. The unanimous verdict makes the Prosecution's task the harder one; the set gives it enough to
// win a fair share. Figures at 200 games per pair are in design/case01.md ("Measured").
const GAMES = Number(process.env.LU_BALANCE_GAMES ?? 60);
const pairs = case01.strategies.P.flatMap((p) => case01.strategies.D.map((d) => [p.id, d.id] as const));

it(`gives the Prosecution 30–60% of ${GAMES} drafted games per pair of strategies, and plays every case card`, () => {
  let prosecution = 0;
  const played = new Set<string>();
  for (const [p, d] of pairs) {
    for (let g = 0; g < GAMES; g++) {
      const m = playMatch(lawyerUp, [greedyBot(lawyerUp), greedyBot(lawyerUp)], {
        players: 2,
        options: lawyerUp.options.parse({ case: '01', prosecutionStrategy: p, defenseStrategy: d }),
        seed: `sim-${p}-${d}-${g}`,
      });
      expect(m.outcome).not.toBeNull();
      if (m.outcome?.winners[0] === 0) prosecution++;
      for (const { action } of m.record.actions) {
        const a = action as LawyerUpAction;
        if (a.type === 'play') played.add(a.card);
      }
    }
  }
  const share = prosecution / (GAMES * pairs.length);
  expect(share).toBeGreaterThanOrEqual(0.3);
  expect(share).toBeLessThanOrEqual(0.6);
  expect(case01.caseCards.map((c) => c.id).filter((id) => !played.has(id))).toEqual([]);
  expect(played.has(case01.bloodyKnife)).toBe(true);
}, 120_000);
