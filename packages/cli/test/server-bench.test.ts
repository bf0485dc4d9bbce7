import { describe, expect, it } from 'vitest';
import { Metrics } from '@docket/server';
import { serverShare } from '../src/bench/server-bench.js';

describe("bench server: the server's share of the latency", () => {
  it("reads the mean and the p99's bucket from the server's own /metrics text", async () => {
    const m = new Metrics();
    // 98 moves at 4 ms, one at 25 ms, one at 40 ms: the 99th of 100 lies in the 30 ms bucket.
    for (let i = 0; i < 98; i++) m.moveLatency.observe(0.004);
    m.moveLatency.observe(0.025);
    m.moveLatency.observe(0.04);
    const share = serverShare(await m.registry.metrics());
    expect(share?.meanMs).toBeCloseTo((98 * 4 + 25 + 40) / 100, 1);
    expect(share?.p99AtMostMs).toBe(30);
  });

  it('is null before any move, and has no bound when the p99 lies past the last bucket', async () => {
    const m = new Metrics();
    expect(serverShare(await m.registry.metrics())).toBeNull();
    for (let i = 0; i < 10; i++) m.moveLatency.observe(5);
    expect(serverShare(await m.registry.metrics())).toEqual({ meanMs: 5000, p99AtMostMs: null });
  });

  it('counts only the moves since a reading taken before, so a warm-up round is left out', async () => {
    const m = new Metrics();
    // The warm-up: slow moves, all in the 100 ms bucket.
    for (let i = 0; i < 50; i++) m.moveLatency.observe(0.08);
    const before = await m.registry.metrics();
    for (let i = 0; i < 100; i++) m.moveLatency.observe(0.004);
    expect(serverShare(await m.registry.metrics(), before)).toEqual({ meanMs: 4, p99AtMostMs: 5 });
    // Read whole, the warm-up's moves weigh in.
    expect(serverShare(await m.registry.metrics())?.p99AtMostMs).toBe(100);
  });
});
