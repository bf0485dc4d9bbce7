import type { Action, Locale } from '@docket/engine';
import { GRID_SLOTS, SYMBOL_NAMES, tribunal1920, type GridSlot, type Side, type TribunalAction, type TribunalView } from '@docket/tribunal-1920';
import type { JSX } from 'react';
import type { LabelledAction } from '../../board';
import { offers, type Offer } from '../common/actions';
import { NewMark, changedClass } from '../common/changed';
import { sayer } from '../common/text';
import { PAWN_SHAPE, claimed, SEAT_LETTER, SYMBOL_LETTER, seatName } from './names';

interface Props {
  readonly view: TribunalView;
  readonly prev: TribunalView | undefined;
  readonly legal: readonly LabelledAction[];
  readonly act: (a: Action) => void;
  readonly locale: Locale;
  readonly moveFrom: GridSlot | null;
  readonly setMoveFrom: (slot: GridSlot | null) => void;
}

/** What clicking a grid slot does now: one legal action, or the first half of a move. */
function slotOffer(slot: GridSlot, legal: readonly LabelledAction[], moveFrom: GridSlot | null): Offer<TribunalAction> | 'from' | null {
  for (const type of ['claim', 'place', 'bribe', 'erase'] as const) {
    const o = offers<TribunalAction, typeof type>(legal, type).find((x) => x.action.slot === slot);
    if (o !== undefined) return o;
  }
  const moves = offers<TribunalAction, 'move'>(legal, 'move');
  // The pawn being moved stays a button: clicking it again lets go of it.
  if (moveFrom === null || moveFrom === slot) return moves.some((m) => m.action.from === slot) ? 'from' : null;
  return moves.find((m) => m.action.from === moveFrom && m.action.to === slot) ?? null;
}

export function Pawn({ seat, locale }: { readonly seat: Side; readonly locale: Locale }): JSX.Element {
  return (
    <span className={`tb-pawn tb-seat-${seat}`}>
      <span aria-hidden="true">{PAWN_SHAPE[seat]}</span> {SEAT_LETTER[seat]} <span className="dk-sr">{seatName(seat, locale)}</span>
    </span>
  );
}

/** The 3×3 court grid: each slot's requirement, pawn and bribe; a slot is a button when it can be acted on. */
export function Grid({ view, prev, legal, act, locale, moveFrom, setMoveFrom }: Props): JSX.Element {
  const t = sayer(locale);
  return (
    <section className="tb-grid-box" aria-labelledby="tb-grid-title">
      <h2 id="tb-grid-title">{t('Court grid', 'Grille du tribunal')}</h2>
      <div className="tb-grid" role="group" aria-label={t('Court grid', 'Grille du tribunal')}>
        {GRID_SLOTS.map((slot, i) => {
          const owner = view.grid[i] ?? null;
          const changed = prev !== undefined && (prev.grid[i] !== owner || (prev.bribe === slot) !== (view.bribe === slot));
          const need = view.requirements[i] ?? [];
          const body = (
            <>
              <span className="tb-slot-id">{slot}</span>
              <span className="tb-need" title={need.map((s) => SYMBOL_NAMES[s][locale]).join(', ')}>
                {need.map((s) => SYMBOL_LETTER[s]).join(' ')}
                <span className="dk-sr">: {need.map((s) => SYMBOL_NAMES[s][locale]).join(', ')}</span>
              </span>
              <span className="tb-occupant">
                {owner === null ? <span className="tb-free">{t('free', 'libre')}</span> : <Pawn seat={owner} locale={locale} />}
                {view.bribe === slot ? <span className="tb-bribe">$ {t('bribe', 'Pot-de-vin')}</span> : null}
                {claimed(view) === slot ? <span className="tb-claimed">⚑ {t('claimed', 'plaidé')}</span> : null}
              </span>
              <NewMark show={changed} locale={locale} />
            </>
          );
          const o = slotOffer(slot, legal, moveFrom);
          const cls = changedClass(changed, `tb-slot${owner === null ? '' : ` tb-own-${owner}`}`);
          if (o === null) {
            return (
              <div key={slot} className={cls} data-slot={slot}>
                {body}
              </div>
            );
          }
          const picking = o === 'from';
          // The game's own full text (what the slot asks, whether the hand proves it) rides along the label.
          const label = picking
            ? t(`Move the pawn on ${slot}…`, `Déplacer le pion de ${slot}…`)
            : [o.label, tribunal1920.explain?.(o.action, view, locale)].filter(Boolean).join(' — ');
          return (
            <button
              key={slot}
              type="button"
              className={cls}
              data-slot={slot}
              aria-pressed={picking ? moveFrom === slot : undefined}
              title={label}
              onClick={() => {
                if (picking) setMoveFrom(moveFrom === slot ? null : slot);
                else {
                  setMoveFrom(null);
                  act(o.action);
                }
              }}
            >
              {body}
              <span className="dk-sr"> — {label}</span>
            </button>
          );
        })}
      </div>
      {moveFrom !== null ? (
        <p className="tb-hint">
          {t(`Moving the pawn on ${moveFrom}: choose where it goes.`, `Déplacement du pion de ${moveFrom} : choisissez sa destination.`)}{' '}
          <button type="button" onClick={() => setMoveFrom(null)}>
            {t('Cancel', 'Annuler')}
          </button>
        </p>
      ) : null}
    </section>
  );
}
