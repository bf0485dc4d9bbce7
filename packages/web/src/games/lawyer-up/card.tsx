import type { Locale } from '@docket/engine';
import { card, type CardData } from '@docket/lawyer-up';
import type { JSX, ReactNode } from 'react';
import { sayer } from '../common/text';
import { SIDE_MARK, TYPE_TEXT, biasText } from './names';

function known(instance: string): CardData | null {
  try {
    return card(instance);
  } catch {
    return null;
  }
}

/**
 * A card in full: name, side, type and keywords, value(s) and biases (both ends of a witness), rules text.
 * `value` overrides the printed value (a card in an examination counts its current value).
 */
export function FullCard({ id, locale, value, children }: { readonly id: string; readonly locale: Locale; readonly value?: number; readonly children?: ReactNode }): JSX.Element {
  const t = sayer(locale);
  const c = known(id);
  if (c === null) return <span className="lu-card">{id}</span>;
  return (
    <article className={`lu-card lu-side-${c.side}`} data-card={id} aria-label={c.name[locale]}>
      <p className="lu-name">
        <span className="dk-tag">{SIDE_MARK[c.side]}</span> <strong>{c.name[locale]}</strong>
      </p>
      <p className="lu-type">
        {TYPE_TEXT[c.type]?.[locale] ?? c.type}
        {c.keywords.length > 0 ? ` — ${c.keywords.join(', ')}` : ''}
      </p>
      {c.type === 'Witness' ? (
        <p>
          {t('Primary', 'Principale')} {c.value.primary} ({c.biases.primary.map((b) => biasText(b, locale)).join(', ') || '—'}) · {t('secondary', 'secondaire')}{' '}
          {c.value.secondary} ({c.biases.secondary.map((b) => biasText(b, locale)).join(', ') || '—'})
        </p>
      ) : c.type === 'Strategy' ? null : (
        <p>
          {t('Value', 'Valeur')} {value ?? c.value}
          {value !== undefined && value !== c.value ? ` (${t('printed', 'imprimée')} ${c.value})` : ''} · {c.biases.map((b) => biasText(b, locale)).join(', ')}
        </p>
      )}
      {c.text[locale] !== '' ? <p className="lu-text">{c.text[locale]}</p> : null}
      {children}
    </article>
  );
}
