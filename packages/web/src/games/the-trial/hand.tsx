import type { Action, Locale } from '@docket/engine';
import type { Kind, TrialAction } from '@docket/the-trial';
import { useState, type JSX } from 'react';
import type { LabelledAction } from '../../board';
import { offers } from '../common/actions';
import { sayer } from '../common/text';
import { KindFace } from './card';
import { seatCaller, type SeatCaller } from './names';

interface Props {
  readonly title: string;
  readonly cards: readonly Kind[];
  readonly legal: readonly LabelledAction[];
  readonly act: (a: Action) => void;
  readonly locale: Locale;
  /** How a seat is called (its person's name where known); the game's word by default. */
  readonly name?: SeatCaller;
}

/** The one-step action that plays `card` from this zone now: file, discard onto the pile, or over the limit. */
function direct(card: Kind, legal: readonly LabelledAction[]): { action: TrialAction; label: string } | undefined {
  for (const l of legal) {
    const a = l.action as TrialAction;
    if ((a.type === 'file' || a.type === 'discard' || a.type === 'excess') && a.card === card) return { action: a, label: l.label };
  }
  return undefined;
}

/**
 * Cards in the viewer's hand or held this turn. A card is a button when it can be played: at once (file,
 * discard, excess), or in two steps for a gift (the card, then the lawyer).
 */
export function TrialHand({ title, cards, legal, act, locale, name = seatCaller(locale) }: Props): JSX.Element {
  const t = sayer(locale);
  const gives = offers<TrialAction, 'give'>(legal, 'give');
  const [giving, setGiving] = useState<Kind | null>(null);
  const to = gives.filter((g) => g.action.card === giving);
  return (
    <section className="dk-private" aria-label={title}>
      <h2>
        {title} ({cards.length})
      </h2>
      <ul className="tr-cards">
        {cards.map((card, i) => {
          const d = direct(card, legal);
          const canGive = gives.some((g) => g.action.card === card);
          if (d === undefined && !canGive) {
            return (
              <li key={i}>
                <KindFace card={card} locale={locale} />
              </li>
            );
          }
          return (
            <li key={i}>
              <button
                type="button"
                className="dk-card"
                data-card={card}
                aria-pressed={d === undefined ? giving === card : undefined}
                title={d?.label}
                onClick={() => (d !== undefined ? act(d.action) : setGiving(giving === card ? null : card))}
              >
                <KindFace card={card} locale={locale} />
                {d !== undefined ? <span className="dk-sr"> — {d.label}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {giving !== null ? (
        <div className="dk-row" role="group" aria-label={t('Give to', 'Donner à')}>
          {to.map((g) => (
            <button key={g.action.lawyer} type="button" onClick={() => act(g.action)}>
              {g.label}
            </button>
          ))}
          <button type="button" onClick={() => setGiving(null)}>
            {t('Cancel', 'Annuler')}
          </button>
        </div>
      ) : gives.length > 0 ? (
        <p>{t('Choose a card to give, then the lawyer.', 'Choisissez une carte à donner, puis l’avocat.')}</p>
      ) : null}
      {gives.length > 0 && giving === null ? (
        <p className="tr-small">
          {t('Still to give:', 'Reste à donner :')}{' '}
          {[...new Set(gives.map((g) => g.action.lawyer))].map(name).join(', ')}
        </p>
      ) : null}
    </section>
  );
}
