import type { Seat } from '@docket/engine';
import { playCard } from '../cards.js';
import { own, withRng, type Ctx } from '../draft.js';
import { deckBit, noteMove, PLACE, PUBLIC } from '../knowledge.js';
import { influence, witnessBiases } from '../influence.js';
import type { Bias } from '../language/index.js';
import { discardFromHand } from '../moves.js';
import { nextTurn, pass } from '../questioning.js';
import { witnessWinner } from '../resolution.js';
import { OBJECTIONS, other, type LawyerUpState } from '../state.js';
import { rollDice, type RestCondition } from './dice.js';

/**
 * The Automa's questioning turn (rulebook, Solo Mode): the top card of its deck goes into its examination (no
 * bias chain needed); the player may object to it as to any card; then both dice are rolled. An empty deck:
 * it passes (ours, here).
 */
export function automaTurn(ctx: Ctx, seat: Seat): void {
  const { d } = ctx;
  d.actor = seat;
  d.another = false;
  const card = d.decks[seat]!.shift();
  if (card === undefined) {
    ctx.events.push({ type: 'automa-empty', audience: 'all', seat });
    return pass(ctx, seat);
  }
  d.exams[seat]!.push({ card, value: playCard(card).value });
  noteMove(d, card, deckBit(seat), PUBLIC, []);
  ctx.events.push({ type: 'automa-card', audience: 'all', seat, card });
  // The player's window always opens, with only "No objection" when it cannot object (ours): what follows
  // the card depends on it, so the step ends with the card face up, whatever the card (issue 13's laws).
  d.pending = { step: 'objection', seat: other(seat), card };
}

/** The player let the Automa's card stand: the dice are rolled. */
export function allowAutomaCard(ctx: Ctx, player: Seat): void {
  const p = ctx.d.pending;
  if (p.step !== 'objection') throw new Error('no objection window');
  ctx.events.push({ type: 'allow', audience: 'all', seat: player, card: p.card });
  finishAutomaTurn(ctx, other(player), p.card);
}

/**
 * Both dice from the seeded generator: the red face's effect resolves when the card shows that bias; then the
 * blue face's rest condition is checked: met, the Automa passes for the rest of this witness.
 */
function finishAutomaTurn(ctx: Ctx, seat: Seat, card: string): void {
  const { d } = ctx;
  const roll = withRng(d, rollDice);
  const shows = playCard(card).biases.includes(roll.red);
  ctx.events.push({ type: 'automa-roll', audience: 'all', seat, card, red: roll.red, redFace: roll.redFace, blue: roll.blue, blueFace: roll.blueFace, shows });
  const revealed = shows && redEffect(ctx, seat, card, roll.red);
  if (revealed) {
    d.pending = { step: 'reveal', seat: other(seat), automa: seat, condition: roll.blue };
    return;
  }
  restCheck(ctx, seat, roll.blue);
}

/** The player acknowledged the card the red face revealed: the Automa's turn ends with its rest check. */
export function afterReveal(ctx: Ctx): void {
  const p = ctx.d.pending;
  if (p.step !== 'reveal') throw new Error('nothing revealed');
  restCheck(ctx, p.automa, p.condition);
}

/** The blue face's rest condition: met, the Automa passes for the rest of this witness. */
function restCheck(ctx: Ctx, seat: Seat, condition: RestCondition): void {
  const { d } = ctx;
  const met = restMet(d, seat, condition);
  ctx.events.push({ type: 'automa-rest', audience: 'all', seat, condition, met });
  d.actor = seat;
  d.another = false;
  if (met) return pass(ctx, seat);
  nextTurn(ctx);
}

/**
 * What a red face does when the Automa's card shows its bias (rulings: two public faces, four ours). True when
 * it brought a hidden card into the examination (its Value then weighs on all that follows).
 */
export function redEffect(ctx: Ctx, seat: Seat, card: string, bias: Bias): boolean {
  const { d } = ctx;
  const player = other(seat);
  switch (bias) {
    case 'evidential': {
      // The top card of the Buried Evidence, a pile shuffled as cards enter it: any of its cards.
      if (d.buried.length === 0) return nothing(ctx, seat, bias);
      const i = withRng(d, (rng) => rng.int(d.buried.length));
      const x = own(d, 'buried').splice(i, 1)[0] as string;
      d.exams[seat]!.push({ card: x, value: playCard(x).value });
      noteMove(d, x, PLACE.buried, PUBLIC, []);
      ctx.events.push({ type: 'add', audience: 'all', seat, card: x });
      return true;
    }
    case 'logical': {
      const hand = d.hands[player]!;
      if (hand.length === 0) return nothing(ctx, seat, bias);
      discardFromHand(ctx, player, hand[withRng(d, (rng) => rng.int(hand.length))] as string);
      return false;
    }
    case 'emotional': {
      const exam = d.exams[seat]!;
      const i = exam.map((e) => e.card).lastIndexOf(card);
      const before = i > 0 ? playCard(exam[i - 1]!.card).biases : d.stand === null ? [] : witnessBiases(d.stand, seat);
      if (i < 0 || !playCard(card).biases.some((b) => before.includes(b))) {
        return nothing(ctx, seat, bias);
      }
      exam[i] = { card, value: exam[i]!.value + 5 };
      ctx.events.push({ type: 'automa-value', audience: 'all', seat, card, amount: 5 });
      return false;
    }
    case 'reputation':
      d.favour = seat;
      ctx.events.push({ type: 'favour', audience: 'all', seat });
      return false;
    case 'bureaucratic':
      if ((d.objections[seat] ?? 0) >= OBJECTIONS) return nothing(ctx, seat, bias);
      d.objections[seat] = (d.objections[seat] ?? 0) + 1;
      ctx.events.push({ type: 'refresh', audience: 'all', seat, token: 'objection' });
      return false;
    case 'corruption':
      if (d.stand === null || d.stand.discredited[player] === true) return nothing(ctx, seat, bias);
      d.stand = { ...d.stand, discredited: d.stand.discredited.map((x, k) => x || k === player) };
      ctx.events.push({ type: 'discredit', audience: 'all', seat, witness: d.stand.id });
      return false;
  }
}

/** A face with nothing to act on. */
function nothing(ctx: Ctx, seat: Seat, bias: Bias): false {
  ctx.events.push({ type: 'automa-nothing', audience: 'all', seat, bias });
  return false;
}

type Table = Pick<LawyerUpState, 'hands' | 'sidebar' | 'passed' | 'exams' | 'stand' | 'bonus' | 'favour'>;

/** The blue face's rest condition, checked at the end of the Automa's turn. */
export function restMet(s: Table, seat: Seat, condition: RestCondition): boolean {
  const player = other(seat);
  const hand = s.hands[player]!.length;
  switch (condition) {
    case 'last-card':
      // "The player has 1 card in hand and an exhausted Sidebar": an empty hand counts too (ours, here).
      return hand <= 1 && !s.sidebar[player];
    case 'short-and-winning':
      return hand <= 2 && witnessWinner(s) === seat;
    case 'fourteen':
      return influence(s, seat) >= 14;
    case 'lead-of-five':
      return influence(s, seat) - influence(s, player) >= 5;
    case 'four-cards':
      return s.exams[seat]!.length >= 4;
    case 'player-passed':
      return s.passed[player] === true;
  }
}
