import { Rng } from '@docket/engine';
import { INVESTIGATORS, PLEA_PAWNS, STANDARD_GRID } from './board.js';
import { DISTRICTS } from './cards.js';
import type { Draft } from './draft.js';
import { startHearing } from './hearing.js';
import type { TribunalOptions } from './options.js';
import type { Side, TribunalState } from './state.js';

/**
 * "Mise en place": shuffle, each player draws one card, then the first player's turn begins. The first player
 * of hearing 1 comes from the seeded generator unless the `firstPlayer` option names a seat.
 */
export function setup(players: number, options: TribunalOptions, seed: string): TribunalState {
  if (players !== 2) throw new Error(`Tribunal 1920 is a game for 2 players, not ${players}.`);
  const rng = Rng.seeded(seed);
  const first: Side = options.firstPlayer === 'random' ? (rng.int(2) as Side) : options.firstPlayer;
  const d: Draft = {
    rng: rng.state(),
    requirements: (options.grid ?? STANDARD_GRID).map((r) => r.slice()),
    deck: [],
    hands: [[], []],
    discard: [],
    grid: [],
    districts: [],
    investigators: DISTRICTS.map(() => null),
    bribe: null,
    supply: [PLEA_PAWNS, PLEA_PAWNS],
    investigatorsLeft: [INVESTIGATORS, INVESTIGATORS],
    hearings: [0, 0],
    hearing: 0,
    starter: first,
    active: first,
    pending: { step: 'claim', seat: first },
    jurySupport: false,
    bluffs: [],
    lastHearing: null,
  };
  startHearing({ d, events: [] }, first);
  return d;
}
