import { conformanceSuite } from '@docket/testkit';
import { tribunal1920 } from '../src/index.js';

// Every law on every step of 100 deep games per configuration (the laws' floor), the cheap laws on all games.
conformanceSuite(tribunal1920, [
  { players: 2, games: 300, deepGames: 100 },
  { players: 2, options: { firstPlayer: 1 }, games: 200, deepGames: 100 },
]);
