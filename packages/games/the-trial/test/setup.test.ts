import type { Seat } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { COMPOSITIONS, theTrial, type Role } from '../src/index.js';
import { expectNext, order, scenario } from './scenario.js';

const options = theTrial.options.parse({});
const count = (roles: readonly Role[], r: Role): number => roles.filter((x) => x === r).length;

describe('set up', () => {
  it.each([5, 6, 7, 8, 9, 10])('deals the rulebook roles for %i players', (players) => {
    const c = COMPOSITIONS[players];
    const s = theTrial.setup(players, options, `roles-${players}`);
    expect(count(s.roles, 'judge')).toBe(1);
    expect(count(s.roles, 'lawyer')).toBe(2);
    expect(count(s.roles, 'defendant')).toBe(2);
    expect(count(s.roles, 'witness')).toBe(c?.witnesses);
    expect(count(s.roles, 'jury')).toBe(c?.jury ? 1 : 0);
    const bad = (r: Role): number => s.roles.filter((x, i) => x === r && s.alignments[i] === 'bad').length;
    expect([bad('lawyer'), bad('defendant'), bad('judge'), bad('jury')]).toEqual([1, 1, 0, 0]);
    if (players === 7 || players === 8 || players === 10) expect(bad('witness')).toBe((c?.witnesses ?? 0) / 2);
  });

  it('draws the witness cards at random for 6 and 9 players: both mixes occur', () => {
    for (const [players, mixes] of [
      [6, [0, 1]],
      [9, [1, 2]],
    ] as const) {
      const seen = new Set<number>();
      for (let i = 0; i < 40; i++) {
        const s = theTrial.setup(players, options, `draw-${i}`);
        seen.add(s.roles.filter((r, x) => r === 'witness' && s.alignments[x] === 'bad').length);
      }
      expect([...seen].sort()).toEqual(mixes);
    }
  });

  it('reveals the Judge and the Jury; everyone else knows only its own card', () => {
    const s = theTrial.setup(8, options, 'reveal');
    for (let seat = 0; seat < 8; seat++) {
      const v = theTrial.view(s, seat);
      v.alignments.forEach((a, x) => {
        const open = x === seat || s.roles[x] === 'judge' || s.roles[x] === 'jury';
        expect(a).toBe(open ? s.alignments[x] : null);
      });
      expect(v.roles).toEqual(s.roles);
    }
    const spectator = theTrial.view(s, 'spectator');
    expect(spectator.alignments.filter((a) => a !== null)).toHaveLength(2);
  });

  it('opens round 1 with the Judge choosing which defendant goes first, then which lawyer', () => {
    const s = scenario({ roles: 'J L+ L- D+ D-' });
    expect(s.round).toBe(1);
    expectNext(s, 0, [order(3), order(4)]);
    const after = theTrial.applyLegal(s, 0, order(4)).state;
    expect(after.order.defendants).toEqual([4, 3]);
    expectNext(after, 0, [order(1), order(2)]);
  });

  it('lets the Judge order the witnesses one at a time, the last one following', () => {
    let s = scenario({ roles: 'J L+ L- D+ D- W+ W- W+' });
    for (const seat of [3, 1, 6] as Seat[]) s = theTrial.applyLegal(s, 0, order(seat)).state;
    expectNext(s, 0, [order(5), order(7)]);
    s = theTrial.applyLegal(s, 0, order(7)).state;
    expect(s.order).toEqual({ defendants: [3, 4], lawyers: [1, 2], witnesses: [6, 7, 5] });
    expect(s.pending).toEqual({ step: 'discard', seat: 3 });
  });
});
