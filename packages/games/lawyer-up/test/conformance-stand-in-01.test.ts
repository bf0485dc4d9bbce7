import { conformanceSuite } from '@docket/testkit';
import { game } from './scenario.js';

// The stand-in Case 01: the hidden strategy choice (both chosen, one preset, both preset), the lock side, the
// Bloody Knife's arrival, the Defendant the Defense may call, the early end and the closing statements.
conformanceSuite(game, [
  { players: 2, options: { case: '01' }, games: 300, deepGames: 60, label: 'stand-in Case 01, strategies chosen at set-up' },
  { players: 2, options: { case: '01', defenseStrategy: 't1-d-doubt', judge: 'corruption' }, games: 200, deepGames: 40, label: 'stand-in Case 01, one preset, biased judge' },
  { players: 2, options: { case: '01', prosecutionStrategy: 't1-p-passion', defenseStrategy: 't1-d-alibi' }, games: 200, deepGames: 40, label: 'stand-in Case 01, both preset' },
]);
