import type { Locale } from '@docket/engine';
import { COLOUR_NAMES, FACTS, cardName, type CardId, type Colour } from '@docket/gavel';
import type { JSX } from 'react';

const LETTER: Readonly<Record<Colour, string>> = { red: 'R', blue: 'B', green: 'G', yellow: 'Y', purple: 'P', orange: 'O' };
/** A shape per kind of card, so a card reads without its colour: evidence ◆, attack ⚔, response ↩, Out of Order ⊘. */
const SHAPE = { evidence: '◆', attack: '⚔', response: '↩', 'out-of-order': '⊘' } as const;

/** A short tag: the colour's letter and the weight, or the kind's shape (◆R2, ⚔R, ↩R, ⊘). */
export function cardTag(card: CardId): string {
  const f = FACTS[card];
  if (f.kind === 'out-of-order') return SHAPE['out-of-order'];
  if (f.kind === 'evidence') return `${SHAPE.evidence}${LETTER[f.colour]}${f.weight}`;
  return `${SHAPE[f.kind]}${LETTER[f.colour]}`;
}

export function CardFace({ card, locale }: { readonly card: CardId; readonly locale: Locale }): JSX.Element {
  const f = FACTS[card];
  const colour = f.kind === 'out-of-order' ? 'none' : f.colour;
  return (
    <span className={`gv-card gv-c-${colour}`} title={f.kind === 'out-of-order' ? undefined : COLOUR_NAMES[f.colour][locale]}>
      <span className="dk-tag" aria-hidden="true">
        {cardTag(card)}
      </span>{' '}
      <span>{cardName(card, locale)}</span>
    </span>
  );
}

export function CardRow({ cards, locale, label }: { readonly cards: readonly CardId[]; readonly locale: Locale; readonly label: string }): JSX.Element {
  return (
    <ul className="gv-cards" aria-label={label}>
      {cards.map((c, i) => (
        <li key={`${c}-${i}`}>
          <CardFace card={c} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
