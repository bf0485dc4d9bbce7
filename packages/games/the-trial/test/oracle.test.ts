import { Rng } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { reasoningBot, theTrial, type TrialState } from '../src/index.js';
import { certainty, interval, oracleBot, runOracle, type Hero, type Others } from './oracle.js';
import { atStep, NO_WARNING, playUntil, quiet, scenario } from './scenario.js';

// Round 1 played quietly to the Judge's warning: nothing filed, said or seen tells the lawyers apart.
const judging: TrialState = playUntil(scenario({ roles: 'J L+ L- D+ D-' }), atStep('warn'), quiet).state;

describe('the oracle bound of The Trial (test-only: it reads the true alignments)', () => {
  it('believes the true world, for sure', () => {
    const b = certainty(judging);
    expect(b.worlds).toEqual([judging.alignments]);
    expect(b.weights).toEqual([1]);
    expect(b.bad).toEqual(judging.alignments.map((a) => (a === 'bad' ? 1 : 0)));
  });

  it('warns the bad lawyer, which the view alone does not show', () => {
    const legal = theTrial.legalActions(judging, 0);
    const decide = (bot: ReturnType<typeof reasoningBot>) => bot.choose({ view: theTrial.view(judging, 0), seat: 0, legal, rng: Rng.seeded('j') });
    expect(decide(oracleBot(() => judging))).toEqual({ type: 'warn', seat: 2 });
    // From its view the reasoning Judge holds the lawyers at even odds: no reason to stop either.
    expect(decide(reasoningBot('both'))).toEqual(NO_WARNING);
  });

  it('plays whole matches in a rotated table', () => {
    const run = runOracle(5, 3, 'oracle-smoke', 'oracle', 'trial');
    expect(run.games).toBe(3);
    expect(run.otherSeats).toBe(12);
    expect(run.heroWins + run.otherWins).toBeGreaterThan(0);
  });
});

/**
 * The measurement itself, off by default: TRIAL_ORACLE="players games seed hero others", hero `oracle`,
 * `trial-reason` or `trial`, others `trial` or `random`, e.g.
 * TRIAL_ORACLE="5 400 oracle-t5 oracle trial" npx vitest run packages/games/the-trial/test/oracle.test.ts
 */
const spec = process.env['TRIAL_ORACLE'];
describe.skipIf(spec === undefined)('one seat in a rotated table (TRIAL_ORACLE)', () => {
  it('prints the seat’s win rate and the others’, with their 95% intervals', { timeout: 0 }, () => {
    const [seats = '5', count = '400', seed = 'oracle', hero = 'oracle', others = 'trial'] = (spec ?? '').split(' ');
    const run = runOracle(Number(seats), Number(count), seed, hero as Hero, others as Others);
    const rate = (w: number, n: number) => `${((100 * w) / n).toFixed(1)}% (${interval(w, n).map((x) => x.toFixed(1)).join('–')})`;
    console.log(`${hero} among ${others}, ${seats} players, ${count} games, seed ${seed}: ${rate(run.heroWins, run.games)}; the others ${rate(run.otherWins, run.otherSeats)}`);
    expect(run.games).toBe(Number(count));
  });
});
