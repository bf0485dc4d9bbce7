import { conformanceSuite } from '@docket/testkit';
import { game } from './scenario.js';

// The stand-in case's cards use every word of the card language (search and draw in the Buried Evidence, bury
// from hand, play from a discard, …), so every law checks each of them on every step of 100 games.
conformanceSuite(game, [{ players: 2, options: { judge: 'evidential' }, games: 100, label: 'stand-in case, every word of the language, biased judge' }]);
