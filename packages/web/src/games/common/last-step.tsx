import type { Locale } from '@docket/engine';
import type { JSX } from 'react';
import { sayer } from './text';

interface Props {
  readonly events: readonly { readonly type: string; readonly label: string }[];
  readonly locale: Locale;
  readonly title?: string;
}

/** What the last step did, in the games' own words, in order (marked, not only coloured). */
export function LastStep({ events, locale, title }: Props): JSX.Element | null {
  const t = sayer(locale);
  if (events.length === 0) return null;
  return (
    <section className="dk-last" aria-label={title ?? t('Last step', 'Dernier coup')}>
      <h2>{title ?? t('Last step', 'Dernier coup')}</h2>
      <ol>
        {events.map((e, i) => (
          <li key={i} data-event={e.type}>
            {e.label}
          </li>
        ))}
      </ol>
    </section>
  );
}
