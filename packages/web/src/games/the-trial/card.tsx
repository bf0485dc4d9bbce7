import type { Locale } from '@docket/engine';
import { SIDE_OF, type Kind } from '@docket/the-trial';
import type { JSX } from 'react';
import { sayer } from '../common/text';
import { kindTag, kindText } from './names';

/** A card face, or its back when the viewer has not seen it. */
export function KindFace({ card, locale }: { readonly card: Kind | null; readonly locale: Locale }): JSX.Element {
  if (card === null) return <span className="tr-card tr-back">▩ {sayer(locale)('face down', 'face cachée')}</span>;
  return (
    <span className={`tr-card tr-${SIDE_OF[card]}`}>
      <span className="dk-tag">{kindTag(card)}</span> {kindText(card, locale)}
    </span>
  );
}

export function KindRow({ cards, locale, label }: { readonly cards: readonly (Kind | null)[]; readonly locale: Locale; readonly label: string }): JSX.Element {
  return (
    <ul className="tr-cards" aria-label={label}>
      {cards.map((c, i) => (
        <li key={i}>
          <KindFace card={c} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
