import type { Action, Locale } from '@docket/engine';
import type { LawyerUpAction } from '@docket/lawyer-up';
import { useState, type JSX } from 'react';
import type { LabelledAction } from '../../board';
import { offers } from '../common/actions';
import { sayer } from '../common/text';
import { FullCard } from './card';

/**
 * Discovery, one card at a time: the card for the Prosecution's deck, then for the Defense's, the last one
 * buried. Each step offers the cards some legal order still allows; the full order is then confirmed.
 */
export function Draft({ legal, act, locale }: { readonly legal: readonly LabelledAction[]; readonly act: (a: Action) => void; readonly locale: Locale }): JSX.Element | null {
  const t = sayer(locale);
  const orders = offers<LawyerUpAction, 'draft'>(legal, 'draft');
  const [chosen, setChosen] = useState<string[]>([]);
  if (orders.length === 0) return null;
  const fits = orders.filter((o) => chosen.every((c, i) => o.action.order[i] === c));
  const size = orders[0]?.action.order.length ?? 0;
  const exact = fits.find((o) => o.action.order.length === chosen.length);
  const next = [...new Set(fits.map((o) => o.action.order[chosen.length]).filter((x): x is string => x !== undefined))];
  const places = [t('the Prosecution’s deck', 'la pioche de l’Accusation'), t('the Defense’s deck', 'la pioche de la Défense'), t('the Buried Evidence', 'les Preuves enterrées')];
  return (
    <section className="dk-private lu-draft" aria-labelledby="lu-draft-title">
      <h2 id="lu-draft-title">{t('Discovery', 'Communication des pièces')}</h2>
      <ol>
        {chosen.map((c, i) => (
          <li key={c}>
            {places[i]}: <FullCard id={c} locale={locale} />
          </li>
        ))}
      </ol>
      {exact === undefined ? (
        <>
          <p>
            {t('Choose the card for', 'Choisissez la carte pour')} {places[chosen.length]} ({chosen.length + 1}/{size})
          </p>
          <div className="lu-cards">
            {next.map((c) => (
              <FullCard key={c} id={c} locale={locale}>
                <button type="button" data-draft={c} onClick={() => setChosen([...chosen, c])}>
                  {t('Send there', 'Envoyer là')}
                </button>
              </FullCard>
            ))}
          </div>
        </>
      ) : (
        <button type="button" onClick={() => act(exact.action)}>
          {exact.label}
        </button>
      )}
      {chosen.length > 0 ? (
        <button type="button" onClick={() => setChosen([])}>
          {t('Start again', 'Recommencer')}
        </button>
      ) : null}
    </section>
  );
}
