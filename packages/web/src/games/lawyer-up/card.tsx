import type { Locale } from '@docket/engine';
import { card, cardFacts, type CardData } from '@docket/lawyer-up';
import type { JSX, ReactNode } from 'react';
import { sayer } from '../common/text';
import { SIDE_MARK } from './names';

function known(instance: string): CardData | null {
  try {
    return card(instance);
  } catch {
    return null;
  }
}

/**
 * A card in full, in the game's own words (`cardFacts`: type, colour, value(s), biases of both ends of a witness)
 * and its printed text. `value` is the current value of a card in an examination, when it differs.
 */
export function FullCard({ id, locale, value, children }: { readonly id: string; readonly locale: Locale; readonly value?: number; readonly children?: ReactNode }): JSX.Element {
  const t = sayer(locale);
  const c = known(id);
  if (c === null) return <span className="lu-card">{id}</span>;
  const printed = c.type === 'Witness' || c.type === 'Strategy' ? null : c.value;
  return (
    <article className={`lu-card lu-side-${c.side}`} data-card={id} aria-label={c.name[locale]}>
      <p className="lu-name">
        <span className="dk-tag">{SIDE_MARK[c.side]}</span> <strong>{c.name[locale]}</strong>
      </p>
      <p className="lu-type">{cardFacts(c, locale)}</p>
      {value !== undefined && value !== printed ? (
        <p>
          <strong>
            {t('Current value', 'Valeur actuelle')} {value}
          </strong>
        </p>
      ) : null}
      {c.text[locale] !== '' ? <p className="lu-text">{c.text[locale]}</p> : null}
      {children}
    </article>
  );
}
