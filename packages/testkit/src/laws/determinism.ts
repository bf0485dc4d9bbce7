import { deepEqual, type Action, type Seat, type Step } from '@docket/engine';
import type { Context } from '../context.js';
import { show, type Place } from '../findings.js';
import { firstDifference } from '../json.js';

/**
 * Law 2: a second run of the same game, played in step with the first from the same seed and actions.
 * Comparing as we go needs no stored history; after a mismatch the twin stops.
 */
export class Twin<S, A extends Action, V, O> {
  private state: S | null = null;

  constructor(
    private readonly ctx: Context<S, A, V, O>,
    seed: string,
    played: S,
    place: Place,
  ) {
    ctx.findings.attempt('determinism', place, () => {
      const again = ctx.game.setup(ctx.players, ctx.options, seed);
      if (!deepEqual(again, played)) return `setup with the same seed gave another state: ${firstDifference(played, again)}`;
      this.state = again;
      return null;
    });
  }

  follow(seat: Seat, action: A, played: Step<S>, place: Place): void {
    const twin = this.state;
    this.state = null;
    if (twin === null) return;
    this.ctx.findings.attempt('determinism', place, () => {
      const r = this.ctx.game.apply(twin, seat, action);
      if (!r.ok) return `the second run refused ${show(action)} of seat ${seat}: ${r.error.code}: ${r.error.message}`;
      if (!deepEqual(r.value.state, played.state)) {
        return `the two runs reach different states: ${firstDifference(played.state, r.value.state)}`;
      }
      if (!deepEqual(r.value.events, played.events)) {
        return `the two runs emit different events: ${firstDifference(played.events, r.value.events)}`;
      }
      this.state = r.value.state;
      return null;
    });
  }
}
