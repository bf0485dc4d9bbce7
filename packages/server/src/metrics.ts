import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The server's Prometheus metrics, in a registry of its own (several servers can share a process in tests). */
export class Metrics {
  readonly registry = new Registry();
  readonly liveMatches = new Gauge({ name: 'docket_live_matches', help: 'Matches held in memory', registers: [this.registry] });
  readonly connections = new Gauge({ name: 'docket_connections', help: 'Open WebSocket connections', registers: [this.registry] });
  /** moves/s is `rate(docket_moves_total[1m])`. */
  readonly moves = new Counter({ name: 'docket_moves_total', help: 'Actions applied and committed', registers: [this.registry] });
  readonly refusals = new Counter({
    name: 'docket_refusals_total',
    help: 'Refusals sent, by code',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });
  readonly seqConflicts = new Counter({
    name: 'docket_seq_conflicts_total',
    help: 'Commits that lost their (match, seq) to another node and followed the log instead',
    registers: [this.registry],
  });
  readonly caughtUp = new Counter({ name: 'docket_caught_up_total', help: "Steps read from the log after another node's commit", registers: [this.registry] });
  readonly botThink = new Histogram({
    name: 'docket_bot_think_seconds',
    help: 'Time a bot seat took to choose',
    buckets: [0.001, 0.01, 0.05, 0.1, 0.5, 1, 2, 5, 10],
    registers: [this.registry],
  });
  readonly moveLatency = new Histogram({
    name: 'docket_move_latency_seconds',
    help: 'From an action received to its acknowledgement sent (commit included)',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.02, 0.03, 0.05, 0.1, 0.25, 1],
    registers: [this.registry],
  });

  constructor(defaults = false) {
    if (defaults) collectDefaultMetrics({ register: this.registry });
  }
}
