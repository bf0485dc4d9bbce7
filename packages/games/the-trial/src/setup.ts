import { Rng } from '@docket/engine';
import { DECK } from './cards.js';
import type { Ctx } from './draft.js';
import { startRound } from './round.js';
import type { TrialOptions } from './options.js';
import { composition, dealRoles } from './roles.js';
import type { Draft, TrialState } from './state.js';

/**
 * "Set Up": deal the secret roles (drawn witnesses unseen), shuffle the 30 evidence cards, then round 1 begins
 * with the Judge's ordering choices.
 */
export function setup(players: number, options: TrialOptions, seed: string): TrialState {
  composition(players);
  const rng = Rng.seeded(seed);
  const secret = dealRoles(players, rng);
  const draw = rng.shuffle(DECK.slice());
  const empty = (): [] => [];
  const seats = Array.from({ length: players }, (_, i) => i);
  const d: Draft = {
    rng: rng.state(),
    players,
    variant: options.objectionVariant,
    roles: secret.map((r) => r.role),
    alignments: secret.map((r) => r.alignment),
    round: 0,
    wins: { good: 0, bad: 0 },
    results: [],
    draw,
    discard: [],
    bottom: [],
    piles: seats.map(empty),
    holding: seats.map(empty),
    hands: seats.map(empty),
    caseFile: [],
    revealed: [],
    markers: [],
    order: { defendants: [], lawyers: [], witnesses: [] },
    queue: [],
    stopped: null,
    warned: null,
    objectionUsed: seats.map(() => false),
    accusation: null,
    statements: [],
    memory: seats.map(empty),
    pins: seats.map(() => seats.map(empty)),
    pending: { step: 'over' },
    winner: null,
    reason: null,
  };
  const c: Ctx = { d, events: [], rng };
  startRound(c);
  d.rng = rng.state();
  return d;
}
