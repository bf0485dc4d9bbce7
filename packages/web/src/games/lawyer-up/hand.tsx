import type { Action, Locale } from '@docket/engine';
import type { JSX } from 'react';
import type { LabelledAction } from '../../board';
import { sayer } from '../common/text';
import { FullCard } from './card';

/** The legal actions that name `id` as the card they play, discard, mark or pick. */
export function cardActions(id: string, legal: readonly LabelledAction[]): LabelledAction[] {
  return legal.filter((l) => {
    const a = l.action as { type: string; card?: unknown };
    return ['play', 'procedure', 'mulligan', 'discard', 'pick'].includes(a.type) && a.card === id;
  });
}

interface Props {
  readonly hand: readonly string[];
  readonly marked: readonly string[];
  readonly legal: readonly LabelledAction[];
  readonly act: (a: Action) => void;
  readonly locale: Locale;
}

/** Your hand, every card in full, each with the moves it allows now. */
export function Hand({ hand, marked, legal, act, locale }: Props): JSX.Element {
  const t = sayer(locale);
  return (
    <section className="dk-private" aria-labelledby="lu-hand-title">
      <h2 id="lu-hand-title">
        {t('Your hand', 'Votre main')} ({hand.length})
      </h2>
      <div className="lu-cards">
        {hand.map((id) => (
          <FullCard key={id} id={id} locale={locale}>
            <div className="dk-row">
              {cardActions(id, legal).map((l) => (
                <button key={l.action.type} type="button" onClick={() => act(l.action)}>
                  {l.label}
                </button>
              ))}
            </div>
          </FullCard>
        ))}
      </div>
      {marked.length > 0 ? (
        <>
          <h3>{t('Set aside for the mulligan', 'Écartées pour le mulligan')}</h3>
          <div className="lu-cards">
            {marked.map((id) => (
              <FullCard key={id} id={id} locale={locale} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
