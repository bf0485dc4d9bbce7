import { clipName, nameAt, type Locale, type ScreenSize, type Seat, type SeatNames } from '@docket/engine';
import { KIND_TAGS, type Kind } from './cards.js';
import { alignmentName, roleName, sayer, seatName } from './names.js';
import { ROUNDS_TO_WIN } from './roles.js';
import type { TrialView } from './state.js';
import { describeStatement, namer } from './text.js';

/** The width of the picture when no screen is given. */
const WIDTH = 80;
/** Below this many columns, seats and the legend take their short forms. */
const NARROW = 60;

function tag(k: Kind | null): string {
  return k === null ? '??' : KIND_TAGS[k];
}

/** A line cut to `width` columns, an ellipsis marking the cut. */
function fit(line: string, width: number): string {
  return line.length > width ? `${line.slice(0, Math.max(0, width - 1))}…` : line;
}

/** A label and its items on as many lines as the width asks. */
function wrap(label: string, items: readonly string[], width: number): string[] {
  const out: string[] = [];
  let line = fit(label, width);
  for (const item of items) {
    if (line.length + 1 + item.length > width) {
      out.push(line);
      line = '   ';
    }
    line = fit(`${line} ${item}`, width);
  }
  out.push(line);
  return out;
}

/** Cells of any width packed on as few lines as the width allows, a cell too long for a line wrapped alone. */
function flow(cells: readonly string[], width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const c of cells) {
    if (line !== '' && line.length + 3 + c.length <= width) {
      line += ` | ${c}`;
      continue;
    }
    if (line !== '') out.push(line);
    if (c.length <= width) line = c;
    else {
      const parts = wrap('', c.split(' '), width).map((l) => l.trimStart());
      out.push(...parts.slice(0, -1));
      line = parts[parts.length - 1] ?? '';
    }
  }
  if (line !== '') out.push(line);
  return out;
}

/** A seat's line: its heading and the cards in front of it, wrapped when alone on its rows. */
interface Cell {
  readonly head: string;
  readonly parts: readonly string[];
}

const joined = (c: Cell): string => (c.parts.length > 0 ? `${c.head} — ${c.parts.join(' — ')}` : c.head);

/** Cells laid out side by side, as many to a row as the width holds (fewer rows on a wide screen), else wrapped. */
function grid(seats: readonly Cell[], width: number, sideBySide: boolean): string[] {
  const cells = seats.map(joined);
  const cell = Math.max(...cells.map((c) => c.length));
  const perRow = sideBySide ? Math.max(1, Math.floor((width + 2) / (cell + 2))) : 1;
  if (perRow === 1 && sideBySide) return flow(cells, width);
  if (perRow === 1) return seats.flatMap((c) => wrap(c.parts.length > 0 ? `${c.head} —` : c.head, c.parts, width));
  const out: string[] = [];
  for (let i = 0; i < cells.length; i += perRow) {
    out.push(cells.slice(i, i + perRow).map((c, j, row) => (j === row.length - 1 ? c : c.padEnd(cell))).join('  ').trimEnd());
  }
  return out;
}

/** How the picture calls seats: by name where the table gives one (`full`), and in lists of seats (`list`). */
interface Callers {
  readonly full: (seat: Seat) => string;
  /**
   * Seats on one line (an accusation's): each by its name, else its number; numbers close together ("1,3"),
   * names apart ("Ada, Cy").
   */
  readonly list: (seats: readonly Seat[]) => string;
  readonly names: SeatNames | undefined;
}

/**
 * The terminal picture of a view, plain text. Without a screen: the whole picture in 80 columns. With one: its
 * columns, the board first (seats side by side where the width allows, short forms on a narrow screen), then
 * this round's statements, latest last, as many as the rows left hold, and the key to the tags if room remains.
 * With `names`, a person's seat is called by their name, as in the labels.
 */
export function render(v: TrialView, locale: Locale, screen?: ScreenSize, names?: SeatNames): string {
  const t = sayer(locale);
  const short = (seat: Seat): string => nameAt(names, seat, String(seat + 1));
  const list = (seats: readonly Seat[]): string => seats.map(short).join(names?.some((n) => n) ? ', ' : ',');
  const call: Callers = { full: namer(locale, names), list, names };
  const width = Math.max(20, screen?.columns ?? WIDTH);
  const said = v.statements.filter((s) => s.round === v.round).map((s) => fit(`  ${call.full(s.seat)}${t(':', ' :')} ${describeStatement(s.statement, locale, names)}`, width));
  const prompt = wrap('>', [pendingLine(v, locale, call)], width);
  if (!screen) return [...board(v, locale, width, false, false, call), ...said.slice(-LOG), ...prompt, legend(locale, width, false)].join('\n');
  // The compact layout when the full board and the prompt would not fit the rows (or the columns are few).
  const full = board(v, locale, width, width < NARROW, true, call);
  const compact = full.length + prompt.length > screen.rows || width < NARROW;
  const lines = compact ? board(v, locale, width, true, true, call) : full;
  // The log takes what the board and the prompt leave (at most LOG rows); the legend only a row left over.
  const room = Math.max(0, screen.rows - lines.length - prompt.length);
  const log = said.slice(-Math.min(room, LOG));
  const tail = room - log.length > 0 ? [legend(locale, width, compact)] : [];
  return [...lines, ...log, ...prompt, ...tail].join('\n');
}

/** This round's statements shown at most, latest last. */
const LOG = 6;
/** A name's columns at most in a seat's cell, and in the compact layout's. */
const NAME_CELL = 12;
const NAME_COMPACT = 6;

function legend(locale: Locale, width: number, short: boolean): string {
  const t = sayer(locale);
  return fit(
    short
      ? t('ab innocence, AB guilt, ?? unseen', 'ab innocence, AB culpabilité, ?? inconnue')
      : t('Tags: lower case innocence, UPPER CASE guilt, ?? unseen.', 'Cartes : minuscules innocence, MAJUSCULES culpabilité, ?? inconnue.'),
    width,
  );
}

/** The board: the score, the seats, the piles, the last round's result and any accusation. */
function board(v: TrialView, locale: Locale, width: number, compact: boolean, sideBySide: boolean, call: Callers): string[] {
  const t = sayer(locale);
  const you = v.viewer === 'spectator' ? t('spectator', 'spectateur') : call.full(v.viewer);
  const score = `${t('good', 'gentils')} ${v.wins.good}, ${t('bad', 'méchants')} ${v.wins.bad} (${ROUNDS_TO_WIN} ${t('to win', 'pour gagner')})`;
  const title = `${compact ? '' : 'The Trial — '}${t('Round', 'Manche')} ${v.round} — ${t('you:', 'vous :')} ${you}`;
  const wins = `${t('Rounds won', 'Manches gagnées')}${t(':', ' :')} ${score}`;
  const head = `${title} — ${wins}`.length <= width ? [`${title} — ${wins}`] : [fit(title, width), fit(wins, width)];
  // Seats' names padded alike, so the roles line up however long a person's name is.
  const pad = Math.max(10, ...Array.from({ length: v.players }, (_, seat) => seatLabel(seat, locale, call.names).length));
  const seats = Array.from({ length: v.players }, (_, seat) => seatCell(v, seat, locale, compact, call.names, pad));
  const out: string[] = [...head, ...grid(seats, width, sideBySide)];
  const top = v.discard[0];
  out.push(
    ...wrap(`${t('Draw pile', 'Pioche')} ${v.drawCount}`, [
      `— ${t('discard', 'défausse')} ${v.discard.length + v.bottom.length}${top ? ` (${t('top', 'dessus')} ${tag(top)})` : ''}`,
      `— ${t('case file', 'dossier')} ${v.caseFile.length}`,
      ...(v.markers.length > 0 ? [`— ${t('markers', 'marqueurs')} ${v.markers.map(tag).join(' ')}`] : []),
    ], width),
  );
  const last = v.results[v.results.length - 1];
  if (last) {
    const team = t(`${last.winner} team`, `équipe des ${alignmentName(last.winner, locale)}s`);
    out.push(...wrap(`${t('Round', 'Manche')} ${last.round}${t(':', ' :')}`, [...last.revealed.map(tag), '→', `${last.innocence}–${last.guilt}`, team], width));
  }
  if (v.accusation) {
    const seatsOf = call.list(v.accusation.seats);
    out.push(fit(t(`Accusation (${seatsOf}): ${v.accusation.correct ? 'correct' : 'wrong'}`, `Accusation (${seatsOf}) : ${v.accusation.correct ? 'juste' : 'fausse'}`), width));
  }
  return out;
}

/**
 * A seat as its cell heads it: a person's name (cut to keep the cells even) with the seat's number, which bots'
 * seats and the order of play go by ("Ada (1)"); else "Player 1".
 */
function seatLabel(seat: Seat, locale: Locale, names: SeatNames | undefined): string {
  const person = names?.[seat];
  return person ? `${clipName(person, NAME_CELL)} (${seat + 1})` : seatName(seat, locale);
}

/** One seat: its name, role, known alignment, warnings and the cards in front of it. */
function seatCell(v: TrialView, seat: Seat, locale: Locale, compact: boolean, names: SeatNames | undefined, pad: number): Cell {
  const t = sayer(locale);
  const role = v.roles[seat];
  const a = v.alignments[seat];
  // Compact: the number and a shorter name, the role's first three letters, the alignment's initial.
  const person = names?.[seat];
  const name = compact ? `${seat + 1}${person ? `·${clipName(person, NAME_COMPACT)}` : ''}` : seatLabel(seat, locale, names).padEnd(pad);
  const roleText = role ? roleName(role, locale) : '';
  let cell = `${seat === v.viewer ? '*' : ' '}${name} ${compact ? roleText.slice(0, 3) : roleText}`;
  if (a) cell += compact ? `(${alignmentName(a, locale).slice(0, 1)})` : ` (${alignmentName(a, locale)})`;
  if (v.stopped === seat) cell += t(' [sits out]', ' [ne joue pas]');
  if (v.warned === seat) cell += t(' [warned]', ' [averti]');
  if (v.objectionUsed[seat]) cell += t(' [objected]', ' [objection jouée]');
  const cards = (label: string, ks: readonly (Kind | null)[]): string => `${compact ? label.slice(0, 1) : `${label} `}${ks.length}${ks.some((k) => k !== null) ? `: ${ks.map(tag).join(' ')}` : ''}`;
  const parts: string[] = [];
  if (role === 'lawyer') parts.push(cards(t('hand', 'main'), v.hands[seat] ?? []));
  if (role === 'defendant') {
    parts.push(cards(t('pile', 'pile'), v.piles[seat] ?? []));
    const holding = v.holding[seat] ?? [];
    if (holding.length > 0) parts.push(`${t('holds', 'tient')} ${holding.map(tag).join(' ')}`);
  }
  return { head: cell, parts };
}

function pendingLine(v: TrialView, locale: Locale, call: Callers): string {
  const t = sayer(locale);
  const p = v.pending;
  if (p.step === 'over') {
    const w = v.winner ?? 'bad';
    return t(`The game is over: the ${w} team wins.`, `La partie est finie : l'équipe des ${alignmentName(w, locale)}s gagne.`);
  }
  const who = call.full(p.seat);
  switch (p.step) {
    case 'order':
      return t(`${who} (Judge): who plays next among the ${p.group}?`, `${who} (Juge) : qui joue ensuite ?`);
    case 'discard':
      return t(`${who}: discard one card onto your pile.`, `${who} : défaussez une carte sur votre pile.`);
    case 'give':
      return t(`${who}: give 2 cards to each lawyer.`, `${who} : donnez 2 cartes à chaque avocat.`);
    case 'file':
      return t(`${who}: put at least 2 cards in the case file (${p.filed} so far).`, `${who} : mettez au moins 2 cartes dans le dossier (${p.filed} déjà).`);
    case 'peek':
      return t(`${who}: look at a defendant's pile or a lawyer's hand.`, `${who} : regardez une pile d'accusé ou une main d'avocat.`);
    case 'jury':
      return t(`${who} (Jury): pass or accuse.`, `${who} (Jury) : passer ou accuser.`);
    case 'accuse':
      return t(`${who} (Jury): accusing ${call.list(p.chosen) || '…'}; toggle or confirm.`, `${who} (Jury) : accuse ${call.list(p.chosen) || '…'} ; modifier ou confirmer.`);
    case 'declare':
      return p.after === 'reveal'
        ? t(`${who} (Judge): declare the round's winner.`, `${who} (Juge) : proclamez le vainqueur de la manche.`)
        : t(`${who} (Judge): declare the accusation's result.`, `${who} (Juge) : proclamez le résultat de l'accusation.`);
    case 'discuss':
      return t(`${who}: make a statement or pass.`, `${who} : faites une déclaration ou passez.`);
    case 'marker':
      return t(`${who} (Judge): choose the round's marker card.`, `${who} (Juge) : choisissez la carte marqueur.`);
    case 'warn':
      return t(`${who} (Judge): warn a player, or not.`, `${who} (Juge) : avertir un joueur, ou non.`);
    case 'objection':
      return t(`${who}: object to the warning of ${call.full(p.target)}?`, `${who} : objection à l'avertissement de ${call.full(p.target)} ?`);
    case 'excess':
      return t(`${who}: discard down to the hand limit.`, `${who} : défaussez jusqu'à la limite de main.`);
  }
}
