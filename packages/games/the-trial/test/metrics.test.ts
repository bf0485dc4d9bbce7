import type { FinishedMatch, GameEvent } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { theTrial, trialMetrics, type TrialState } from '../src/index.js';
import { atStep, play, playUntil, quiet, scenario } from './scenario.js';

function measures(events: readonly GameEvent[], final: TrialState): Record<string, number | readonly [number, number]> {
  const m: FinishedMatch<TrialState> = { players: final.players, events, final, outcome: theTrial.outcome(final), actions: events.length };
  return Object.fromEntries(trialMetrics.map((x) => [x.id, x.measure(m)]));
}

describe('metrics', () => {
  it('are labelled in both languages, with distinct ids', () => {
    expect(new Set(trialMetrics.map((m) => m.id)).size).toBe(trialMetrics.length);
    for (const m of trialMetrics) expect(m.label.en.length * m.label.fr.length).toBeGreaterThan(0);
    expect(theTrial.metrics).toBe(trialMetrics);
  });

  it('count a round, a true and a false statement, a warning of a lawyer and a correct accusation', () => {
    const s = playUntil(scenario({ roles: 'J L+ L- D+ D- W+ W- Y' }), atStep('discuss'), quiet);
    const talk = play(
      s.state,
      [1, { type: 'state', statement: { about: 'player', seat: 2, alignment: 'bad' } }],
      [2, { type: 'state', statement: { about: 'player', seat: 1, alignment: 'bad' } }],
    );
    const warned = playUntil(talk.state, atStep('warn'), quiet);
    const round2 = play(warned.state, [0, { type: 'warn', seat: 2 }]);
    const jury = playUntil(round2.state, atStep('jury'), quiet);
    const end = play(
      jury.state,
      [7, { type: 'accuse' }],
      [7, { type: 'toggle', seat: 2 }],
      [7, { type: 'toggle', seat: 4 }],
      [7, { type: 'toggle', seat: 6 }],
      [7, { type: 'confirm' }],
      [0, { type: 'declare' }],
    );
    const events = [...s.events, ...talk.events, ...warned.events, ...round2.events, ...jury.events, ...end.events];
    const round1 = s.state.results[0]?.winner === 'good' ? 1 : 0;
    expect(measures(events, end.state)).toEqual({
      'good-team-wins': [1, 1],
      'rounds-good': [round1, 1],
      rounds: 1,
      accusations: 1,
      'accusations-correct': [1, 1],
      'warnings-defendant': 0,
      'warnings-lawyer': 1,
      'warnings-witness': 0,
      'statements-honest': [1, 2],
    });
  });
});
