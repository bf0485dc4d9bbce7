// The evaluation's fitted constants (see `evaluate.ts`), as `test/fit/fit-evaluate.ts` obtains them (run it with
// `FIT_EVALUATE=1 npx vitest run packages/games/tribunal-1920/test/fit-evaluate.test.ts`): every live state of 4,000
// games between greedy bots (seeds "gen/0" to "gen/3999", 390,485 states), its features (`features.ts`) labelled with
// how its hearing ended; a softmax over "seat 0 wins", "seat 1 wins" and "void" fitted by maximum likelihood on the
// first 80% of the states. On the other 20%: 0.685 nats per hearing result (1.098 knowing only how often each result
// happens); with the race below, 0.645 per trial result where the former hand-tuned evaluation scored 0.664.

/** Weights of a seat's own features in its logit (`SIDE_FEATURES` order). */
export const MINE: readonly number[] = [0.935, 0.356, 0.801, -0.945, 0.907, 1.91, 1.479, -0.35, 0.535, 2.968, 0.155, 0.102, -0.299, 0.534, -0.242];
/** Weights of the other seat's features in the same logit. */
export const THEIRS: readonly number[] = [-0.935, -0.356, -0.801, 0.945, -0.086, 1.108, 0.116, -0.587, -0.124, 0.392, 0.037, 0.035, -0.202, -1.016, 0.242];
/** Weights of the void logit (`VOID_FEATURES` order), while the column is empty. */
export const VOID: readonly number[] = [1.129, 0.232, 3.222, -1.099, -0.952, 0.534, -0.092, -0.262];
/**
 * RACE[a][b]: over the same states, how often the seat holding `a` hearings against `b` went on to win the trial.
 * The loser of a hearing places an investigator, so the trailing seat does far better than coin tosses would give
 * it: 0.48 from 0–1 (coin tosses: 0.31), 0.25 from 0–2 (0.125).
 */
export const RACE: readonly (readonly number[])[] = [
  [0.5, 0.48, 0.247],
  [0.52, 0.5, 0.286],
  [0.753, 0.714, 0.5],
];
