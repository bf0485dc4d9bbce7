import { HEARINGS_TO_WIN, type CardId, type GridSlot, type Side, type TribunalAction, type TribunalView } from '@docket/tribunal-1920';
import { useState, type JSX } from 'react';
import type { Board, BoardProps, SeatNamer } from '../../board';
import { offer } from '../common/actions';
import { NewMark, usePrevious } from '../common/changed';
import { LastStep } from '../common/last-step';
import { sayer } from '../common/text';
import '../common/board.css';
import './tribunal.css';
import { CardRow } from './card';
import { Districts } from './districts';
import { Grid, Pawn } from './grid';
import { Hand } from './hand';
import { prompt, seatName } from './names';

export { CardFace, CardRow } from './card';
export { Districts } from './districts';
export { Grid } from './grid';
export { Hand } from './hand';

/** The Tribunal 1920 table, drawn from one seat's view. */
export function TribunalBoard({ view, viewer, legal, act, locale, lastEvents }: BoardProps<TribunalView>): JSX.Element {
  const t = sayer(locale);
  const prev = usePrevious(view);
  const [moveFrom, setMoveFrom] = useState<GridSlot | null>(null);
  const [picked, setPicked] = useState<CardId[]>([]);
  // A new view starts every partial choice afresh.
  const [seen, setSeen] = useState(view);
  if (seen !== view) {
    setSeen(view);
    setMoveFrom(null);
    setPicked([]);
  }
  const p = view.pending;
  const me = viewer === 0 || viewer === 1 ? viewer : null;
  const ok = offer<TribunalAction, 'ok'>(legal, 'ok');
  const objection = offer<TribunalAction, 'object'>(legal, 'object');
  const pass = offer<TribunalAction, 'pass'>(legal, 'pass');
  const confess = offer<TribunalAction, 'confess'>(legal, 'confess');
  const shown = lastEvents.filter((e) => e.type === 'show');
  return (
    <div className="dk-board tb-board" data-game="tribunal-1920">
      <header>
        <h2>
          Tribunal 1920 — {t('Hearing', 'Audience')} {view.hearing}
        </h2>
        <p>
          {t('You:', 'Vous :')} {me === null ? t('spectator', 'spectateur') : <Pawn seat={me} locale={locale} />}
          {me !== null ? ` ${seatName(me, locale)}` : null}
        </p>
        <p className="dk-turn">
          {p.step === 'over' ? prompt('over', '', t) : prompt(p.step, seatName(p.seat, locale), t)}
          {p.step !== 'over' && p.seat === me ? ` ${t('(your turn)', '(à vous)')}` : null}
        </p>
        {p.step === 'answer' || p.step === 'prove' ? <p>{t(`Claim on ${p.slot}.`, `Plaidoirie sur ${p.slot}.`)}</p> : null}
      </header>
      {ok !== undefined || objection !== undefined || pass !== undefined || confess !== undefined ? (
        <div className="dk-row tb-answer" role="group" aria-label={t('Answer', 'Réponse')}>
          {ok !== undefined ? <button type="button" onClick={() => act(ok.action)}>{ok.label}</button> : null}
          {objection !== undefined ? <button type="button" onClick={() => act(objection.action)}>{objection.label}</button> : null}
          {pass !== undefined ? <button type="button" onClick={() => act(pass.action)}>{pass.label}</button> : null}
          {confess !== undefined ? <button type="button" onClick={() => act(confess.action)}>{confess.label}</button> : null}
        </div>
      ) : null}
      {shown.length > 0 ? (
        <section className="tb-proof dk-changed" aria-label={t('Proof shown', 'Preuve montrée')}>
          <h2>{t('Proof shown', 'Preuve montrée')}</h2>
          {shown.map((e, i) => (
            <p key={i}>{e.label}</p>
          ))}
        </section>
      ) : null}
      <div className="tb-court">
        <Grid view={view} prev={prev} legal={legal} act={act} locale={locale} moveFrom={moveFrom} setMoveFrom={setMoveFrom} />
        <Districts view={view} prev={prev} legal={legal} act={act} locale={locale} />
      </div>
      {view.hand !== null ? <Hand hand={view.hand} legal={legal} act={act} locale={locale} picked={picked} setPicked={setPicked} /> : null}
      <section aria-labelledby="tb-players-title">
        <h2 id="tb-players-title">{t('Players', 'Joueurs')}</h2>
        <ul>
          {([0, 1] as Side[]).map((s) => (
            <li key={s} data-seat={s}>
              <Pawn seat={s} locale={locale} /> {seatName(s, locale)}: {t('hearings won', 'Audiences gagnées')} {view.hearings[s]}/{HEARINGS_TO_WIN}{' '}
              <span aria-hidden="true">{'★'.repeat(view.hearings[s])}{'☆'.repeat(Math.max(0, HEARINGS_TO_WIN - view.hearings[s]))}</span>
              <NewMark show={prev !== undefined && prev.hearings[s] !== view.hearings[s]} locale={locale} />; {view.supply[s]}{' '}
              {t('plea pawns', 'Plaidoiries')}, {view.investigatorsLeft[s]} {t('investigators left', 'Enquêteurs en réserve')}, {view.handCounts[s]}{' '}
              {t('cards in hand', 'cartes en main')}
            </li>
          ))}
        </ul>
        <p>
          {t('Deck:', 'Pioche :')} {view.deckCount}
        </p>
        {view.lastHearing !== null ? (
          <p>
            {t('Last hearing', 'Dernière Audience')} {view.lastHearing.hearing}:{' '}
            {view.lastHearing.winner === null ? t('void', 'annulée') : `${seatName(view.lastHearing.winner, locale)} (${view.lastHearing.reason})`}
          </p>
        ) : null}
        {view.bluffs.length > 0 ? (
          <p>
            {t('Bluffs exposed:', 'Bluffs démasqués :')} {view.bluffs.map((b) => `${seatName(b.seat, locale)} ${b.slot}`).join(', ')}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="tb-discard-title">
        <h2 id="tb-discard-title">
          {t('Discard pile', 'Défausse')} ({view.discard.length})
          <NewMark show={prev !== undefined && prev.discard.length !== view.discard.length} locale={locale} />
        </h2>
        <CardRow cards={view.discard} locale={locale} label={t('Discard pile', 'Défausse')} />
      </section>
      {view.openHands !== null ? (
        <section aria-label={t('Hands at the end', 'Mains à la fin')}>
          <h2>{t('Hands at the end', 'Mains à la fin')}</h2>
          {([0, 1] as Side[]).map((s) => (
            <div key={s}>
              <h3>{seatName(s, locale)}</h3>
              <CardRow cards={view.openHands?.[s] ?? []} locale={locale} label={seatName(s, locale)} />
            </div>
          ))}
        </section>
      ) : null}
      <LastStep events={lastEvents} locale={locale} />
    </div>
  );
}

const board: Board<TribunalView> = TribunalBoard;
export default board;

/** The game's word for a seat, for the table's side panels. */
export const seatNamer: SeatNamer = (seat, locale) => seatName(seat as Side, locale);
