import { describe, expect, it } from 'vitest';
import { fit, format, loss, raceTable, sample, type Row } from './fit/fit-evaluate.js';

/** The loss of always answering how often each result happens among `train`, on `test`. */
function frequencyLoss(train: readonly Row[], test: readonly Row[]): number {
  const n = [0, 0, 0];
  for (const r of train) n[r.result]!++;
  return -test.reduce((sum, r) => sum + Math.log((n[r.result] as number) / train.length), 0) / test.length;
}

describe("the evaluation's fitting", () => {
  it('learns from a few greedy games a model that predicts hearings of other games better than their frequencies', () => {
    const train = sample(40, 'fit-train');
    const test = sample(20, 'fit-test');
    const model = fit(train, 100);
    expect(loss(model, test)).toBeLessThan(frequencyLoss(train, test) - 0.15);
  });

  // The run that produced `src/hints/weights.ts` (a few minutes): FIT_EVALUATE=1 npx vitest run <this file>.
  it.skipIf(process.env.FIT_EVALUATE === undefined)('fits the constants of weights.ts on 4,000 games', () => {
    const rows = sample(4000, 'gen');
    const cut = Math.floor(rows.length * 0.8);
    const model = fit(rows.slice(0, cut));
    console.log(`${rows.length} states; held-out loss ${loss(model, rows.slice(cut)).toFixed(4)} nats`);
    console.log(format(model, raceTable(rows.slice(0, cut))));
    expect(loss(model, rows.slice(cut))).toBeLessThan(frequencyLoss(rows.slice(0, cut), rows.slice(cut)));
  }, 3_600_000);
});
