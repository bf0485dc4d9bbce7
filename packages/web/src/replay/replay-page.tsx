import { useEffect, useMemo, useState, type JSX } from 'react';
import type { GameInfoBody, StoredChat } from '@docket/protocol';
import { api } from '../api.js';
import type { Board } from '../board.js';
import { loadBoard } from '../games/index.js';
import { useLocale, useT } from '../i18n.js';
import { go, href } from '../route.js';
import { LogView } from '../table/panels.js';
import type { Replayed } from './replayer.js';
import { useSeatPlace } from '../table/seat-names.js';

interface Loaded {
  readonly replayed: Replayed;
  readonly names: readonly (string | null)[];
  readonly chat: readonly StoredChat[];
  readonly Board: Board<unknown>;
}

const noAct = (): void => undefined;

/** `#/replay/<id>?as=<seat|spectator>&step=<n>`: a finished match step by step, with its log and chat. */
export function ReplayPage(props: { readonly id: string; readonly as: number | 'spectator'; readonly step: number | null; readonly games: readonly GameInfoBody[] }): JSX.Element {
  const t = useT();
  const locale = useLocale();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setLoaded(null);
    void (async () => {
      try {
        const [{ record, names, chat }, { replayMatch }] = await Promise.all([api.record(props.id), import('./replayer.js')]);
        const replayed = await replayMatch(record, props.as, locale, names);
        const Board = await loadBoard((record as { game: string }).game);
        if (live) setLoaded({ replayed, names, chat, Board });
      } catch (e) {
        if (live) setError(e instanceof Error ? e.message : String(e));
      }
    })();
    return () => {
      live = false;
    };
  }, [props.id, props.as, locale]);
  const total = loaded?.replayed.steps.length ?? 0;
  const step = Math.min(props.step ?? total, total);
  const to = (s: number, as: number | 'spectator' = props.as): void => go({ page: 'replay', id: props.id, as, step: Math.max(0, Math.min(total, s)) });
  const log = useMemo(
    () => (loaded?.replayed.steps ?? []).slice(0, step).flatMap((s) => s.events.map((e) => ({ seq: s.seq, type: e.type, label: e.label }))),
    [loaded, step],
  );
  const place = useSeatPlace(loaded?.replayed.game ?? null);
  if (error !== null) return <p role="alert">{t.replayNotReady} ({error})</p>;
  if (loaded === null) return <p>{t.loading}</p>;
  const { replayed, names, chat, Board: B } = loaded;
  const lastEvents = replayed.steps[step - 1]?.events ?? [];
  const game = props.games.find((g) => g.id === replayed.game);
  const seatLabel = (s: number): string => `${place(s)}${names[s] ? ` (${names[s]})` : ''}`;
  return (
    <div className="replay" onKeyDown={(e) => (e.key === 'ArrowRight' ? to(step + 1) : e.key === 'ArrowLeft' ? to(step - 1) : undefined)}>
      <h1>{t.replayOf(game?.name[locale] ?? props.id)}</h1>
      <nav className="replay-controls" aria-label={t.replay}>
        <button type="button" onClick={() => to(0)} disabled={step === 0}>« {t.first}</button>
        <button type="button" onClick={() => to(step - 1)} disabled={step === 0}>◀ {t.previous}</button>
        <span data-testid="replay-step" aria-live="polite">{t.step(step, total)}</span>
        <button type="button" onClick={() => to(step + 1)} disabled={step === total}>{t.next} ▶</button>
        <button type="button" onClick={() => to(total)} disabled={step === total}>{t.last} »</button>
        <label htmlFor="replay-as">{t.viewAs}</label>
        <select id="replay-as" value={String(props.as)} onChange={(e) => to(step, e.target.value === 'spectator' ? 'spectator' : Number(e.target.value))}>
          <option value="spectator">{t.spectator}</option>
          {Array.from({ length: replayed.players }, (_, s) => (
            <option key={s} value={s}>{seatLabel(s)}</option>
          ))}
        </select>
        <a href={href({ page: 'replay', id: props.id, as: props.as, step })}>{t.shareLink}</a>
      </nav>
      {step === total && replayed.outcome !== null && <p><strong>{t.gameOver}: {replayed.outcome}</strong></p>}
      <div className="table-grid">
        <div className="table-main board" data-testid="board">
          <B view={replayed.view(step)} viewer={props.as} legal={[]} act={noAct} locale={locale} lastEvents={lastEvents} names={names} />
        </div>
        <aside className="table-side">
          <LogView log={log} lastSeq={step} />
          <section className="panel" aria-labelledby="replay-chat-h">
            <h2 id="replay-chat-h">{t.chat}</h2>
            <ul data-testid="replay-chat">
              {chat.filter((c) => c.channel === 'table' || props.as === 'spectator').map((c, i) => (
                <li key={i}><strong>{c.name}</strong>{c.channel === 'spectators' ? ` (${t.spectator})` : ''}: {c.text}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
