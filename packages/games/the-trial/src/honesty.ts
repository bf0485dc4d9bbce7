import { SIDE_OF } from './cards.js';
import { at, type SpokenStatement, type TrialState } from './state.js';

/**
 * Whether a spoken statement was true, judged at the game's end (every role is revealed then) from the final
 * state: the speaker's memory up to the statement's round for "I saw", that round's gifts for "I gave", the
 * secret roles for "<player> is bad/good". Only simulations' metrics read it; no seat is ever told.
 */
export function wasTrue(s: TrialState, spoken: SpokenStatement): boolean {
  const { round, seat, statement: st } = spoken;
  const memory = at(s.memory, seat).filter((m) => m.round <= round);
  switch (st.about) {
    case 'hand':
      return memory.some((m) => m.what === 'peeked-hand' && m.lawyer === st.seat && SIDE_OF[m.card] === st.side);
    case 'pile':
      return memory.some((m) => m.what === 'peeked-pile' && m.defendant === st.seat && SIDE_OF[m.card] === st.side);
    case 'gave': {
      const guilt = memory.filter((m) => m.what === 'gave' && m.round === round && m.lawyer === st.seat && SIDE_OF[m.card] === 'guilt');
      return guilt.length === st.guilt;
    }
    case 'player':
      return s.alignments[st.seat] === st.alignment;
  }
}
