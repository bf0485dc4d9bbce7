import { newRecord, Rng, type Action, type Outcome, type Seat } from '@docket/engine';
import type { Context } from './context.js';
import { inspect, interfere, type DeepRngs } from './deep.js';
import { errorText, show, type Place } from './findings.js';
import { Twin } from './laws/determinism.js';
import { eventsProblem, outcomeProblem } from './laws/events-and-text.js';
import { checkReplay } from './laws/replay.js';
import { eventsJsonProblem } from './laws/serialisation.js';
import { turnProblem } from './laws/termination.js';

export interface GameFigures {
  readonly steps: number;
  readonly completed: boolean;
}

interface Turn {
  readonly toAct: Seat[];
  readonly outcome: Outcome | null;
}

function readTurn<S, A extends Action, V, O>(ctx: Context<S, A, V, O>, s: S, place: Place): Turn | null {
  ctx.findings.note('termination', place);
  let turn: Turn;
  try {
    turn = { toAct: ctx.game.toAct(s), outcome: ctx.game.outcome(s) };
  } catch (e) {
    ctx.findings.fail('termination', place, `toAct or outcome threw ${errorText(e)}`);
    return null;
  }
  const problem = turnProblem(ctx.players, turn.toAct, turn.outcome);
  if (problem === null) return turn;
  ctx.findings.fail('termination', place, problem);
  return null;
}

/**
 * Plays game `index` of a configuration at random — a seat from `toAct` and one of its legal actions, both
 * from a generator seeded by the game's seed — checking every law on the way (laws 4–10 per step when `deep`).
 */
export function playGame<S, A extends Action, V, O>(ctx: Context<S, A, V, O>, index: number, deep: boolean): GameFigures {
  const { game, findings } = ctx;
  const seed = `${ctx.seed}/${index}`;
  const at = (step: number): Place => ({ game: index, seed, step });
  let s: S;
  try {
    s = game.setup(ctx.players, ctx.options, seed);
  } catch (e) {
    findings.fail('termination', at(0), `setup threw ${errorText(e)}`);
    return { steps: 0, completed: false };
  }
  const twin = new Twin(ctx, seed, s, at(0));
  const record = newRecord(game, ctx.players, ctx.options, seed);
  const play = Rng.seeded(`${seed}/play`);
  const rngs: DeepRngs | null = deep
    ? {
        probe: Rng.seeded(`${seed}/probe`),
        worlds: Rng.seeded(`${seed}/worlds`),
        redeal: Rng.seeded(`${seed}/redeal`),
        interference: Rng.seeded(`${seed}/interference`),
      }
    : null;
  // Views of the current state built by the previous step's non-interference check.
  let built: (V | undefined)[] = [];
  let lastAction: A | null = null;
  let completed = false;
  let step = 0;
  for (; ; step++) {
    const place = at(step);
    const turn = readTurn(ctx, s, place);
    if (turn === null) break;
    const inspection = rngs === null ? null : inspect(ctx, s, turn.toAct, place, rngs, lastAction, built);
    built = [];
    if (turn.outcome !== null) {
      completed = true;
      findings.attempt('events-and-text', place, () => outcomeProblem(ctx, turn.outcome as Outcome));
      break;
    }
    if (step >= ctx.maxSteps) {
      findings.fail('termination', place, `no outcome after ${ctx.maxSteps} steps (maxSteps)`);
      break;
    }
    // Several seats may act at once: the one whose action arrives first is drawn at random.
    const seat = turn.toAct.length === 1 ? (turn.toAct[0] as Seat) : play.pick(turn.toAct);
    let legal: A[];
    try {
      legal = inspection?.legal[seat] ?? game.legalActions(s, seat);
    } catch (e) {
      findings.fail('legality', place, `legalActions(s, ${seat}) threw ${errorText(e)}`);
      break;
    }
    if (legal.length === 0) {
      findings.fail('legality', place, `seat ${seat} is in toAct but has no legal action`);
      break;
    }
    const action = play.pick(legal);
    let result;
    try {
      result = game.apply(s, seat, action);
    } catch (e) {
      findings.fail('legality', place, `apply threw on the legal action ${show(action)} of seat ${seat}: ${errorText(e)}`);
      break;
    }
    if (!result.ok) {
      findings.fail('legality', place, `apply refused the legal action ${show(action)} of seat ${seat}: ${result.error.message}`);
      break;
    }
    const { events } = result.value;
    findings.attempt('events-and-text', place, () => eventsProblem(ctx, events, deep));
    if (deep) findings.attempt('serialisation', place, () => eventsJsonProblem(events));
    twin.follow(seat, action, result.value, place);
    if (inspection !== null && rngs !== null) {
      built = interfere(ctx, s, turn.toAct, inspection, { seat, action, step: result.value, played: true }, place, rngs);
    }
    record.actions.push({ seat, action });
    lastAction = action;
    s = result.value.state;
  }
  checkReplay(ctx, record, s, at(step));
  return { steps: step, completed };
}
