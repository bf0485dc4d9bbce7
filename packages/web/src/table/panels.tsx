import { useEffect, useRef, useState, type FormEvent, type JSX } from 'react';
import type { ChatChannel } from '@docket/protocol';
import { useT } from '../i18n.js';
import type { LogLine } from './live-client.js';
import { rematchLine, rematchOf } from './rematch.js';
import { useSeatPlace } from './seat-names.js';
import { countRender, useTable } from './use-table.js';

/** The log in words (the games' own labels); the last step's lines marked new, in words as well as colour. */
export function LogView(props: { readonly log: readonly LogLine[]; readonly lastSeq: number }): JSX.Element {
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  // keep the newest line in sight inside the log's own scroll box (never scrolling the page)
  useEffect(() => {
    const el = list.current;
    if (el !== null) el.scrollTop = el.scrollHeight;
  }, [props.log.length]);
  return (
    <section aria-labelledby="log-h" className="panel log">
      <h2 id="log-h">{t.log}</h2>
      <ol ref={list} tabIndex={0} aria-label={t.log} data-testid="log">
        {props.log.map((l, i) => {
          const fresh = l.seq === props.lastSeq;
          return (
            <li key={i} className={fresh ? 'fresh' : undefined}>
              {fresh && <span className="tag">{t.newMark}</span>} {l.label}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export function LogPanel(): JSX.Element {
  const log = useTable((s) => s.log);
  const seq = useTable((s) => s.seq);
  countRender('log');
  return <LogView log={log} lastSeq={seq} />;
}

/** Who sits where, connected or not, bots and stand-ins, and how many watch. */
export function PresencePanel(): JSX.Element {
  const t = useT();
  const presence = useTable((s) => s.presence);
  const spectators = useTable((s) => s.spectators);
  const toAct = useTable((s) => s.toAct);
  const place = useSeatPlace(useTable((s) => s.game));
  return (
    <section aria-labelledby="presence-h" className="panel presence">
      <h2 id="presence-h">{t.presence}</h2>
      <ul data-testid="presence">
        {presence.map((p) => (
          <li key={p.seat}>
            <span aria-hidden="true">{p.kind === 'bot' ? '■' : p.connected ? '●' : '○'}</span> {p.name === null ? place(p.seat) : `${p.name} — ${place(p.seat)}`}{' '}
            <span className="muted">
              ({p.kind === 'bot' ? t.botSeat : p.connected ? t.online : t.offline}
              {p.standIn ? `, ${t.standIn}` : ''})
            </span>
            {toAct.includes(p.seat) && <strong> ◀ {t.toPlay}</strong>}
          </li>
        ))}
      </ul>
      <p className="muted">{t.spectatorsCount(spectators)}</p>
    </section>
  );
}

/** A chat line's text; a rematch line (a new table's route, and nothing else) as a link to it. */
function ChatText(props: { readonly text: string }): JSX.Element {
  const t = useT();
  const next = rematchOf(props.text);
  if (next === null) return <>{props.text}</>;
  return (
    <a href={rematchLine(next)} data-testid="rematch-link">
      {t.rematchInvite}
    </a>
  );
}

function ChatBox(props: {
  readonly channel: ChatChannel;
  readonly title: string;
  readonly canWrite: boolean;
  readonly send: (channel: ChatChannel, text: string) => void;
}): JSX.Element {
  const t = useT();
  const chat = useTable((s) => s.chat);
  const [text, setText] = useState('');
  const lines = chat.filter((c) => c.channel === props.channel);
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const v = text.trim();
    if (v === '') return;
    props.send(props.channel, v);
    setText('');
  };
  const id = `chat-${props.channel}`;
  return (
    <section aria-labelledby={`${id}-h`} className="panel chat" data-testid={`${id}-box`}>
      <h2 id={`${id}-h`}>{props.title}</h2>
      <ul className="chat-lines" data-testid={id} tabIndex={0} aria-label={props.title}>
        {lines.map((c, i) => (
          <li key={i}>
            <strong>{c.name}</strong>: <ChatText text={c.text} />
          </li>
        ))}
      </ul>
      {props.canWrite && (
        <form onSubmit={submit} className="chat-form">
          <label htmlFor={`${id}-input`} className="visually-hidden">
            {t.message}
          </label>
          <input id={`${id}-input`} value={text} maxLength={500} onChange={(e) => setText(e.target.value)} placeholder={t.message} />
          <button type="submit">{t.send}</button>
        </form>
      )}
    </section>
  );
}

/** Table chat (seats write, everyone reads) and, for spectators, their own channel. */
export function ChatPanel(props: { readonly send: (channel: ChatChannel, text: string) => void }): JSX.Element {
  const t = useT();
  const seat = useTable((s) => s.seat);
  const connected = useTable((s) => s.connection === 'connected');
  return (
    <>
      <ChatBox channel="table" title={t.chat} canWrite={seat !== null && connected} send={props.send} />
      {seat === null && <ChatBox channel="spectators" title={t.spectatorChat} canWrite={connected} send={props.send} />}
    </>
  );
}
