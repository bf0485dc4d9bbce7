import { eventsFor, type Viewer } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { tribunal1920, type CardId } from '../src/index.js';
import { OBJECT, claim, play, scenario } from './scenario.js';

/** What `viewer` receives and then sees after the same actions in each table. */
function seenBy(viewer: Viewer, tables: ReturnType<typeof play>[]): { events: unknown[]; view: unknown }[] {
  return tables.map(({ state, events }) => ({ events: eventsFor(events, viewer), view: tribunal1920.view(state, viewer) }));
}

describe('secrets the opponent must not learn', () => {
  it('an objection looks the same to the opponent whether one set, several sets or none prove the claim', () => {
    // Blue claims N (2 weapons) holding one proving set, three, or none; Orange's hand and every count are equal.
    const hands: readonly (readonly CardId[])[] = [
      ['weapon-MT', 'weapon-BN', 'document-QN'],
      ['weapon-MT', 'weapon-BN', 'weapon-QN'],
      ['weapon-MT', 'document-BN', 'document-QN'],
    ];
    const tables = hands.map((h) => play(scenario({ hands: [h, ['eyewitness-SI']] }), [0, claim('N')], [1, OBJECT]));
    for (const viewer of [1, 'spectator'] as const) {
      const [one, several, none] = seenBy(viewer, tables);
      expect(several).toEqual(one);
      expect(none).toEqual(one);
    }
  });
});
