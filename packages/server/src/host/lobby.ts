import { z } from 'zod';
import type { AnyGame } from '@docket/engine';
import type {
  GameInfoBody,
  MatchStatus,
  MatchSummary,
  StoredChat,
  createMatchSchema,
  giveToBotSchema,
  joinSchema,
} from '@docket/protocol';
import { hashSecret, matchesHash, newMatchId, newSeed, newToken } from '../secrets.js';
import type { StoredMatch, StoredSeat } from '../store/store.js';
import type { MatchHost } from './host.js';
import { Refused } from './refusal.js';

type Create = z.infer<typeof createMatchSchema>;
type Join = z.infer<typeof joinSchema>;
type GiveToBot = z.infer<typeof giveToBotSchema>;

export interface LobbyLimits {
  /** Open or live matches one player key may hold a seat in. */
  readonly matchesPerPlayerKey: number;
}

/** Matches before and after play: create, join, leave, start, bots, cancel, summaries and finished records. */
export class Lobby {
  constructor(
    private readonly host: MatchHost,
    private readonly limits: LobbyLimits,
  ) {}

  private get store() {
    return this.host.o.store;
  }

  games(): GameInfoBody[] {
    return this.host.o.games.map((g) => ({
      id: g.info.id,
      name: { en: g.info.name.en, fr: g.info.name.fr },
      version: g.info.version,
      minPlayers: g.info.minPlayers,
      maxPlayers: g.info.maxPlayers,
      options: optionsSchema(g),
      defaults: g.options.parse({}),
    }));
  }

  async create(body: Create): Promise<{ match: string; hostToken: string }> {
    const game = this.host.game(body.game);
    if (!game) throw new Refused('unknown-game', `No game "${body.game}" here; GET /games lists them.`, 404);
    const { minPlayers, maxPlayers } = game.info;
    if (body.players < minPlayers || body.players > maxPlayers) {
      throw new Refused('bad-request', `${game.info.id} is played by ${minPlayers} to ${maxPlayers} players, not ${body.players}.`);
    }
    const options = strictOptions(game).safeParse(body.options ?? {});
    if (!options.success) throw new Refused('bad-options', `Options refused: ${z.prettifyError(options.error)}`);
    const plan = body.seats ?? Array.from({ length: body.players }, () => ({ kind: 'person' as const }));
    if (plan.length !== body.players) throw new Refused('bad-request', `"seats" lists ${plan.length} seats for ${body.players} players.`);
    const hostToken = newToken();
    const id = newMatchId();
    const stored: StoredMatch = {
      id,
      game: game.info.id,
      version: game.info.version,
      players: body.players,
      options: options.data,
      seed: newSeed(),
      status: 'open',
      hostTokenHash: hashSecret(hostToken),
      visibility: body.visibility,
      spectators: body.spectators,
      clock: body.clock,
      standIn: body.standIn,
      created: this.host.o.now(),
      started: null,
    };
    const seats: StoredSeat[] = plan.map((p, seat) => ({
      match: id,
      seat,
      kind: p.kind,
      level: p.kind === 'bot' ? p.level : null,
      name: null,
      tokenHash: null,
      playerKeyHash: null,
    }));
    await this.store.createMatch(stored, seats);
    return { match: id, hostToken };
  }

  async stored(id: string): Promise<StoredMatch> {
    const m = await this.store.match(id);
    if (!m) throw new Refused('not-found', `No match ${id}.`, 404);
    return m;
  }

  async summary(m: StoredMatch): Promise<MatchSummary> {
    const problem = this.host.problems.get(m.id) ?? null;
    const [seats, seq] = await Promise.all([this.store.seats(m.id), m.status === 'open' ? 0 : this.store.seq(m.id)]);
    return {
      id: m.id,
      game: m.game,
      version: m.version,
      players: m.players,
      status: m.status,
      visibility: m.visibility,
      spectators: m.spectators,
      clock: m.clock,
      standIn: m.standIn,
      seats: seats.map((s) => ({
        seat: s.seat,
        kind: s.kind,
        level: s.level,
        name: s.name,
        open: s.kind === 'person' && s.tokenHash === null,
      })),
      seq,
      created: m.created,
      problem,
    };
  }

  /** Open public matches, from the store: every node shows the same lobby. */
  async lobby(): Promise<MatchSummary[]> {
    const open = await this.store.matchesByStatus(['open'], 200);
    return Promise.all(open.filter((m) => m.visibility === 'public').map((m) => this.summary(m)));
  }

  async join(id: string, body: Join): Promise<{ seat: number; token: string }> {
    const m = await this.stored(id);
    if (m.status !== 'open') throw new Refused('not-open', 'This match has started or ended; no seat can be joined.', 409);
    const seats = await this.store.seats(id);
    const open = (s: StoredSeat): boolean => s.kind === 'person' && s.tokenHash === null;
    const seat = body.seat === undefined ? seats.find(open) : seats[body.seat];
    if (!seat) throw new Refused(body.seat === undefined ? 'match-full' : 'bad-request', body.seat === undefined ? 'Every seat is taken.' : `No seat ${body.seat}.`, 409);
    if (!open(seat)) throw new Refused('seat-taken', `Seat ${seat.seat} is taken.`, 409);
    const keyHash = body.playerKey === undefined ? null : hashSecret(body.playerKey);
    if (keyHash !== null) {
      const active = (await this.store.seatsOfPlayer(keyHash)).filter((x) => x.match.status === 'open' || x.match.status === 'live');
      if (active.length >= this.limits.matchesPerPlayerKey) {
        throw new Refused('too-many-matches', `A player may sit in ${this.limits.matchesPerPlayerKey} unfinished matches at once.`, 429);
      }
    }
    const token = newToken();
    // The claim is atomic in the store: two joins racing for a seat (on one node or two) never share it, and a
    // player key's joins racing on several nodes never pass its limit together.
    const max = keyHash === null ? undefined : this.limits.matchesPerPlayerKey;
    if (!(await this.store.claimSeat({ ...seat, name: body.name, tokenHash: hashSecret(token), playerKeyHash: keyHash }, max))) {
      if (keyHash !== null) {
        const active = (await this.store.seatsOfPlayer(keyHash)).filter((x) => x.match.status === 'open' || x.match.status === 'live');
        if (active.length >= this.limits.matchesPerPlayerKey) {
          throw new Refused('too-many-matches', `A player may sit in ${this.limits.matchesPerPlayerKey} unfinished matches at once.`, 429);
        }
      }
      if (body.seat !== undefined) throw new Refused('seat-taken', `Seat ${seat.seat} is taken.`, 409);
      return this.join(id, body);
    }
    return { seat: seat.seat, token };
  }

  async leave(id: string, token: string): Promise<MatchStatus> {
    const m = await this.stored(id);
    const seat = (await this.store.seats(id)).find((s) => matchesHash(token, s.tokenHash));
    if (!seat) throw new Refused('bad-token', 'That token holds no seat of this match.', 403);
    if (m.status !== 'open') throw new Refused('match-live', 'A seat can be left only before the match starts.', 409);
    await this.store.updateSeat({ ...seat, name: null, tokenHash: null, playerKeyHash: null });
    return m.status;
  }

  private async hosted(id: string, hostToken: string): Promise<StoredMatch> {
    const m = await this.stored(id);
    if (!matchesHash(hostToken, m.hostTokenHash)) throw new Refused('bad-token', "That is not this match's host token.", 403);
    return m;
  }

  async start(id: string, hostToken: string): Promise<MatchStatus> {
    const m = await this.hosted(id, hostToken);
    if (m.status !== 'open') throw new Refused('not-open', `The match is ${m.status}.`, 409);
    const empty = (await this.store.seats(id)).filter((s) => s.kind === 'person' && s.tokenHash === null);
    if (empty.length > 0) {
      throw new Refused('not-allowed', `Seats ${empty.map((s) => s.seat).join(', ')} are still open: wait for players or give them to bots.`, 409);
    }
    const started = this.host.o.now();
    if (!(await this.store.setStatus(id, 'live', started, 'open'))) throw new Refused('not-open', 'The match has already started.', 409);
    // With several nodes the match is loaded where its clients connect, and led by one of those (cluster/).
    if (!this.host.o.peers) await this.host.load({ ...m, status: 'live', started });
    return 'live';
  }

  async giveToBot(id: string, body: GiveToBot): Promise<MatchStatus> {
    const m = await this.hosted(id, body.hostToken);
    if (m.status !== 'open') throw new Refused('not-open', 'Seats can be given to bots only before the start.', 409);
    const seat = (await this.store.seats(id))[body.seat];
    if (!seat) throw new Refused('bad-request', `No seat ${body.seat}.`);
    if (seat.kind === 'person' && seat.tokenHash !== null) throw new Refused('seat-taken', `Seat ${seat.seat} is taken by a person.`, 409);
    await this.store.updateSeat({ ...seat, kind: 'bot', level: body.level, name: null, tokenHash: null, playerKeyHash: null });
    return m.status;
  }

  async cancel(id: string, hostToken: string): Promise<MatchStatus> {
    const m = await this.hosted(id, hostToken);
    if (m.status === 'finished' || m.status === 'cancelled') throw new Refused('not-allowed', `The match is already ${m.status}.`, 409);
    await this.store.setStatus(id, 'cancelled');
    this.host.cancel(id);
    return 'cancelled';
  }

  /** A finished match's record, names and chat: a live match's record never leaves the server. */
  async record(id: string): Promise<{ record: unknown; names: (string | null)[]; chat: StoredChat[] }> {
    const m = await this.stored(id);
    if (m.status !== 'finished') throw new Refused('match-live', 'A record is published only once its match is over.', 409);
    const actions = (await this.store.actions(id)).map((a) => ({ seat: a.seat, action: a.action, at: a.at }));
    const record = { game: m.game, version: m.version, players: m.players, options: m.options, seed: m.seed, actions };
    const [seats, chat] = await Promise.all([this.store.seats(id), this.store.chat(id)]);
    return { record, names: seats.map((s) => s.name), chat };
  }

  async playerMatches(playerKey: string): Promise<{ match: MatchSummary; seat: number }[]> {
    const held = await this.store.seatsOfPlayer(hashSecret(playerKey));
    return Promise.all(held.map(async (x) => ({ match: await this.summary(x.match), seat: x.seat.seat })));
  }
}

/** A game's options with unknown fields refused: a misspelt option must not silently give the standard game. */
function strictOptions(g: AnyGame): z.ZodType {
  return g.options instanceof z.ZodObject ? g.options.strict() : g.options;
}

function optionsSchema(g: AnyGame): unknown {
  try {
    return z.toJSONSchema(g.options, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
}
