import type { Seat } from '@docket/engine';
import type { Clocks } from '@docket/protocol';
import type { Now } from '../clock.js';
import { afterMove, expired, markOut, nextDeadline, readClocks, reclaim, startClocks, type ClockState } from '../clocks/index.js';
import type { Store } from '../store/store.js';
import type { LiveMatch } from './live-match.js';

/** setTimeout's ceiling (about 24.8 days): a longer wait is armed again when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Runs a live match's clocks: the pure clocks module over deadlines stored after every change (so a restart
 * resumes them), one timer per match armed at the next deadline, and `onOut` told of seats out of time.
 */
export class ClockKeeper {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly store: Store,
    private readonly now: Now,
    private readonly onOut: (lm: LiveMatch, seats: Seat[]) => void,
    /** Whether this node runs the match's timers (its lease); another node's clocks are only shown. */
    private readonly leads: (lm: LiveMatch) => boolean = () => true,
  ) {}

  /**
   * The match's clocks from the store, or started now if it has none yet (by the leading node); seats already
   * out stay out.
   */
  async load(lm: LiveMatch, leads = true): Promise<void> {
    const spec = lm.stored.clock;
    if (spec.kind === 'none') return;
    const seats = await this.store.clocks(lm.id);
    if (seats.length !== lm.stored.players && !leads) return;
    const shown = lm.clocks !== null;
    lm.clocks = seats.length === lm.stored.players ? { spec, seats } : startClocks(spec, lm.stored.players, lm.match.toAct(), this.now());
    if (seats.length !== lm.stored.players) this.save(lm, lm.clocks);
    lm.clocks.seats.forEach((c, seat) => c.out && lm.standIns.add(seat));
    if (shown) lm.broadcast({ type: 'clock', clocks: this.wire(lm) });
    this.arm(lm);
  }

  afterMove(lm: LiveMatch, seat: Seat, toAct: readonly Seat[]): void {
    if (!lm.clocks) return;
    this.save(lm, afterMove(lm.clocks, seat, toAct, this.now()));
  }

  /** A person takes back a seat that ran out: a fresh allowance. */
  reclaim(lm: LiveMatch, seat: Seat): void {
    if (!lm.clocks?.seats[seat]?.out) return;
    this.save(lm, reclaim(lm.clocks, seat, lm.match.toAct(), this.now()));
  }

  wire(lm: LiveMatch): Clocks {
    if (!lm.clocks) return null;
    const seats = readClocks(lm.clocks, this.now()).map((r) => ({ seat: r.seat, remainingMs: Math.round(r.remainingMs), deadline: r.deadline, running: r.running, out: r.out }));
    return { config: lm.stored.clock, seats };
  }

  stop(lm: LiveMatch): void {
    const t = this.timers.get(lm.id);
    if (t) clearTimeout(t);
    this.timers.delete(lm.id);
  }

  stopAll(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  private save(lm: LiveMatch, state: ClockState): void {
    lm.clocks = state;
    this.store.setClocks(lm.id, state.seats);
    lm.broadcast({ type: 'clock', clocks: this.wire(lm) });
    this.arm(lm);
  }

  private arm(lm: LiveMatch): void {
    this.stop(lm);
    const next = lm.clocks && !lm.finished && this.leads(lm) ? nextDeadline(lm.clocks) : null;
    if (next === null) return;
    const timer = setTimeout(() => this.fire(lm), Math.min(MAX_TIMER_MS, Math.max(0, next - this.now())));
    this.timers.set(lm.id, timer);
  }

  private fire(lm: LiveMatch): void {
    this.timers.delete(lm.id);
    if (!lm.clocks || lm.finished) return;
    // Another node may have moved this match since: judge from the stored clocks.
    void this.store.clocks(lm.id).then(
      (seats) => {
        if (lm.clocks && seats.length === lm.clocks.seats.length) lm.clocks = { ...lm.clocks, seats };
        this.judge(lm);
      },
      () => this.arm(lm),
    );
  }

  private judge(lm: LiveMatch): void {
    if (!lm.clocks || lm.finished || !this.leads(lm)) return;
    const out = expired(lm.clocks, this.now());
    if (out.length === 0) return this.arm(lm);
    this.save(lm, markOut(lm.clocks, out));
    this.onOut(lm, out);
  }
}
