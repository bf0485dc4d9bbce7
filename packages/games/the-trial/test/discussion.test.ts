import { describe, expect, it } from 'vitest';
import { theTrial, type Kind, type Statement, type TrialAction, type TrialState } from '../src/index.js';
import { atStep, DECLARE, discard, expectNext, file, give, NO_WARNING, order, PASS, play, playUntil, quiet, REST, scenario, skipDiscussion } from './scenario.js';

const marker = (card: Kind): TrialAction => ({ type: 'marker', card });

// 7 players: 0 Judge, 1 good lawyer, 2 bad lawyer, 3 good defendant, 4 bad defendant, 5 good witness, 6 bad witness.
const discussing = (): TrialState => playUntil(scenario({ roles: 'J L+ L- D+ D- W+ W-' }), atStep('discuss'), quiet).state;
const say = (statement: Statement): TrialAction => ({ type: 'state', statement });

describe('the discussion', () => {
  it('goes clockwise from the Judge, who speaks last; menus depend on the role', () => {
    const s = discussing();
    expect(s.pending).toEqual({ step: 'discuss', seat: 1, lap: 0, done: [] });
    const lawyer = theTrial.legalActions(s, 1);
    expect(lawyer.every((a) => a.type === 'pass' || (a.type === 'state' && a.statement.about === 'player'))).toBe(true);
    // Every other player but the revealed Judge, good or bad: 5 players × 2, and pass.
    expect(lawyer).toHaveLength(11);
    const d = play(s, [1, PASS], [2, PASS]).state;
    expect(theTrial.legalActions(d, 3).filter((a) => a.type === 'state' && a.statement.about === 'gave')).toHaveLength(6);
    const w = play(d, [3, PASS], [4, PASS]).state;
    const abouts = new Set(theTrial.legalActions(w, 5).map((a) => (a.type === 'state' ? a.statement.about : a.type)));
    expect([...abouts].sort()).toEqual(['hand', 'pass', 'pile', 'player']);
  });

  it('records every statement publicly with its author, and nothing more', () => {
    const s = discussing();
    const st: Statement = { about: 'player', seat: 2, alignment: 'bad' };
    const { state, events } = play(s, [1, say(st)]);
    expect(state.statements).toEqual([{ round: 1, seat: 1, statement: st }]);
    expect(theTrial.view(state, 'spectator').statements).toEqual([{ round: 1, seat: 1, statement: st }]);
    expect(events).toContainEqual({ type: 'statement', audience: 'all', seat: 1, statement: st });
    expect(events).toEqual([{ type: 'statement', audience: 'all', seat: 1, statement: st }]);
    expect(theTrial.describeEvent(events[0] as never, 'en')).toBe('Player 2: "Player 3 is bad."');
    expect(theTrial.describeEvent(events[0] as never, 'fr')).toBe('Joueur 2 : « Joueur 3 est méchant. »');
    expect(state.pending).toEqual({ step: 'discuss', seat: 2, lap: 0, done: [] });
  });

  it('is bounded: at most two laps, a passing player is done, no statement twice a round', () => {
    let s = discussing();
    const said: number[] = [];
    while (s.pending.step === 'discuss' && !(s.pending.seat === 0 && s.pending.lap === 1)) {
      const seat = s.pending.seat;
      const legal = theTrial.legalActions(s, seat);
      const first = legal[0] as TrialAction;
      s = play(s, [seat, seat === 3 ? PASS : first]).state;
      said.push(seat);
    }
    expect(said).toEqual([1, 2, 3, 4, 5, 6, 0, 1, 2, 4, 5, 6]);
    expect(s.pending).toMatchObject({ step: 'discuss', seat: 0, lap: 1, done: [3] });
    const repeated = s.statements.filter((x) => x.seat === 1).map((x) => JSON.stringify(x.statement));
    expect(new Set(repeated).size).toBe(2);
  });

  it("ends with the Judge's pass; the marker and warning follow", () => {
    const s = discussing();
    const { state, events } = play(s, [1, PASS], [2, PASS], [3, PASS], [4, PASS], [5, PASS], [6, PASS], [0, PASS]);
    expect(events.some((e) => e.type === 'discussion-end')).toBe(true);
    expect(['marker', 'warn']).toContain(state.pending.step);
    const warned = playUntil(state, atStep('warn'), quiet).state;
    expect(theTrial.legalActions(warned, 0).at(-1)).toEqual(NO_WARNING);
  });
});

describe('the marker card', () => {
  // Declarative: lawyer 1 holds alibi ×2, receipt, phone record; lawyer 2 fingerprints ×2, motive letter, weapon.
  const revealed = (): TrialState =>
    play(
      scenario({ roles: 'J L+ L- D+ D-', draw: ['alibi', 'alibi', 'receipt', 'fingerprints', 'fingerprints', 'receipt', 'receipt', 'phone-record', 'motive-letter', 'murder-weapon'] }),
      [0, order(3)], [0, order(1)],
      [3, discard('receipt')], [3, give('alibi', 1)], [3, give('alibi', 1)],
      [4, discard('receipt')], [4, give('receipt', 1)], [4, give('phone-record', 1)],
      [1, file('alibi')], [1, file('receipt')], [1, file('phone-record')], [1, REST],
      [2, file('fingerprints')], [2, file('fingerprints')], [2, REST],
      [0, DECLARE],
    ).state;

  it("is a card of the winner's side left after pairs cancel, chosen by the Judge; the rest go to the discard pile", () => {
    const s = skipDiscussion(revealed()).state;
    expect(s.results[0]).toMatchObject({ remaining: ['alibi', 'receipt', 'phone-record'], winner: 'good' });
    expectNext(s, 0, [marker('alibi'), marker('receipt'), marker('phone-record')]);
    const kept = play(s, [0, marker('receipt')]).state;
    expect(theTrial.view(kept, 'spectator').markers).toEqual(['receipt']);
    expect(kept.results[0]?.marker).toBe('receipt');
    const next = play(kept, [0, NO_WARNING]).state;
    expect(next.discard.slice().sort()).toEqual(['alibi', 'fingerprints', 'fingerprints', 'phone-record'].sort());
    expect(next.round).toBe(2);
  });
});
