import { inviteLine, inviteOf } from '@docket/protocol';
import { api } from '../api.js';
import { openTable } from '../open-table.js';

/**
 * Playing again. The host of a finished match opens a new table with its settings, and posts the protocol's
 * invitation to it (the new table's route, `#/m/<id>`) in the old table's chat: every chat draws that line as a
 * link, in each reader's language, so the whole table finds its way to the new waiting room (and `docket join`
 * offers the same table to a terminal). The server learns no new request: a match, a join and a chat line, as
 * anyone could make them (the match summary names its stand-in level so it can be copied).
 */
export const rematchLine: (match: string) => string = inviteLine;

/** The new table a chat line invites to, if it is a rematch line. */
export const rematchOf: (text: string) => string | null = inviteOf;

/**
 * A new table like the finished match `id`: its game, players, options, seats (bots at their levels, every
 * person's seat open again), clock, visibility, spectators and stand-in. This browser becomes its host and, if
 * it held a seat, takes the same seat under the same name; a table of bots and that one person starts at once,
 * as a new table does. Returns the new match.
 */
export async function rematch(id: string, seat: number | null): Promise<string> {
  const [summary, { record }] = await Promise.all([api.summary(id), api.record(id)]);
  const options = (record as { readonly options?: Record<string, unknown> } | null)?.options;
  const name = seat === null ? null : summary.seats[seat]?.name;
  const sitter = seat !== null && typeof name === 'string' ? { name, seat } : null;
  return openTable(
    {
      game: summary.game,
      players: summary.players,
      ...(options === undefined ? {} : { options }),
      seats: summary.seats.map((s) => (s.kind === 'bot' && s.level !== null ? { kind: 'bot', level: s.level } : { kind: 'person' })),
      clock: summary.clock,
      visibility: summary.visibility,
      spectators: summary.spectators,
      standIn: summary.standIn,
    },
    sitter,
  );
}
