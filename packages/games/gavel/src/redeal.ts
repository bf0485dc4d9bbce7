import { Rng, type Seat, type Viewer } from '@docket/engine';
import { common, without, type CardId } from './cards.js';
import type { GavelState } from './state.js';

/**
 * A second deal of the hidden cards, written against the full state (independently of `view` and `resample`):
 * the cards `viewer` has not seen (the other hands while the match runs, and the draw stack) are gathered and
 * dealt again to those same places, each keeping its size; everything else is kept. After a reshuffle the draw
 * stack can only hold cards it was made of that the viewer did not draw since, so it is dealt from those (the
 * true draw stack is among them, so the deal always fits). Which cards another seat drew since that reshuffle
 * is its own secret, tied to the hand it held: its record is cleared with the hand it is dealt anew.
 */
export function redeal(s: GavelState, viewer: Viewer, rng: Rng): GavelState {
  const over = s.pending.step === 'over';
  const seat: Seat | null = viewer === 'spectator' ? null : viewer;
  // Every hand opens at the end of the match; before it, only the viewer's own.
  const hidden = (q: Seat): boolean => !over && q !== seat;
  const seats = s.hands.map((_, q) => q).filter(hidden);
  const unseen: CardId[] = [...s.drawStack, ...seats.flatMap((q) => s.hands[q] as CardId[])];
  const seen = seat === null ? [] : (s.drawnSince[seat] as CardId[]);
  const fits = s.reshuffled === null ? unseen : common(unseen, without(s.reshuffled, seen));
  const drawStack = rng.shuffle(fits.slice()).slice(0, s.drawStack.length);
  const rest = rng.shuffle(without(unseen, drawStack));
  const hands = s.hands.map((h, q) => (hidden(q) ? rest.splice(0, h.length) : h));
  const drawnSince = s.drawnSince.map((d, q) => (hidden(q) ? [] : d));
  return { ...s, rng: Rng.seeded(rng.seed()).state(), drawStack, hands, drawnSince };
}
