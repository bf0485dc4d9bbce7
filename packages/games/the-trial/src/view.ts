import type { Seat, Viewer } from '@docket/engine';
import type { Kind } from './cards.js';
import type { TrialState, TrialView } from './state.js';

/**
 * A viewer's view, by allowlist. Hidden: alignments (but the Judge's, the Jury's and the viewer's own), hands
 * and held cards (but the viewer's), case-file and discarded cards (but those it put there), defendants' piles
 * (but the cards it saw), the draw pile. Public: roles, results, the discard pile's revealed cards, markers,
 * statements, warnings. The viewer's memory and pins come along. Everything opens once the game is over.
 */
export function view(s: TrialState, viewer: Viewer): TrialView {
  const over = s.pending.step === 'over';
  const me: Seat | null = viewer === 'spectator' ? null : viewer;
  const sees = (owner: Seat | 'judge'): boolean => over || (me !== null && owner === me);
  const zone = (cards: readonly Kind[], owner: Seat): (Kind | null)[] => (sees(owner) ? cards.slice() : cards.map(() => null));
  return {
    viewer,
    players: s.players,
    variant: s.variant,
    roles: s.roles.slice(),
    alignments: s.alignments.map((a, seat) => {
      const r = s.roles[seat];
      return over || seat === me || r === 'judge' || r === 'jury' ? a : null;
    }),
    round: s.round,
    wins: { ...s.wins },
    results: s.results.slice(),
    drawCount: s.draw.length,
    discard: s.discard.slice(),
    bottom: s.bottom.map((b) => ({ by: b.by, card: sees(b.by) ? b.card : null })),
    piles: s.piles.map((pile) => pile.map((p) => (over || (me !== null && p.seenBy.includes(me)) ? p.card : null))),
    holding: s.holding.map((h, seat) => zone(h, seat)),
    hands: s.hands.map((h, seat) => zone(h, seat)),
    caseFile: s.caseFile.map((f) => ({ by: f.by, card: sees(f.by) ? f.card : null })),
    revealed: s.revealed.slice(),
    markers: s.markers.slice(),
    order: { defendants: s.order.defendants.slice(), lawyers: s.order.lawyers.slice(), witnesses: s.order.witnesses.slice() },
    queue: s.queue.slice(),
    stopped: s.stopped,
    warned: s.warned,
    objectionUsed: s.objectionUsed.slice(),
    accusation: s.accusation,
    statements: s.statements.slice(),
    memory: me === null ? [] : (s.memory[me] ?? []).slice(),
    pins: me === null ? s.roles.map(() => []) : (s.pins[me] ?? []).map((p) => p.slice()),
    pending: { ...s.pending },
    winner: s.winner,
    reason: s.reason,
  };
}
