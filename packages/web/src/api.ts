import type { BotLevel, ClockConfig, GameInfoBody, MatchSummary, StoredChat } from '@docket/protocol';

/** A refusal from the server, with its typed code and its words. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const e = (json ?? {}) as { code?: string; message?: string };
    throw new ApiError(e.code ?? 'bad-request', e.message ?? res.statusText, res.status);
  }
  return json as T;
}

export interface CreateBody {
  readonly game: string;
  readonly players: number;
  readonly options?: Record<string, unknown>;
  readonly seats: readonly ({ readonly kind: 'person' } | { readonly kind: 'bot'; readonly level: BotLevel })[];
  readonly clock: ClockConfig;
  readonly visibility: 'public' | 'invite';
  readonly spectators: boolean;
  readonly standIn?: BotLevel;
}

export const api = {
  games: () => call<{ games: GameInfoBody[] }>('GET', 'games').then((r) => r.games),
  lobby: () => call<{ matches: MatchSummary[] }>('GET', 'lobby').then((r) => r.matches),
  live: () => call<{ matches: MatchSummary[] }>('GET', 'lobby/live').then((r) => r.matches),
  finished: () => call<{ matches: MatchSummary[] }>('GET', 'lobby/finished').then((r) => r.matches),
  summary: (id: string) => call<MatchSummary>('GET', `matches/${encodeURIComponent(id)}`),
  create: (body: CreateBody) => call<{ match: string; hostToken: string }>('POST', 'matches', body),
  join: (id: string, name: string, playerKey: string, seat?: number) =>
    call<{ seat: number; token: string }>('POST', `matches/${encodeURIComponent(id)}/join`, { name, playerKey, ...(seat === undefined ? {} : { seat }) }),
  start: (id: string, hostToken: string) => call<{ ok: true }>('POST', `matches/${encodeURIComponent(id)}/start`, { hostToken }),
  bot: (id: string, hostToken: string, seat: number, level: BotLevel) =>
    call<{ ok: true }>('POST', `matches/${encodeURIComponent(id)}/bot`, { hostToken, seat, level }),
  record: (id: string) => call<{ record: unknown; names: (string | null)[]; chat: StoredChat[] }>('GET', `matches/${encodeURIComponent(id)}/record`),
  mine: (playerKey: string) =>
    call<{ matches: { match: MatchSummary; seat: number }[] }>('POST', 'players/matches', { playerKey }).then((r) => r.matches),
};

/** The live socket's address beside the page (relative paths keep the app working under any prefix). */
export function liveUrl(id: string): string {
  const u = new URL(`matches/${encodeURIComponent(id)}/live`, window.location.href);
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  u.hash = '';
  return u.toString();
}
