import type { Seat } from '@docket/engine';
import { ROUNDS_TO_WIN, describeStatement, type Kind, type TrialAction, type TrialView } from '@docket/the-trial';
import type { JSX } from 'react';
import type { Board, BoardProps, SeatNamer } from '../../board';
import { offers } from '../common/actions';
import { NewMark, usePrevious } from '../common/changed';
import { LastStep } from '../common/last-step';
import { sayer } from '../common/text';
import '../common/board.css';
import './trial.css';
import { KindFace } from './card';
import { TrialHand } from './hand';
import { ALIGNMENT_TEXT, seatCaller, seatName } from './names';
import { memoryLine, prompt } from './prompt';
import { Seats } from './seats';
import { Secret } from './secret';
import { StatementForm } from './statement-form';

export { KindFace, KindRow } from './card';
export { TrialHand } from './hand';
export { Seats } from './seats';
export { Secret } from './secret';
export { StatementForm } from './statement-form';

/** Buttons for the decisions that act on no card and no seat. */
const PLAIN: readonly TrialAction['type'][] = ['rest', 'pass', 'accuse', 'confirm', 'declare', 'no-warning', 'object', 'allow'];

/** The Trial's table, drawn from one seat's view. */
export function TrialBoard({ view, viewer, legal, act, locale, lastEvents, names }: BoardProps<TrialView>): JSX.Element {
  const t = sayer(locale);
  // The seats are only numbered: each is called by its person's name where the table gives one.
  const name = seatCaller(locale, names);
  const prev = usePrevious(view);
  const me: Seat | null = viewer === 'spectator' ? null : viewer;
  const p = view.pending;
  const plain = legal.filter((l) => PLAIN.includes(l.action.type as TrialAction['type']));
  const markers = offers<TrialAction, 'marker'>(legal, 'marker');
  const role = me === null ? undefined : view.roles[me];
  const hand = me === null ? [] : (view.hands[me] ?? []).filter((k): k is Kind => k !== null);
  const holding = me === null ? [] : (view.holding[me] ?? []).filter((k): k is Kind => k !== null);
  const filedChanged = prev !== undefined && prev.caseFile.length !== view.caseFile.length;
  return (
    <div className="dk-board tr-board" data-game="the-trial">
      <header>
        <h2>
          {t('The Trial', 'Le Procès')} — {t('round', 'manche')} {view.round}
        </h2>
        <p>
          {t('Rounds won:', 'Manches gagnées :')} ☀ {ALIGNMENT_TEXT.good[locale]} {view.wins.good}/{ROUNDS_TO_WIN} · ☾ {ALIGNMENT_TEXT.bad[locale]} {view.wins.bad}/
          {ROUNDS_TO_WIN}
        </p>
        <p className="dk-turn">
          {prompt(view, locale, name)}
          {p.step !== 'over' && p.seat === me ? ` ${t('(your turn)', '(à vous)')}` : null}
        </p>
        {plain.length > 0 ? (
          <div className="dk-row" role="group" aria-label={t('Decide', 'Décider')}>
            {plain.map((l) => (
              <button key={l.action.type} type="button" onClick={() => act(l.action)}>
                {l.label}
              </button>
            ))}
          </div>
        ) : null}
      </header>
      {me !== null ? <Secret view={view} seat={me} locale={locale} name={name} /> : null}
      {p.step === 'discuss' && p.seat === me ? <StatementForm key={`${view.round}-${view.statements.length}`} legal={legal} act={act} locale={locale} name={name} /> : null}
      {role === 'lawyer' && me !== null ? <TrialHand title={t('Your hand', 'Votre main')} cards={hand} legal={legal} act={act} locale={locale} name={name} /> : null}
      {holding.length > 0 ? <TrialHand title={t('Cards you hold', 'Cartes en main')} cards={holding} legal={legal} act={act} locale={locale} name={name} /> : null}
      <Seats view={view} prev={prev} me={me} legal={legal} act={act} locale={locale} name={name} />
      <section aria-labelledby="tr-case-title" className={filedChanged ? 'dk-changed' : undefined}>
        <h2 id="tr-case-title">
          {t('Case file', 'Dossier')} ({view.caseFile.length})
          <NewMark show={filedChanged} locale={locale} />
        </h2>
        <ul className="tr-cards">
          {view.caseFile.map((f, i) => (
            <li key={i}>
              <KindFace card={f.card} locale={locale} /> <span className="tr-small">({f.by === 'judge' ? t('judge, blind', 'juge, à l’aveugle') : name(f.by)})</span>
            </li>
          ))}
        </ul>
        {view.revealed.length > 0 ? (
          <>
            <h3>{t('Revealed this round', 'Révélé cette manche')}</h3>
            <ul className="tr-cards">
              {view.revealed.map((k, i) => {
                const m = markers.find((x) => x.action.card === k);
                return (
                  <li key={i}>
                    {m === undefined ? (
                      <KindFace card={k} locale={locale} />
                    ) : (
                      <button type="button" className="dk-card" data-card={k} onClick={() => act(m.action)}>
                        <KindFace card={k} locale={locale} />
                        <span className="dk-sr"> — {m.label}</span>
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
        <h3>{t('Rounds', 'Manches')}</h3>
        <ol>
          {view.results.map((r) => (
            <li key={r.round}>
              {r.winner === 'good' ? '☀' : '☾'} {ALIGNMENT_TEXT[r.winner][locale]} — {t('innocence', 'innocence')} {r.innocence}, {t('guilt', 'culpabilité')} {r.guilt}
            </li>
          ))}
        </ol>
        <p>
          {t('Draw pile:', 'Pioche :')} {view.drawCount} · {t('Discard pile:', 'Défausse :')} {view.discard.length + view.bottom.length}
        </p>
      </section>
      {view.accusation !== null ? (
        <section aria-label={t('Accusation', 'Accusation')}>
          <h2>{t('Accusation', 'Accusation')}</h2>
          <p>
            {view.accusation.seats.map(name).join(', ')} — {view.accusation.correct ? t('correct', 'juste') : t('wrong', 'fausse')}
          </p>
        </section>
      ) : null}
      <section aria-labelledby="tr-said-title">
        <h2 id="tr-said-title">{t('Statements', 'Déclarations')}</h2>
        <ol>
          {view.statements.map((s, i) => (
            <li key={i}>
              {t('Round', 'Manche')} {s.round}, {name(s.seat)}: « {describeStatement(s.statement, locale, names)} »
            </li>
          ))}
        </ol>
      </section>
      {view.memory.length > 0 ? (
        <section className="dk-private" aria-labelledby="tr-memory-title">
          <h2 id="tr-memory-title">{t('What you saw', 'Ce que vous avez vu')}</h2>
          <ul>
            {view.memory.map((m, i) => (
              <li key={i}>{memoryLine(m, locale, name)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <LastStep events={lastEvents} locale={locale} />
    </div>
  );
}

const board: Board<TrialView> = TrialBoard;
export default board;

/** The game's word for a seat, for the table's side panels. */
export const seatNamer: SeatNamer = seatName;
