import { eventsFor, replay, type AnyGame, type Locale, type SeatNames, type Viewer } from '@docket/engine';

/** The games' rules, loaded only by the replay page (the lobby's bundle stays small). */
const GAMES: Readonly<Record<string, () => Promise<AnyGame>>> = {
  'tribunal-1920': () => import('@docket/tribunal-1920').then((m) => m.tribunal1920 as AnyGame),
  gavel: () => import('@docket/gavel').then((m) => m.gavel as AnyGame),
  'the-trial': () => import('@docket/the-trial').then((m) => m.theTrial as AnyGame),
  'lawyer-up': () => import('@docket/lawyer-up').then((m) => m.lawyerUp as AnyGame),
};

export interface ReplayStepView {
  readonly seq: number;
  readonly seat: number;
  readonly events: readonly { readonly type: string; readonly label: string }[];
}

/**
 * A finished match replayed in the browser from its public record: any step, seen by any seat or a spectator,
 * its events worded with the people's names (`names`, by seat) where the game calls seats by them.
 */
export interface Replayed {
  readonly game: string;
  readonly players: number;
  readonly steps: readonly ReplayStepView[];
  /** The viewer's view after `seq` actions (0: the deal). */
  view(seq: number): unknown;
  readonly outcome: string | null;
}

export async function replayMatch(record: unknown, viewer: Viewer, locale: Locale, names: SeatNames = []): Promise<Replayed> {
  const id = (record as { game?: unknown }).game;
  const load = typeof id === 'string' ? GAMES[id] : undefined;
  if (load === undefined) throw new Error(`Unknown game ${String(id)}`);
  const game = await load();
  const r = replay(game, record);
  if (!r.ok) throw new Error(r.error.message);
  const { initial, steps, final } = r.value;
  const outcome = game.outcome(final);
  return {
    game: game.info.id,
    players: (record as { players: number }).players,
    steps: steps.map((s, i) => ({
      seq: i + 1,
      seat: s.seat,
      events: eventsFor(s.events, viewer).map((e) => ({ type: e.type, label: game.describeEvent(e, locale, names) })),
    })),
    view: (seq) => game.view(seq === 0 ? initial : (steps[seq - 1]?.state ?? final), viewer),
    outcome: outcome === null ? null : game.describeOutcome(outcome, locale, names),
  };
}
