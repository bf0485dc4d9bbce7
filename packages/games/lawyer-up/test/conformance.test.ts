import { conformanceSuite } from '@docket/testkit';
import { lawyerUp } from '../src/index.js';

const GAMES = Number(process.env.LU_GAMES ?? 1000);

// Every law on every step of the first games of each configuration; the rest are played to the end. The
// draft (and its remainder rule), the first-game deal, both judges' objection windows and every strategy;
// Case 01 with its hidden strategy choice, a preset pair under a Biased Judge, and the first-game deal.
conformanceSuite(lawyerUp, [
  { players: 2, games: GAMES, deepGames: Math.min(GAMES, 40) },
  { players: 2, options: { firstGameDeal: true }, games: GAMES, deepGames: Math.min(GAMES, 40) },
  { players: 2, options: { judge: 'corruption', strategy: 'c00-cracks-in-the-canvas' }, games: GAMES, deepGames: Math.min(GAMES, 30) },
  { players: 2, options: { strategy: 'c00-follow-the-money', judge: 'evidential' }, games: GAMES, deepGames: Math.min(GAMES, 30) },
  { players: 2, options: { case: '01' }, games: GAMES, deepGames: Math.min(GAMES, 40) },
  { players: 2, options: { case: '01', prosecutionStrategy: 'c01-crime-of-passion', defenseStrategy: 'c01-self-defense', judge: 'emotional' }, games: GAMES, deepGames: Math.min(GAMES, 30) },
  { players: 2, options: { case: '01', firstGameDeal: true }, games: GAMES, deepGames: Math.min(GAMES, 30) },
]);
