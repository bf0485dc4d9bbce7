import type { Party, PlayCardData } from '../../language/index.js';
import { DEFENSE_BASE } from './defense.js';
import { PROSECUTION_BASE } from './prosecution.js';

export { DEFENSE_BASE } from './defense.js';
export { PROSECUTION_BASE } from './prosecution.js';
export { BIAS_TOKENS, JUDGES, JUROR_NUMBERS, biasName, type JudgeData } from './court.js';

export const BASE_DECKS: Readonly<Record<Party, readonly PlayCardData[]>> = { P: PROSECUTION_BASE, D: DEFENSE_BASE };
