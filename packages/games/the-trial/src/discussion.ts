import type { Seat } from '@docket/engine';
import { SIDES } from './cards.js';
import { emit, type Ctx } from './draft.js';
import { startMarker } from './judge.js';
import { ALIGNMENTS, DISCUSSION_LAPS } from './roles.js';
import { at, judgeOf, seatsWith, type Statement, type TrialState } from './state.js';

/** A wrong accusation silences the Jury until the end of the game. */
export function silenced(s: TrialState, seat: Seat): boolean {
  return s.roles[seat] === 'jury' && s.accusation !== null && !s.accusation.correct;
}

/** Who speaks, in order: clockwise from the Judge's left, every player still taking part; the Judge last. */
export function speakers(s: TrialState): Seat[] {
  const judge = judgeOf(s.roles);
  const out: Seat[] = [];
  for (let i = 1; i < s.players; i++) {
    const seat = (judge + i) % s.players;
    if (!silenced(s, seat)) out.push(seat);
  }
  out.push(judge);
  return out;
}

/** "Discussion is prohibited before revealing the evidence": it opens once the round's winner is declared. */
export function startDiscussion(c: Ctx): void {
  nextSpeaker(c, -1, 0, []);
}

/** Ours: at most DISCUSSION_LAPS laps round the table; a player who passes is done for the round. */
function nextSpeaker(c: Ctx, index: number, lap: number, done: readonly Seat[]): void {
  const list = speakers(c.d);
  for (let l = lap; l < DISCUSSION_LAPS; l++) {
    const from = l === lap ? index + 1 : 0;
    for (let i = from; i < list.length; i++) {
      const seat = at(list, i);
      if (!done.includes(seat)) {
        c.d.pending = { step: 'discuss', seat, lap: l, done };
        return;
      }
    }
  }
  endDiscussion(c);
}

function endDiscussion(c: Ctx): void {
  emit(c, { type: 'discussion-end', audience: 'all', round: c.d.round });
  startMarker(c);
}

export function speak(c: Ctx, seat: Seat, statement: Statement): void {
  const d = c.d;
  const p = d.pending;
  if (p.step !== 'discuss') throw new Error('a statement outside the discussion');
  d.statements = [...d.statements, { round: d.round, seat, statement }];
  // No event says whether it was true: "<player> is bad" would tell the speaker that player's alignment.
  emit(c, { type: 'statement', audience: 'all', seat, statement });
  nextSpeaker(c, speakers(d).indexOf(seat), p.lap, p.done);
}

/** A player passes and is done for this discussion; the Judge's pass ends the discussion. */
export function passDiscussion(c: Ctx, seat: Seat): void {
  const d = c.d;
  const p = d.pending;
  if (p.step !== 'discuss') throw new Error('a pass outside the discussion');
  if (seat === judgeOf(d.roles)) {
    endDiscussion(c);
    return;
  }
  emit(c, { type: 'silent', audience: 'all', seat });
  nextSpeaker(c, speakers(d).indexOf(seat), p.lap, [...p.done, seat]);
}

function same(a: Statement, b: Statement): boolean {
  if (a.about !== b.about || a.seat !== b.seat) return false;
  switch (a.about) {
    case 'hand':
    case 'pile':
      return a.side === (b as typeof a).side;
    case 'gave':
      return a.guilt === (b as typeof a).guilt;
    case 'player':
      return a.alignment === (b as typeof a).alignment;
  }
}

/**
 * The fixed menu for one speaker. Ours: witnesses speak of what they may have seen, defendants of what they
 * gave; anyone may call another player (not the revealed Judge or Jury) bad or good. Nobody repeats itself
 * within a round.
 */
export function statementMenu(s: TrialState, seat: Seat): Statement[] {
  const menu: Statement[] = [];
  const role = s.roles[seat];
  const lawyers = seatsWith(s.roles, 'lawyer');
  if (role === 'witness') {
    for (const l of lawyers) for (const side of SIDES) menu.push({ about: 'hand', seat: l, side });
    for (const p of seatsWith(s.roles, 'defendant')) for (const side of SIDES) menu.push({ about: 'pile', seat: p, side });
  }
  if (role === 'defendant') {
    for (const l of lawyers) for (let guilt = 0; guilt <= 2; guilt++) menu.push({ about: 'gave', seat: l, guilt });
  }
  for (let p = 0; p < s.players; p++) {
    const r = s.roles[p];
    if (p === seat || r === 'judge' || r === 'jury') continue;
    for (const alignment of ALIGNMENTS) menu.push({ about: 'player', seat: p, alignment });
  }
  const said = s.statements.filter((x) => x.round === s.round && x.seat === seat).map((x) => x.statement);
  return menu.filter((m) => !said.some((x) => same(x, m)));
}
