import { conformanceSuite } from '@docket/testkit';
import { theTrial } from '../src/index.js';

// 300 games of each configuration played to the end; every law, the per-step ones included (non-interference,
// legal actions from the view, redeal), checked at every step of the first 100. The configurations are split
// over two files (see conformance-jury.test.ts) so that two workers share them.
conformanceSuite(theTrial, [
  { players: 5, games: 300, deepGames: 100 },
  { players: 6, games: 300, deepGames: 100 },
  { players: 7, games: 300, deepGames: 100 },
  { players: 10, games: 300, deepGames: 100 },
]);
