import { useEffect, useRef, useState, type JSX } from 'react';
import { clockText } from '@docket/protocol';
import { useT } from '../i18n.js';
import { now } from '../now.js';
import { useSeatLabel, useSeatNames } from './seat-names.js';
import { countRender, useTable } from './use-table.js';

/** The connection, visibly: reconnection is automatic, and said. */
export function ConnectionBanner(): JSX.Element {
  const t = useT();
  const connection = useTable((s) => s.connection);
  const attempt = useTable((s) => s.attempt);
  const problem = useTable((s) => s.problem);
  const text =
    connection === 'connected' ? t.connected : connection === 'connecting' ? t.connecting : connection === 'reconnecting' ? t.reconnecting(attempt) : t.disconnectedFatal;
  return (
    <p className={`connection connection-${connection}`} role="status" data-testid="connection" data-state={connection}>
      <span aria-hidden="true">{connection === 'connected' ? '● ' : connection === 'failed' ? '✕ ' : '↻ '}</span>
      {text}
      {problem !== null && connection !== 'connected' ? ` — ${problem}` : ''}
    </p>
  );
}

/** Whose turn it is (or the outcome), with the page title and a notification when the turn comes to you. */
export function TurnBanner(): JSX.Element {
  const t = useT();
  const seat = useTable((s) => s.seat);
  const toAct = useTable((s) => s.toAct);
  const { label, place } = useSeatNames();
  const outcome = useTable((s) => s.outcome);
  const refusal = useTable((s) => s.refusal);
  const seq = useTable((s) => s.seq);
  const mine = seat !== null && toAct.includes(seat);
  const was = useRef(false);
  const canAsk = typeof Notification !== 'undefined' && Notification.permission === 'default';
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    document.title = mine ? `● ${t.yourTurn} — docket` : 'docket';
    if (mine && !was.current && document.hidden && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      new Notification('docket', { body: t.yourTurn });
    }
    was.current = mine;
  }, [mine, t]);
  let text: string;
  if (outcome !== null) text = `${t.gameOver}: ${outcome.label}`;
  else if (mine) text = t.yourTurn;
  else text = t.waitingFor(toAct.map(label).join(', '));
  return (
    <div className={`turn${mine ? ' turn-mine' : ''}`} data-testid="turn" data-mine={mine} data-seq={seq} data-over={outcome !== null}>
      <strong>{mine ? '▶ ' : outcome !== null ? '■ ' : '… '}{text}</strong>
      {seat === null ? <span className="muted"> · {t.spectating}</span> : <span className="muted"> · {t.yourSeat(place(seat))}</span>}
      {seat !== null && outcome === null && canAsk && !asked && (
        <button type="button" className="small" onClick={() => void Notification.requestPermission().finally(() => setAsked(true))}>
          {t.notify}
        </button>
      )}
      {refusal !== null && (
        <p role="alert" className="refusal">
          {t.refused}: {refusal}
        </p>
      )}
    </div>
  );
}

/** Reads each event aloud (screen readers), once, in order. */
export function LiveRegion(): JSX.Element {
  const lastEvents = useTable((s) => s.lastEvents);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="false" data-testid="live-region">
      {lastEvents.map((e, i) => (
        <p key={i}>{e.label}</p>
      ))}
    </div>
  );
}

/** The seats' clocks, ticking locally from the server's deadlines (only this panel re-renders each second). */
export function ClockPanel(): JSX.Element | null {
  const t = useT();
  const clocks = useTable((s) => s.clocks);
  const label = useSeatLabel();
  const [tick, setTick] = useState(() => now());
  const running = clocks?.seats.some((c) => c.running) ?? false;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setTick(now()), 1000);
    return () => clearInterval(id);
  }, [running]);
  countRender('clocks');
  if (clocks === null || clocks.config.kind === 'none') return null;
  return (
    <section aria-labelledby="clocks-h" className="panel clocks">
      <h2 id="clocks-h">{t.clocks}</h2>
      <ul>
        {clocks.seats.map((c) => {
          const left = c.running && c.deadline !== null ? c.deadline - tick : c.remainingMs;
          return (
            <li key={c.seat} className={c.running ? 'clock-running' : ''}>
              {label(c.seat)}: <span className="mono">{clockText(left)}</span>
              {c.running ? ` ⏱ ${t.running}` : ''}
              {c.out ? ` ⚠ ${t.outOfTime}` : ''}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
