import { conformanceSuite } from '@docket/testkit';
import { toyGame } from '../../engine/test/toy-game.js';

// The suite as a game package uses it: one test per law per configuration.
conformanceSuite(toyGame, [{ players: 2 }, { players: 3, options: { handSize: 2 }, seed: 'three', label: 'three seats, short hands' }]);
