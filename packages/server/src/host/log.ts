import { Match, type AnyGame } from '@docket/engine';
import type { Store, StoredAction, StoredMatch } from '../store/store.js';
import type { AnyMatch } from './live-match.js';

/** The match a stored log leads to, or null when it no longer replays (a rule changed under it). */
export function replay(game: AnyGame, stored: StoredMatch, actions: readonly StoredAction[]): AnyMatch | null {
  const record = {
    game: stored.game,
    version: stored.version,
    players: stored.players,
    options: stored.options,
    seed: stored.seed,
    actions: actions.map((a) => ({ seat: a.seat, action: a.action, at: a.at })),
  };
  const rebuilt = Match.fromRecord(game, record);
  return rebuilt.ok ? (rebuilt.value as AnyMatch) : null;
}

/**
 * Reads of matches' logs after a seq: the reads asked in one turn of the event loop share one query, so a node
 * following many matches (other nodes' commits) reads them together.
 */
export class LogReader {
  private batch: { wanted: Map<string, number>; answer: Promise<Map<string, StoredAction[]>> } | null = null;

  constructor(private readonly store: Store) {}

  async after(match: string, after: number): Promise<StoredAction[]> {
    if (!this.batch) {
      const wanted = new Map<string, number>();
      const answer = new Promise<void>((r) => setImmediate(r)).then(() => {
        this.batch = null;
        return this.store.actionsAfter([...wanted].map(([m, a]) => ({ match: m, after: a })));
      });
      this.batch = { wanted, answer };
    }
    const batch = this.batch;
    batch.wanted.set(match, Math.min(after, batch.wanted.get(match) ?? after));
    return ((await batch.answer).get(match) ?? []).filter((a) => a.seq > after);
  }
}
