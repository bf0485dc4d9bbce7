import type { Seat } from '@docket/engine';
import { seatName, type LawyerUpAction, type LawyerUpView } from '@docket/lawyer-up';
import type { JSX } from 'react';
import type { Board, BoardProps, SeatNamer } from '../../board';
import { actionKey, offers } from '../common/actions';
import { usePrevious } from '../common/changed';
import { LastStep } from '../common/last-step';
import { sayer } from '../common/text';
import '../common/board.css';
import './lawyer-up.css';
import { AutomaSteps } from './automa';
import { FullCard } from './card';
import { Court } from './court';
import { Draft } from './draft';
import { Hand } from './hand';
import { Jury } from './jury';
import { prompt } from './prompt';
import { Sides } from './sides';

export { AutomaSteps } from './automa';
export { FullCard } from './card';
export { Court } from './court';
export { Draft } from './draft';
export { Hand, cardActions } from './hand';
export { Jury } from './jury';
export { Sides } from './sides';

/** Decisions that name no card, juror or witness: buttons beside the prompt. */
const PLAIN: readonly LawyerUpAction['type'][] = ['keep', 'sidebar', 'pass', 'object', 'allow', 'orient', 'first', 'done'];

/** The Lawyer Up table, drawn from one seat's view. */
export function LawyerUpBoard({ view, viewer, legal, act, locale, lastEvents }: BoardProps<LawyerUpView>): JSX.Element {
  const t = sayer(locale);
  const prev = usePrevious(view);
  const me: Seat | null = viewer === 'spectator' ? null : viewer;
  const p = view.pending;
  const plain = legal.filter((l) => PLAIN.includes(l.action.type as LawyerUpAction['type']));
  const strategies = offers<LawyerUpAction, 'strategy'>(legal, 'strategy');
  // A card picked from the hand is picked on the hand itself; the panel shows the picks from elsewhere.
  const picks = offers<LawyerUpAction, 'pick'>(legal, 'pick').filter((o) => !(view.hand ?? []).includes(o.action.card));
  const mine = p.step !== 'over' && p.step !== 'draft' && p.step !== 'strategy' && p.seat === me;
  return (
    <div className="dk-board lu-board" data-game="lawyer-up">
      <header>
        <h2>
          Lawyer Up — {t('Case', 'Affaire')} {view.options.case}
          {view.options.solo !== undefined ? ` — ${t('solo against the Automa', 'en solo contre l’Automa')}` : ''}
        </h2>
        <p>
          {t('You:', 'Vous :')} {me === null ? t('spectator', 'spectateur') : seatName(me, locale)}
        </p>
        <p className="dk-turn">
          {prompt(view, locale)}
          {mine || legal.length > 0 ? ` ${t('(your turn)', '(à vous)')}` : ''}
        </p>
        {plain.length > 0 ? (
          <div className="dk-row" role="group" aria-label={t('Decide', 'Décider')}>
            {plain.map((l) => (
              <button key={actionKey(l.action)} type="button" onClick={() => act(l.action)}>
                {l.label}
              </button>
            ))}
          </div>
        ) : null}
      </header>
      <AutomaSteps events={lastEvents} locale={locale} />
      {p.step === 'objection' ? (
        <section aria-label={t('Under objection', 'Sous objection')}>
          <h2>{t('Under objection', 'Sous objection')}</h2>
          <FullCard id={p.card} locale={locale} />
        </section>
      ) : null}
      {strategies.length > 0 ? (
        <section className="dk-private" aria-label={t('Choose your strategy', 'Choisissez votre stratégie')}>
          <h2>{t('Choose your strategy', 'Choisissez votre stratégie')}</h2>
          <div className="lu-cards">
            {strategies.map((s) => (
              <FullCard key={s.action.strategy} id={s.action.strategy} locale={locale}>
                <button type="button" onClick={() => act(s.action)}>
                  {s.label}
                </button>
              </FullCard>
            ))}
          </div>
        </section>
      ) : null}
      {p.step === 'draft' ? <Draft key={(view.draftHand ?? []).join()} legal={legal} act={act} locale={locale} /> : null}
      {picks.length > 0 ? (
        <section aria-label={t('Choose a card', 'Choisissez une carte')}>
          <h2>{t('Choose a card', 'Choisissez une carte')}</h2>
          <div className="lu-cards">
            {picks.map((o) => (
              <FullCard key={o.action.card} id={o.action.card} locale={locale}>
                <button type="button" onClick={() => act(o.action)}>
                  {o.label}
                </button>
              </FullCard>
            ))}
          </div>
        </section>
      ) : null}
      {view.hand !== null ? <Hand hand={view.hand} marked={view.mulligan ?? []} legal={legal} act={act} locale={locale} /> : null}
      <Court view={view} prev={prev} legal={legal} act={act} locale={locale} />
      <Jury view={view} prev={prev} legal={legal} act={act} locale={locale} />
      <Sides view={view} prev={prev} me={me} legal={legal} act={act} locale={locale} />
      <LastStep events={lastEvents} locale={locale} />
    </div>
  );
}

const board: Board<LawyerUpView> = LawyerUpBoard;
export default board;

/** The game's word for a seat, for the table's side panels. */
export const seatNamer: SeatNamer = seatName;
