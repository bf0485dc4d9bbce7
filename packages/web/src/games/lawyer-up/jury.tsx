import type { Action, Locale } from '@docket/engine';
import type { LawyerUpAction, LawyerUpView } from '@docket/lawyer-up';
import type { JSX } from 'react';
import type { LabelledAction } from '../../board';
import { offers } from '../common/actions';
import { NewMark, changedClass } from '../common/changed';
import { sayer } from '../common/text';
import { biasText } from './names';

interface Props {
  readonly view: LawyerUpView;
  readonly prev: LawyerUpView | undefined;
  readonly legal: readonly LabelledAction[];
  readonly act: (a: Action) => void;
  readonly locale: Locale;
}

/** The twelve jurors: skepticism, bias, where the token stands (P-far … D-far), locks; click one to move it. */
export function Jury({ view, prev, legal, act, locale }: Props): JSX.Element {
  const t = sayer(locale);
  const locks = view.options.case === '01';
  const moves = offers<LawyerUpAction, 'juror'>(legal, 'juror');
  const spaces = [t('P far', 'A loin'), t('P near', 'A près'), t('D near', 'D près'), t('D far', 'D loin')];
  const count = [0, 0];
  for (const j of view.jurors) count[j.space <= 1 ? 0 : 1]! += 1;
  return (
    <section aria-labelledby="lu-jury-title">
      <h2 id="lu-jury-title">
        {t('Jury', 'Jury')} — ▲P {count[0]} · ▼D {count[1]}
      </h2>
      <ol className="lu-jurors">
        {view.jurors.map((j, i) => {
          const locked = locks && j.space === 0;
          const changed = prev !== undefined && prev.jurors[i]?.space !== j.space;
          const move = moves.find((m) => m.action.juror === i);
          const body = (
            <>
              <span className="lu-juror-head">
                #{i + 1} · {t('skepticism', 'scepticisme')} {j.skepticism} · {biasText(j.bias, locale)}
              </span>
              <span className="lu-spaces" aria-label={t('position', 'position')}>
                {spaces.map((name, k) => (
                  <span key={k} className={`lu-space${k === j.space ? ' lu-here' : ''}`}>
                    {k === j.space ? (locked ? '◼' : '●') : '·'}
                    <span className="dk-sr">{k === j.space ? ` ${name}` : ''}</span>
                  </span>
                ))}
              </span>
              <span>
                {spaces[j.space]}
                {locked ? ` — ${t('locked', 'verrouillé')}` : ''}
              </span>
              <NewMark show={changed} locale={locale} />
            </>
          );
          return (
            <li key={i} data-juror={i} className={changedClass(changed, 'lu-juror')}>
              {move === undefined ? (
                body
              ) : (
                <button type="button" onClick={() => act(move.action)} title={move.label}>
                  {body}
                  <span className="dk-sr"> — {move.label}</span>
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
