import { Rng, eventsFor } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { lawyerUp } from '../src/index.js';
import { D, P, SIDEBAR, game, play, scenario } from './scenario.js';

const table = () =>
  scenario({
    P: { hand: ['base-p-recess', 'base-p-bribery'], deck: ['base-p-police-report', 'base-p-prior-record'], exam: ['base-p-leading-question'] },
    D: { hand: ['base-d-alibi'], deck: ['base-d-whistleblower', 'base-d-continuance'], discard: ['base-d-key-evidence'] },
    buried: ['t-painting'],
  });

/** A view without the printing (`cards`, the match's card list) and the memory masks aligned with it. */
const secrets = (v: object) => JSON.stringify({ ...v, cards: [], know: [] });

describe('view', () => {
  it('shows the own hand and every public zone; the other hand, the decks and the Buried Evidence only as counts', () => {
    const s = table();
    const v = game.view(s, P);
    expect(v.hand).toEqual(['base-p-recess', 'base-p-bribery']);
    expect(v.handCounts).toEqual([2, 1]);
    expect(v.deckCounts).toEqual([2, 2]);
    expect(v.buriedCount).toBe(1);
    expect(v.exams[P]).toEqual([{ card: 'base-p-leading-question', value: 2 }]);
    expect(v.discards[D]).toEqual(['base-d-key-evidence']);
    const json = secrets(v);
    for (const hidden of ['base-d-alibi', 'base-d-whistleblower', 'base-p-police-report', 't-painting', '"rng"']) expect(json).not.toContain(hidden);
    expect(game.view(s, 'spectator').hand).toBeNull();
    expect(secrets(game.view(s, 'spectator'))).not.toContain('base-p-recess');
  });

  it('tells a draw only to the drawer; the other learns a card was drawn', () => {
    const { events } = play(table(), [P, SIDEBAR]);
    expect(eventsFor(events, P).find((e) => e.type === 'draw')?.cards).toEqual(['base-p-police-report']);
    expect(eventsFor(events, D).some((e) => e.type === 'draw')).toBe(false);
    expect(eventsFor(events, D).find((e) => e.type === 'draw-hidden')?.count).toBe(1);
  });

  it('a card taken from a hidden pile is named to its taker only', () => {
    const s = scenario({ P: { procedures: ['base-p-motion-to-compel'], deck: ['base-p-police-report', 'base-p-recess'] } });
    const { events } = play(s, [P, { type: 'activate', card: 'base-p-motion-to-compel' }], [P, { type: 'pick', card: 'base-p-police-report' }]);
    expect(eventsFor(events, P).find((e) => e.type === 'pick')?.card).toBe('base-p-police-report');
    expect(JSON.stringify(eventsFor(events, D))).not.toContain('base-p-police-report');
    expect(eventsFor(events, D).some((e) => e.type === 'pick-hidden')).toBe(true);
  });

  it('resample deals the unseen cards consistently: the viewer’s view of the world is its own view', () => {
    const s = lawyerUp.setup(2, lawyerUp.options.parse({}), 'world');
    const worlds = new Set<string>();
    for (const viewer of [P, D, 'spectator'] as const) {
      const v = lawyerUp.view(s, viewer);
      for (let k = 0; k < 4; k++) {
        const w = lawyerUp.resample(v, Rng.seeded(`w${k}`));
        expect(lawyerUp.view(w, viewer)).toEqual(v);
        worlds.add(JSON.stringify(w.draftHands));
      }
    }
    expect(worlds.size).toBeGreaterThan(1);
  });

  it('in a resampled world the other seat’s draft choice is made, hidden cards dealt where the viewer’s memory allows', () => {
    const s = lawyerUp.setup(2, lawyerUp.options.parse({}), 'pick');
    const picked = play(s, [P, lawyerUp.legalActions(s, P)[0]!]).state;
    const w = lawyerUp.resample(lawyerUp.view(picked, D), Rng.seeded('x'));
    expect(w.pending.step).toBe('draft');
    expect(w.pending.step === 'draft' && w.pending.picks[P]).toHaveLength(3);
    expect(w.draftHands[D]).toEqual(picked.draftHands[D]);
  });

  it('opens every hand once the match is over', () => {
    const s = { ...table(), pending: { step: 'over' } as const, winner: 0 };
    expect(game.view(s, D).openHands).toEqual([
      ['base-p-recess', 'base-p-bribery'],
      ['base-d-alibi'],
    ]);
  });
});
