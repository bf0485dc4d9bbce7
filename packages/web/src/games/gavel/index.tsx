import { nameAt, type Seat } from '@docket/engine';
import { VERDICT_CARDS, seatName, type GavelAction, type GavelView } from '@docket/gavel';
import type { JSX } from 'react';
import type { Board, BoardProps, SeatNamer } from '../../board';
import { offer } from '../common/actions';
import { NewMark, changedClass, usePrevious } from '../common/changed';
import { LastStep } from '../common/last-step';
import { sayer, type Say } from '../common/text';
import '../common/board.css';
import './gavel.css';
import { CardFace, CardRow } from './card';
import { Hand } from './hand';

export { CardFace, CardRow, cardTag } from './card';
export { Hand, cardOffer } from './hand';

/** The chance a Go to the Jury wins: one Guilty card per point admitted, in a pool of 12. */
export function juryOdds(points: number): { guilty: number; percent: number } {
  const guilty = Math.min(points, VERDICT_CARDS);
  return { guilty, percent: Math.round((guilty / VERDICT_CARDS) * 100) };
}

function prompt(v: GavelView, t: Say, name: (seat: number) => string): string {
  const p = v.pending;
  if (p.step === 'over') {
    return v.winner === null ? t('The match is over.', 'La partie est terminée.') : t(`${name(v.winner)} wins.`, `${name(v.winner)} gagne.`);
  }
  const who = name(p.seat);
  switch (p.step) {
    case 'open':
      return t(`${who}: Go to the Jury, or draw.`, `${who} : aller devant le Jury, ou piocher.`);
    case 'play':
      return t(`${who}: proffer evidence (or discard).`, `${who} : présentez une preuve (ou défaussez).`);
    case 'attack':
      return t(`Attack window on ${who}'s evidence.`, `Fenêtre d’attaque sur la preuve de ${who}.`);
    case 'respond':
      return t(`${who}: answer the objection.`, `${who} : répondez à l’objection.`);
  }
}

/** The Gavel table, drawn from one seat's view. */
export function GavelBoard({ view, viewer, legal, act, locale, lastEvents, names }: BoardProps<GavelView>): JSX.Element {
  const t = sayer(locale);
  // The seats are only numbered: each is called by its person's name where the table gives one.
  const name = (seat: number): string => nameAt(names, seat, seatName(seat, locale));
  const prev = usePrevious(view);
  const p = view.pending;
  const me: Seat | null = viewer === 'spectator' ? null : viewer;
  const jury = offer<GavelAction, 'jury'>(legal, 'jury');
  const draw = offer<GavelAction, 'draw'>(legal, 'draw');
  const pass = offer<GavelAction, 'pass'>(legal, 'pass');
  const concede = offer<GavelAction, 'concede'>(legal, 'concede');
  const seats = view.points.map((_, i) => i);
  return (
    <div className="dk-board gv-board" data-game="gavel">
      <header>
        <h2>Gavel</h2>
        <p>
          {t('You:', 'Vous :')} {me === null ? t('spectator', 'spectateur') : name(me)} · {t('target', 'objectif')} {view.targetPoints}{' '}
          {t('points', 'points')} · {t('jury from', 'Jury dès')} {view.juryMinimum}
        </p>
        <p className="dk-turn">
          {prompt(view, t, name)}
          {p.step !== 'over' && (p.step === 'attack' ? me !== null && p.waiting.includes(me) : p.seat === me) ? ` ${t('(your turn)', '(à vous)')}` : null}
        </p>
      </header>
      {p.step === 'open' ? (
        <section className="gv-jury" aria-labelledby="gv-jury-title">
          <h2 id="gv-jury-title">{t('Go to the Jury?', 'Aller devant le Jury ?')}</h2>
          <JuryOdds points={view.points[p.seat] ?? 0} t={t} />
          <div className="dk-row">
            {jury !== undefined ? (
              <button type="button" onClick={() => act(jury.action)}>
                {jury.label} ({juryOdds(view.points[p.seat] ?? 0).percent}%)
              </button>
            ) : null}
            {draw !== undefined ? <button type="button" onClick={() => act(draw.action)}>{draw.label}</button> : null}
          </div>
        </section>
      ) : null}
      {p.step === 'attack' || p.step === 'respond' ? (
        <section className="gv-window dk-changed" aria-labelledby="gv-window-title">
          <h2 id="gv-window-title">{p.step === 'attack' ? t('Attack window', 'Fenêtre d’attaque') : t('Objection!', 'Objection !')}</h2>
          <p>
            {name(p.seat)} {t('proffers', 'présente')} <CardFace card={p.evidence} locale={locale} />
          </p>
          {p.step === 'attack' ? (
            <p data-waiting={p.waiting.join(',')}>
              {t('May still answer:', 'Peuvent encore répondre :')} {p.waiting.map(name).join(', ')}
            </p>
          ) : (
            <p>
              {name(p.objector)} {t('attacks with', 'attaque avec')} <CardFace card={p.attack} locale={locale} />
            </p>
          )}
          <div className="dk-row">
            {pass !== undefined ? <button type="button" onClick={() => act(pass.action)}>{pass.label}</button> : null}
            {concede !== undefined ? <button type="button" onClick={() => act(concede.action)}>{concede.label}</button> : null}
          </div>
        </section>
      ) : null}
      {view.hand !== null ? <Hand hand={view.hand} legal={legal} act={act} locale={locale} /> : null}
      <section aria-labelledby="gv-players-title">
        <h2 id="gv-players-title">{t('Players', 'Joueurs')}</h2>
        <ul className="gv-players">
          {seats.map((s) => {
            const changed = prev !== undefined && (prev.points[s] !== view.points[s] || prev.eliminated[s] !== view.eliminated[s]);
            return (
              <li key={s} data-seat={s} data-active={p.step !== 'over' && p.seat === s} className={changedClass(changed, 'gv-player')}>
                <h3>
                  {name(s)}
                  {name(s) !== seatName(s, locale) ? <span className="gv-small"> · {seatName(s, locale)}</span> : null}
                  {s === me ? ` (${t('you', 'vous')})` : ''}
                  {p.step !== 'over' && p.seat === s ? ` ▶ ${t('turn', 'tour')}` : ''}
                  <NewMark show={changed} locale={locale} />
                </h3>
                <p>
                  {view.points[s]} {view.points[s] === 1 ? 'point' : 'points'} · {view.handCounts[s]} {t('cards in hand', 'cartes en main')}
                  {view.eliminated[s] ? ` · ✖ ${t('eliminated', 'éliminé')}` : ''}
                  {(view.lostTurns[s] ?? 0) > 0 ? ` · ${t('loses', 'perd')} ${view.lostTurns[s]} ${t('turn(s)', 'tour(s)')}` : ''}
                </p>
                <p className="gv-sub">
                  {t('Admitted evidence', 'Preuves admises')}
                  {(view.admitted[s] ?? []).length === 0 ? t(': none', ' : aucune') : ''}
                </p>
                <CardRow cards={view.admitted[s] ?? []} locale={locale} label={t('Admitted evidence', 'Preuves admises')} />
                {view.openHands !== null ? <CardRow cards={view.openHands[s] ?? []} locale={locale} label={t('Hand', 'Main')} /> : null}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="gv-piles-title">
        <h2 id="gv-piles-title">{t('Piles', 'Piles')}</h2>
        <p>
          {t('Draw stack:', 'Pioche :')} {view.drawCount} · {t('Discard stack:', 'Défausse :')} {view.discard.length}
        </p>
        <CardRow cards={view.discard.slice(-8).reverse()} locale={locale} label={t('Discard stack, top first', 'Défausse, dessus d’abord')} />
        {view.verdict !== null ? (
          <p className="gv-verdict">
            {t('Last verdict:', 'Dernier verdict :')} {name(view.verdict.seat)} — {view.verdict.guilty ? t('Guilty', 'Coupable') : t('Not Guilty', 'Non coupable')} (
            {view.verdict.points}/{VERDICT_CARDS})
          </p>
        ) : null}
      </section>
      <LastStep events={lastEvents} locale={locale} />
    </div>
  );
}

function JuryOdds({ points, t }: { readonly points: number; readonly t: Say }): JSX.Element {
  const { guilty, percent } = juryOdds(points);
  return (
    <p className="gv-odds">
      {t(`Guilty cards: ${guilty} in ${VERDICT_CARDS} — a ${percent}% chance to win; otherwise out.`, `Cartes Coupable : ${guilty} sur ${VERDICT_CARDS} — ${percent} % de chances de gagner ; sinon éliminé.`)}{' '}
      <span className="gv-meter" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </span>
    </p>
  );
}

const board: Board<GavelView> = GavelBoard;
export default board;

/** The game's word for a seat, for the table's side panels. */
export const seatNamer: SeatNamer = seatName;
