import type { Action, Locale, Seat } from '@docket/engine';
import type { TrialAction, TrialView } from '@docket/the-trial';
import type { JSX } from 'react';
import type { LabelledAction } from '../../board';
import { NewMark, changedClass } from '../common/changed';
import { sayer } from '../common/text';
import { KindRow } from './card';
import { ROLE_TEXT, alignmentText, seatName, type SeatCaller } from './names';

/** The legal actions aimed at a seat (naming, warning, accusing, peeking), as that seat's buttons. */
function seatActions(seat: Seat, legal: readonly LabelledAction[]): { action: TrialAction; label: string }[] {
  return legal
    .map((l) => ({ action: l.action as TrialAction, label: l.label }))
    .filter(({ action: a }) => {
      if (a.type === 'order' || a.type === 'warn' || a.type === 'toggle') return a.seat === seat;
      if (a.type === 'peek-pile') return a.defendant === seat;
      if (a.type === 'peek-hand') return a.lawyer === seat;
      return false;
    });
}

interface Props {
  readonly view: TrialView;
  readonly prev: TrialView | undefined;
  readonly me: Seat | null;
  readonly legal: readonly LabelledAction[];
  readonly act: (a: Action) => void;
  readonly locale: Locale;
  readonly name: SeatCaller;
}

/** Everyone at the table: public role, team when known to this viewer, warnings, cards in front of them. */
export function Seats({ view, prev, me, legal, act, locale, name }: Props): JSX.Element {
  const t = sayer(locale);
  const over = view.pending.step === 'over';
  const p = view.pending;
  const chosen = p.step === 'accuse' ? p.chosen : [];
  return (
    <section aria-labelledby="tr-table-title">
      <h2 id="tr-table-title">{t('The table', 'La table')}</h2>
      <ul className="tr-seats">
        {view.roles.map((role, seat) => {
          // The own team stays behind the private reveal, unless everybody knows it (Judge, Jury, the end).
          const team = view.alignments[seat] ?? null;
          const shown = team !== null && (seat !== me || over || role === 'judge' || role === 'jury');
          // A warning ends the round at once, so the warned player often shows up as sitting out the next one.
          const changed =
            prev !== undefined && ((prev.warned !== view.warned && seat === view.warned) || (prev.stopped !== view.stopped && seat === view.stopped));
          const acting = p.step !== 'over' && p.seat === seat;
          return (
            <li key={seat} data-seat={seat} className={changedClass(changed, `tr-seat${acting ? ' tr-acting' : ''}`)}>
              <h3>
                {acting ? '▶ ' : ''}
                {name(seat)}
                {/* A named seat keeps the game's word beside the name: the terminal's table and the rules use it. */}
                {name(seat) !== seatName(seat, locale) ? <span className="tr-small"> · {seatName(seat, locale)}</span> : null}
                {seat === me ? ` (${t('you', 'vous')})` : ''} — {ROLE_TEXT[role][locale]}
                <NewMark show={changed} locale={locale} />
              </h3>
              {shown ? (
                <p className="tr-align" data-team={team}>
                  {alignmentText(team, locale)}
                </p>
              ) : null}
              <p className="tr-flags">
                {view.warned === seat ? `⚠ ${t('warned: sits out next round', 'averti : passe la prochaine manche')} ` : ''}
                {view.stopped === seat ? `‖ ${t('sits out this round', 'passe cette manche')} ` : ''}
                {view.variant && view.objectionUsed[seat] ? `✖ ${t('objection used', 'objection utilisée')} ` : ''}
                {chosen.includes(seat) ? `☛ ${t('accused', 'accusé')}` : ''}
              </p>
              {role === 'lawyer' ? (
                over ? (
                  <KindRow cards={view.hands[seat] ?? []} locale={locale} label={t('Hand', 'Main')} />
                ) : (
                  <p>
                    {t('Cards in hand:', 'Cartes en main :')} {(view.hands[seat] ?? []).length}
                  </p>
                )
              ) : null}
              {role === 'defendant' ? (
                <>
                  <p>
                    {t('Pile', 'Pile')} ({(view.piles[seat] ?? []).length})
                  </p>
                  <KindRow cards={view.piles[seat] ?? []} locale={locale} label={t('Pile', 'Pile')} />
                </>
              ) : null}
              <div className="dk-row">
                {seatActions(seat, legal).map((o) => (
                  <button
                    key={o.action.type}
                    type="button"
                    aria-pressed={o.action.type === 'toggle' ? chosen.includes(seat) : undefined}
                    onClick={() => act(o.action)}
                  >
                    {o.label}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
