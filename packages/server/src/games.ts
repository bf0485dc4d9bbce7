import type { AnyGame } from '@docket/engine';
import { gavel } from '@docket/gavel';
import { lawyerUp } from '@docket/lawyer-up';
import { theTrial } from '@docket/the-trial';
import { tribunal1920 } from '@docket/tribunal-1920';

/** The games a server offers by default: the same four the CLI's registry lists. */
export const DEFAULT_GAMES: readonly AnyGame[] = [tribunal1920, gavel, theTrial, lawyerUp];
