import { conformanceSuite } from '@docket/testkit';
import { lawyerUp } from '../src/index.js';

const GAMES = Number(process.env.LU_GAMES ?? 100);

// Case 00: every law, the per-step ones included, on every step of 100 games per configuration (issue 13).
// The draft (and its remainder rule); the first-game deal with a Biased Judge's objection windows and another
// strategy. `LU_GAMES` plays more (or fewer, for a quick look) games of each.
conformanceSuite(lawyerUp, [
  { players: 2, games: GAMES, label: 'Case 00' },
  { players: 2, options: { firstGameDeal: true, judge: 'corruption', strategy: 'c00-cracks-in-the-canvas' }, games: GAMES, label: 'Case 00, first-game deal, biased judge' },
]);
