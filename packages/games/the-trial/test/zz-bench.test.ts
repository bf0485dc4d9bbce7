import { deepEqual, Rng, type Viewer } from '@docket/engine';
import { it } from 'vitest';
import { theTrial } from '../src/index.js';
import type { TrialState } from '../src/index.js';

it('bench', () => {
  const states: TrialState[] = [];
  for (let g = 0; g < 10; g++) {
    let s = theTrial.setup(8, theTrial.options.parse({}), `b/${g}`);
    const rng = Rng.seeded(`p/${g}`);
    while (theTrial.toAct(s).length > 0) { states.push(s); const q = theTrial.toAct(s)[0]!; s = theTrial.applyLegal(s, q, rng.pick(theTrial.legalActions(s, q))).state; }
  }
  const viewers: Viewer[] = [0,1,2,3,4,5,6,7,'spectator'];
  const time = (name: string, f: (s: TrialState, p: Viewer) => unknown) => {
    const t0 = performance.now();
    for (const s of states) for (const p of viewers) f(s, p);
    console.log(name, ((performance.now() - t0) / states.length / viewers.length * 1000).toFixed(1), 'us per state-viewer');
  };
  const rng = Rng.seeded('x');
  console.log('states', states.length);
  time('view', (s, p) => theTrial.view(s, p));
  time('legal', (s, p) => theTrial.legalActions(s, p === 'spectator' ? 0 : p));
  time('legal-actor', (s) => theTrial.legalActions(s, theTrial.toAct(s)[0]!));
  time('resample', (s, p) => theTrial.resample(theTrial.view(s, p), rng));
  time('redeal', (s, p) => theTrial.redeal!(s, p, rng));
  time('apply', (s) => { const q = theTrial.toAct(s)[0]!; theTrial.applyLegal(s, q, theTrial.legalActions(s, q)[0]!); });
  time('apply-checked', (s) => { const q = theTrial.toAct(s)[0]!; theTrial.apply(s, q, theTrial.legalActions(s, q)[0]!); });
  time('deepEqual views', (s, p) => deepEqual(theTrial.view(s, p), theTrial.view(s, p)));
  time('Rng.seeded', () => Rng.seeded('abc/def/1'));
  time('stringify state', (s) => JSON.stringify(s));
}, 600000);
