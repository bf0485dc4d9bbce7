import { Rng, type Seat } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { gavel, gavelHints, type GavelAction, type GavelState } from '../src/index.js';
import { CONCEDE, DRAW, JURY, OUT_OF_ORDER, discard, object, play, proffer, respond, scenario } from './scenario.js';

const { prior, rollout, evaluate } = gavelHints as Required<typeof gavelHints>;

/** The action the greedy bot takes: the legal action with the best prior (the first of equals). */
function greedy(s: GavelState, seat: Seat): GavelAction {
  const view = gavel.view(s, seat);
  const legal = gavel.legalActions(s, seat);
  let best = legal[0] as GavelAction;
  for (const a of legal) if (prior(view, seat, a) > prior(view, seat, best)) best = a;
  return best;
}

describe('hints', () => {
  it('prior scores every legal action with a finite number; rollout returns a legal action; evaluate is in [0, 1]', () => {
    let checked = 0;
    for (const players of [2, 4, 6]) {
      for (let g = 0; g < 10; g++) {
        const rng = Rng.seeded(`hints-${players}-${g}`);
        let s = gavel.setup(players, gavel.options.parse({}), `hints-${players}-${g}`);
        for (let seats = gavel.toAct(s); seats.length > 0; seats = gavel.toAct(s)) {
          const seat = rng.pick(seats);
          const legal = gavel.legalActions(s, seat);
          const view = gavel.view(s, seat);
          for (const a of legal) expect(Number.isFinite(prior(view, seat, a))).toBe(true);
          const a = rollout(s, seat, legal, rng);
          expect(legal).toContainEqual(a);
          const e = evaluate(s);
          expect(e.length).toBe(players);
          for (const x of e) expect(x >= 0 && x <= 1).toBe(true);
          s = gavel.applyLegal(s, seat, a).state;
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('prior objects when it can, and answers an attack when it can (a response before Out of Order)', () => {
    const s = scenario({ hands: [['red-2', 'red-response', 'out-of-order'], ['red-objection', 'blue-1']] });
    const window = play(s, [0, proffer('red-2')]).state;
    expect(greedy(window, 1)).toEqual(object('red-objection'));
    const attacked = play(window, [1, object('red-objection')]).state;
    expect(gavel.legalActions(attacked, 0)).toEqual([respond('red-response'), OUT_OF_ORDER, CONCEDE]);
    expect(greedy(attacked, 0)).toEqual(respond('red-response'));
  });

  it('prior proffers the evidence that wins at once, and heavy evidence it can defend', () => {
    // 9 points: the red 3 wins now; the blue 2 would not, however safe.
    const win = scenario({ hands: [['blue-2', 'red-3', 'blue-response'], ['green-1']], admitted: [['green-3', 'green-3', 'yellow-3'], []] });
    expect(greedy(win, 0)).toEqual(proffer('red-3'));
    const defended = scenario({ hands: [['red-3', 'blue-3', 'blue-response'], ['green-1']] });
    expect(greedy(defended, 0)).toEqual(proffer('blue-3'));
  });

  it('prior goes to the jury with strong odds against a close race, not with 3 points against nobody', () => {
    const strong = scenario({ hands: [['red-1'], ['green-1']], admitted: [['red-3', 'red-3', 'blue-3', 'blue-2'], ['green-3', 'green-3', 'yellow-3', 'yellow-2']], pending: { step: 'open', seat: 0 } });
    expect(greedy(strong, 0)).toEqual(JURY);
    const weak = scenario({ hands: [['red-1'], ['green-1']], admitted: [['red-3'], []], pending: { step: 'open', seat: 0 } });
    expect(greedy(weak, 0)).toEqual(DRAW);
  });

  it('prior keeps Out of Order and discards a duplicate sword', () => {
    const s = scenario({ hands: [['out-of-order', 'red-objection', 'red-objection', 'blue-response'], ['green-1']] });
    expect(greedy(s, 0)).toEqual(discard('red-objection'));
  });

  it('evaluate favours the leader and gives an eliminated seat nothing', () => {
    const s = scenario({ hands: [[], [], []], admitted: [['red-3', 'red-3'], ['blue-1'], []], eliminated: [false, false, true] });
    const [a, b, c] = evaluate(s) as [number, number, number];
    expect(a).toBeGreaterThan(b);
    expect(c).toBe(0);
    expect(a + b).toBeCloseTo(1);
  });
});
