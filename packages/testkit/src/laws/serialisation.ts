import type { GameEvent } from '@docket/engine';
import type { SeenView } from '../context.js';
import { viewerText } from '../findings.js';
import { jsonProblem, roundTripProblem } from '../json.js';

/** Law 6 at one state: the state and every view come back equal from JSON, with nothing JSON would drop. */
export function serialisationProblem<S, V>(s: S, seen: readonly SeenView<V>[]): string | null {
  const state = roundTripProblem('the state', s);
  if (state !== null) return state;
  for (const { viewer, view } of seen) {
    const p = roundTripProblem(`view(s, ${viewerText(viewer)})`, view);
    if (p !== null) return p;
  }
  return null;
}

/** Law 6 for the events of a step: they travel to clients and into logs as JSON. */
export function eventsJsonProblem(events: readonly GameEvent[]): string | null {
  const p = jsonProblem(events, 'events');
  return p === null ? null : `an event is not plain JSON: ${p}`;
}
