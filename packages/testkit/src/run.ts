import { hashSeed, type Action, type Game, type Seat } from '@docket/engine';
import { jsonValue, sample } from 'fast-check';
import { resolveConfig, type ConformanceConfig, type ConformanceReport } from './config.js';
import type { Context } from './context.js';
import { Findings, type ConformanceError } from './findings.js';
import { redealsProblem } from './laws/redeal.js';
import { worldsProblem } from './laws/view-resample.js';
import { playGame } from './play.js';

/** How many random JSON values feed the malformed-action probes. */
const JUNK_VALUES = 64;

export interface ConformanceCheck {
  readonly report: ConformanceReport;
  /** The first failure of each broken law; empty when all hold. */
  readonly failures: readonly ConformanceError[];
}

function execute<S, A extends Action, V, O>(
  game: Game<S, A, V, O>,
  config: ConformanceConfig,
  stopAtFirst: boolean,
): ConformanceCheck {
  const resolved = resolveConfig(game, config);
  const { players, games, deepGames } = resolved;
  const findings = new Findings(game.info.id, resolved.text, stopAtFirst);
  const seats: Seat[] = Array.from({ length: players }, (_, seat) => seat);
  const ctx: Context<S, A, V, O> = {
    game,
    players,
    options: resolved.options,
    seats,
    viewers: [...seats, 'spectator'],
    maxSteps: resolved.maxSteps,
    seed: resolved.seed,
    findings,
    reveals: resolved.reveals,
    junk: sample(jsonValue({ maxDepth: 2 }), { seed: hashSeed(resolved.seed), numRuns: JUNK_VALUES }),
    tally: { worlds: 0, distinct: [...seats, 'spectator'].map(() => 0), redealt: [...seats, 'spectator'].map(() => 0), interference: 0, skipped: 0 },
  };
  let completed = 0;
  let totalSteps = 0;
  let maxStepsSeen = 0;
  let played = 0;
  for (; played < games && !findings.exhausted; played++) {
    const figures = playGame(ctx, played, played < deepGames);
    if (figures.completed) completed++;
    totalSteps += figures.steps;
    maxStepsSeen = Math.max(maxStepsSeen, figures.steps);
  }
  const deepPlayed = Math.min(deepGames, played);
  if (deepGames > 0 && findings.live('view-resample')) {
    const problem = worldsProblem(ctx, deepPlayed);
    if (problem !== null) findings.fail('view-resample', null, problem);
  }
  if (deepGames > 0 && findings.live('redeal')) {
    const problem = redealsProblem(ctx, deepPlayed);
    if (problem !== null) findings.fail('redeal', null, problem);
  }
  const perViewer = (counts: readonly number[]): Record<string, number> =>
    Object.fromEntries(ctx.viewers.map((viewer, i) => [String(viewer), counts[i] ?? 0]));
  const { tally } = ctx;
  return {
    report: {
      games: played,
      completed,
      totalSteps,
      maxStepsSeen,
      hiddenWorldsChecked: tally.worlds,
      distinctWorldSteps: perViewer(tally.distinct),
      redealtWorldSteps: perViewer(tally.redealt),
      interferenceChecks: tally.interference,
      interferenceSkipped: tally.skipped,
      coverage: findings.coverage,
    },
    failures: findings.failures,
  };
}

/**
 * Plays `config.games` seeded random games and checks every law on the way. Returns the figures when all
 * hold; throws a `ConformanceError` naming game, configuration, seed, step and law at the first that breaks.
 */
export function runConformance<S, A extends Action, V, O>(game: Game<S, A, V, O>, config: ConformanceConfig): ConformanceReport {
  return execute(game, config, true).report;
}

/** Like `runConformance`, but carries on past failures and returns the first failure of each broken law. */
export function checkConformance<S, A extends Action, V, O>(game: Game<S, A, V, O>, config: ConformanceConfig): ConformanceCheck {
  return execute(game, config, false);
}
