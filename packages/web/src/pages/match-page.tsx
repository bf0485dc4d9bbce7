import { useCallback, useEffect, useMemo, useState, type FormEvent, type JSX } from 'react';
import type { GameInfoBody, MatchSummary } from '@docket/protocol';
import { api, ApiError, liveUrl } from '../api.js';
import { useLocale, useT } from '../i18n.js';
import { href } from '../route.js';
import { hostToken, playerKey, savedName, saveName, saveSeatToken, seatToken } from '../storage.js';
import { LiveClient } from '../table/live-client.js';
import { useSeatPlace } from '../table/seat-names.js';
import { TablePage } from '../table/table-page.js';

/** Joins a match: a display name, the first open seat (or the one chosen). */
function JoinForm(props: { readonly id: string; readonly onJoined: () => void }): JSX.Element {
  const t = useT();
  const [name, setName] = useState(savedName);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setError(null);
    saveName(name.trim());
    api
      .join(props.id, name.trim(), playerKey())
      .then((r) => {
        saveSeatToken(props.id, r);
        props.onJoined();
      })
      .catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)));
  };
  return (
    <form onSubmit={submit} className="join-form" data-testid="join-form">
      <label htmlFor="join-name">{t.yourName}</label>
      <input id="join-name" required maxLength={40} value={name} onChange={(e) => setName(e.target.value)} autoComplete="nickname" />
      <button type="submit">{t.join}</button>
      {error !== null && <p role="alert">{error}</p>}
    </form>
  );
}

/** Before the start: who sits where, the invite link, and for the host, bots and the start. */
function WaitingRoom(props: { readonly summary: MatchSummary; readonly refresh: () => void }): JSX.Element {
  const t = useT();
  const { summary } = props;
  const place = useSeatPlace(summary.game);
  const mine = seatToken(summary.id);
  const host = hostToken(summary.id);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const link = `${window.location.origin}${window.location.pathname}${href({ page: 'match', id: summary.id })}`;
  const open = summary.seats.filter((s) => s.open).length;
  const run = (p: Promise<unknown>): void => {
    setError(null);
    p.then(props.refresh).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  };
  return (
    <section className="waiting" aria-labelledby="waiting-h">
      <h2 id="waiting-h">{t.waitingRoom}</h2>
      <ul data-testid="seats">
        {summary.seats.map((s) => (
          <li key={s.seat}>
            {place(s.seat)}: {s.kind === 'bot' ? `${t.bot} (${t.levels[s.level ?? 'random'] ?? s.level})` : s.name ?? `— ${t.openSeat} —`}
            {mine?.seat === s.seat && <strong> ({t.you})</strong>}
            {host !== null && s.open && (
              <button type="button" className="small" onClick={() => run(api.bot(summary.id, host, s.seat, 'medium'))}>
                {t.giveToBot}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p>
        <label htmlFor="invite">{t.inviteLink}</label>{' '}
        <input id="invite" readOnly value={link} size={40} onFocus={(e) => e.currentTarget.select()} />{' '}
        <button type="button" onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}>
          {copied ? t.copied : t.copy}
        </button>
      </p>
      {mine === null && open > 0 && <JoinForm id={summary.id} onJoined={props.refresh} />}
      {host !== null && (
        <button type="button" disabled={open > 0} onClick={() => run(api.start(summary.id, host))} data-testid="start">
          {t.start}
        </button>
      )}
      {(host === null || open > 0) && <p className="muted">{t.hostOnly}</p>}
      {error !== null && <p role="alert">{error}</p>}
    </section>
  );
}

function LiveTable(props: { readonly summary: MatchSummary; readonly title: string }): JSX.Element {
  const locale = useLocale();
  const id = props.summary.id;
  const token = seatToken(id)?.token ?? null;
  const client = useMemo(() => new LiveClient({ url: liveUrl(id), token, lang: locale }), [id, token, locale]);
  useEffect(() => {
    client.start();
    return () => client.stop();
  }, [client]);
  return <TablePage client={client} title={props.title} match={id} replay={href({ page: 'replay', id, as: seatToken(id)?.seat ?? 'spectator', step: null })} />;
}

/** `#/m/<id>`: the waiting room while the match is open, then its table (a seat if this browser holds one). */
export function MatchPage(props: { readonly id: string; readonly games: readonly GameInfoBody[] }): JSX.Element {
  const t = useT();
  const locale = useLocale();
  const [summary, setSummary] = useState<MatchSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(() => {
    api
      .summary(props.id)
      .then(setSummary)
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : String(e)));
  }, [props.id]);
  useEffect(refresh, [refresh]);
  const status = summary?.status;
  useEffect(() => {
    if (status !== 'open') return;
    const timer = setInterval(refresh, 1500);
    return () => clearInterval(timer);
  }, [status, refresh]);
  if (error !== null) return <p role="alert">{error}</p>;
  if (summary === null) return <p>{t.loading}</p>;
  const info = props.games.find((g) => g.id === summary.game);
  const title = info?.name[locale] ?? summary.game;
  return (
    <div>
      {summary.status === 'open' ? (
        <>
          <h1>{title}</h1>
          <WaitingRoom summary={summary} refresh={refresh} />
        </>
      ) : (
        <>
          {summary.status === 'cancelled' ? <p>{t.status.cancelled}</p> : <LiveTable summary={summary} title={title} />}
        </>
      )}
    </div>
  );
}
