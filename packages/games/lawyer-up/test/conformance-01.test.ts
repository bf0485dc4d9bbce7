import { conformanceSuite } from '@docket/testkit';
import { lawyerUp } from '../src/index.js';

const GAMES = Number(process.env.LU_GAMES ?? 100);

// Case 01: every law on every step of 100 games per configuration: the hidden strategy choice, then a preset
// pair under a Biased Judge with the first-game deal.
conformanceSuite(lawyerUp, [
  { players: 2, options: { case: '01' }, games: GAMES, label: 'Case 01' },
  {
    players: 2,
    options: { case: '01', prosecutionStrategy: 'c01-crime-of-passion', defenseStrategy: 'c01-self-defense', judge: 'emotional', firstGameDeal: true },
    games: GAMES,
    label: 'Case 01, preset strategies, biased judge, first-game deal',
  },
]);
