import { registerCase } from '../cards.js';
import type { CaseContent } from '../language/index.js';
import { case00 } from './case00/index.js';
import { case01 } from './case01/index.js';

/** The cases the game knows, by id; each registers its cards with the card registry. */
export const CASES: readonly CaseContent[] = [case00, case01];
for (const c of CASES) registerCase(c);
