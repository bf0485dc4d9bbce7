import type { JSX } from 'react';
import type { Action, Locale, SeatNames, Viewer } from '@docket/engine';

/**
 * The contract between the table page and a game's board: the board draws the seat's view (never a state)
 * and offers the legal actions; the table page owns the connection, the log, clocks, chat and presence.
 */
export interface LabelledAction { readonly action: Action; readonly label: string }
export interface BoardProps<V> {
  readonly view: V;                 // this seat's (or the spectator's) view, from the server
  readonly viewer: Viewer;
  readonly legal: readonly LabelledAction[];   // this seat's legal actions with labels, from the server
  readonly act: (action: Action) => void;      // sends one legal action
  readonly locale: Locale;
  readonly lastEvents: readonly { readonly type: string; readonly label: string }[]; // the last step's events, to highlight
  readonly names?: SeatNames;       // the people at the table by seat (null: a bot or an open seat), for boards whose seats are only numbered
}
export type Board<V> = (props: BoardProps<V>) => JSX.Element;   // each game exports one from src/games/<id>/index.tsx
/**
 * How a game's board names a seat ("Blue", "Prosecution", "Player 3"): a board module may export one as
 * `seatNamer`, so the table's side panels can say which seat in the game each person holds.
 */
export type SeatNamer = (seat: number, locale: Locale) => string;
