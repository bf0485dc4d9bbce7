import { Rng } from '@docket/engine';
import { deckCards } from './cards.js';
import type { Draft } from './draft.js';
import type { GavelOptions } from './options.js';
import type { GavelState } from './state.js';
import { beginTurn } from './turn.js';

/**
 * "Each player is dealt 6 cards face down to start. Going clockwise from the Dealer, the first player begins by
 * drawing a card." The dealer is drawn from the seeded generator (ours, here); the first player sits on its left.
 */
export function setup(players: number, options: GavelOptions, seed: string): GavelState {
  if (!Number.isInteger(players) || players < 2 || players > 6) throw new Error(`Gavel is a game for 2–6 players, not ${players}.`);
  const cards = deckCards(options.deck, options.outOfOrder);
  if (cards.length < players * options.handSize + 1) {
    throw new Error(`The deck holds ${cards.length} cards: too few to deal ${options.handSize} to ${players} players.`);
  }
  const rng = Rng.seeded(seed);
  const stack = rng.shuffle(cards.slice());
  const dealer = rng.int(players);
  const hands = Array.from({ length: players }, (_, i) => stack.slice(i * options.handSize, (i + 1) * options.handSize));
  const zeros = new Array<number>(players).fill(0);
  const d: Draft = {
    rng: rng.state(),
    players,
    targetPoints: options.targetPoints,
    juryMinimum: options.juryMinimum,
    outOfOrder: options.outOfOrder,
    cards,
    drawStack: stack.slice(players * options.handSize),
    discard: [],
    hands,
    admitted: hands.map(() => []),
    points: zeros,
    eliminated: new Array<boolean>(players).fill(false),
    lostTurns: zeros,
    reshuffled: null,
    drawnSince: hands.map(() => []),
    active: (dealer + 1) % players,
    pending: { step: 'over' },
    verdict: null,
    winner: null,
    reason: null,
  };
  beginTurn({ d, events: [] }, (dealer + 1) % players);
  return d;
}
