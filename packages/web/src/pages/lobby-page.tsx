import { useEffect, useState, type JSX } from 'react';
import type { GameInfoBody, MatchSummary } from '@docket/protocol';
import { api } from '../api.js';
import { useLocale, useT } from '../i18n.js';
import { href } from '../route.js';
import { playerKey, seatToken } from '../storage.js';

function useList<T>(load: () => Promise<T[]>, every: number): T[] | null {
  const [list, setList] = useState<T[] | null>(null);
  useEffect(() => {
    let live = true;
    const get = (): void => void load().then((l) => live && setList(l), () => live && setList([]));
    get();
    const timer = setInterval(get, every);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [load, every]);
  return list;
}

const loadLobby = (): Promise<MatchSummary[]> => api.lobby();
const loadLive = (): Promise<MatchSummary[]> => api.live();
const loadFinished = (): Promise<MatchSummary[]> => api.finished();
const loadMine = (): Promise<{ match: MatchSummary; seat: number }[]> => api.mine(playerKey());

function MatchList(props: {
  readonly title: string;
  readonly id: string;
  readonly list: readonly { readonly match: MatchSummary; readonly action: string; readonly to: string }[] | null;
  readonly games: readonly GameInfoBody[];
}): JSX.Element {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby={`${props.id}-h`} className="panel">
      <h2 id={`${props.id}-h`}>{props.title}</h2>
      {props.list === null ? (
        <p>{t.loading}</p>
      ) : props.list.length === 0 ? (
        <p className="muted">{t.none}</p>
      ) : (
        <ul className="match-list" data-testid={props.id}>
          {props.list.map(({ match: m, action, to }) => {
            const names = m.seats.map((s) => s.name ?? (s.kind === 'bot' ? t.bot : '—')).join(', ');
            const taken = m.seats.filter((s) => !s.open).length;
            return (
              <li key={`${m.id}-${action}`}>
                <a href={to}>
                  {action}: {props.games.find((g) => g.id === m.game)?.name[locale] ?? m.game}
                </a>{' '}
                <span className="muted">
                  · {t.status[m.status]} · {t.seatsTaken(taken, m.players)} · {names}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The lobby: the four games, open tables, live matches to watch, finished ones to replay, and yours. */
export function LobbyPage(props: { readonly games: readonly GameInfoBody[] }): JSX.Element {
  const t = useT();
  const locale = useLocale();
  const open = useList(loadLobby, 3000);
  const live = useList(loadLive, 5000);
  const finished = useList(loadFinished, 10000);
  const mine = useList(loadMine, 5000);
  const matchTo = (id: string): string => href({ page: 'match', id });
  return (
    <div className="lobby">
      <h1>{t.lobby}</h1>
      <section aria-labelledby="games-h">
        <h2 id="games-h">{t.games}</h2>
        <ul className="game-cards">
          {props.games.map((g) => (
            <li key={g.id} className="game-card">
              <h3>{g.name[locale]}</h3>
              <p className="muted">{t.players(g.minPlayers, g.maxPlayers)}</p>
              <p>{t.descriptions[g.id] ?? ''}</p>
              <a className="button" href={href({ page: 'create', game: g.id })} data-testid={`new-${g.id}`}>
                {t.newTable}
                <span className="visually-hidden">: {g.name[locale]}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <div className="lists">
        <MatchList
          title={t.yourMatches}
          id="mine"
          games={props.games}
          list={
            mine?.map(({ match, seat }) => ({
              match,
              action: match.status === 'finished' ? t.replay : t.resume,
              to: match.status === 'finished' ? href({ page: 'replay', id: match.id, as: seat, step: null }) : matchTo(match.id),
            })) ?? null
          }
        />
        <MatchList title={t.openTables} id="open" games={props.games} list={open?.map((m) => ({ match: m, action: seatToken(m.id) ? t.open : t.join, to: matchTo(m.id) })) ?? null} />
        <MatchList title={t.liveMatches} id="live" games={props.games} list={live?.map((m) => ({ match: m, action: t.watch, to: matchTo(m.id) })) ?? null} />
        <MatchList
          title={t.finishedMatches}
          id="finished"
          games={props.games}
          list={finished?.map((m) => ({ match: m, action: t.replay, to: href({ page: 'replay', id: m.id, as: 'spectator', step: null }) })) ?? null}
        />
      </div>
      <p className="muted">{t.terminalHint}</p>
    </div>
  );
}
