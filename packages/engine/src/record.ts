import { z } from 'zod';
import type { Action, AnyGame, Game, GameEvent, Seat } from './game.js';
import { err, ok, type Result } from './result.js';

const actionSchema = z.looseObject({ type: z.string().min(1) });

export const recordedActionSchema = z.object({
  seat: z.number().int().min(0),
  action: actionSchema,
  /** Milliseconds since the match began, when a clock was kept (servers, people). */
  at: z.number().nonnegative().optional(),
});

/** The save file, the replay and the storage unit: setup plus every action in order. */
export const matchRecordSchema = z.object({
  game: z.string().min(1),
  version: z.string().min(1),
  players: z.number().int().min(1),
  options: z.unknown(),
  seed: z.string(),
  actions: z.array(recordedActionSchema),
});

export interface RecordedAction {
  readonly seat: Seat;
  readonly action: Action;
  readonly at?: number;
}

export interface MatchRecord {
  readonly game: string;
  readonly version: string;
  readonly players: number;
  readonly options: unknown;
  readonly seed: string;
  readonly actions: RecordedAction[];
}

export interface ReplayError {
  readonly code: string;
  readonly message: string;
  /** The index in `actions` of the step that failed, when one did. */
  readonly step?: number;
}

export interface ReplayedStep<S> {
  readonly seat: Seat;
  readonly action: Action;
  readonly events: readonly GameEvent[];
  readonly state: S;
}

export interface Replay<S, O> {
  readonly options: O;
  readonly initial: S;
  readonly steps: readonly ReplayedStep<S>[];
  readonly final: S;
}

export function newRecord<O>(game: AnyGame, players: number, options: O, seed: string): MatchRecord {
  return { game: game.info.id, version: game.info.version, players, options, seed, actions: [] };
}

/** Validates a record against its schema, the game, and its options; returns the parsed record. */
export function parseRecord<S, A extends Action, V, O>(
  game: Game<S, A, V, O>,
  raw: unknown,
): Result<{ record: MatchRecord; options: O }, ReplayError> {
  const parsed = matchRecordSchema.safeParse(raw);
  if (!parsed.success) {
    return err({ code: 'bad-record', message: `Not a match record: ${z.prettifyError(parsed.error)}` });
  }
  const record: MatchRecord = parsed.data;
  if (record.game !== game.info.id) {
    return err({ code: 'wrong-game', message: `The record is of "${record.game}", not "${game.info.id}".` });
  }
  if (record.version !== game.info.version) {
    return err({
      code: 'wrong-version',
      message: `The record was made with ${game.info.id} version ${record.version}; this is version ${game.info.version}.`,
    });
  }
  const { minPlayers, maxPlayers } = game.info;
  if (record.players < minPlayers || record.players > maxPlayers) {
    return err({ code: 'bad-players', message: `${game.info.id} takes ${minPlayers}–${maxPlayers} players, not ${record.players}.` });
  }
  const options = game.options.safeParse(record.options ?? {});
  if (!options.success) {
    return err({ code: 'bad-options', message: `Options rejected: ${z.prettifyError(options.error)}` });
  }
  return ok({ record, options: options.data });
}

/** Rebuilds a match by folding its actions over `setup`; names the step that fails, if one does. */
export function replay<S, A extends Action, V, O>(game: Game<S, A, V, O>, raw: unknown): Result<Replay<S, O>, ReplayError> {
  const parsed = parseRecord(game, raw);
  if (!parsed.ok) return parsed;
  const { record, options } = parsed.value;
  const initial = game.setup(record.players, options, record.seed);
  let state = initial;
  const steps: ReplayedStep<S>[] = [];
  for (let i = 0; i < record.actions.length; i++) {
    const { seat, action } = record.actions[i] as RecordedAction;
    const r = game.apply(state, seat, action);
    if (!r.ok) {
      return err({
        code: 'illegal-step',
        message: `Step ${i + 1} (seat ${seat}, ${JSON.stringify(action)}) is refused: ${r.error.message}`,
        step: i,
      });
    }
    state = r.value.state;
    steps.push({ seat, action, events: r.value.events, state });
  }
  return ok({ options, initial, steps, final: state });
}
