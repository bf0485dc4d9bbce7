import type { Action, AnyGame, Seat } from '@docket/engine';
import type { Act, ChatSend, RefusalCode } from '@docket/protocol';
import type { Logger } from 'pino';
import type { Now } from '../clock.js';
import type { Metrics } from '../metrics.js';
import { newSeed } from '../secrets.js';
import { SeqConflict, type Store, type StoredAction, type StoredMatch } from '../store/store.js';
import type { BotRunner } from './bot-runner.js';
import { ClockKeeper } from './clock-keeper.js';
import type { Connection } from './connection.js';
import { LiveMatch, type AnyStep } from './live-match.js';
import { LogReader, replay } from './log.js';
import { Refused, wireCode } from './refusal.js';

export interface HostOptions {
  readonly store: Store;
  readonly games: readonly AnyGame[];
  readonly bots: BotRunner;
  readonly metrics: Metrics;
  readonly log: Logger;
  readonly now: Now;
  /** How long a person's seat waits for them after their last connection closes, before a stand-in plays it. */
  readonly standInAfterMs: number;
  /** The other nodes (cluster/): told of each commit; say whether this node leads a match's clocks and bots. */
  readonly peers?: Peers;
}

/** What the host needs from the other nodes serving the same store; one node alone needs none. */
export interface Peers {
  /** A commit of this node: the others read the new rows from the store. */
  moved(match: string, seq: number): void;
  /** Whether this node runs the match's clocks and bot seats now (it holds its lease). */
  leads(match: string): boolean;
  /** This node's connections to a match changed: the others merge them into their presence. */
  present(lm: LiveMatch): void;
}

/** Why a stored match cannot be played here (another game version, a record that no longer replays). */
export interface Problem {
  readonly code: RefusalCode;
  readonly message: string;
}

/**
 * The match host: one engine `Match` per live match in memory, rebuilt from the log. An action is checked and
 * applied once, appended to the log, and only once committed acknowledged and fanned out, each connection
 * receiving its own share. Commands carry client ids, so a resend is applied once.
 */
export class MatchHost {
  readonly live = new Map<string, LiveMatch>();
  readonly problems = new Map<string, Problem>();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly loading = new Map<string, Promise<LiveMatch>>();
  closing = false;
  readonly clocks: ClockKeeper;
  private readonly logs: LogReader;

  constructor(readonly o: HostOptions) {
    this.logs = new LogReader(o.store);
    this.clocks = new ClockKeeper(o.store, o.now, (lm, seats) => {
      for (const seat of seats) lm.standIns.add(seat);
      this.sendPresence(lm);
      this.driveBots(lm);
    }, (lm) => this.leads(lm));
  }

  game(id: string): AnyGame | undefined {
    return this.o.games.find((g) => g.info.id === id);
  }

  /** Rebuilds every live match from its log: a restart loses no acknowledged action, and bot seats resume. */
  async resumeAll(): Promise<void> {
    for (const m of await this.o.store.matchesByStatus(['live'])) {
      if (this.o.peers && !this.o.peers.leads(m.id)) continue;
      try {
        await this.load(m);
      } catch (e) {
        // A match that cannot resume is kept with its problem; its clients are told why when they connect.
        if (!(e instanceof Refused)) throw e;
      }
    }
  }

  /** The match in memory, rebuilt from the store when needed; a match that cannot resume is refused with why. */
  async load(stored: StoredMatch): Promise<LiveMatch> {
    const held = this.live.get(stored.id);
    if (held) return held;
    let loading = this.loading.get(stored.id);
    if (!loading) {
      loading = this.build(stored).finally(() => this.loading.delete(stored.id));
      this.loading.set(stored.id, loading);
    }
    return loading;
  }

  private async build(stored: StoredMatch): Promise<LiveMatch> {
    const known = this.problems.get(stored.id);
    if (known) throw new Refused(known.code, known.message, 409);
    const problem = (p: Problem): never => {
      this.problems.set(stored.id, p);
      this.o.log.warn({ match: stored.id, code: p.code }, p.message);
      throw new Refused(p.code, p.message, 409);
    };
    const game = this.game(stored.game);
    if (!game) return problem({ code: 'unknown-game', message: `This server does not offer "${stored.game}" any more.` });
    if (game.info.version !== stored.version) {
      return problem({
        code: 'wrong-version',
        message: `Match ${stored.id} was recorded with ${game.info.id} version ${stored.version}; this server plays version ${game.info.version}, so it cannot resume it. Its record stays stored.`,
      });
    }
    const [actions, seats] = await Promise.all([this.o.store.actions(stored.id), this.o.store.seats(stored.id)]);
    const rebuilt = replay(game, stored, actions);
    if (!rebuilt) return problem({ code: 'bad-request', message: `Match ${stored.id} no longer replays.` });
    const lm = new LiveMatch(stored, seats, game, rebuilt);
    // The last action is committed before the match is marked finished: a process that died between the two
    // left a finished log under a live status, whose record would never be published. The log decides.
    if (stored.status === 'live' && lm.finished) await this.o.store.setStatus(stored.id, 'finished', undefined, 'live');
    for (const a of actions) lm.commands.set(`${a.seat}:${a.clientId}`, a.seq);
    if (stored.status === 'live' && !lm.finished) await this.clocks.load(lm, this.leads(lm));
    this.live.set(stored.id, lm);
    this.o.metrics.liveMatches.set(this.live.size);
    if (stored.status === 'live' && !lm.finished) this.driveBots(lm);
    // Another node may have committed while this one read the log (its announcement found no match here).
    if (this.o.peers) void this.o.store.seq(lm.id).then((seq) => this.catchUp(lm.id, seq), () => undefined);
    return lm;
  }

  /** This node took the match's lease: it runs the match's clocks and bot seats from now on. */
  async lead(stored: StoredMatch): Promise<void> {
    const lm = await this.load(stored);
    if (lm.finished) return;
    await this.clocks.load(lm, true);
    this.driveBots(lm);
  }

  /** Another node leads the match now: its timers stop here (its clients stay, and keep following the log). */
  unlead(id: string): void {
    const lm = this.live.get(id);
    if (lm) this.clocks.stop(lm);
  }

  private leads(lm: LiveMatch): boolean {
    return this.o.peers?.leads(lm.id) ?? true;
  }

  /**
   * Another node committed up to `seq`: reads the rows this node has not applied and fans them out to its own
   * connections. A match with a commit of its own in flight waits: that commit's outcome settles it.
   */
  catchUp(id: string, seq: number): Promise<void> {
    const lm = this.live.get(id);
    if (!lm) return Promise.resolve();
    lm.heard = Math.max(lm.heard, seq);
    if (lm.match.seq >= lm.heard || lm.inflight > 0 || lm.reloading) return Promise.resolve();
    lm.reloading = this.follow(lm, lm.match.seq).finally(() => {
      lm.reloading = null;
      if (lm.heard > lm.match.seq && lm.inflight === 0) void this.catchUp(id, lm.heard);
    });
    return lm.reloading;
  }

  /**
   * Brings a match to the log: back to the committed prefix `base` when this node's in-memory match went past
   * it (a commit lost its seq to another node), then every later row applied and fanned out as a step.
   */
  private async follow(lm: LiveMatch, base: number): Promise<void> {
    try {
      const rows = await this.logs.after(lm.id, base < lm.match.seq ? 0 : base);
      if (base < lm.match.seq) {
        const prefix = rows.filter((a) => a.seq <= base);
        const rebuilt = replay(lm.game, lm.stored, prefix);
        if (!rebuilt) throw new Error(`match ${lm.id} no longer replays`);
        lm.match = rebuilt;
        lm.chain = Promise.resolve();
      }
      for (const a of rows) {
        if (a.seq !== lm.match.seq + 1) continue;
        const r = lm.match.act(a.seat, a.action, { expectedSeq: a.seq - 1, at: a.at });
        if (!r.ok) throw new Error(`match ${lm.id} refuses its own log at seq ${a.seq}: ${r.error.message}`);
        lm.commands.set(`${a.seat}:${a.clientId}`, a.seq);
        lm.fanOut(r.value);
        this.o.metrics.caughtUp.inc();
        if (r.value.outcome !== null) void this.finish(lm, false);
      }
      if (!lm.finished && lm.clocks) await this.clocks.load(lm, this.leads(lm));
      this.driveBots(lm);
    } catch (e) {
      this.o.log.error({ match: lm.id, err: e }, 'could not follow the log; dropping the match from memory');
      this.drop(lm);
      for (const c of lm.connections) c.close(1011, 'The match is reloading; reconnect.');
    }
  }


  /** Seats a connection and sends its welcome: missed steps since `lastSeq`, then its view and legal actions. */
  attach(lm: LiveMatch, c: Connection, lastSeq: number | undefined): void {
    lm.connections.add(c);
    this.o.metrics.connections.inc();
    if (c.seat !== null) this.takeBack(lm, c.seat);
    c.seq = lm.match.seq;
    // Built once the connection is seated: its presence counts it, and a stand-in it ended is gone.
    c.send(lm.welcome(c, lastSeq, this.clocks.wire(lm)));
    this.sendPresence(lm);
  }

  detach(lm: LiveMatch, c: Connection): void {
    if (!lm.connections.delete(c)) return;
    this.o.metrics.connections.dec();
    this.sendPresence(lm);
    if (c.seat !== null) this.watchAway(lm, c.seat);
    // A node that does not lead a match keeps it in memory only for its own clients.
    if (lm.connections.size === 0 && (lm.finished || !this.leads(lm))) this.drop(lm);
  }

  /** A person no longer connected anywhere (this node or another) is played by a stand-in after the grace period. */
  private watchAway(lm: LiveMatch, seat: Seat): void {
    const here = (): boolean => [...lm.connections].some((o) => o.seat === seat) || lm.remote.seats.has(seat);
    if (here() || lm.awayTimers.has(seat) || lm.finished || this.closing || lm.seats[seat]?.kind !== 'person') return;
    lm.awayTimers.set(
      seat,
      setTimeout(() => {
        lm.awayTimers.delete(seat);
        if (lm.finished || here()) return;
        lm.standIns.add(seat);
        this.sendPresence(lm);
        this.driveBots(lm);
      }, this.o.standInAfterMs),
    );
  }

  /** Who is connected through the other nodes (cluster/): merged into presence; a returning person takes back. */
  remotePresence(id: string, remote: LiveMatch['remote']): void {
    const lm = this.live.get(id);
    if (!lm) return;
    const before = lm.remote;
    const same = before.spectators === remote.spectators && before.seats.size === remote.seats.size && [...remote.seats].every((s) => before.seats.has(s));
    lm.remote = remote;
    if (same) return;
    for (const seat of remote.seats) if (!before.seats.has(seat)) this.takeBack(lm, seat);
    for (const seat of before.seats) if (!remote.seats.has(seat)) this.watchAway(lm, seat);
    lm.broadcast({ type: 'presence', ...lm.presence() });
  }

  private drop(lm: LiveMatch): void {
    if (this.live.get(lm.id) !== lm) return;
    this.clocks.stop(lm);
    this.live.delete(lm.id);
    this.o.metrics.liveMatches.set(this.live.size);
  }

  private sendPresence(lm: LiveMatch): void {
    lm.broadcast({ type: 'presence', ...lm.presence() });
    this.o.peers?.present(lm);
  }

  /** A person is back at their seat (or acts again after running out): the stand-in stops, the clock resumes. */
  private takeBack(lm: LiveMatch, seat: Seat): void {
    const away = lm.awayTimers.get(seat);
    if (away) clearTimeout(away);
    lm.awayTimers.delete(seat);
    if (!lm.standIns.delete(seat)) return;
    this.clocks.reclaim(lm, seat);
    this.sendPresence(lm);
  }

  refuse(c: Connection, code: RefusalCode, message: string, clientId?: string): void {
    this.o.metrics.refusals.inc({ code });
    c.send(clientId === undefined ? { type: 'refusal', code, message } : { type: 'refusal', clientId, code, message });
  }

  /** A person's action from a connection: applied once, committed, then acknowledged and fanned out. */
  async act(lm: LiveMatch, c: Connection, msg: Act, received: number): Promise<void> {
    if (c.seat === null) return this.refuse(c, 'not-allowed', 'A spectator cannot act.', msg.clientId);
    if (this.closing) return this.refuse(c, 'shutting-down', 'The server is shutting down.', msg.clientId);
    const key = `${c.seat}:${msg.clientId}`;
    const known = lm.commands.get(key);
    if (known !== undefined) {
      // A resend: answered with the seq the first one made, never applied twice.
      const seq = await Promise.resolve(known).catch(() => null);
      if (seq === null) return this.refuse(c, 'stale-seq', 'That command failed; send it again with the current seq.', msg.clientId);
      c.send({ type: 'ack', clientId: msg.clientId, seq });
      return;
    }
    this.takeBack(lm, c.seat);
    const r = await this.apply(lm, c.seat, msg.action, msg.seq, key);
    if (!r.ok) return this.refuse(c, r.code, r.message, msg.clientId);
    c.send({ type: 'ack', clientId: msg.clientId, seq: r.step.seq });
    this.o.metrics.moveLatency.observe((performance.now() - received) / 1000);
    lm.fanOut(r.step);
  }

  /**
   * The one path of every action (people and bots): seq check and one apply through the engine, then the log.
   * The in-memory match moves first so the next command is checked against it; a failed commit rebuilds it.
   */
  private async apply(
    lm: LiveMatch,
    seat: Seat,
    action: Action,
    expectedSeq: number,
    key: string,
  ): Promise<{ ok: true; step: AnyStep } | { ok: false; code: RefusalCode; message: string }> {
    if (lm.finished) return { ok: false, code: 'game-over', message: 'The match is over.' };
    if (lm.reloading) return { ok: false, code: 'stale-seq', message: 'The match is catching up with another server; refresh and try again.' };
    const at = Math.max(0, this.o.now() - (lm.stored.started ?? lm.stored.created));
    const played = lm.match;
    const r = played.act(seat, action, { expectedSeq, at });
    if (!r.ok) return { ok: false, code: wireCode(r.error.code), message: r.error.message };
    const step = r.value;
    const row: StoredAction = { seq: step.seq, seat, action: step.action, at, clientId: key.slice(key.indexOf(':') + 1) };
    // Appends of one match are chained: seq n is written only once n-1 is, so a lost race never lets a later
    // seq of the same node land on top of another node's row (no fork).
    const commit = lm.chain.then(() => this.o.store.appendAction(lm.id, row)).then(() => step.seq);
    lm.chain = commit.then(() => undefined);
    lm.chain.catch(() => undefined);
    lm.commands.set(key, commit);
    lm.inflight++;
    this.track(commit);
    try {
      await commit;
    } catch (e) {
      lm.inflight--;
      lm.commands.delete(key);
      if (lm.match === played && !lm.reloading && this.live.get(lm.id) === lm) {
        if (e instanceof SeqConflict) {
          // Another node wrote this seq first: back to the log, and the sender refreshes.
          this.o.log.info({ match: lm.id, seq: step.seq }, 'lost a seq to another node; following the log');
          this.o.metrics.seqConflicts.inc();
          lm.reloading = this.follow(lm, step.seq - 1).finally(() => (lm.reloading = null));
        } else {
          this.o.log.error({ match: lm.id, seq: step.seq, err: e }, 'commit failed; rebuilding the match from its log');
          this.drop(lm);
          for (const c of lm.connections) c.close(1011, 'The match is reloading; reconnect.');
        }
      }
      if (lm.reloading) await lm.reloading;
      return e instanceof SeqConflict
        ? { ok: false, code: 'stale-seq', message: 'Another move was recorded first; refresh and try again.' }
        : { ok: false, code: 'unavailable', message: 'The action could not be stored; reconnect and try again.' };
    }
    lm.inflight--;
    lm.commands.set(key, step.seq);
    this.o.peers?.moved(lm.id, step.seq);
    if (lm.heard > lm.match.seq && lm.inflight === 0) void this.catchUp(lm.id, lm.heard);
    this.o.metrics.moves.inc();
    this.clocks.afterMove(lm, seat, step.toAct);
    // The last move is acknowledged once the match is marked finished too: whoever saw it end may ask for its record.
    if (step.outcome !== null) await this.finish(lm);
    else this.driveBots(lm);
    return { ok: true, step };
  }

  /** Ends a match in memory and, with `write`, in the store; resolves once the store has it (never rejects). */
  private finish(lm: LiveMatch, write = true): Promise<void> {
    lm.finished = true;
    this.clocks.stop(lm);
    for (const t of lm.awayTimers.values()) clearTimeout(t);
    let done: Promise<void> = Promise.resolve();
    if (write) {
      done = this.o.store.setStatus(lm.id, 'finished').then(
        () => undefined,
        (e: unknown) => this.o.log.error({ match: lm.id, err: e }, 'could not mark the match finished'),
      );
      this.track(done);
    }
    if (lm.connections.size === 0) this.drop(lm);
    return done;
  }

  /** Asks the bot runner for every bot seat to act; a bot decides from its seat's view and legal actions only. */
  driveBots(lm: LiveMatch): void {
    if (this.closing || lm.finished || !this.leads(lm)) return;
    for (const seat of lm.match.toAct()) {
      const s = lm.seats[seat];
      const standIn = lm.standIns.has(seat);
      if ((s?.kind !== 'bot' && !standIn) || lm.thinking.has(seat)) continue;
      lm.thinking.add(seat);
      const seq = lm.match.seq;
      const started = performance.now();
      const thought = this.o.bots
        .think({ game: lm.game, level: s?.level ?? lm.stored.standIn, seat, view: lm.match.view(seat), legal: lm.match.legal(seat), seed: newSeed(), standIn })
        .then(async (action) => {
          this.o.metrics.botThink.observe((performance.now() - started) / 1000);
          lm.thinking.delete(seat);
          // The match was dropped, or the person took the seat back while the stand-in thought.
          if (this.live.get(lm.id) !== lm || (s?.kind !== 'bot' && !lm.standIns.has(seat))) return;
          const r = await this.apply(lm, seat, action, seq, `${seat}:#bot-${seq}`);
          if (r.ok) lm.fanOut(r.step);
          else if (r.code === 'stale-seq') this.driveBots(lm);
          else this.o.log.error({ match: lm.id, seat, code: r.code }, `a bot's action was refused: ${r.message}`);
        })
        .catch((e: unknown) => {
          lm.thinking.delete(seat);
          this.o.log.error({ match: lm.id, seat, err: e }, 'a bot failed to choose');
        });
      this.track(thought);
    }
  }

  /** Chat: the table's channel is written by seats and read by all; the spectators' by and for spectators. */
  async chat(lm: LiveMatch, c: Connection, msg: ChatSend, name: string): Promise<void> {
    if (msg.channel === 'table' && c.seat === null) return this.refuse(c, 'not-allowed', "Spectators write in the spectators' channel.");
    if (msg.channel === 'spectators' && c.seat !== null) return this.refuse(c, 'not-allowed', "Players write in the table's channel.");
    const line = { channel: msg.channel, seat: c.seat, name, text: msg.text, at: this.o.now() };
    await this.o.store.appendChat(lm.id, line);
    lm.broadcast({ type: 'chat', ...line }, msg.channel === 'table' ? () => true : (to) => to.seat === null);
  }

  private track(p: Promise<unknown>): void {
    const settled = p.then(
      () => undefined,
      () => undefined,
    );
    this.pending.add(settled);
    void settled.then(() => this.pending.delete(settled));
  }

  /** The host cancelled the match: its clients are told and closed, its timers stopped. */
  cancel(id: string): void {
    const lm = this.live.get(id);
    if (!lm) return;
    lm.finished = true;
    this.clocks.stop(lm);
    for (const t of lm.awayTimers.values()) clearTimeout(t);
    for (const c of lm.connections) {
      c.send({ type: 'error', code: 'game-over', message: 'The host cancelled the match.' });
      c.close(1000, 'match cancelled');
    }
    this.drop(lm);
  }

  /** Graceful shutdown: refuse new work, let pending commits and bot moves settle, close sockets with a reason. */
  async shutdown(): Promise<void> {
    this.closing = true;
    this.clocks.stopAll();
    for (const lm of this.live.values()) for (const t of lm.awayTimers.values()) clearTimeout(t);
    while (this.pending.size > 0) await Promise.all([...this.pending]);
    for (const lm of this.live.values()) {
      for (const c of lm.connections) {
        c.send({ type: 'error', code: 'shutting-down', message: 'The server is shutting down; reconnect when it is back.' });
        c.close(1001, 'server shutting down');
      }
    }
  }
}

