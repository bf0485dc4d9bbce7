import type { Action, Locale } from '@docket/engine';
import type { CardId, GavelAction } from '@docket/gavel';
import type { JSX } from 'react';
import type { LabelledAction } from '../../board';
import type { Offer } from '../common/actions';
import { sayer } from '../common/text';
import { CardFace } from './card';

/** The legal action that plays `card` from the hand now (proffer, discard, object, respond, Out of Order). */
export function cardOffer(card: CardId, legal: readonly LabelledAction[]): Offer<GavelAction> | undefined {
  for (const l of legal) {
    const a = l.action as GavelAction;
    if ((a.type === 'proffer' || a.type === 'discard' || a.type === 'object' || a.type === 'respond') && a.card === card) return { action: a, label: l.label };
    if (a.type === 'out-of-order' && card === 'out-of-order') return { action: a, label: l.label };
  }
  return undefined;
}

interface Props {
  readonly hand: readonly CardId[];
  readonly legal: readonly LabelledAction[];
  readonly act: (a: Action) => void;
  readonly locale: Locale;
}

/** Your hand: a card is a button when it can be played now. */
export function Hand({ hand, legal, act, locale }: Props): JSX.Element {
  const t = sayer(locale);
  return (
    <section className="dk-private" aria-labelledby="gv-hand-title">
      <h2 id="gv-hand-title">
        {t('Your hand', 'Votre main')} ({hand.length})
      </h2>
      <ul className="gv-cards">
        {hand.map((card, i) => {
          const o = cardOffer(card, legal);
          return (
            <li key={`${card}-${i}`}>
              {o === undefined ? (
                <span className="dk-card">
                  <CardFace card={card} locale={locale} />
                </span>
              ) : (
                <button type="button" className="dk-card" data-card={card} title={o.label} onClick={() => act(o.action)}>
                  <CardFace card={card} locale={locale} />
                  <span className="dk-sr"> — {o.label}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
