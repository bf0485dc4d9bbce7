import { conformanceSuite } from '@docket/testkit';
import { theTrial } from '../src/index.js';

// The rest of the configurations (see conformance.test.ts): 8 and 9 players, and the objection variant.
conformanceSuite(theTrial, [
  { players: 8, games: 300, deepGames: 100 },
  { players: 9, games: 300, deepGames: 100 },
  { players: 8, options: { objectionVariant: true }, games: 300, deepGames: 100 },
]);
