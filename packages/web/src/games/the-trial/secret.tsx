import type { Locale, Seat } from '@docket/engine';
import type { TrialView } from '@docket/the-trial';
import { useState, type JSX } from 'react';
import { sayer } from '../common/text';
import { ROLE_TEXT, alignmentText, seatCaller, type SeatCaller } from './names';

/**
 * The seat's secret team, out of the page until its player reveals it on their own screen (a shared screen or
 * a neighbour's glance sees only the button); the public role stays shown.
 */
export function Secret({ view, seat, locale, name = seatCaller(locale) }: { readonly view: TrialView; readonly seat: Seat; readonly locale: Locale; readonly name?: SeatCaller }): JSX.Element {
  const t = sayer(locale);
  const [open, setOpen] = useState(false);
  const role = view.roles[seat];
  const team = view.alignments[seat] ?? null;
  return (
    <section className="dk-private tr-secret" aria-labelledby="tr-secret-title">
      <h2 id="tr-secret-title">{t('Your role', 'Votre rôle')}</h2>
      <p>
        {name(seat)}: {role === undefined ? '?' : ROLE_TEXT[role][locale]}
      </p>
      <button type="button" aria-pressed={open} onClick={() => setOpen(!open)}>
        {open ? t('Hide my team', 'Cacher mon équipe') : t('Show my secret team', 'Voir mon équipe secrète')}
      </button>
      {open && team !== null ? (
        <p className="tr-team" data-secret="">
          {t('Your team:', 'Votre équipe :')} <strong>{alignmentText(team, locale)}</strong>
        </p>
      ) : null}
    </section>
  );
}

