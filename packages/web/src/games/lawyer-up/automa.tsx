import type { Locale } from '@docket/engine';
import { useState, type JSX } from 'react';
import { sayer } from '../common/text';

/**
 * The Automa's turn, one step at a time: its moves arrive together with the person's, so the table lets the
 * person walk through them (or show them all) instead of seeing only the result.
 */
export function AutomaSteps({ events, locale }: { readonly events: readonly { readonly type: string; readonly label: string }[]; readonly locale: Locale }): JSX.Element | null {
  const t = sayer(locale);
  const [shown, setShown] = useState(1);
  const [seen, setSeen] = useState(events);
  if (seen !== events) {
    setSeen(events);
    setShown(1);
  }
  if (!events.some((e) => e.type.startsWith('automa-'))) return null;
  const n = Math.min(shown, events.length);
  return (
    <section className="lu-automa dk-changed" aria-labelledby="lu-automa-title">
      <h2 id="lu-automa-title">
        {t('The Automa’s turn', 'Le tour de l’Automa')} — {t('step', 'étape')} {n}/{events.length}
      </h2>
      <ol>
        {events.slice(0, n).map((e, i) => (
          <li key={i} data-event={e.type}>
            {e.label}
          </li>
        ))}
      </ol>
      <div className="dk-row">
        <button type="button" disabled={n <= 1} onClick={() => setShown(n - 1)}>
          {t('Previous step', 'Étape précédente')}
        </button>
        <button type="button" disabled={n >= events.length} onClick={() => setShown(n + 1)}>
          {t('Next step', 'Étape suivante')}
        </button>
        <button type="button" disabled={n >= events.length} onClick={() => setShown(events.length)}>
          {t('Show all', 'Tout montrer')}
        </button>
      </div>
    </section>
  );
}
