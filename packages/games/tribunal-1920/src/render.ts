import type { Locale } from '@docket/engine';
import { GRID_SLOTS, HAND_LIMIT, HEARINGS_TO_WIN } from './board.js';
import { DISTRICTS, SYMBOL_LETTERS, SYMBOL_NAMES, SYMBOLS } from './cards.js';
import { DISTRICT_EFFECTS } from './districts.js';
import { cardShort, SEAT_LETTERS, seatName } from './names.js';
import type { HearingResult, Side, TribunalView } from './state.js';

const WIDTH = 80;
const CELL = 9;

/** The terminal picture of a view: plain text, lines of at most 80 characters. */
export function render(v: TribunalView, locale: Locale): string {
  const t = (en: string, fr: string): string => (locale === 'fr' ? fr : en);
  const you = v.viewer === 'spectator' ? t('spectator', 'spectateur') : `${seatName(v.viewer, locale)} (${SEAT_LETTERS[v.viewer as Side]})`;
  const lines: string[] = [
    `Tribunal 1920 — ${t('Hearing', 'Audience')} ${v.hearing} — ${t('you:', 'vous :')} ${you}`,
    `${t('Hearings won:', 'Audiences gagnées :')} ${track(v, 0, locale)}   ${track(v, 1, locale)}   (${HEARINGS_TO_WIN} ${t('to win', 'pour gagner')})`,
    '',
  ];
  const left = gridLines(v);
  const right = districtLines(v, locale);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    lines.push(`  ${(left[i] ?? '').padEnd(3 * (CELL + 1) + 1)}   ${right[i] ?? ''}`.trimEnd());
  }
  lines.push(`  ${SYMBOLS.map((s) => `${SYMBOL_LETTERS[s]} ${SYMBOL_NAMES[s][locale]}`).join('  ')}  $ ${t('bribe', 'Pot-de-vin')}`);
  lines.push('');
  for (const seat of [0, 1] as const) {
    lines.push(
      `${seatName(seat, locale)}${t(':', ' :')} ${v.supply[seat]} ${t('plea pawns', 'Plaidoiries')}, ` +
        `${v.investigatorsLeft[seat]} ${t('investigator(s) left', 'Enquêteur(s) en réserve')}, ` +
        `${v.handCounts[seat]} ${t('card(s) in hand', 'carte(s) en main')}`,
    );
  }
  lines.push(`${t('Deck:', 'Pioche :')} ${v.deckCount}`);
  if (v.hand !== null) lines.push(...wrap(`${t('Your hand', 'Votre main')} (${v.hand.length})${t(':', ' :')}`, v.hand.map(cardShort)));
  if (v.openHands !== null) {
    for (const seat of [0, 1] as const) lines.push(...wrap(`${seatName(seat, locale)}${t(':', ' :')}`, v.openHands[seat].map(cardShort)));
  }
  lines.push(...wrap(`${t('Discard', 'Défausse')} (${v.discard.length})${t(':', ' :')}`, v.discard.map(cardShort)));
  if (v.bluffs.length > 0) {
    const bluffs = v.bluffs.map((b) => `${SEAT_LETTERS[b.seat]}:${b.slot}`);
    lines.push(...wrap(t('Bluffs exposed:', 'Bluffs démasqués :'), bluffs));
  }
  if (v.lastHearing !== null) lines.push(lastHearingLine(v.lastHearing, locale));
  lines.push(`> ${pendingLine(v, locale)}`);
  return lines.join('\n');
}

function track(v: TribunalView, seat: Side, locale: Locale): string {
  const won = v.hearings[seat];
  return `${seatName(seat, locale)} ${'●'.repeat(won)}${'○'.repeat(Math.max(0, HEARINGS_TO_WIN - won))}`;
}

function pawn(o: Side | null | undefined): string {
  return o === 0 || o === 1 ? SEAT_LETTERS[o] : '.';
}

function center(s: string, w: number): string {
  const pad = w - s.length;
  return ' '.repeat(Math.floor(pad / 2)) + s + ' '.repeat(Math.ceil(pad / 2));
}

function gridLines(v: TribunalView): string[] {
  const rule = `+${'-'.repeat(CELL)}`.repeat(3) + '+';
  const out = [rule];
  for (let row = 0; row < 3; row++) {
    let need = '|';
    let who = '|';
    for (let col = 0; col < 3; col++) {
      const i = row * 3 + col;
      const req = (v.requirements[i] ?? []).map((s) => SYMBOL_LETTERS[s]).join('');
      need += ` ${(GRID_SLOTS[i] as string).padEnd(2)} ${req}`.padEnd(CELL) + '|';
      who += center(v.bribe === GRID_SLOTS[i] ? '$' : pawn(v.grid[i]), CELL) + '|';
    }
    out.push(need, who, rule);
  }
  return out;
}

function districtLines(v: TribunalView, locale: Locale): string[] {
  const t = (en: string, fr: string): string => (locale === 'fr' ? fr : en);
  const out = [t('Districts (cost 3, 2 for the investigator)', 'Districts (coût 3, 2 pour l’Enquêteur)')];
  DISTRICTS.forEach((d, i) => {
    const inv = v.investigators[i];
    const investigator = inv === 0 || inv === 1 ? `${t('inv', 'enq')}:${SEAT_LETTERS[inv]}` : '     ';
    out.push(`${i + 1} ${d} [${pawn(v.districts[i]).replace('.', ' ')}] ${investigator} ${DISTRICT_EFFECTS[d].name[locale]}`);
  });
  return out;
}

/** A label and its items on as many lines as the width asks. */
function wrap(label: string, items: readonly string[]): string[] {
  const out: string[] = [];
  let line = label;
  for (const c of items) {
    if (line.length + 1 + c.length > WIDTH) {
      out.push(line);
      line = ' '.repeat(2);
    }
    line += ` ${c}`;
  }
  out.push(line);
  return out;
}

function lastHearingLine(h: HearingResult, locale: Locale): string {
  const t = (en: string, fr: string): string => (locale === 'fr' ? fr : en);
  if (h.winner === null) return t(`Hearing ${h.hearing} was void.`, `L'Audience ${h.hearing} a été annulée.`);
  const who = seatName(h.winner, locale);
  const jury = h.won > 1 ? t(' (jury support: 2 hearings)', ' (soutien du Jury : 2 Audiences)') : '';
  return t(`Hearing ${h.hearing} went to ${who}${jury}.`, `L'Audience ${h.hearing} est revenue à ${who}${jury}.`);
}

function pendingLine(v: TribunalView, locale: Locale): string {
  const t = (en: string, fr: string): string => (locale === 'fr' ? fr : en);
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
    case 'answer':
      return t(`${who}: ${claimant} claims ${p.slot}. OK or Objection!?`, `${who} : ${claimant} plaide sur ${p.slot}. OK ou Objection ! ?`);
    case 'prove':
      return t(`${who}: objection on ${p.slot}; show the cards, or admit the bluff.`, `${who} : Objection sur ${p.slot} ; montrez les cartes, ou avouez le bluff.`);
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
