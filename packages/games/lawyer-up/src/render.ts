import type { Locale, ScreenSize, Seat } from '@docket/engine';
import { playCard, witness } from './cards.js';
import { BIASES, type Bias } from './language/index.js';
import { BIAS_SHORT, BIAS_SHORT_FR, biasLabel, cardName, seatName, theSeat } from './names.js';
import { lockSide } from './jury.js';
import type { Choice } from './state.js';
import type { LawyerUpView } from './view.js';

/** Without a screen size: the full picture, 80 columns wide. */
const WIDTH = 80;

/** Wraps a line at word boundaries to `width` columns, continuation lines indented. */
function fit(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  const out: string[] = [];
  let cur = '';
  for (const w of line.split(' ')) {
    if (cur.length > 0 && cur.length + 1 + w.length > width) {
      out.push(cur);
      cur = `   ${w}`;
    } else cur = cur.length > 0 ? `${cur} ${w}` : w;
  }
  out.push(cur);
  return out.flatMap((l) => (l.length <= width ? [l] : chop(l, width)));
}

/** A word longer than the screen is cut, never left to overflow. */
function chop(line: string, width: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < line.length; i += Math.max(1, width)) out.push(line.slice(i, i + Math.max(1, width)));
  return out;
}

/** The bias abbreviations in the current language (the legend explains them). */
function short(b: Bias, locale: Locale): string {
  return (locale === 'fr' ? BIAS_SHORT_FR : BIAS_SHORT)[b];
}

/** "Police Report [P2 Ev/Bu]": side, value, biases. */
function cardTag(x: string, locale: Locale, value?: number): string {
  const c = playCard(x);
  return `${cardName(x, locale)} [${c.side}${value ?? c.value} ${c.biases.map((b) => short(b, locale)).join('/')}]`;
}

/** A juror's four spaces, the token shown by its bias: P-far P-near | D-near D-far. */
function jurorLine(space: number, bias: string): string {
  const cells = ['..', '..', '..', '..'];
  cells[space] = bias;
  return `${cells[0]} ${cells[1]}|${cells[2]} ${cells[3]}`;
}

/**
 * The terminal picture of a view, board first: witness, examinations with Influence, jury with its legend,
 * favour, tokens, hand, then what is asked. Given a screen, it fits its columns; a small window (under 100
 * columns or 40 rows) gets the compact layout: no blank lines, the jury on one line per row when it fits.
 */
export function render(v: LawyerUpView, locale: Locale, screen?: ScreenSize): string {
  const width = Math.max(20, screen?.columns ?? WIDTH);
  const compact = screen !== undefined && (screen.columns < 100 || screen.rows < 40);
  const t = (en: string, fr: string): string => (locale === 'fr' ? fr : en);
  // French puts a space before the colon.
  const c = locale === 'fr' ? ' : ' : ': ';
  const blank = (): void => {
    if (!compact) lines.push('');
  };
  const you = v.viewer === 'spectator' ? t('spectator', 'spectateur') : seatName(v.viewer, locale);
  const lines: string[] = [`Lawyer Up — ${t('Case', 'Affaire')} ${v.options.case} — ${t('you:', 'vous :')} ${you}`];
  blank();
  if (v.stand !== null) {
    const w = witness(v.stand.id);
    const facing = v.stand.facing === 'P' ? 0 : 1;
    const end = (value: number, bs: readonly Bias[], seat: number, off: boolean): string =>
      `${w.side}${off ? 0 : value} (${bs.map((b) => short(b, locale)).join('/')}) → ${seatName(seat, locale)}`;
    const discredited = v.stand.discredited;
    lines.push(
      `${t('Witness', 'Témoin')}${c}${w.name[locale]}${w.keywords.length > 0 ? ` — ${w.keywords.join(', ')}` : ''}${c}` +
        `${end(w.value.primary, w.biases.primary, facing, discredited[facing] === true)} | ${end(w.value.secondary, w.biases.secondary, 1 - facing, discredited[1 - facing] === true)}` +
        `${discredited.some((x) => x) ? t(' (discredited)', ' (discrédité)') : ''}`,
    );
  } else lines.push(`${t('Witness', 'Témoin')}${c}—`);
  for (const seat of [0, 1] as Seat[]) {
    const exam = (v.exams[seat] ?? []).map((e) => cardTag(e.card, locale, e.value));
    const flag = v.passed[seat] ? t(' (passed)', ' (passe)') : '';
    lines.push(`${seatName(seat, locale)} ${t('Influence', 'Influence')} ${v.influence[seat]}${flag}${c}${exam.join(', ') || '—'}`);
  }
  blank();
  if (lockSide(v)) lines.push(t('Jury, lock side (LOCKED P-near | D-near D-far), Skepticism = number:', 'Jury, côté verrou (VERROU A-près | D-près D-loin), Scepticisme = numéro :'));
  else lines.push(t('Jury (P-far P-near | D-near D-far), Skepticism = number:', 'Jury (A-loin A-près | D-près D-loin), Scepticisme = numéro :'));
  // Six jurors take 6 × 16 columns: one line per row when the screen has room, else two.
  const perLine = width >= 2 + 6 * 16 ? 6 : 3;
  for (let row = 0; row < 2; row++) {
    const cells = v.jurors.slice(row * 6, row * 6 + 6).map((j) => `${j.skepticism}:${jurorLine(j.space, short(j.bias, locale))}`);
    for (let k = 0; k < 6; k += perLine) lines.push(`  ${cells.slice(k, k + perLine).join('  ')}`);
  }
  lines.push(`${t('Biases', 'Biais')}${c}${BIASES.map((b) => `${short(b, locale)} ${biasLabel(b, locale)}`).join(', ')}`);
  const judge = v.options.judge === 'unbiased' ? t('unbiased', 'impartial') : biasLabel(v.options.judge, locale);
  lines.push(`${t("Judge's favour", 'Faveur du Juge')}${c}${seatName(v.favour, locale)}   ${t('Judge', 'Juge')}${c}${judge}`);
  // Solo mode: the Automa's side says so.
  const automa = v.options.solo === undefined ? null : v.options.solo === 'P' ? 0 : 1;
  for (const seat of [0, 1] as Seat[]) {
    const procs = (v.procedures[seat] ?? []).map((x) => cardName(x, locale)).join(', ') || '—';
    lines.push(
      `${seatName(seat, locale)}${automa === seat ? ' (Automa)' : ''}${c}${t('objections', 'objections')} ${v.objections[seat]}/3, ${t('sidebar', 'aparté')} ${v.sidebar[seat] ? t('ready', 'prêt') : t('used', 'utilisé')}, ` +
        `${t('deck', 'pioche')} ${v.deckCounts[seat]}, ${t('hand', 'main')} ${v.handCounts[seat]}, ${t('discard', 'défausse')} ${v.discards[seat]!.length}, ` +
        `${t('claimed', 'gagnés')} ${v.claimed[seat]!.length}; ${t('procedures', 'procédures')}${c}${procs}`,
    );
  }
  const strategies = [v.options.prosecutionStrategy, v.options.defenseStrategy];
  if (strategies.every((x) => x !== undefined)) lines.push(`${t('Strategies', 'Stratégies')}${c}${strategies.map((x) => cardName(x, locale)).join(' / ')}`);
  for (const seat of [0, 1] as Seat[]) {
    const held = v.held[seat] ?? [];
    if (held.length > 0) lines.push(`${seatName(seat, locale)} ${t('holds', 'garde')}${c}${held.map((x) => cardName(x, locale)).join(', ')}`);
    const aside = v.aside[seat] ?? [];
    if (aside.length > 0) lines.push(`${t('For the opening hand of', 'Pour la main de départ de')} ${theSeat(seat, locale)}${c}${aside.map((x) => cardName(x, locale)).join(', ')}`);
  }
  lines.push(`${t('Key witnesses', 'Témoins clés')}${c}${v.keyWitnesses.map((w) => cardName(w, locale)).join(', ') || '—'}   ${t('Buried', 'Enterrées')}${c}${v.buriedCount}`);
  if (v.hand !== null) lines.push(`${t('Your hand', 'Votre main')}${c}${v.hand.map((x) => cardTag(x, locale)).join(', ') || '—'}`);
  if (v.mulligan !== null && v.mulligan.length > 0) lines.push(`${t('Set aside', 'Écartées')}${c}${v.mulligan.map((x) => cardName(x, locale)).join(', ')}`);
  if (v.draftHand !== null && v.draftHand.length > 0) lines.push(`${t('Draft', 'Répartition')}${c}${v.draftHand.map((x) => cardTag(x, locale)).join(', ')}`);
  lines.push(`> ${pendingLine(v, locale)}`);
  return lines.flatMap((l) => fit(l, width)).join('\n');
}

function pendingLine(v: LawyerUpView, locale: Locale): string {
  const t = (en: string, fr: string): string => (locale === 'fr' ? fr : en);
  const p = v.pending;
  if (p.step === 'over') return t(`Over: ${theSeat(v.winner, 'en')} wins.`, `Terminé : ${theSeat(v.winner, 'fr')} l’emporte.`);
  if (p.step === 'strategy') return t('Set-up: each side chooses its strategy (hidden until both chose).', 'Mise en place : chaque camp choisit sa stratégie (cachée jusqu’à ce que les deux aient choisi).');
  if (p.step === 'draft') return t('Discovery: send one card to each deck and one to the Buried Evidence.', 'Communication des pièces : une carte vers chaque pioche, une enterrée.');
  const who = seatName(p.seat, locale);
  switch (p.step) {
    case 'mulligan':
      return t(`${who}: mulligan, or keep.`, `${who} : mulligan, ou garder.`);
    case 'call':
      return t(`${who}: call a key witness.`, `${who} : appelez un témoin clé.`);
    case 'question':
      return t(`${who}: play, procedure, activate, sidebar or pass.`, `${who} : jouer, procédure, activer, aparté ou passer.`);
    case 'objection':
      return t(`${who}: object to ${cardName(p.card, 'en')}?`, `${who} : objection à ${cardName(p.card, 'fr')} ?`);
    case 'choose':
      return `${who}${locale === 'fr' ? ' : ' : ': '}${choiceLine(p.choice, locale)}`;
    case 'sway':
      return t(`${who}: ${p.points} Influence to sway jurors.`, `${who} : ${p.points} d’Influence pour influencer les jurés.`);
    case 'reveal':
      return t(`${who}: the Automa’s red face added a buried card; continue.`, `${who} : la face rouge de l’Automa a ajouté une carte enterrée ; continuer.`);
    case 'cleanup':
      return t(`${who}: discard any cards, then done.`, `${who} : défaussez des cartes, puis terminé.`);
  }
}

const PICK_WORDS: Readonly<Record<string, readonly [string, string]>> = {
  hand: ['choose a card to take into hand', 'choisissez une carte à prendre en main'],
  discard: ['choose a card to discard', 'choisissez une carte à défausser'],
  deck: ['choose a card to shuffle into your deck', 'choisissez une carte à mélanger dans votre pioche'],
  buried: ['choose a card to bury', 'choisissez une carte à enterrer'],
  'exam-add': ['choose a card to add to your examination', 'choisissez une carte à ajouter à votre examen'],
  'exam-play': ['choose a card to play into your examination', 'choisissez une carte à jouer dans votre examen'],
  'greater-good': ['choose a Victory effect to resolve', 'choisissez un effet Victoire à résoudre'],
};

function choiceLine(c: Choice, locale: Locale): string {
  const t = (en: string, fr: string): string => (locale === 'fr' ? fr : en);
  switch (c.kind) {
    case 'pick': {
      const [en, fr] = PICK_WORDS[c.to] ?? ['choose a card', 'choisissez une carte'];
      return `${t(en, fr)} (${c.left}).`;
    }
    case 'juror':
      return t(`${c.how} ${c.left} ${biasLabel(c.bias, 'en')}: choose a juror.`, `${c.how === 'sway' ? 'influencez' : c.how === 'lock' ? 'verrouillez' : 'déverrouillez'} ${c.left} ${biasLabel(c.bias, 'fr')} : choisissez un juré.`);
    case 'orient':
      return t('turn the new Witness to either side.', 'tournez le nouveau Témoin d’un côté ou de l’autre.');
    case 'order':
      return t('choose which effect resolves first.', 'choisissez quel effet se résout d’abord.');
  }
}
