import { nameAt, type Locale, type SeatNames } from '@docket/engine';
import { KIND_NAMES, SIDE_OF, type Alignment, type Kind, type Role } from '@docket/the-trial';

/** Roles and teams in both languages (the game's own wording: rulebook and text tables). */
export const ROLE_TEXT: Readonly<Record<Role, { en: string; fr: string }>> = {
  judge: { en: 'Judge', fr: 'Juge' },
  jury: { en: 'Jury', fr: 'Jury' },
  lawyer: { en: 'Lawyer', fr: 'Avocat' },
  defendant: { en: 'Defendant', fr: 'Accusé' },
  witness: { en: 'Witness', fr: 'Témoin' },
};
export const ALIGNMENT_TEXT: Readonly<Record<Alignment, { en: string; fr: string }>> = {
  good: { en: 'good', fr: 'gentil' },
  bad: { en: 'bad', fr: 'méchant' },
};
/** A team is told by a word and a shape, never by colour: good ☀, bad ☾. */
export const ALIGNMENT_SHAPE: Readonly<Record<Alignment, string>> = { good: '☀', bad: '☾' };

export function seatName(seat: number, locale: Locale): string {
  return locale === 'fr' ? `Joueur ${seat + 1}` : `Player ${seat + 1}`;
}

/** How the board calls a seat: its person's name where the table gives one (the seats are only numbered). */
export type SeatCaller = (seat: number) => string;

export function seatCaller(locale: Locale, names?: SeatNames): SeatCaller {
  return (seat) => nameAt(names, seat, seatName(seat, locale));
}

export function alignmentText(a: Alignment, locale: Locale): string {
  return `${ALIGNMENT_SHAPE[a]} ${ALIGNMENT_TEXT[a][locale]}`;
}

/** Innocence cards carry ○ and I, guilt cards ● and G. */
export function kindTag(k: Kind): string {
  return SIDE_OF[k] === 'innocence' ? '○I' : '●G';
}

export function kindText(k: Kind, locale: Locale): string {
  return KIND_NAMES[k][locale];
}
