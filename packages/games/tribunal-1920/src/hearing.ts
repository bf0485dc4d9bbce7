import { Rng } from '@docket/engine';
import { HAND_LIMIT, HEARINGS_TO_WIN, PLEA_PAWNS } from './board.js';
import { CARDS, DISTRICTS, type District } from './cards.js';
import { highestDistrictPawn, lineOwner } from './court.js';
import { draw, withSeat, type Ctx } from './draft.js';
import { other, type HearingResult, type Side } from './state.js';

const EMPTY_GRID: readonly null[] = Object.freeze(new Array<null>(9).fill(null));
const EMPTY_COLUMN: readonly null[] = Object.freeze(new Array<null>(DISTRICTS.length).fill(null));
const NO_CARDS: readonly never[] = Object.freeze([]);

/** Turn step 1: the active player draws (automatic), then claims or passes. */
export function beginTurn(ctx: Ctx, seat: Side): void {
  const { d } = ctx;
  d.active = seat;
  d.jurySupport = false;
  draw(ctx, seat, 1);
  d.pending = { step: 'claim', seat };
}

/** Turn step 3: the active player (only) discards down to the hand limit, then the turn ends. */
export function discardStep(ctx: Ctx): void {
  const { d } = ctx;
  if (d.hands[d.active].length > HAND_LIMIT) d.pending = { step: 'discard', seat: d.active };
  else endOfTurn(ctx);
}

/**
 * "Après que le joueur actif a terminé son tour": a line of 3 wins (2 hearings with jury support); else an empty
 * deck gives the hearing to the highest district pawn; with no district pawn the hearing is void.
 */
export function endOfTurn(ctx: Ctx): void {
  const { d } = ctx;
  const line = lineOwner(d.grid);
  if (line !== null) {
    // Only one pawn moves per turn, so a line found now was made this turn; jury support marks the claimant's.
    const jury = d.jurySupport && line === d.active;
    concludeHearing(ctx, line, jury ? 2 : 1, jury ? 'jury-support' : 'line');
  } else if (d.deck.length === 0) {
    const top = highestDistrictPawn(d.districts);
    if (top === null) voidHearing(ctx);
    else concludeHearing(ctx, top, 1, 'district');
  } else {
    beginTurn(ctx, other(d.active));
  }
}

function concludeHearing(ctx: Ctx, winner: Side, won: number, reason: Exclude<HearingResult['reason'], 'void'>): void {
  const { d } = ctx;
  // The track holds 3 hearing pawns: a double win from 2 ends the match at 3.
  const total = Math.min(HEARINGS_TO_WIN, d.hearings[winner] + won);
  d.hearings = withSeat(d.hearings, winner, total);
  d.lastHearing = { hearing: d.hearing, winner, won, reason };
  ctx.events.push({ type: 'hearing-won', audience: 'all', seat: winner, won, reason, hearings: d.hearings });
  if (total >= HEARINGS_TO_WIN) {
    d.pending = { step: 'over' };
    ctx.events.push({ type: 'match-won', audience: 'all', seat: winner, hearings: d.hearings });
    return;
  }
  const loser = other(winner);
  if (d.investigatorsLeft[loser] > 0 && d.investigators.includes(null)) d.pending = { step: 'investigate', seat: loser };
  else startHearing(ctx, loser);
}

/** No line and no district pawn: the hearing is replayed with the same first player. */
function voidHearing(ctx: Ctx): void {
  const { d } = ctx;
  d.lastHearing = { hearing: d.hearing, winner: null, won: 0, reason: 'void' };
  ctx.events.push({ type: 'hearing-void', audience: 'all', hearing: d.hearing });
  startHearing(ctx, d.starter);
}

/**
 * A new hearing: every card back into a freshly shuffled deck, pawns and the bribe token off the board
 * (investigators stay), each player draws 1, then the first player's turn begins.
 */
export function startHearing(ctx: Ctx, starter: Side): void {
  const { d } = ctx;
  const rng = Rng.from(d.rng);
  d.deck = rng.shuffle(CARDS.slice());
  d.rng = rng.state();
  d.hands = [NO_CARDS, NO_CARDS];
  d.discard = NO_CARDS;
  d.grid = EMPTY_GRID;
  d.districts = EMPTY_COLUMN;
  d.bribe = null;
  d.supply = [PLEA_PAWNS, PLEA_PAWNS];
  d.bluffs = [];
  d.hearing += 1;
  d.starter = starter;
  ctx.events.push({ type: 'hearing-start', audience: 'all', hearing: d.hearing, starter });
  draw(ctx, starter, 1);
  draw(ctx, other(starter), 1);
  beginTurn(ctx, starter);
}

/** The investigator goes on a district slot with none; the loser then starts the next hearing. */
export function investigate(ctx: Ctx, seat: Side, district: number): void {
  const { d } = ctx;
  const investigators = d.investigators.slice();
  investigators[district] = seat;
  d.investigators = investigators;
  d.investigatorsLeft = withSeat(d.investigatorsLeft, seat, d.investigatorsLeft[seat] - 1);
  ctx.events.push({ type: 'investigate', audience: 'all', seat, district: DISTRICTS[district] as District });
  startHearing(ctx, seat);
}
