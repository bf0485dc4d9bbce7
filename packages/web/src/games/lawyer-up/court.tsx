import type { Action, Locale } from '@docket/engine';
import { JUDGES, cardName, seatName, type LawyerUpAction, type LawyerUpView } from '@docket/lawyer-up';
import type { JSX } from 'react';
import type { LabelledAction } from '../../board';
import { offers } from '../common/actions';
import { NewMark } from '../common/changed';
import { sayer } from '../common/text';
import { FullCard } from './card';
import { SIDE_MARK } from './names';

interface Props {
  readonly view: LawyerUpView;
  readonly prev: LawyerUpView | undefined;
  readonly legal: readonly LabelledAction[];
  readonly act: (a: Action) => void;
  readonly locale: Locale;
}

/** The Judge and favour, the Witness on the stand (both ends), the key witnesses to call. */
export function Court({ view, prev, legal, act, locale }: Props): JSX.Element {
  const t = sayer(locale);
  const judge = JUDGES.find((j) => j.id === view.options.judge);
  const calls = offers<LawyerUpAction, 'call'>(legal, 'call');
  const stand = view.stand;
  const standChanged = prev !== undefined && prev.stand?.id !== stand?.id;
  const callable = [...view.keyWitnesses, ...view.held.flat().filter((w) => !view.keyWitnesses.includes(w))];
  return (
    <section aria-labelledby="lu-court-title">
      <h2 id="lu-court-title">{t('The court', 'La cour')}</h2>
      <p>
        ⚖ {judge?.name[locale] ?? view.options.judge} · {t("Judge's favour:", 'Faveur du Juge :')} {seatName(view.favour, locale)}
        <NewMark show={prev !== undefined && prev.favour !== view.favour} locale={locale} />
      </p>
      <h3>
        {t('On the stand', 'À la barre')}
        <NewMark show={standChanged} locale={locale} />
      </h3>
      {stand === null ? (
        <p>{t('No witness on the stand.', 'Aucun témoin à la barre.')}</p>
      ) : (
        <FullCard id={stand.id} locale={locale}>
          <p>
            {t('Primary end faces', 'Valeur principale vers')} {SIDE_MARK[stand.facing]} {seatName(stand.facing === 'P' ? 0 : 1, locale)}
            {stand.discredited.map((d, s) => (d ? ` · ${t('discredited for', 'discrédité pour')} ${seatName(s, locale)}` : '')).join('')}
          </p>
        </FullCard>
      )}
      <h3>{t('Key witnesses', 'Témoins clés')}</h3>
      <div className="lu-cards">
        {callable.length === 0 ? <p>—</p> : null}
        {callable.map((w) => {
          const o = calls.find((c) => c.action.witness === w);
          return (
            <FullCard key={w} id={w} locale={locale}>
              {o !== undefined ? (
                <button type="button" onClick={() => act(o.action)}>
                  {o.label}
                </button>
              ) : null}
            </FullCard>
          );
        })}
      </div>
      <p>
        {t('Witness deck:', 'Pioche des témoins :')} {view.witnessDeck.map((w) => cardName(w, locale)).join(', ') || '—'} · {t('Buried Evidence:', 'Preuves enterrées :')}{' '}
        {view.buriedCount}
      </p>
    </section>
  );
}
