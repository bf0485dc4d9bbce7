import { Rng } from '@docket/engine';
import type { LawyerUpState } from '../../src/index.js';
import { rollDice } from '../../src/solo/dice.js';
import { scenario, type ScenarioSpec } from '../scenario.js';

/** A declarative table in solo mode: the Automa plays `automa` (default: the Defense). */
export function soloScenario(spec: ScenarioSpec, automa: 'P' | 'D' = 'D'): LawyerUpState {
  const s = scenario(spec);
  return { ...s, options: { ...s.options, solo: automa } };
}

/** A seed whose generator rolls these faces first (red, then blue): the Automa's next roll. */
export function seedRolling(red: number, blue: number): string {
  for (let k = 0; k < 10_000; k++) {
    const seed = `dice-${k}`;
    const r = rollDice(Rng.seeded(seed));
    if (r.redFace === red && r.blueFace === blue) return seed;
  }
  throw new Error(`no seed rolls ${red}/${blue}`);
}

/** Red faces (bias order) and blue faces (rest conditions), by number. */
export const RED = { evidential: 1, logical: 2, emotional: 3, reputation: 4, bureaucratic: 5, corruption: 6 } as const;
export const BLUE = { lastCard: 1, shortAndWinning: 2, fourteen: 3, leadOfFive: 4, fourCards: 5, playerPassed: 6 } as const;
