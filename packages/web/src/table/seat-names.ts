import { useEffect, useMemo, useState } from 'react';
import type { SeatNames } from '@docket/engine';
import type { SeatPresence } from '@docket/protocol';
import type { SeatNamer } from '../board.js';
import { loadSeatNamer } from '../games/index.js';
import { useLocale, useT } from '../i18n.js';
import { useTable } from './use-table.js';

/**
 * The game's word for each seat ("Blue", "Prosecution", "Player 3"), once the game's board module is loaded;
 * until then (and for a game on the generic board) the seat's number.
 */
export function useSeatPlace(game: string | null): (seat: number) => string {
  const t = useT();
  const locale = useLocale();
  const [namer, setNamer] = useState<{ readonly of: string; readonly name: SeatNamer | null } | null>(null);
  useEffect(() => {
    if (game === null) return;
    let live = true;
    void loadSeatNamer(game).then((name) => live && setNamer({ of: game, name }));
    return () => {
      live = false;
    };
  }, [game]);
  const name = namer !== null && namer.of === game ? namer.name : null;
  return (seat) => name?.(seat, locale) ?? t.seatWord(seat);
}

/** A seat as the table's people say it: "Ada (Blue)", "Orange (bot)", or the game's word alone. */
export function seatLabel(presence: readonly SeatPresence[], seat: number, place: string, bot: string): string {
  const p = presence.find((x) => x.seat === seat);
  if (p?.name) return `${p.name} (${place})`;
  return p?.kind === 'bot' ? `${place} (${bot})` : place;
}

/** The live table's seats: the game's word for each, and its label with the person's name. One load of the namer. */
export function useSeatNames(): { readonly place: (seat: number) => string; readonly label: (seat: number) => string } {
  const t = useT();
  const place = useSeatPlace(useTable((s) => s.game));
  const presence = useTable((s) => s.presence);
  return { place, label: (seat) => seatLabel(presence, seat, place(seat), t.botSeat) };
}

/** The seat labels of the live table. */
export function useSeatLabel(): (seat: number) => string {
  return useSeatNames().label;
}

/**
 * The people at the live table by seat (null: a bot or an open seat), for a board that calls seats by them.
 * Read as one string, so that someone connecting or leaving (presence) does not draw the board again; names
 * cannot hold the NUL that joins them (the protocol refuses control characters).
 */
export function usePeople(): SeatNames {
  const joined = useTable((s) => {
    const names: string[] = [];
    for (const p of s.presence) names[p.seat] = p.kind === 'person' ? (p.name ?? '') : '';
    return Array.from(names, (n) => n ?? '').join('\u0000');
  });
  return useMemo(() => (joined === '' ? [] : joined.split('\u0000').map((n) => (n === '' ? null : n))), [joined]);
}
