import type { Seat } from '@docket/engine';
import { card, playCard } from '../cards.js';
import { own, withRng, type Ctx } from '../draft.js';
import { deckBit, handBit, noteMove, PLACE, PUBLIC } from '../knowledge.js';
import { lockSide, lockStep, swayStep } from '../jury.js';
import type { Party } from '../language/index.js';
import type { Choice, Draft, LawyerUpState, PileRef } from '../state.js';
import { matches } from './filters.js';

type PickChoice = Extract<Choice, { kind: 'pick' }>;
type JurorChoice = Extract<Choice, { kind: 'juror' }>;

export function pileOf(s: Pick<LawyerUpState, 'hands' | 'discards' | 'exams' | 'decks' | 'buried'>, ref: PileRef): readonly string[] {
  switch (ref.pile) {
    case 'hand':
      return s.hands[ref.seat]!;
    case 'discard':
      return s.discards[ref.seat]!;
    case 'exam':
      return s.exams[ref.seat]!.map((e) => e.card);
    case 'deck':
      return s.decks[ref.seat]!;
    case 'buried':
      return s.buried;
  }
}

/** The hidden place of a pile, for perfect recall (PUBLIC for revealed piles). */
export function placeOf(ref: PileRef): number {
  switch (ref.pile) {
    case 'hand':
      return handBit(ref.seat);
    case 'deck':
      return deckBit(ref.seat);
    case 'buried':
      return PLACE.buried;
    case 'discard':
    case 'exam':
      return PUBLIC;
  }
}

/** A Victory For the Greater Good may borrow: any but another For the Greater Good (two could borrow forever). */
function borrowable(x: string): boolean {
  const victory = card(x).effects?.victory;
  return victory !== undefined && !victory.some((e) => e.do === 'forTheGreaterGood');
}

/** The cards a pick may take, in pile order. For the Greater Good: cards with a Victory effect. */
export function pickOptions(s: LawyerUpState, c: PickChoice): string[] {
  const out: string[] = [];
  for (const ref of c.from) {
    for (const x of pileOf(s, ref)) {
      if (!matches(x, c.filter)) continue;
      if (c.to === 'greater-good' && !borrowable(x)) continue;
      if ((c.to === 'exam-add' || c.to === 'exam-play') && card(x).type === 'Witness') continue;
      out.push(x);
    }
  }
  return out;
}

/** The jurors a Sway / Lock / Unlock effect may move: those whose token shows the bias and can step. */
export function jurorOptions(s: LawyerUpState, seat: Seat, c: JurorChoice): number[] {
  const locks = lockSide(s);
  const out: number[] = [];
  s.jurors.forEach((j, i) => {
    if (j.bias !== c.bias) return;
    const to = c.how === 'sway' ? swayStep(j, seat, locks, false) : locks ? lockStep(j, c.how) : null;
    if (to !== null) out.push(i);
  });
  return out;
}

/** Takes `x` out of whichever pile of the choice holds it; returns the pile. */
function takeOut(d: Draft, from: readonly PileRef[], x: string): PileRef {
  for (const ref of from) {
    if (ref.pile === 'exam') {
      const exam = d.exams[ref.seat]!;
      const i = exam.findIndex((e) => e.card === x);
      if (i >= 0) {
        exam.splice(i, 1);
        return ref;
      }
      continue;
    }
    const pile = ref.pile === 'buried' ? own(d, 'buried') : ref.pile === 'hand' ? d.hands[ref.seat]! : ref.pile === 'discard' ? d.discards[ref.seat]! : d.decks[ref.seat]!;
    const i = pile.indexOf(x);
    if (i >= 0) {
      pile.splice(i, 1);
      return ref;
    }
  }
  throw new Error(`${x} is in none of the piles`);
}

/** Moves a picked card where the choice sends it; returns the frames the move adds (Examine, Victory). */
export function movePicked(ctx: Ctx, chooser: Seat, c: PickChoice, x: string): void {
  const { d } = ctx;
  if (c.to === 'greater-good') {
    const victory = card(x).effects?.victory;
    if (victory) d.queue.unshift({ seat: chooser, source: x, effects: victory });
    ctx.events.push({ type: 'greater-good', audience: 'all', seat: chooser, card: x });
    return;
  }
  const ref = takeOut(d, c.from, x);
  const from = placeOf(ref);
  const seers = [chooser, ref.seat];
  switch (c.to) {
    case 'hand':
      d.hands[chooser]!.push(x);
      noteMove(d, x, from, handBit(chooser), seers);
      break;
    case 'discard':
      d.discards[ref.pile === 'buried' ? chooser : ref.seat]!.push(x);
      noteMove(d, x, from, PUBLIC, seers);
      break;
    case 'deck':
      d.decks[chooser]!.push(x);
      noteMove(d, x, from, deckBit(chooser), seers);
      withRng(d, (rng) => rng.shuffle(d.decks[chooser]!));
      break;
    case 'buried':
      own(d, 'buried').push(x);
      noteMove(d, x, from, PLACE.buried, seers);
      break;
    case 'exam-add':
    case 'exam-play':
      d.exams[chooser]!.push({ card: x, value: playCard(x).value });
      noteMove(d, x, from, PUBLIC, seers);
      if (c.to === 'exam-play') {
        const examine = card(x).effects?.examine;
        if (examine) d.queue.unshift({ seat: chooser, source: x, effects: examine });
      }
      break;
  }
  // A searched hidden pile is shuffled afterwards (glossary: Search).
  if (ref.pile === 'deck') withRng(d, (rng) => rng.shuffle(d.decks[ref.seat]!));
  if (ref.pile === 'buried') withRng(d, (rng) => rng.shuffle(own(d, 'buried')));
  const open = from === PUBLIC || c.to === 'discard' || c.to.startsWith('exam');
  ctx.events.push({ type: 'pick', audience: open ? 'all' : [chooser], seat: chooser, card: x, to: c.to });
  // The others learn that a hidden card moved, not which.
  if (!open) ctx.events.push({ type: 'pick-hidden', audience: { except: [chooser] }, seat: chooser, to: c.to });
}

export function partyFacing(facing: Party): Seat {
  return facing === 'P' ? 0 : 1;
}
