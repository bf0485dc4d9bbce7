import type { Action, Locale } from '@docket/engine';
import type { Statement, TrialAction } from '@docket/the-trial';
import { useState, type JSX } from 'react';
import type { LabelledAction } from '../../board';
import { offers } from '../common/actions';
import { sayer } from '../common/text';
import { ALIGNMENT_TEXT, seatCaller, type SeatCaller } from './names';

type About = Statement['about'];

/** The statement's last part as a value and its words ("guilt", "2", "bad"). */
function detail(st: Statement, locale: Locale): { key: string; text: string } {
  const t = sayer(locale);
  switch (st.about) {
    case 'hand':
    case 'pile':
      return { key: st.side, text: st.side === 'guilt' ? t('a guilt card', 'une carte culpabilité') : t('an innocence card', 'une carte innocence') };
    case 'gave':
      return { key: String(st.guilt), text: t(`${st.guilt} guilt card(s)`, `${st.guilt} carte(s) culpabilité`) };
    case 'player':
      return { key: st.alignment, text: ALIGNMENT_TEXT[st.alignment][locale] };
  }
}

/**
 * A statement built as a form, one part at a time (what about, whom, what): each list offers only the parts
 * that some legal statement still has, so the form can never build one the game refuses.
 */
export function StatementForm({
  legal,
  act,
  locale,
  name = seatCaller(locale),
}: {
  readonly legal: readonly LabelledAction[];
  readonly act: (a: Action) => void;
  readonly locale: Locale;
  readonly name?: SeatCaller;
}): JSX.Element | null {
  const t = sayer(locale);
  const all = offers<TrialAction, 'state'>(legal, 'state');
  const [about, setAbout] = useState<About | ''>('');
  const [seat, setSeat] = useState<string>('');
  const [what, setWhat] = useState<string>('');
  if (all.length === 0) return null;
  const ABOUT: Readonly<Record<About, string>> = {
    hand: t('I saw a card in a lawyer’s hand', 'J’ai vu une carte dans la main d’un avocat'),
    pile: t('I saw a card on a defendant’s pile', 'J’ai vu une carte sur la pile d’un accusé'),
    gave: t('I gave a lawyer guilt cards', 'J’ai donné des cartes culpabilité à un avocat'),
    player: t('A player’s team', 'L’équipe d’un joueur'),
  };
  const abouts = [...new Set(all.map((o) => o.action.statement.about))];
  const ofAbout = all.filter((o) => o.action.statement.about === about);
  const seats = [...new Set(ofAbout.map((o) => o.action.statement.seat))];
  const ofSeat = ofAbout.filter((o) => String(o.action.statement.seat) === seat);
  const whats = ofSeat.map((o) => detail(o.action.statement, locale));
  const chosen = ofSeat.find((o) => detail(o.action.statement, locale).key === what);
  return (
    <form
      className="tr-statement"
      aria-labelledby="tr-statement-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen !== undefined) act(chosen.action);
      }}
    >
      <h3 id="tr-statement-title">{t('Make a statement', 'Faire une déclaration')}</h3>
      <label>
        {t('About', 'Sujet')}{' '}
        <select
          name="about"
          value={about}
          onChange={(e) => {
            setAbout(e.target.value as About | '');
            setSeat('');
            setWhat('');
          }}
        >
          <option value="">—</option>
          {abouts.map((a) => (
            <option key={a} value={a}>
              {ABOUT[a]}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        {t('Whom', 'Qui')}{' '}
        <select
          name="seat"
          value={seat}
          disabled={about === ''}
          onChange={(e) => {
            setSeat(e.target.value);
            setWhat('');
          }}
        >
          <option value="">—</option>
          {seats.map((s) => (
            <option key={s} value={String(s)}>
              {name(s)}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        {t('What', 'Quoi')}{' '}
        <select name="what" value={what} disabled={seat === ''} onChange={(e) => setWhat(e.target.value)}>
          <option value="">—</option>
          {whats.map((w) => (
            <option key={w.key} value={w.key}>
              {w.text}
            </option>
          ))}
        </select>
      </label>
      <p aria-live="polite">{chosen?.label ?? ''}</p>
      <button type="submit" disabled={chosen === undefined}>
        {t('Say it', 'Le dire')}
      </button>
    </form>
  );
}
