import { conformanceSuite } from '@docket/testkit';
import { gavel } from '../src/index.js';

/** A deck so small that stacks run dry, hands empty out and matches can stall. */
const TINY_DECK = { colours: ['red', 'blue'], evidence: [1, 2], objection: 1, impeached: 1, response: 1, outOfOrder: 1 };

// Every law on every step of the first games of each table size; the rest are played to the end. The jury at 12
// makes long matches that reshuffle the discard stack.
conformanceSuite(gavel, [
  { players: 2, deepGames: 300 },
  { players: 3, deepGames: 200 },
  { players: 4, deepGames: 150 },
  { players: 6, deepGames: 80 },
  { players: 6, options: { juryMinimum: 12 }, games: 200, deepGames: 40 },
  { players: 3, options: { outOfOrder: false, targetPoints: 8 }, games: 300, deepGames: 100 },
  { players: 3, options: { handSize: 2, deck: TINY_DECK }, games: 300, deepGames: 150 },
]);
