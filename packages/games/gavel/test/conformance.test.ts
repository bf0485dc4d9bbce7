import { conformanceSuite } from '@docket/testkit';
import { gavel } from '../src/index.js';

/** A deck so small that stacks run dry, hands empty out and matches can stall. */
const TINY_DECK = { colours: ['red', 'blue'], evidence: [1, 2], objection: 1, impeached: 1, response: 1, outOfOrder: 1 };

// Every law, the per-step ones (legal actions from the view, non-interference, redeal) included, on every step of
// the first 100 games of each configuration; the rest are played to the end. The jury at 12 makes long matches
// that reshuffle the discard stack; the tiny deck, matches where stacks run dry and the eliminated hand is
// reshuffled at once (where the hidden order of a hand once leaked).
conformanceSuite(gavel, [
  { players: 2, games: 600, deepGames: 100 },
  { players: 3, games: 400, deepGames: 100 },
  { players: 4, games: 300, deepGames: 100 },
  { players: 6, games: 200, deepGames: 100 },
  { players: 6, options: { juryMinimum: 12 }, games: 100, deepGames: 100 },
  { players: 3, options: { outOfOrder: false, targetPoints: 8 }, games: 200, deepGames: 100 },
  { players: 3, options: { handSize: 2, deck: TINY_DECK }, games: 300, deepGames: 100 },
]);
