import type { Rng, Seat } from '@docket/engine';
import { bestRated } from './hints/best.js';
import { prior } from './hints/prior.js';
import type { TrialAction, TrialView } from './state.js';

/** What a bot is handed at its turn (the engine-free `Decision` shape of the bots package). */
export interface TrialDecision {
  readonly view: TrialView;
  readonly seat: Seat;
  readonly legal: readonly TrialAction[];
  readonly rng: Rng;
}

/** The `Bot` shape of the bots package, for this game's actions and views. */
export interface TrialBot {
  readonly name: string;
  choose(d: TrialDecision): TrialAction;
}

/**
 * The role-aware rule-based bot: the legal action `prior` rates best from the bot's own view (its belief over who
 * is bad is rebuilt from the view's memory and the public statements each time), ties broken by its generator.
 * A factory, so it plugs in wherever a bot is built from a game: `trialBot(theTrial)`.
 */
export function trialBot(_game?: unknown): TrialBot {
  return {
    name: 'trial',
    choose: ({ view, seat, legal, rng }) => bestRated(legal, (a) => prior(view, seat, a), rng),
  };
}

