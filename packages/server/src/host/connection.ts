import type { Locale, Seat, Viewer } from '@docket/engine';
import type { ServerMessage } from '@docket/protocol';

/** One client's socket as the host sees it: who it is, its language, and how to reach it. */
export interface Connection {
  readonly viewer: Viewer;
  readonly seat: Seat | null;
  readonly lang: Locale;
  /** The last seq this connection was brought to; steps at or below it are not sent again. */
  seq: number;
  /** Sends a message, or an already serialised one (shared by connections that see the same thing). */
  send(message: ServerMessage | string): void;
  close(code: number, reason: string): void;
}
