import type { Action, Game } from '@docket/engine';
import { describe, it } from 'vitest';
import { configLabel, type ConformanceConfig } from './config.js';
import { LAWS, LAW_NAMES } from './laws.js';
import { checkConformance, type ConformanceCheck } from './run.js';

/**
 * One configuration is played once, by whichever of its tests runs first; the others read the result.
 * That test may take a while on a slow game, hence a ceiling well above any vitest default.
 */
const SUITE_TIMEOUT_MS = 15 * 60 * 1000;

type Verdict = { readonly check: ConformanceCheck } | { readonly error: unknown };

/** Registers `describe(game.info.id)`, a `describe` per configuration and an `it` per law in it. */
export function conformanceSuite<S, A extends Action, V, O>(game: Game<S, A, V, O>, configs: ConformanceConfig[]): void {
  if (configs.length === 0) throw new Error(`conformanceSuite(${game.info.id}) needs at least one configuration.`);
  describe(game.info.id, () => {
    for (const config of configs) {
      let verdict: Verdict | undefined;
      const judge = (): Verdict => {
        if (verdict === undefined) {
          try {
            verdict = { check: checkConformance(game, config) };
          } catch (error) {
            verdict = { error };
          }
        }
        return verdict;
      };
      describe(configLabel(config), () => {
        for (const law of LAW_NAMES) {
          it(
            `${law}: ${LAWS[law]}`,
            () => {
              const v = judge();
              if ('error' in v) throw v.error;
              const failure = v.check.failures.find((f) => f.law === law);
              if (failure) throw failure;
            },
            SUITE_TIMEOUT_MS,
          );
        }
      });
    }
  });
}
