import { Match, matchRecordSchema, type Action, type AnyGame, type GameEvent, type Locale, type Outcome, type Seat, type Viewer } from '@docket/engine';
import { describeIssues, playersProblem, unknownOptionsProblem } from '../args.js';
import { messageOf } from '../errors.js';
import { randomSeed } from '../io.js';
import { findGame, type Registry } from '../lookup.js';
import { COMMANDS, requestSchema, type Answer, type Request, type RequestId } from './requests.js';

export interface SessionOptions {
  /** The language of labels when a request names none. */
  readonly lang?: Locale;
  /** Seeds for `new` without one; the only impure part of a session. */
  readonly newSeed?: () => string;
}

/** The session's match: the engine's authority, typed loosely since any registered game may be loaded. */
type AnyMatch = Match<unknown, Action, unknown, unknown, GameEvent>;

/** A refusal the session answers with; the match is left as it was. */
class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly step?: number,
  ) {
    super(message);
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function idOf(raw: unknown): RequestId {
  if (!isObject(raw)) return null;
  const id = raw['id'];
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/**
 * One protocol session: a JSON request line in, a JSON answer line out. Holds at most one match, played
 * through the engine's `Match` authority; nothing here touches streams, so the whole protocol is testable
 * by calling `handle`.
 */
export class ProtocolSession {
  private match: AnyMatch | null = null;
  private readonly lang: Locale;
  private readonly newSeed: () => string;

  constructor(
    private readonly registry: Registry,
    options: SessionOptions = {},
  ) {
    this.lang = options.lang ?? 'en';
    this.newSeed = options.newSeed ?? randomSeed;
  }

  handle(line: string): string {
    return JSON.stringify(this.answer(line));
  }

  answer(line: string): Answer {
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch (e) {
      return refuse(null, new Refusal('bad-request', `Not JSON: ${messageOf(e)}`));
    }
    const id = idOf(raw);
    if (!isObject(raw)) return refuse(id, new Refusal('bad-request', 'A request is a JSON object {"id", "cmd", …}.'));
    const cmd = raw['cmd'];
    if (typeof cmd !== 'string' || !(COMMANDS as readonly string[]).includes(cmd)) {
      const what = typeof cmd === 'string' ? `Unknown command "${cmd}"` : 'A request needs a string "cmd"';
      return refuse(id, new Refusal('bad-request', `${what}; commands: ${COMMANDS.join(', ')}.`));
    }
    const parsed = requestSchema.safeParse(raw);
    if (!parsed.success) {
      return refuse(id, new Refusal('bad-request', `Bad "${cmd}" request: ${describeIssues(parsed.error)}.`));
    }
    try {
      return { id, ok: true, data: this.run(parsed.data) };
    } catch (e) {
      if (e instanceof Refusal) return refuse(id, e);
      // A game that throws has a bug; the session reports it and lives on.
      return refuse(id, new Refusal('internal-error', messageOf(e)));
    }
  }

  private run(req: Request): unknown {
    const lang = req.lang ?? this.lang;
    switch (req.cmd) {
      case 'games':
        return { games: this.registry.games.map(gameEntry) };
      case 'new':
        return this.start(req.game, req.players, req.seed ?? this.newSeed(), req.options);
      case 'load':
        return this.load(req.record);
      case 'legal': {
        const match = this.current(req.seat);
        const { game } = match;
        return { seat: req.seat, actions: match.legal(req.seat).map((action) => ({ action, label: game.describe(action, lang) })) };
      }
      case 'act':
        return this.act(req.seat, req.action, lang);
      case 'view': {
        const match = this.current(req.seat);
        const view = match.view(req.seat);
        return { viewer: req.seat, view, board: match.game.render(view, lang) };
      }
      case 'state':
        return { state: this.current().state };
      case 'outcome': {
        const match = this.current();
        return { outcome: outcomeEntry(match.game, match.outcome(), lang) };
      }
      case 'record':
        return { record: this.current().record() };
    }
  }

  /** The match, after checking a seat names someone at its table. */
  private current(viewer?: Viewer): AnyMatch {
    const match = this.match;
    if (!match) throw new Refusal('no-game', 'No match yet: start one with "new" or "load".');
    const { players } = match.setup;
    if (typeof viewer === 'number' && viewer >= players) {
      throw new Refusal('bad-seat', `There is no seat ${viewer}; seats are 0–${players - 1}.`);
    }
    return match;
  }

  private start(id: string, players: number, seed: string, rawOptions: unknown): unknown {
    const game = this.game(id);
    const problem = playersProblem(game, players);
    if (problem) throw new Refusal('bad-players', problem);
    const unknown = unknownOptionsProblem(game, rawOptions);
    if (unknown) throw new Refusal('bad-options', `Options rejected: ${unknown}`);
    const options = game.options.safeParse(rawOptions ?? {});
    if (!options.success) throw new Refusal('bad-options', `Options rejected: ${describeIssues(options.error)}.`);
    this.match = Match.create(game, { players, options: options.data, seed });
    return { ...this.summary(), toAct: this.match.toAct() };
  }

  private load(raw: unknown): unknown {
    const shape = matchRecordSchema.safeParse(raw);
    if (!shape.success) throw new Refusal('bad-record', `Not a match record: ${describeIssues(shape.error)}.`);
    const game = this.game(shape.data.game);
    const r = Match.fromRecord(game, raw);
    if (!r.ok) throw new Refusal(r.error.code, r.error.message, r.error.step);
    this.match = r.value;
    return { ...this.summary(), steps: r.value.seq, toAct: r.value.toAct() };
  }

  private act(seat: Seat, action: Action, lang: Locale): unknown {
    const match = this.current();
    const { game } = match;
    const r = match.act(seat, action);
    if (!r.ok) throw new Refusal(r.error.code, r.error.message);
    const step = r.value;
    const events = step.deliveryFor(seat).events.map((event) => ({ event, label: game.describeEvent(event, lang) }));
    return { events, toAct: step.toAct, outcome: outcomeEntry(game, step.outcome, lang) };
  }

  private game(id: string): AnyGame {
    const game = findGame(this.registry, id);
    if (!game) {
      const ids = this.registry.games.map((g) => g.info.id).join(', ');
      throw new Refusal('unknown-game', `Unknown game "${id}"; games: ${ids}.`);
    }
    return game;
  }

  private summary(): { game: string; version: string; players: number; seed: string; options: unknown } {
    const { game, version, players, seed, options } = this.current().record();
    return { game, version, players, seed, options };
  }
}

function refuse(id: RequestId, r: Refusal): Answer {
  const error = r.step === undefined ? { code: r.code, message: r.message } : { code: r.code, message: r.message, step: r.step };
  return { id, ok: false, error };
}

function gameEntry(game: AnyGame): unknown {
  const { id, name, version, minPlayers, maxPlayers } = game.info;
  const defaults = game.options.safeParse({});
  return { id, name, version, minPlayers, maxPlayers, options: defaults.success ? defaults.data : null };
}

function outcomeEntry(game: AnyGame, outcome: Outcome | null, lang: Locale): unknown {
  return outcome === null ? null : { ...outcome, label: game.describeOutcome(outcome, lang) };
}
