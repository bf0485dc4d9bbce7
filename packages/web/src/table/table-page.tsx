import { useEffect, useState, type JSX } from 'react';
import type { Action } from '@docket/engine';
import type { Board } from '../board.js';
import { loadBoard } from '../games/index.js';
import { useLocale, useT } from '../i18n.js';
import { go } from '../route.js';
import { hostToken } from '../storage.js';
import type { LiveClient } from './live-client.js';
import { ChatPanel, LogPanel, PresencePanel } from './panels.js';
import { rematch, rematchLine, rematchOf } from './rematch.js';
import { ClockPanel, ConnectionBanner, LiveRegion, TurnBanner } from './status.js';
import { usePeople } from './seat-names.js';
import { countRender, StoreContext, useTable } from './use-table.js';

/** The game's board, drawn from this seat's view; the only part an ordinary step re-renders besides the log. */
function BoardArea(props: { readonly act: (a: Action) => void }): JSX.Element {
  const t = useT();
  const locale = useLocale();
  const game = useTable((s) => s.game);
  const view = useTable((s) => s.view);
  const legal = useTable((s) => s.legal);
  const seat = useTable((s) => s.seat);
  const lastEvents = useTable((s) => s.lastEvents);
  const names = usePeople();
  const [board, setBoard] = useState<{ readonly B: Board<unknown> } | null>(null);
  useEffect(() => {
    if (game === null) return;
    let live = true;
    void loadBoard(game).then((B) => live && setBoard({ B }));
    return () => {
      live = false;
    };
  }, [game]);
  countRender('board');
  if (board === null || game === null) return <p>{t.loading}</p>;
  const { B } = board;
  return (
    <section aria-label={t.board} className="board" data-testid="board">
      <B view={view} viewer={seat ?? 'spectator'} legal={legal} act={props.act} locale={locale} lastEvents={lastEvents} names={names} />
    </section>
  );
}

/** Every legal action as a button: whatever a board draws, each one stays reachable by keyboard. */
function ActionList(props: { readonly act: (a: Action) => void }): JSX.Element | null {
  const t = useT();
  const legal = useTable((s) => s.legal);
  const seat = useTable((s) => s.seat);
  if (seat === null) return null;
  return (
    <details className="panel all-actions" data-testid="all-actions">
      <summary>
        {t.allActions} ({legal.length})
      </summary>
      {legal.length === 0 ? (
        <p className="muted">{t.noActions}</p>
      ) : (
        <ul data-testid="actions">
          {legal.map((a, i) => (
            <li key={i}>
              <button type="button" data-action={a.action.type} onClick={() => props.act(a.action)}>
                {a.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/**
 * Once the match is over: its replay; for its host, a new table with the same settings, whose link goes to the
 * table chat (a host without a seat shares it from the waiting room); for everyone, the latest such link.
 */
function AfterGame(props: { readonly client: LiveClient; readonly match: string | undefined; readonly replay: string | undefined }): JSX.Element | null {
  const t = useT();
  const over = useTable((s) => s.outcome !== null);
  const seat = useTable((s) => s.seat);
  const invite = useTable((s) => s.chat.flatMap((c) => (c.channel === 'table' ? [rematchOf(c.text)] : [])).findLast((x) => x !== null) ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { match } = props;
  const host = match !== undefined && hostToken(match) !== null;
  if (!over || (props.replay === undefined && !host && invite === null)) return null;
  const again = (): void => {
    if (match === undefined) return;
    setBusy(true);
    setError(null);
    rematch(match, seat)
      .then((next) => {
        if (seat !== null) props.client.chat('table', rematchLine(next));
        go({ page: 'match', id: next });
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(false));
  };
  return (
    <div className="after-game">
      {props.replay !== undefined && (
        <p>
          <a href={props.replay}>{t.replay}</a>
        </p>
      )}
      {invite !== null && (
        <p>
          <a href={rematchLine(invite)} data-testid="rematch-invite">
            {t.rematchInvite}
          </a>
        </p>
      )}
      {host && (
        <p>
          <button type="button" onClick={again} disabled={busy} data-testid="play-again" aria-describedby="play-again-hint">
            {t.playAgain}
          </button>{' '}
          <span id="play-again-hint" className="muted">
            {t.playAgainHint}
          </span>
        </p>
      )}
      {error !== null && <p role="alert">{error}</p>}
    </div>
  );
}

/** The table around the board: connection, turn, board, actions, log, clocks, presence, chat. */
export function TablePage(props: { readonly client: LiveClient; readonly title: string; readonly match?: string; readonly replay?: string }): JSX.Element {
  const { client } = props;
  countRender('page');
  return (
    <StoreContext.Provider value={client.store}>
      <div className="table-page">
        <h1 className="table-title">{props.title}</h1>
        <ConnectionBanner />
        <TurnBanner />
        <AfterGame client={client} match={props.match} replay={props.replay} />
        <LiveRegion />
        <div className="table-grid">
          <div className="table-main">
            <BoardArea act={client.act} />
            <ActionList act={client.act} />
          </div>
          <aside className="table-side">
            <ClockPanel />
            <PresencePanel />
            <LogPanel />
            <ChatPanel send={client.chat} />
          </aside>
        </div>
      </div>
    </StoreContext.Provider>
  );
}
