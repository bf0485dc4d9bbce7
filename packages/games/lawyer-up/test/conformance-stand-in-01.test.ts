import { conformanceSuite } from '@docket/testkit';
import { game } from './scenario.js';

// The stand-in Case 01 (every law on every step of 100 games): the hidden strategy choice, the lock side, the
// Bloody Knife's arrival, the Defendant the Defense may call, the early end and the closing statements.
conformanceSuite(game, [{ players: 2, options: { case: '01' }, games: 100, label: 'stand-in Case 01, strategies chosen at set-up' }]);
