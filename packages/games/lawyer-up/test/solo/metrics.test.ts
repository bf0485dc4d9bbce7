import type { GameEvent } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { soloMetrics } from '../../src/index.js';
import { scenario } from '../scenario.js';
import { soloScenario } from './solo.js';

const ev = (type: string, extra: Record<string, unknown>): GameEvent => ({ type, audience: 'all', ...extra });
const match = (final: ReturnType<typeof scenario>, events: GameEvent[]) => ({ players: 2, events, final, outcome: null, actions: 0 });
const metric = (id: string) => soloMetrics.find((m) => m.id === id)!;

describe('Solo metrics', () => {
  const events = [
    ev('witness-won', { seat: 1 }),
    ev('witness-won', { seat: 0 }),
    ev('witness-won', { seat: 1 }),
    ev('automa-roll', { seat: 1, shows: true }),
    ev('automa-roll', { seat: 1, shows: false }),
    ev('automa-rest', { seat: 1, met: false }),
    ev('automa-rest', { seat: 1, met: false }),
    ev('automa-rest', { seat: 1, met: true }),
  ];

  it('counts the witnesses the Automa won, the red faces that fired and the rest checks met', () => {
    const m = match(soloScenario({}), events);
    expect(metric('automa-witnesses').measure(m)).toEqual([2, 3]);
    expect(metric('automa-red-fired').measure(m)).toEqual([1, 2]);
    expect(metric('automa-rested').measure(m)).toEqual([1, 3]);
  });

  it('counts nothing for the Automa in a two-player match', () => {
    expect(metric('automa-witnesses').measure(match(scenario({}), events))).toEqual([0, 0]);
  });
});
