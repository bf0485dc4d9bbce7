import { conformanceSuite } from '@docket/testkit';
import { lawyerUp } from '../src/index.js';

const GAMES = Number(process.env.LU_GAMES ?? 100);

// Solo mode against the Automa, on either side: every law on every step of 100 games each (the Automa's seat
// is never asked to act, its steps happen inside the player's). The Defense Automa drafts with the player; the
// Prosecution Automa meets a Biased Judge (its objection window on Evidence) and another strategy.
conformanceSuite(lawyerUp, [
  { players: 2, options: { solo: 'D' }, games: GAMES, label: 'solo D' },
  { players: 2, options: { solo: 'P', judge: 'corruption', strategy: 'c00-cracks-in-the-canvas' }, games: GAMES, label: 'solo P, biased judge' },
]);
