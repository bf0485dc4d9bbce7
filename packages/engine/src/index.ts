export type {
  Action,
  AnyGame,
  Audience,
  Game,
  GameEvent,
  GameInfo,
  Locale,
  Outcome,
  ScreenSize,
  SeatNames,
  Seat,
  SoloMode,
  Step,
  Team,
  Text,
  Viewer,
} from './game.js';
export { LOCALES } from './game.js';
export type { FinishedMatch, GameHints, Metric } from './hints.js';
export { defineGame, checkAction, type GameSpec } from './define.js';
export { canSee, eventsFor } from './events.js';
export { deepEqual, stableStringify } from './equal.js';
export { err, illegal, ok, unwrap, type Illegal, type Result } from './result.js';
export { Rng, hashSeed, seedState, type RngState } from './rng.js';
export {
  matchRecordSchema,
  newRecord,
  parseRecord,
  recordedActionSchema,
  replay,
  type MatchRecord,
  type RecordedAction,
  type Replay,
  type ReplayError,
  type ReplayedStep,
} from './record.js';
export { clipName, nameAt, text, winnerTakesAll } from './helpers.js';
export { Match, type ActOptions, type Delivery, type MatchSetup, type MatchStep, type MissedStep } from './match.js';
