import { describe, expect, it } from 'vitest';
import { SIDE_OF, theTrial, type Statement, type TrialAction, type TrialState } from '../src/index.js';
import { atStep, NO_WARNING, PASS, play, playUntil, quiet, scenario } from './scenario.js';

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
  it("is a card of the winner's side, kept by the Judge; the other revealed cards go to the discard pile", () => {
    let s = playUntil(scenario({ roles: 'J L+ L- D+ D-', seed: 'm' }), (x) => x.pending.step === 'marker' || x.pending.step === 'warn', quiet).state;
    const result = s.results[0];
    if (!result) throw new Error('no result');
    if (s.pending.step === 'marker') {
      const choices = theTrial.legalActions(s, 0);
      expect(choices.length).toBeGreaterThan(1);
      s = play(s, [0, choices[0] as TrialAction]).state;
    }
    const marker = s.results[0]?.marker;
    const side = result.winner === 'good' ? 'innocence' : 'guilt';
    if (marker) expect(theTrial.view(s, 'spectator').markers).toEqual([marker]);
    if (marker) expect(SIDE_OF[marker]).toBe(side);
    const next = play(s, [0, NO_WARNING]).state;
    expect(next.discard.length).toBe(result.revealed.length - (marker ? 1 : 0));
    expect(next.round).toBe(2);
  });
});
