import type { GameEvent, Viewer } from './game.js';

export function canSee(e: GameEvent, viewer: Viewer): boolean {
  if (e.audience === 'all') return true;
  return viewer !== 'spectator' && e.audience.includes(viewer);
}

/** The events one viewer may learn of, in order: the one filter every transport uses. */
export function eventsFor(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  return events.filter((e) => canSee(e, viewer));
}
