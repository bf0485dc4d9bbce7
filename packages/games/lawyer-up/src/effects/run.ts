import type { Seat } from '@docket/engine';
import { card, playCard } from '../cards.js';
import { own, withRng, type Ctx } from '../draft.js';
import { deckBit, handBit, noteMove, notePileSeen, PLACE, PUBLIC } from '../knowledge.js';
import { discardFromHand, drawCards } from '../moves.js';
import type { Effect } from '../language/index.js';
import { nextTurn } from '../questioning.js';
import { beginSway } from '../resolution.js';
import { OBJECTIONS, other, PARTY_OF, type Choice, type Draft, type PileRef } from '../state.js';
import { holds, matches } from './filters.js';
import { isAutoma } from '../solo/seat.js';
import { jurorOptions, pickOptions } from './choices.js';

type Trigger = 'examine' | 'victory' | 'defeat' | 'action';

/** Queues a card's effects for one trigger, resolved by `seat`. */
export function queueTrigger(d: Draft, seat: Seat, source: string, trigger: Trigger): void {
  const effects = card(source).effects?.[trigger];
  if (effects) d.queue.push({ seat, source, effects });
}

/** Resolves queued effects in order until one waits for a choice; then goes on with `after`. */
export function runQueue(ctx: Ctx): void {
  const { d } = ctx;
  for (;;) {
    const f = d.queue[0];
    if (f === undefined) break;
    if (isAutoma(d, f.seat)) {
      // The Automa reads no card text: effects that would resolve for it (its cards', a witness's) do not.
      d.queue.shift();
      ctx.events.push({ type: 'automa-ignores', audience: 'all', seat: f.seat, card: f.source });
      continue;
    }
    const next = d.queue[1];
    if (f.ask && next !== undefined) {
      // "Each player may choose the order in which they resolve these effects."
      d.queue[0] = { seat: f.seat, source: f.source, effects: f.effects };
      d.pending = { step: 'choose', seat: f.seat, choice: { kind: 'order', sources: [f.source, next.source] } };
      return;
    }
    const [e, ...rest] = f.effects;
    if (e === undefined) {
      d.queue.shift();
      continue;
    }
    d.queue[0] = { seat: f.seat, source: f.source, effects: rest };
    if (execute(ctx, f.seat, f.source, e)) return;
  }
  switch (d.after) {
    case 'next-turn':
      return nextTurn(ctx);
    case 'call-done':
      d.pending = { step: 'question', seat: d.actor };
      return;
    case 'sway':
      return beginSway(ctx);
  }
}

/** Asks `chooser` for a choice when it has options; false (the effect does nothing) when it has none. */
function ask(ctx: Ctx, chooser: Seat, choice: Choice): boolean {
  const d = ctx.d;
  const has = choice.kind === 'pick' ? choice.search === true || pickOptions(d, choice).length > 0 : choice.kind === 'juror' ? jurorOptions(d, chooser, choice).length > 0 : true;
  if (!has) return false;
  d.pending = { step: 'choose', seat: chooser, choice };
  return true;
}

const discardsOf = (seat: Seat, from: string): PileRef[] =>
  from === 'discard' ? [{ seat, pile: 'discard' }] : from === 'opponentDiscard' ? [{ seat: other(seat), pile: 'discard' }] : [{ seat, pile: 'discard' }, { seat: other(seat), pile: 'discard' }];

/** The top card of a seat's deck goes face up into its examination (played: its Examine resolves). */
function deckTopIntoExamination(ctx: Ctx, seat: Seat, played: boolean): void {
  const { d } = ctx;
  const x = d.decks[seat]!.shift();
  if (x === undefined) return;
  d.exams[seat]!.push({ card: x, value: playCard(x).value });
  noteMove(d, x, deckBit(seat), PUBLIC, []);
  ctx.events.push({ type: 'add', audience: 'all', seat, card: x });
  const examine = card(x).effects?.examine;
  if (played && examine) d.queue.unshift({ seat, source: x, effects: examine });
}

/** One effect for `seat` from the card `source`; true when it waits for a choice. */
function execute(ctx: Ctx, seat: Seat, source: string, e: Effect): boolean {
  const { d } = ctx;
  const opp = other(seat);
  switch (e.do) {
    case 'gainInfluence':
    case 'loseInfluence': {
      const who = e.who === 'opponent' ? opp : seat;
      d.bonus[who] = (d.bonus[who] ?? 0) + (e.do === 'gainInfluence' ? e.amount : -e.amount);
      return false;
    }
    case 'value':
    case 'valueByBias': {
      const exam = d.exams[seat]!;
      const i = exam.findIndex((x) => x.card === source);
      const entry = exam[i];
      if (entry === undefined) return false;
      let add = 0;
      if (e.do === 'value') add = e.amount;
      else for (const x of exam) if (playCard(x.card).biases.includes(e.bias)) add += e.per ?? 2;
      exam[i] = { card: entry.card, value: entry.value + add };
      return false;
    }
    case 'draw':
      switch (e.from) {
        case 'deck':
          drawCards(ctx, seat, e.count);
          return false;
        case 'buried': {
          // The Buried Evidence is a face-down pile shuffled as cards enter it: its top card is any of them.
          for (let k = 0; k < e.count && d.buried.length > 0; k++) {
            const i = withRng(d, (rng) => rng.int(d.buried.length));
            const x = own(d, 'buried').splice(i, 1)[0] as string;
            d.hands[seat]!.push(x);
            noteMove(d, x, PLACE.buried, handBit(seat), [seat]);
          }
          return false;
        }
        case 'eitherExamination':
          return ask(ctx, seat, { kind: 'pick', to: 'hand', from: [{ seat, pile: 'exam' }, { seat: opp, pile: 'exam' }], filter: e.filter ?? null, left: e.count });
        default:
          return ask(ctx, seat, { kind: 'pick', to: 'hand', from: discardsOf(seat, e.from), filter: e.filter ?? null, left: e.count });
      }
    case 'discard': {
      const who = e.who === 'you' ? seat : opp;
      if (e.how === 'chosen') return ask(ctx, who, { kind: 'pick', to: 'discard', from: [{ seat: who, pile: 'hand' }], filter: null, left: e.count });
      for (let k = 0; k < e.count && d.hands[who]!.length > 0; k++) {
        const hand = d.hands[who]!;
        discardFromHand(ctx, who, hand[withRng(d, (rng) => rng.int(hand.length))] as string);
      }
      return false;
    }
    case 'discardFromExamination':
      return ask(ctx, seat, { kind: 'pick', to: 'discard', from: [{ seat: e.whose === 'you' ? seat : opp, pile: 'exam' }], filter: e.filter, left: 1 });
    case 'shuffle': {
      if (e.count !== 'all') return ask(ctx, seat, { kind: 'pick', to: 'deck', from: [{ seat, pile: 'discard' }], filter: e.filter ?? null, left: e.count });
      const pile = d.discards[seat]!;
      const moving = pile.filter((x) => matches(x, e.filter));
      for (const x of moving) {
        pile.splice(pile.indexOf(x), 1);
        d.decks[seat]!.push(x);
        noteMove(d, x, PUBLIC, deckBit(seat), []);
      }
      withRng(d, (rng) => rng.shuffle(d.decks[seat]!));
      if (moving.length > 0) ctx.events.push({ type: 'shuffle-in', audience: 'all', seat, cards: moving });
      return false;
    }
    case 'bury': {
      const from: PileRef[] = e.from === 'hand' ? [{ seat, pile: 'hand' }] : discardsOf(seat, e.from);
      return ask(ctx, seat, { kind: 'pick', to: 'buried', from, filter: e.filter ?? null, left: e.count });
    }
    case 'search': {
      const ref: PileRef = e.in === 'deck' ? { seat, pile: 'deck' } : { seat, pile: 'buried' };
      const bit = e.in === 'deck' ? deckBit(seat) : PLACE.buried;
      notePileSeen(d, seat, bit, e.in === 'deck' ? d.decks[seat]! : d.buried);
      ctx.events.push({ type: 'search', audience: 'all', seat, pile: e.in });
      return ask(ctx, seat, { kind: 'pick', to: 'hand', from: [ref], filter: e.filter ?? null, left: e.count, search: true });
    }
    case 'refresh':
      if (e.token === 'objection') d.objections[seat] = Math.min(OBJECTIONS, (d.objections[seat] ?? 0) + (e.count ?? 1));
      else d.sidebar[seat] = true;
      ctx.events.push({ type: 'refresh', audience: 'all', seat, token: e.token });
      return false;
    case 'gainFavour':
      d.favour = seat;
      ctx.events.push({ type: 'favour', audience: 'all', seat });
      return false;
    case 'anotherAction':
      if (d.actor === seat) d.another = true;
      return false;
    case 'sway':
      return ask(ctx, seat, { kind: 'juror', how: 'sway', bias: e.bias, left: e.count });
    case 'lock':
    case 'unlock':
      // Only the Prosecution locks and only the Defense unlocks.
      if ((e.do === 'lock') !== (seat === 0)) return false;
      return ask(ctx, seat, { kind: 'juror', how: e.do, bias: e.bias, left: e.count });
    case 'discredit':
      if (d.stand === null) return false;
      d.stand = { ...d.stand, discredited: d.stand.discredited.map((x, i) => x || i === opp) };
      ctx.events.push({ type: 'discredit', audience: 'all', seat, witness: d.stand.id });
      return false;
    case 'surpriseWitness': {
      if (d.stand === null || d.witnessDeck.length === 0) return false;
      own(d, 'claimed')[seat]!.push(d.stand.id);
      const next = own(d, 'witnessDeck').shift() as string;
      ctx.events.push({ type: 'surprise-witness', audience: 'all', seat, claimed: d.stand.id, witness: next });
      d.stand = { id: next, facing: PARTY_OF[seat]!, discredited: [false, false] };
      d.pending = { step: 'choose', seat, choice: { kind: 'orient' } };
      return true;
    }
    case 'forTheGreaterGood':
      return ask(ctx, seat, { kind: 'pick', to: 'greater-good', from: [{ seat: opp, pile: 'exam' }], filter: null, left: 1 });
    case 'addToExamination':
    case 'playFrom': {
      const to = e.do === 'playFrom' ? 'exam-play' : 'exam-add';
      if (e.from === 'deck') {
        deckTopIntoExamination(ctx, seat, to === 'exam-play');
        return false;
      }
      const from: PileRef[] = e.from === 'hand' ? [{ seat, pile: 'hand' }] : discardsOf(seat, e.from);
      return ask(ctx, seat, { kind: 'pick', to, from, filter: e.filter ?? null, left: 1 });
    }
    case 'if': {
      const branch = holds(d, seat, e.when) ? e.then : (e.else ?? []);
      const f = d.queue[0]!;
      d.queue[0] = { seat: f.seat, source: f.source, effects: [...branch, ...f.effects] };
      return false;
    }
  }
}
