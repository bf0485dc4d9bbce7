import { conformanceSuite } from '@docket/testkit';
import { lawyerUp } from '../src/index.js';

const GAMES = Number(process.env.LU_GAMES ?? 1000);

// Solo mode against the Automa, on either side: every law on every step of the first games (the Automa's seat is
// never asked to act, its steps happen inside the player's), the rest played to the end. The draft, the
// first-game deal, a Biased Judge (the Automa's objection window on Evidence) and another strategy.
conformanceSuite(lawyerUp, [
  { players: 2, options: { solo: 'D' }, games: GAMES, deepGames: Math.min(GAMES, 40) },
  { players: 2, options: { solo: 'P' }, games: GAMES, deepGames: Math.min(GAMES, 40) },
  { players: 2, options: { solo: 'D', firstGameDeal: true }, games: GAMES, deepGames: Math.min(GAMES, 30) },
  { players: 2, options: { solo: 'P', judge: 'corruption', strategy: 'c00-cracks-in-the-canvas' }, games: GAMES, deepGames: Math.min(GAMES, 30) },
]);
