import type { Rng } from '@docket/engine';
import { BIASES, type Bias } from '../language/index.js';

/** The red die: one bias per face, in the order of the game's bias list (face 1 = evidential … 6 = corruption). */
export const RED_FACES: readonly Bias[] = BIASES;

/**
 * The blue die: the Automa's rest conditions, face 1 to 6. The first three are public, the last three are the
 * rulings' (ours).
 */
export const BLUE_FACES = ['last-card', 'short-and-winning', 'fourteen', 'lead-of-five', 'four-cards', 'player-passed'] as const;
export type RestCondition = (typeof BLUE_FACES)[number];

export interface SoloRoll {
  /** 1–6 on each die. */
  readonly redFace: number;
  readonly blueFace: number;
  readonly red: Bias;
  readonly blue: RestCondition;
}

/** Both dice, red first, from the state's seeded generator. */
export function rollDice(rng: Rng): SoloRoll {
  const redFace = rng.between(1, 6);
  const blueFace = rng.between(1, 6);
  return { redFace, blueFace, red: RED_FACES[redFace - 1]!, blue: BLUE_FACES[blueFace - 1]! };
}
