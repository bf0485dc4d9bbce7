import { conformanceSuite } from '@docket/testkit';
import { game } from './scenario.js';

// The stand-in case's cards use every word of the card language (search and draw in the Buried Evidence, bury
// from hand, play from a discard, …), so its random games check the hidden-information laws on each of them.
conformanceSuite(game, [
  { players: 2, games: 300, deepGames: 60, label: 'stand-in case, every word of the language' },
  { players: 2, options: { judge: 'evidential' }, games: 200, deepGames: 40, label: 'stand-in case, biased judge' },
]);
