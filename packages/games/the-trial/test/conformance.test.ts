import { conformanceSuite } from '@docket/testkit';
import { theTrial } from '../src/index.js';

// Every player count and the objection variant, 1,000 games each played to the end. A game is long
// (100–200 decisions) and every deep step resamples 4 worlds for each of up to 11 viewers, so the
// per-step checks run on the first few games of each configuration.
conformanceSuite(theTrial, [
  { players: 5, deepGames: 8 },
  { players: 6, deepGames: 8 },
  { players: 7, deepGames: 6 },
  { players: 8, deepGames: 6 },
  { players: 9, deepGames: 5 },
  { players: 10, deepGames: 5 },
  { players: 8, options: { objectionVariant: true }, deepGames: 5 },
]);
