import type { Action, Locale } from '@docket/engine';
import { DISTRICTS, DISTRICT_EFFECTS, DISTRICT_NAMES, tribunal1920, type District, type TribunalAction, type TribunalView } from '@docket/tribunal-1920';
import type { JSX } from 'react';
import type { LabelledAction } from '../../board';
import { offers, type Offer } from '../common/actions';
import { NewMark, changedClass } from '../common/changed';
import { sayer } from '../common/text';
import { Pawn } from './grid';
import { claimed } from './names';

interface Props {
  readonly view: TribunalView;
  readonly prev: TribunalView | undefined;
  readonly legal: readonly LabelledAction[];
  readonly act: (a: Action) => void;
  readonly locale: Locale;
}

function districtOffer(d: District, legal: readonly LabelledAction[]): Offer<TribunalAction> | undefined {
  return (
    offers<TribunalAction, 'claim'>(legal, 'claim').find((o) => o.action.slot === d) ??
    offers<TribunalAction, 'place'>(legal, 'place').find((o) => o.action.slot === d) ??
    offers<TribunalAction, 'investigate'>(legal, 'investigate').find((o) => o.action.district === d)
  );
}

/** An action's label with the game's own full text (what the district asks, whether the hand proves it). */
function full(o: Offer<TribunalAction>, view: TribunalView, locale: Locale): string {
  return [o.label, tribunal1920.explain?.(o.action, view, locale)].filter(Boolean).join(' — ');
}

/** The district column, highest first: each district's code, effect, plea pawn and investigator. */
export function Districts({ view, prev, legal, act, locale }: Props): JSX.Element {
  const t = sayer(locale);
  return (
    <section aria-labelledby="tb-districts-title">
      <h2 id="tb-districts-title">{t('Districts', 'Districts')}</h2>
      <ol className="tb-districts">
        {DISTRICTS.map((d, i) => {
          const pawn = view.districts[i] ?? null;
          const inv = view.investigators[i] ?? null;
          const changed = prev !== undefined && (prev.districts[i] !== pawn || prev.investigators[i] !== inv);
          const body = (
            <>
              <span className="dk-tag">{d}</span> <strong>{DISTRICT_NAMES[d]}</strong>{' '}
              <span className="tb-small">
                ({DISTRICT_EFFECTS[d].name[locale]}
                {t(': ', ' : ')}
                {DISTRICT_EFFECTS[d].summary[locale]})
              </span>
              {claimed(view) === d ? <span className="tb-claimed">⚑ {t('claimed', 'plaidé')}</span> : null}
              <span className="tb-occupant">
                {pawn === null ? <span className="tb-free">{t('free', 'libre')}</span> : <Pawn seat={pawn} locale={locale} />}
                {inv !== null ? (
                  <span className="tb-investigator">
                    {t('investigator', 'Enquêteur')} <Pawn seat={inv} locale={locale} />
                  </span>
                ) : null}
              </span>
              <NewMark show={changed} locale={locale} />
            </>
          );
          const o = districtOffer(d, legal);
          return (
            <li key={d} data-district={d} className={changedClass(changed, `tb-district tb-d-${d}`)}>
              {o === undefined ? (
                body
              ) : (
                <button type="button" title={full(o, view, locale)} onClick={() => act(o.action)}>
                  {body}
                  <span className="dk-sr"> — {full(o, view, locale)}</span>
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
