import type { Action, Locale, Seat } from '@docket/engine';
import { cardName, seatName, type LawyerUpAction, type LawyerUpView } from '@docket/lawyer-up';
import type { JSX } from 'react';
import type { LabelledAction } from '../../board';
import { offers } from '../common/actions';
import { NewMark, changedClass } from '../common/changed';
import { sayer } from '../common/text';
import { FullCard } from './card';
import { SIDE_MARK, sideLetter } from './names';

interface Props {
  readonly view: LawyerUpView;
  readonly prev: LawyerUpView | undefined;
  readonly me: Seat | null;
  readonly legal: readonly LabelledAction[];
  readonly act: (a: Action) => void;
  readonly locale: Locale;
}

/** Both cases side by side: Influence, tokens, examination, procedures, strategy, witnesses won. */
export function Sides({ view, prev, me, legal, act, locale }: Props): JSX.Element {
  const t = sayer(locale);
  const automa = view.options.solo === undefined ? null : view.options.solo === 'P' ? 0 : 1;
  const activations = offers<LawyerUpAction, 'activate'>(legal, 'activate');
  const strategies = [view.options.prosecutionStrategy ?? view.options.strategy, view.options.defenseStrategy ?? view.options.strategy];
  return (
    <div className="lu-sides">
      {([0, 1] as Seat[]).map((s) => {
        const changed = prev !== undefined && prev.influence[s] !== view.influence[s];
        const strategy = strategies[s];
        return (
          <section key={s} data-side={s} className={`lu-side lu-side-${sideLetter(s)}`} aria-labelledby={`lu-side-${s}`}>
            <h2 id={`lu-side-${s}`}>
              <span className="dk-tag">{SIDE_MARK[sideLetter(s)]}</span> {seatName(s, locale)}
              {s === me ? ` (${t('you', 'vous')})` : ''}
              {automa === s ? ' (Automa)' : ''}
              {view.favour === s ? ` ⚖ ${t("Judge's favour", 'faveur du Juge')}` : ''}
            </h2>
            <p className={changedClass(changed, 'lu-influence')}>
              {t('Influence', 'Influence')} <strong>{view.influence[s]}</strong>
              <NewMark show={changed} locale={locale} />
              {view.passed[s] ? ` · ${t('passed', 'a passé')}` : ''}
            </p>
            <p>
              {t('Objections', 'Objections')} {view.objections[s]}/3 · {t('sidebar', 'aparté')} {view.sidebar[s] ? t('ready', 'prêt') : t('used', 'utilisé')} ·{' '}
              {t('deck', 'pioche')} {view.deckCounts[s]} · {t('hand', 'main')} {view.handCounts[s]} · {t('discard', 'défausse')} {view.discards[s]?.length ?? 0}
            </p>
            {strategy !== undefined ? (
              <p>
                {t('Strategy:', 'Stratégie :')} {cardName(strategy, locale)}
              </p>
            ) : null}
            <p>
              {t('Witnesses won:', 'Témoins gagnés :')} {(view.claimed[s] ?? []).map((w) => cardName(w, locale)).join(', ') || '—'}
            </p>
            {(view.held[s] ?? []).length > 0 ? (
              <p>
                {t('Holds:', 'Garde :')} {(view.held[s] ?? []).map((w) => cardName(w, locale)).join(', ')}
              </p>
            ) : null}
            <h3>{t('Examination', 'Examen')}</h3>
            <div className="lu-cards">
              {(view.exams[s] ?? []).length === 0 ? <p>—</p> : null}
              {(view.exams[s] ?? []).map((e, i) => {
                const before = prev?.exams[s]?.find((x) => x.card === e.card);
                const fresh = prev !== undefined && (before === undefined || before.value !== e.value);
                return (
                  <div key={`${e.card}-${i}`} className={changedClass(fresh)}>
                    <FullCard id={e.card} locale={locale} value={e.value}>
                      <NewMark show={fresh} locale={locale} />
                    </FullCard>
                  </div>
                );
              })}
            </div>
            <h3>{t('Procedures', 'Procédures')}</h3>
            <div className="lu-cards">
              {(view.procedures[s] ?? []).length === 0 ? <p>—</p> : null}
              {(view.procedures[s] ?? []).map((id) => {
                const o = activations.find((a) => a.action.card === id);
                return (
                  <FullCard key={id} id={id} locale={locale}>
                    {view.fresh.includes(id) ? <p>{t('Just played: not active yet', 'Tout juste posée : pas encore active')}</p> : null}
                    {o !== undefined ? (
                      <button type="button" onClick={() => act(o.action)}>
                        {o.label}
                      </button>
                    ) : null}
                  </FullCard>
                );
              })}
            </div>
            {(view.discards[s] ?? []).length > 0 ? (
              <details>
                <summary>{t('Discard pile', 'Défausse')}</summary>
                <ul>
                  {(view.discards[s] ?? []).map((id, i) => (
                    <li key={`${id}-${i}`}>{cardName(id, locale)}</li>
                  ))}
                </ul>
              </details>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
