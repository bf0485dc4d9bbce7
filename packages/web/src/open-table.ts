import { api, type CreateBody } from './api.js';
import { playerKey, saveHostToken, saveSeatToken } from './storage.js';

/**
 * Opens a table, as the set-up page and playing again both do: creates the match (this browser keeps its host
 * token), seats this browser's person at `seat` under `name`, and starts at once a table where that person is
 * the only one (the rest are bots). Returns the new match.
 */
export async function openTable(body: CreateBody, sitter: { readonly name: string; readonly seat: number } | null): Promise<string> {
  const created = await api.create(body);
  saveHostToken(created.match, created.hostToken);
  if (sitter !== null) {
    saveSeatToken(created.match, await api.join(created.match, sitter.name, playerKey(), sitter.seat));
    if (body.seats.filter((s) => s.kind === 'person').length === 1) await api.start(created.match, created.hostToken);
  }
  return created.match;
}
