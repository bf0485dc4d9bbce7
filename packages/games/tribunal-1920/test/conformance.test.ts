import { conformanceSuite } from '@docket/testkit';
import { tribunal1920 } from '../src/index.js';

// Every law on every step of 1,000 games with a random first player; the fixed-first-player variant
// plays its 1,000 games to the end and checks every step of the first 250 of them.
conformanceSuite(tribunal1920, [{ players: 2 }, { players: 2, options: { firstPlayer: 1 }, deepGames: 250 }]);
