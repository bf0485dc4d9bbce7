import type { FinishedMatch } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { gavel, gavelMetrics, type GavelState } from '../src/index.js';
import { JURY, OUT_OF_ORDER, PASS, object, play, proffer, respond, scenario, type Played } from './scenario.js';

function finished(...parts: readonly Played[]): FinishedMatch<GavelState> {
  const final = (parts[parts.length - 1] as Played).state;
  const events = parts.flatMap((p) => p.events);
  return { players: final.players, events, final, outcome: gavel.outcome(final), actions: events.length };
}

function measures(m: FinishedMatch<GavelState>): Record<string, number | readonly [number, number]> {
  return Object.fromEntries(gavelMetrics.map((metric) => [metric.id, metric.measure(m)]));
}

describe('metrics', () => {
  it('are labelled in both languages, with distinct ids', () => {
    expect(new Set(gavelMetrics.map((m) => m.id)).size).toBe(gavelMetrics.length);
    for (const m of gavelMetrics) expect(m.label.en.length * m.label.fr.length).toBeGreaterThan(0);
    expect(gavel.metrics).toBe(gavelMetrics);
  });

  it('count objections, the answered ones and the turns lost to Out of Order', () => {
    const s = scenario({
      players: 3,
      hands: [['red-2', 'red-1', 'red-response', 'out-of-order'], ['red-objection', 'red-impeached', 'red-objection'], ['blue-2']],
    });
    const a = play(s, [0, proffer('red-2')], [2, PASS], [1, object('red-objection')], [0, OUT_OF_ORDER]);
    // Seat 1 loses its turn: seat 2 plays, then seat 0 again.
    const b = play(a.state, [2, proffer('blue-2')], [0, PASS], [1, PASS]);
    const c = play(b.state, [0, proffer('red-1')], [1, object('red-impeached')], [0, respond('red-response')]);
    expect(measures(finished(a, b, c))).toEqual({
      'jury-attempts': 0,
      'jury-success': [0, 0],
      objections: 2,
      'objections-answered': [2, 2],
      'turns-lost': 1,
    });
  });

  it('count goes to the jury and their success', () => {
    const s = scenario({ hands: [['red-1'], ['green-1']], admitted: [['red-3'], []], pending: { step: 'open', seat: 0 }, seed: 'm' });
    const m = play(s, [0, JURY]);
    const guilty = m.state.verdict?.guilty === true ? 1 : 0;
    expect(measures(finished(m))).toMatchObject({ 'jury-attempts': 1, 'jury-success': [guilty, 1] });
  });
});
