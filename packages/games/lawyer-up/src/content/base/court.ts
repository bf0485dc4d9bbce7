import type { Text } from '@docket/engine';
import { BIASES, type Bias } from '../../language/index.js';

/** A Judge card: the unbiased judge, or one of six judges each showing one bias (the Biased Judge variant). */
export interface JudgeData {
  readonly id: 'unbiased' | Bias;
  readonly name: Text;
  readonly bias: Bias | null;
}

const BIAS_NAMES: Readonly<Record<Bias, Text>> = {
  evidential: { en: 'Evidential', fr: 'Probatoire' },
  logical: { en: 'Logical', fr: 'Logique' },
  emotional: { en: 'Emotional', fr: 'Émotionnel' },
  reputation: { en: 'Reputation', fr: 'Réputation' },
  bureaucratic: { en: 'Bureaucratic', fr: 'Bureaucratique' },
  corruption: { en: 'Corruption', fr: 'Corruption' },
};

export function biasName(b: Bias): Text {
  return BIAS_NAMES[b];
}

/** The 7 Judge cards. */
export const JUDGES: readonly JudgeData[] = [
  { id: 'unbiased', name: { en: 'The Unbiased Judge', fr: 'Le Juge impartial' }, bias: null },
  ...BIASES.map((b) => ({ id: b, name: { en: `The ${BIAS_NAMES[b].en} Judge`, fr: `Le Juge ${BIAS_NAMES[b].fr.toLowerCase()}` }, bias: b })),
];

/** 12 jurors: two rows, each 1 to 6; a juror's Skepticism is its number (ours). */
export const JUROR_NUMBERS: readonly number[] = [1, 2, 3, 4, 5, 6];

/** 12 bias tokens, two of each bias. */
export const BIAS_TOKENS: readonly Bias[] = BIASES.flatMap((b) => [b, b]);
