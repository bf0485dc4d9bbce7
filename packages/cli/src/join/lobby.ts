import type { Locale } from '@docket/engine';
import type { MatchSummary } from '@docket/protocol';
import { findGame, type Registry } from '../lookup.js';
import { rule } from '../screen.js';
import type { JoinMessages } from './join-messages.js';
import { api } from './live-client.js';
import { placeOf } from './live-table.js';
import type { Question } from './question.js';

/** A table the person picked from the server's lobby: one to sit at, or one being played, to watch. */
export interface Picked {
  readonly match: string;
  readonly watch: boolean;
}

/**
 * `docket join <server>` without a match: the server's lobby, as its web page lists it (open public tables to
 * sit at, then tables being played that spectators may watch), and the person's pick; null when they leave.
 */
export async function pickTable(registry: Registry, base: string, lang: Locale, m: JoinMessages, q: Question): Promise<Picked | null> {
  for (let note: string[] = []; ; ) {
    const [open, live] = await Promise.all([
      api<{ matches: MatchSummary[] }>(base, 'GET', '/lobby'),
      api<{ matches: MatchSummary[] }>(base, 'GET', '/lobby/live'),
    ]);
    const tables = [...open.matches.map((s) => ({ s, watch: false })), ...live.matches.filter((s) => s.spectators).map((s) => ({ s, watch: true }))];
    const lines = tables.map(({ s, watch }, i) => `  ${i + 1}. ${describe(registry, s, watch, lang, m)}`);
    const prompt = tables.length === 0 ? m.lobbyEmptyPrompt : m.lobbyPrompt(tables.length);
    q.show(prompt, [rule(m.lobbyTitle(base)), ...(tables.length === 0 ? [m.lobbyEmpty] : lines), ...note, '']);
    const { line } = await q.answer;
    const input = line?.trim() ?? 'q';
    if (/^q$/i.test(input)) return null;
    const n = Number(input);
    const picked = /^\d+$/.test(input) ? tables[n - 1] : undefined;
    if (picked !== undefined) return { match: picked.s.id, watch: picked.watch };
    // Enter or r looks again; anything else is said to be no choice, and the lobby comes again.
    note = input === '' || /^r$/i.test(input) ? [] : [m.notAChoice(input, tables.length)];
  }
}

/** "Lawyer Up — Ada (Prosecution), 1 open seat" or "The Trial — being played by Ada, Bea and 5 bots: watch". */
function describe(registry: Registry, s: MatchSummary, watch: boolean, lang: Locale, m: JoinMessages): string {
  const game = findGame(registry, s.game);
  const name = game?.info.name[lang] ?? s.game;
  const people = s.seats.filter((x) => x.name !== null).map((x) => `${x.name} (${placeOf(game, x.seat, lang, m)})`);
  const bots = s.seats.filter((x) => x.kind === 'bot').length;
  const open = s.seats.filter((x) => x.open).length;
  return watch ? m.lobbyLive(name, people, bots) : m.lobbyOpen(name, people, bots, open);
}
