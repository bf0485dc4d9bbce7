import { Rng, unwrap } from '@docket/engine';
import { expect, it } from 'vitest';
import { lawyerUp } from '../src/index.js';

it('the README example plays a match to its end and prints it', () => {
  let s = lawyerUp.setup(2, lawyerUp.options.parse({ firstGameDeal: true }), 'seed-1');
  const rng = Rng.seeded('moves');
  while (lawyerUp.toAct(s).length > 0) {
    const seat = rng.pick(lawyerUp.toAct(s));
    const action = rng.pick(lawyerUp.legalActions(s, seat));
    s = unwrap(lawyerUp.apply(s, seat, action)).state;
  }
  expect(lawyerUp.render(lawyerUp.view(s, 0), 'en')).toMatch(/> Over: the (Prosecution|Defense) wins\./);
  expect(lawyerUp.describeOutcome(lawyerUp.outcome(s)!, 'fr')).toMatch(/l’emporte/);
});

it('the README’s Case 01 example places 9 key witnesses and gives the Defendant to the Defense', () => {
  const murder = lawyerUp.setup(2, lawyerUp.options.parse({ case: '01', prosecutionStrategy: 'c01-the-forensic-trail', defenseStrategy: 'c01-self-defense' }), 'seed-2');
  expect(murder.keyWitnesses).toHaveLength(9);
  expect(murder.held[1]).toEqual(['c01-jessica-fairmount']);
});

it('the README’s solo example leaves only the player to act', () => {
  const solo = lawyerUp.setup(2, lawyerUp.options.parse({ solo: 'D' }), 'seed-3');
  expect(lawyerUp.toAct(solo)).toEqual([0]);
});
