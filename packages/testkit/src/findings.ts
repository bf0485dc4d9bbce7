import type { Viewer } from '@docket/engine';
import { LAWS, LAW_NAMES, type Law } from './laws.js';

/** Where a law broke: game `game` of the configuration, seeded `seed`, at the state after `step` actions. */
export interface Place {
  readonly game: number;
  readonly seed: string;
  readonly step: number;
}

/** A broken law, with everything needed to replay the failure: game, configuration, seed and step. */
export class ConformanceError extends Error {
  override readonly name = 'ConformanceError';

  constructor(
    readonly law: Law,
    readonly gameId: string,
    readonly config: string,
    /** null when the law is about a whole configuration (e.g. worlds never differ). */
    readonly place: Place | null,
    readonly detail: string,
  ) {
    const where = place ? `game ${place.game} (seed "${place.seed}"), step ${place.step}` : 'over the whole configuration';
    super(`${gameId} breaks the ${law} law (${LAWS[law]}); config ${config}; ${where}: ${detail}`);
  }
}

/** A problem found at a step other than the one being checked (replay names its own step). */
export interface Problem {
  readonly step: number;
  readonly detail: string;
}

/** A viewer as a message names it: `0`, `1`, `'spectator'`. */
export function viewerText(viewer: Viewer): string {
  return viewer === 'spectator' ? "'spectator'" : String(viewer);
}

export function errorText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/** Short JSON of any value, for messages. */
export function show(v: unknown, max = 160): string {
  let text: string;
  try {
    text = v === undefined ? 'undefined' : (JSON.stringify(v) ?? String(v));
  } catch {
    text = String(v);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** How far a law was checked: the games and the states (game, step) where it ran while unbroken. */
export interface LawCoverage {
  readonly games: number;
  readonly states: number;
}

interface Counter {
  games: number;
  states: number;
  game: number;
  step: number;
}

/**
 * Records broken laws. Stopping at the first failure suits `runConformance`; collecting the first failure of
 * every law suits the suite, where each law is its own test. A law already broken is not checked again.
 */
export class Findings {
  private readonly first = new Map<Law, ConformanceError>();
  private readonly counters = new Map<Law, Counter>();

  constructor(
    private readonly gameId: string,
    private readonly config: string,
    private readonly stopAtFirst: boolean,
  ) {}

  live(law: Law): boolean {
    return !this.first.has(law);
  }

  /** True once every law has broken: nothing is left to learn. */
  get exhausted(): boolean {
    return this.first.size === LAW_NAMES.length;
  }

  get failures(): ConformanceError[] {
    return [...this.first.values()];
  }

  fail(law: Law, place: Place | null, detail: string): void {
    const e = new ConformanceError(law, this.gameId, this.config, place, detail);
    if (this.stopAtFirst) throw e;
    if (!this.first.has(law)) this.first.set(law, e);
  }

  /** Counts `place` as checked for `law` (once per state, however many checks run there). */
  note(law: Law, place: Place): void {
    let c = this.counters.get(law);
    if (c === undefined) {
      c = { games: 0, states: 0, game: -1, step: -1 };
      this.counters.set(law, c);
    }
    if (c.game !== place.game) {
      c.games++;
      c.game = place.game;
      c.step = -1;
    }
    if (c.step !== place.step) {
      c.states++;
      c.step = place.step;
    }
  }

  /** Per law, the games and states it was checked on. */
  get coverage(): Record<Law, LawCoverage> {
    const out = {} as Record<Law, LawCoverage>;
    for (const law of LAW_NAMES) {
      const c = this.counters.get(law);
      out[law] = { games: c?.games ?? 0, states: c?.states ?? 0 };
    }
    return out;
  }

  /** Runs one check of a live law; a throw from the game counts as that law's failure. */
  attempt(law: Law, place: Place, check: () => string | Problem | null): void {
    if (!this.live(law)) return;
    this.note(law, place);
    let problem: string | Problem | null;
    try {
      problem = check();
    } catch (e) {
      if (e instanceof ConformanceError) throw e;
      problem = `threw ${errorText(e)}`;
    }
    if (problem === null) return;
    if (typeof problem === 'string') this.fail(law, place, problem);
    else this.fail(law, { ...place, step: problem.step }, problem.detail);
  }
}
