import type { GameEvent, Viewer } from './game.js';

export function canSee(e: GameEvent, viewer: Viewer): boolean {
  const a = e.audience;
  if (a === 'all') return true;
  if ('except' in a) return viewer === 'spectator' || !a.except.includes(viewer);
  return viewer !== 'spectator' && a.includes(viewer);
}

/** The events one viewer may learn of, in order: the one filter every transport uses. */
export function eventsFor<E extends GameEvent>(events: readonly E[], viewer: Viewer): E[] {
  return events.filter((e) => canSee(e, viewer));
}
