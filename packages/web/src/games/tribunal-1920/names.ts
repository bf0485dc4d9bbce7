import type { Locale } from '@docket/engine';
import { SEAT_NAMES, SYMBOL_NAMES, type CardId, type ClueSymbol, type District, type Side, type TribunalView } from '@docket/tribunal-1920';
import type { Say } from '../common/text';

/** Each symbol's letter (the terminal's legend): a symbol is never told by colour or picture alone. */
export const SYMBOL_LETTER: Readonly<Record<ClueSymbol, string>> = { fingerprint: 'F', weapon: 'W', document: 'D', eyewitness: 'E' };
/** Blue is a round pawn with B, Orange a square one with O. */
export const PAWN_SHAPE: readonly [string, string] = ['●', '■'];
export const SEAT_LETTER: readonly [string, string] = ['B', 'O'];

export function seatName(seat: Side, locale: Locale): string {
  return SEAT_NAMES[seat][locale];
}

export function cardParts(card: CardId): { symbol: ClueSymbol; district: District } {
  const [symbol, district] = card.split('-') as [ClueSymbol, District];
  return { symbol, district };
}

export function cardLabel(card: CardId, locale: Locale): string {
  const { symbol, district } = cardParts(card);
  return `${SYMBOL_NAMES[symbol][locale]} (${district})`;
}

export function pawnText(seat: Side, locale: Locale): string {
  return `${PAWN_SHAPE[seat]} ${SEAT_LETTER[seat]} · ${seatName(seat, locale)}`;
}

/** The pending decision in a sentence. */
export function prompt(step: string, who: string, t: Say): string {
  switch (step) {
    case 'claim':
      return t(`${who}: claim a slot or pass.`, `${who} : plaidez sur un Emplacement ou passez.`);
    case 'answer':
      return t(`${who}: OK or Objection?`, `${who} : OK ou Objection ?`);
    case 'prove':
      return t(`${who}: prove the claim (show the cards) or confess a bluff.`, `${who} : prouvez la Plaidoirie (montrez les cartes) ou avouez un bluff.`);
    case 'place':
      return t(`${who}: place a free plea pawn.`, `${who} : posez une Plaidoirie gratuite.`);
    case 'bribe':
      return t(`${who}: put the bribe token.`, `${who} : placez le Pot-de-vin.`);
    case 'move':
      return t(`${who}: move a pawn on the grid.`, `${who} : déplacez un pion de la grille.`);
    case 'erase':
      return t(`${who}: erase an opposing pawn.`, `${who} : effacez un pion adverse.`);
    case 'discard':
      return t(`${who}: discard down to the hand limit.`, `${who} : défaussez jusqu’à la limite de main.`);
    case 'investigate':
      return t(`${who}: place an investigator.`, `${who} : posez un Enquêteur.`);
    default:
      return t('The trial is over.', 'Le procès est terminé.');
  }
}

/** The slot a claim waits on (answer or proof), if any. */
export function claimed(view: TribunalView): string | null {
  const p = view.pending;
  return p.step === 'answer' || p.step === 'prove' ? p.slot : null;
}
