import type { Action, Locale } from '@docket/engine';
import type { JSX } from 'react';
import type { LabelledAction } from '../../board';
import { actionKey } from './actions';
import { sayer } from './text';

interface Props {
  readonly legal: readonly LabelledAction[];
  readonly act: (action: Action) => void;
  readonly locale: Locale;
}

/**
 * Every legal action as a button with the game's own label: the fallback that keeps each one reachable by
 * keyboard and screen reader, whatever the table draws.
 */
export function ActionList({ legal, act, locale }: Props): JSX.Element {
  const t = sayer(locale);
  return (
    <section className="dk-actions" aria-labelledby="dk-actions-title">
      <h2 id="dk-actions-title">{t('Your moves', 'Vos coups')}</h2>
      {legal.length === 0 ? (
        <p>{t('Nothing to decide now.', 'Rien à décider pour l’instant.')}</p>
      ) : (
        <ul>
          {legal.map((l) => (
            <li key={actionKey(l.action)}>
              <button type="button" onClick={() => act(l.action)}>
                {l.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
