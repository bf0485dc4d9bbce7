import type { Locale } from '@docket/engine';
import { GRID_SLOTS, HAND_LIMIT, HEARINGS_TO_WIN } from './board.js';
import { DISTRICTS, SYMBOL_LETTERS, SYMBOL_NAMES, SYMBOLS, type CardId } from './cards.js';
import { DISTRICT_EFFECTS } from './districts.js';
import { CARD_FORMS, INVESTIGATOR_FORMS, PAWN_FORMS, SEAT_LETTERS, cardShort, counted, seatName, slotLabel } from './names.js';
import type { HearingResult, Side, TribunalView } from './state.js';

/** The pieces of the terminal picture, each in the current language; `render.ts` lays them out. */
export type Say = (en: string, fr: string) => string;

export function sayer(locale: Locale): Say {
  return (en, fr) => (locale === 'fr' ? fr : en);
}

export function you(v: TribunalView, locale: Locale): string {
  const t = sayer(locale);
  return v.viewer === 'spectator' ? t('spectator', 'spectateur') : `${seatName(v.viewer, locale)} (${SEAT_LETTERS[v.viewer as Side][locale]})`;
}

export function track(v: TribunalView, seat: Side, locale: Locale): string {
  const won = v.hearings[seat];
  return `${seatName(seat, locale)} ${'●'.repeat(won)}${'○'.repeat(Math.max(0, HEARINGS_TO_WIN - won))}`;
}

export function pawn(o: Side | null | undefined, locale: Locale): string {
  return o === 0 || o === 1 ? SEAT_LETTERS[o][locale] : '.';
}

/** A grid slot's requirement as letters: "WWD" / "AAD". */
export function requirement(v: TribunalView, i: number, locale: Locale): string {
  return (v.requirements[i] ?? []).map((s) => SYMBOL_LETTERS[s][locale]).join('');
}

/** What stands on grid slot `i`: a pawn's letter, the bribe token, or a dot. */
export function occupant(v: TribunalView, i: number, locale: Locale): string {
  return v.bribe === GRID_SLOTS[i] ? '$' : pawn(v.grid[i], locale);
}

export function gridLabel(i: number, locale: Locale): string {
  return slotLabel(GRID_SLOTS[i] as (typeof GRID_SLOTS)[number], locale);
}

/** One line per district, top first: "1 MT [O] inv:B Tip the scales". */
export function districtLines(v: TribunalView, locale: Locale): string[] {
  const t = sayer(locale);
  return DISTRICTS.map((d, i) => {
    const inv = v.investigators[i];
    const investigator = inv === 0 || inv === 1 ? `${t('inv', 'enq')}:${SEAT_LETTERS[inv][locale]}` : '     ';
    return `${i + 1} ${d} [${pawn(v.districts[i], locale).replace('.', ' ')}] ${investigator} ${DISTRICT_EFFECTS[d].name[locale]}`;
  });
}

/** The legend of the letters, as separate entries ("F fingerprint", …, "$ bribe"). */
export function legend(locale: Locale): string[] {
  const t = sayer(locale);
  return [...SYMBOLS.map((s) => `${SYMBOL_LETTERS[s][locale]} ${SYMBOL_NAMES[s][locale]}`), `$ ${t('bribe', 'Pot-de-vin')}`];
}

/** "Blue: 6 plea pawns, 2 investigators left, 1 card in hand", with each language's plurals. */
export function seatLine(v: TribunalView, seat: Side, locale: Locale, short: boolean): string {
  const t = sayer(locale);
  const pawns = counted(v.supply[seat], PAWN_FORMS, locale);
  const investigators = counted(v.investigatorsLeft[seat], INVESTIGATOR_FORMS, locale);
  const cards = counted(v.handCounts[seat], CARD_FORMS, locale);
  const rest = short ? '' : t(' left', ' en réserve');
  const inHand = short ? '' : t(' in hand', ' en main');
  return `${seatName(seat, locale)}${t(':', ' :')} ${pawns}, ${investigators}${rest}, ${cards}${inHand}`;
}

/** The card lists a viewer sees: its hand, open hands at the end, the discard pile, bluffs exposed. */
export function cardLists(v: TribunalView, locale: Locale): [label: string, items: string[]][] {
  const t = sayer(locale);
  const colon = t(':', ' :');
  const short = (cards: readonly CardId[]): string[] => cards.map((c) => cardShort(c, locale));
  const out: [string, string[]][] = [];
  if (v.hand !== null) out.push([`${t('Your hand', 'Votre main')} (${v.hand.length})${colon}`, short(v.hand)]);
  if (v.openHands !== null) for (const seat of [0, 1] as const) out.push([`${seatName(seat, locale)}${colon}`, short(v.openHands[seat])]);
  out.push([`${t('Discard', 'Défausse')} (${v.discard.length})${colon}`, short(v.discard)]);
  if (v.bluffs.length > 0) {
    const bluffs = v.bluffs.map((b) => `${SEAT_LETTERS[b.seat][locale]}:${slotLabel(b.slot, locale)}`);
    out.push([t('Bluffs exposed:', 'Bluffs démasqués :'), bluffs]);
  }
  return out;
}

export function lastHearingLine(h: HearingResult, locale: Locale): string {
  const t = sayer(locale);
  if (h.winner === null) return t(`Hearing ${h.hearing} was void.`, `L'Audience ${h.hearing} a été annulée.`);
  const who = seatName(h.winner, locale);
  const jury = h.won > 1 ? t(' (jury support: 2 hearings)', ' (soutien du Jury : 2 Audiences)') : '';
  return t(`Hearing ${h.hearing} went to ${who}${jury}.`, `L'Audience ${h.hearing} est revenue à ${who}${jury}.`);
}

export function pendingLine(v: TribunalView, locale: Locale): string {
  const t = sayer(locale);
  const p = v.pending;
  if (p.step === 'over') {
    const w = v.hearings[0] >= HEARINGS_TO_WIN ? 0 : 1;
    return t(`The trial is over: ${seatName(w, locale)} wins.`, `Le procès est terminé : ${seatName(w, locale)} gagne.`);
  }
  const who = seatName(p.seat, locale);
  const claimant = seatName(v.active, locale);
  switch (p.step) {
    case 'claim':
      return t(`${who}: claim a free slot, or pass.`, `${who} : Plaidoirie sur un Emplacement libre, ou passer.`);
    case 'answer': {
      const slot = slotLabel(p.slot, locale);
      return t(`${who}: ${claimant} claims ${slot}. OK or Objection!?`, `${who} : ${claimant} plaide sur ${slot}. OK ou Objection ! ?`);
    }
    case 'prove': {
      const slot = slotLabel(p.slot, locale);
      return t(`${who}: objection on ${slot}; show the cards, or admit the bluff.`, `${who} : Objection sur ${slot} ; montrez les cartes, ou avouez le bluff.`);
    }
    case 'place':
      return t(`${who}: ${claimant} bluffed; place a free plea pawn.`, `${who} : ${claimant} a bluffé ; posez une Plaidoirie gratuite.`);
    case 'bribe':
      return t(`${who}: put the bribe token on a free grid slot.`, `${who} : placez le Pot-de-vin sur un Emplacement libre.`);
    case 'move':
      return t(`${who}: move a grid pawn to a free grid slot.`, `${who} : déplacez un pion de la grille vers un Emplacement libre.`);
    case 'erase':
      return t(`${who}: erase an opposing grid pawn.`, `${who} : effacez un pion adverse de la grille.`);
    case 'discard':
      return t(`${who}: discard down to ${HAND_LIMIT} cards.`, `${who} : défaussez jusqu'à ${HAND_LIMIT} cartes.`);
    case 'investigate':
      return t(`${who}: place an investigator on a district.`, `${who} : posez un Enquêteur sur un District.`);
  }
}

/**
 * Items packed after a label on as few lines of at most `width` characters as they need; a continued line
 * starts with `indent`. An item longer than the width is left for the caller's last-resort cut.
 */
export function wrap(label: string, items: readonly string[], width: number, sep = ' ', indent = '  '): string[] {
  const out: string[] = [];
  let line = label;
  let fresh = label.length === 0;
  for (const c of items) {
    if (!fresh && line.length + sep.length + c.length > width) {
      out.push(line);
      line = indent;
      fresh = true;
    }
    line += fresh ? c : `${sep}${c}`;
    fresh = false;
  }
  out.push(line);
  return out;
}

/** A sentence broken between words to fit the width. */
export function wrapWords(text: string, width: number): string[] {
  return wrap('', text.split(' '), width, ' ', '  ');
}

/** Parts joined by " · " on as few lines as fit the width; a part too long for a line is broken between words. */
export function pack(parts: readonly string[], width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const part of parts) {
    if (line.length > 0 && line.length + 3 + part.length <= width) {
      line += ` · ${part}`;
      continue;
    }
    if (line.length > 0) out.push(line);
    if (part.length <= width) line = part;
    else {
      const broken = wrapWords(part, width);
      out.push(...broken.slice(0, -1));
      line = broken[broken.length - 1] ?? '';
    }
  }
  if (line.length > 0) out.push(line);
  return out;
}
