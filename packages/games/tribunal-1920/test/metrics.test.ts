import type { FinishedMatch } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { tribunal1920, tribunalMetrics, type TribunalState } from '../src/index.js';
import { CONFESS, OBJECT, OK, PASS, claim, play, scenario, show, type Played } from './scenario.js';

function finished(...parts: readonly Played[]): FinishedMatch<TribunalState> {
  const final = (parts[parts.length - 1] as Played).state;
  const events = parts.flatMap((p) => p.events);
  return { players: 2, events, final, outcome: tribunal1920.outcome(final), actions: events.length };
}

function measures(m: FinishedMatch<TribunalState>): Record<string, number | readonly [number, number]> {
  return Object.fromEntries(tribunalMetrics.map((metric) => [metric.id, metric.measure(m)]));
}

describe('metrics', () => {
  it('are labelled in both languages, with distinct ids', () => {
    expect(new Set(tribunalMetrics.map((m) => m.id)).size).toBe(tribunalMetrics.length);
    for (const m of tribunalMetrics) expect(m.label.en.length * m.label.fr.length).toBeGreaterThan(0);
    expect(tribunal1920.metrics).toBe(tribunalMetrics);
  });

  it('count an exposed bluff: one bluff, exposed, one objection, right', () => {
    const s = scenario({ hands: [['fingerprint-MT'], ['document-QN']] });
    const exposed = play(s, [0, claim('N')], [1, OBJECT], [0, CONFESS], [1, { type: 'place', slot: 'C' }]);
    expect(measures(finished(exposed))).toEqual({
      'double-wins': [0, 0],
      bluffs: 1,
      'bluffs-exposed': [1, 1],
      objections: 1,
      'objections-right': [1, 1],
    });
  });

  it("count an OK'd bluff (never exposed) and a wrong objection to a true claim", () => {
    const s = scenario({ hands: [['fingerprint-MT'], ['weapon-BN', 'weapon-QN']] });
    const bluff = play(s, [0, claim('C')], [1, OK]);
    const truth = play(bluff.state, [1, claim('N')], [0, OBJECT], [1, show('weapon-BN', 'weapon-QN')]);
    expect(truth.events.some((e) => e.type === 'show')).toBe(true);
    expect(measures(finished(bluff, truth))).toMatchObject({
      bluffs: 1,
      'bluffs-exposed': [0, 1],
      objections: 1,
      'objections-right': [0, 1],
    });
  });

  it('count hearings won by jury support among all hearings won', () => {
    const jury = play(scenario({ hands: [['weapon-MT', 'weapon-BN'], []], grid: { NW: 0, NE: 0 } }), [0, claim('N')], [1, OBJECT], [0, show('weapon-MT', 'weapon-BN')]);
    const again = play(
      scenario({ hands: [['weapon-MT'], ['weapon-BN']], deck: [], districts: { MT: 1 }, hearings: [2, 0] }),
      [0, PASS],
    );
    expect(measures(finished(jury))['double-wins']).toEqual([1, 1]);
    expect(measures(finished(jury, again))['double-wins']).toEqual([1, 2]);
  });
});
