import type { Action, Locale } from '@docket/engine';
import type { CardId, TribunalAction } from '@docket/tribunal-1920';
import type { JSX } from 'react';
import type { LabelledAction } from '../../board';
import { offers } from '../common/actions';
import { sayer } from '../common/text';
import { CardFace } from './card';
import { cardLabel } from './names';

interface Props {
  readonly hand: readonly CardId[];
  readonly legal: readonly LabelledAction[];
  readonly act: (a: Action) => void;
  readonly locale: Locale;
  /** Cards chosen so far for a `show` (built one card at a time among the legal proofs). */
  readonly picked: readonly CardId[];
  readonly setPicked: (cards: CardId[]) => void;
}

/** Your hand: click a card to discard it, or to add it to the proof you show. */
export function Hand({ hand, legal, act, locale, picked, setPicked }: Props): JSX.Element {
  const t = sayer(locale);
  const discards = offers<TribunalAction, 'discard'>(legal, 'discard');
  const shows = offers<TribunalAction, 'show'>(legal, 'show');
  const fits = shows.filter((s) => picked.every((c) => s.action.cards.includes(c)));
  const exact = fits.find((s) => s.action.cards.length === picked.length);
  return (
    <section className="dk-private" aria-labelledby="tb-hand-title">
      <h2 id="tb-hand-title">
        {t('Your hand', 'Votre main')} ({hand.length})
      </h2>
      <ul className="tb-cards">
        {hand.map((card) => {
          const discard = discards.find((d) => d.action.card === card);
          const isPicked = picked.includes(card);
          const canPick = shows.length > 0 && (isPicked || fits.some((s) => s.action.cards.includes(card)));
          if (discard !== undefined) {
            return (
              <li key={card}>
                <button type="button" className="dk-card" title={discard.label} onClick={() => act(discard.action)}>
                  <CardFace card={card} locale={locale} />
                  <span className="dk-sr"> — {discard.label}</span>
                </button>
              </li>
            );
          }
          if (canPick) {
            return (
              <li key={card}>
                <button
                  type="button"
                  className="dk-card"
                  aria-pressed={isPicked}
                  onClick={() => setPicked(isPicked ? picked.filter((c) => c !== card) : [...picked, card])}
                >
                  <CardFace card={card} locale={locale} />
                  {isPicked ? <span className="dk-new">✓ {t('shown', 'montrée')}</span> : null}
                </button>
              </li>
            );
          }
          return (
            <li key={card} className="dk-card">
              <CardFace card={card} locale={locale} />
            </li>
          );
        })}
      </ul>
      {shows.length > 0 ? (
        <div className="tb-show" role="group" aria-label={t('Proof to show', 'Preuve à montrer')}>
          <p>
            {picked.length === 0
              ? t('Pick the cards to show, one by one.', 'Choisissez les cartes à montrer, une à une.')
              : `${t('Chosen:', 'Choisies :')} ${picked.map((c) => cardLabel(c, locale)).join(', ')}`}
          </p>
          <button type="button" disabled={exact === undefined} onClick={() => exact !== undefined && act(exact.action)}>
            {exact?.label ?? t('Show these cards', 'Montrer ces cartes')}
          </button>{' '}
          {picked.length > 0 ? (
            <button type="button" onClick={() => setPicked([])}>
              {t('Clear', 'Effacer')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
