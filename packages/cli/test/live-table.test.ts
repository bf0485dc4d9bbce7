import { theTrial } from '@docket/the-trial';
import type { SeatPresence } from '@docket/protocol';
import { describe, expect, it } from 'vitest';
import { joinMessages } from '../src/join/join-messages.js';
import { draw, newTable, type Table } from '../src/join/live-table.js';
import { registry } from '../src/registry.js';
import { testIo } from './fixtures/registry.js';

/** A table of The Trial at its start, as `docket join` holds it for seat 0: four people and a bot. */
function trialTable(people: readonly (string | null)[]): Table {
  const s = theTrial.setup(5, theTrial.options.parse({}), 'live-table');
  const seats: SeatPresence[] = people.map((name, seat) => ({ seat, kind: name === null ? 'bot' : 'person', name, connected: true, standIn: false }));
  return { ...newTable(), game: 'the-trial', seat: 0, name: people[0] ?? null, view: theTrial.view(s, 0), seats };
}

/** What `draw` writes between the presence line and the recent log: the game's picture. */
function board(t: Table): string {
  const io = testIo();
  draw(registry, io, t, 'en', joinMessages('en'), []);
  const out = io.out();
  return out.slice(out.indexOf('\n\n') + 2, out.indexOf('── Recent'));
}

describe('the terminal table of a server match', () => {
  it('calls the people in the picture by the names the presence gives, a bot by its seat', () => {
    const picture = board(trialTable(['Ada', 'Bea', 'Cy', 'Dee', null]));
    expect(picture).toMatch(/you: Ada\b/);
    expect(picture).toMatch(/\*Ada \(1\)/);
    expect(picture).toMatch(/ Bea \(2\)/);
    expect(picture).toMatch(/Player 5/);
    expect(picture).not.toMatch(/Player [1-4]/);
    // Bots everywhere: the picture numbers every seat (the checks above can fail).
    expect(board(trialTable([null, null, null, null, null]))).toMatch(/\*Player 1/);
  });
});
