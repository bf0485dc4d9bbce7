import type { Locale } from '@docket/engine';
import { DISTRICT_NAMES, SYMBOL_NAMES, type CardId } from '@docket/tribunal-1920';
import type { JSX } from 'react';
import { SYMBOL_LETTER, cardParts } from './names';

/** An Evidence card's face: symbol letter and name, district code and name. */
export function CardFace({ card, locale }: { readonly card: CardId; readonly locale: Locale }): JSX.Element {
  const { symbol, district } = cardParts(card);
  return (
    <span className={`tb-card tb-d-${district}`}>
      <span className="dk-tag">
        {SYMBOL_LETTER[symbol]}·{district}
      </span>{' '}
      <span>{SYMBOL_NAMES[symbol][locale]}</span> <span className="tb-small">{DISTRICT_NAMES[district]}</span>
    </span>
  );
}

export function CardRow({ cards, locale, label }: { readonly cards: readonly CardId[]; readonly locale: Locale; readonly label: string }): JSX.Element {
  return (
    <ul className="tb-cards" aria-label={label}>
      {cards.map((c, i) => (
        <li key={`${c}-${i}`}>
          <CardFace card={c} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
