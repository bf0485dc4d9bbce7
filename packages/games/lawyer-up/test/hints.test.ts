import { Rng, type FinishedMatch, type Seat } from '@docket/engine';
import { greedyBot, mctsBot, playMatch, randomBot } from '@docket/bots';
import { describe, expect, it } from 'vitest';
import { lawyerUp, type LawyerUpAction, type LawyerUpState } from '../src/index.js';
import { lawyerUpHints } from '../src/hints/index.js';
import { lawyerUpMetrics } from '../src/metrics.js';
import { closingWinner } from '../src/resolution.js';
import { ALLOW, D, DONE, OBJECT, P, PASS, game, juror, play, playCardAction, scenario } from './scenario.js';

const { prior, rollout, evaluate } = lawyerUpHints as Required<typeof lawyerUpHints>;

function greedy(s: LawyerUpState, seat: Seat): LawyerUpAction {
  const view = game.view(s, seat);
  const legal = game.legalActions(s, seat);
  let best = legal[0]!;
  for (const a of legal) if (prior(view, seat, a) > prior(view, seat, best)) best = a;
  return best;
}

describe('hints', () => {
  it('prior is finite on every legal action, rollout returns a legal action, evaluate is a payoff in [0, 1]', () => {
    let checked = 0;
    for (let g = 0; g < 6; g++) {
      const rng = Rng.seeded(`hints-${g}`);
      let s = lawyerUp.setup(2, lawyerUp.options.parse({ firstGameDeal: g % 2 === 0 }), `hints-${g}`);
      for (let seats = lawyerUp.toAct(s); seats.length > 0; seats = lawyerUp.toAct(s)) {
        const seat = rng.pick(seats);
        const legal = lawyerUp.legalActions(s, seat);
        const view = lawyerUp.view(s, seat);
        for (const a of legal) expect(Number.isFinite(prior(view, seat, a))).toBe(true);
        const a = rollout(s, seat, legal, rng);
        expect(legal).toContainEqual(a);
        const e = evaluate(s);
        expect(e[0]! + e[1]!).toBeCloseTo(1);
        s = lawyerUp.applyLegal(s, seat, a).state;
        checked++;
      }
      expect(evaluate(s)).toEqual(s.winner === P ? [1, 0] : [0, 1]);
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('prior objects to a strong Argument, lets a weak one through, and passes when ahead of a passed opponent', () => {
    const strong = play(scenario({ P: { hand: ['base-p-charming-demeanor'] }, witness: 't-second', facing: 'D' }), [P, playCardAction('base-p-charming-demeanor')]).state;
    expect(greedy(strong, D)).toEqual(OBJECT);
    const weak = play(scenario({ P: { hand: ['base-p-evidential-argument'] } }), [P, playCardAction('base-p-evidential-argument')]).state;
    expect(greedy(weak, D)).toEqual(ALLOW);
    const ahead = scenario({ P: { hand: ['base-p-police-report'] }, D: { passed: true } });
    expect(greedy(ahead, P)).toEqual(PASS);
  });

  it('prior drafts for the best difference: its own deck’s card against what the other deck gets', () => {
    const s = scenario({ witness: null, pending: { step: 'draft', picks: [null, null] } });
    const drafting = { ...s, draftHands: [['t-knife', 't-painting', 'base-d-alibi'], []] };
    // The Painting (N2) for itself, the Knife (P3, worth nothing to the Defense) to the Defense, the Alibi (D3)
    // buried: +2 against +0, better than keeping the Knife and handing the Defense the Painting (+3 against +2).
    expect(greedy(drafting, P)).toEqual({ type: 'draft', order: ['t-painting', 't-knife', 'base-d-alibi'] });
  });

  it('prior calls the witness whose primary value counts for it and whose end its hand can chain from', () => {
    const s = scenario({ witness: null, keyWitnesses: ['t-second', 't-third'], favour: 'D', D: { hand: ['base-d-sympathetic-plea'] } });
    // t-third is a Prosecution witness (its value counts 0 for the Defense); t-second is Neutral.
    expect(greedy(s, D)).toEqual({ type: 'call', witness: 't-second' });
  });

  it('prior sways the juror it flips before a cheaper step on its own side', () => {
    const s = scenario({ P: { exam: [['base-p-police-report', 9]] }, D: { passed: true } });
    const sway = play(s, [P, PASS]).state;
    // Juror 6 (Skepticism 1, D-near) flips to the Prosecution; juror 0 is already on its side.
    expect(greedy(sway, P)).toEqual(juror(6));
    void DONE;
  });

  it('greedy (prior) beats random play more often than not', () => {
    let wins = 0;
    const games = 20;
    for (let g = 0; g < games; g++) {
      const greedySeat = g % 2;
      const bots = greedySeat === 0 ? [greedyBot(lawyerUp), randomBot(lawyerUp)] : [randomBot(lawyerUp), greedyBot(lawyerUp)];
      const r = playMatch(lawyerUp, bots, { players: 2, options: lawyerUp.options.parse({ firstGameDeal: true }), seed: `greedy-${g}` });
      if (r.outcome?.winners.includes(greedySeat)) wins++;
    }
    expect(wins).toBeGreaterThan(games / 2);
  });
});

describe('evaluate', () => {
  const share = (s: LawyerUpState): number => evaluate(s)[P]!;
  const noWitness = { witness: null, keyWitnesses: ['t-second', 't-third'] } as const;

  it('favours the side with more jurors, and a far juror more than a near one', () => {
    const even = share(scenario(noWitness));
    const pNear = share(scenario({ ...noWitness, spaces: [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2] }));
    const pFar = share(scenario({ ...noWitness, spaces: [0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2] }));
    expect(pNear).toBeGreaterThan(0.5);
    expect(pFar).toBeGreaterThan(pNear);
    // Six each is a hung jury unless the claimed witnesses break it: the Defense's tie, then the Prosecution's.
    expect(even).toBeLessThan(0.5);
    expect(share(scenario({ ...noWitness, P: { claimed: ['t-plain'] } }))).toBeGreaterThan(0.5);
  });

  it('counts the Witness on the stand for the side ahead in Influence, a tie for the favour', () => {
    // t-plain faces the Prosecution: 3 against 1 before any card.
    const ahead = share(scenario({}));
    const further = share(scenario({ P: { exam: [['base-p-police-report', 4]] } }));
    const behind = share(scenario({ D: { exam: [['base-d-alibi', 5]] } }));
    expect(ahead).toBeGreaterThan(share(scenario(noWitness)));
    expect(further).toBeGreaterThan(ahead);
    expect(behind).toBeLessThan(0.5);
    const tied = (favour: 'P' | 'D') => share(scenario({ favour, D: { bonus: 2 } }));
    expect(tied('P')).toBeGreaterThan(tied('D'));
  });

  it('while swaying, counts the Influence left to spend, not the margin already spent', () => {
    const s = scenario({ P: { exam: [['base-p-police-report', 9]] }, D: { passed: true } });
    const swaying = play(s, [P, PASS]).state;
    expect(swaying.pending).toMatchObject({ step: 'sway', seat: P });
    const spent = play(swaying, [P, juror(6)]).state;
    // Juror 6 crossed to the Prosecution for 1 of the 11 points: the flip is worth more than the point.
    expect(share(spent)).toBeGreaterThan(share(swaying));
    const left = (points: number) => share({ ...swaying, pending: { step: 'sway', seat: P, points } });
    expect(left(8)).toBeGreaterThan(left(2));
  });

  it('is surer of the same lead with fewer witnesses left to resolve', () => {
    const spaces = [1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2];
    const early = share(scenario({ witness: null, spaces, keyWitnesses: ['t-plain', 't-second', 't-third'] }));
    const late = share(scenario({ witness: null, spaces, keyWitnesses: [] }));
    expect(late).toBeGreaterThan(early);
    expect(early).toBeGreaterThan(0.5);
  });

  it('at the last clean-up, favours the side the Closing Statements would name', () => {
    const rng = Rng.seeded('closing');
    for (let i = 0; i < 40; i++) {
      const spaces = Array.from({ length: 12 }, () => rng.int(4));
      const claimed = [rng.int(3), rng.int(3)].map((n) => ['t-plain', 't-second', 't-third'].slice(0, n));
      const s = scenario({ witness: null, keyWitnesses: [], spaces, P: { claimed: claimed[P] }, D: { claimed: claimed[D] }, pending: { step: 'cleanup', seat: P } });
      expect(share(s) > 0.5 ? P : D).toBe(closingWinner(s));
    }
  });
});

describe('search', () => {
  it('IS-MCTS plays a whole match from its own view (resample, prior, rollout, evaluate)', () => {
    const r = playMatch(lawyerUp, [mctsBot({ iterations: 20 })(lawyerUp), randomBot(lawyerUp)], {
      players: 2,
      options: lawyerUp.options.parse({ firstGameDeal: true }),
      seed: 'mcts-smoke',
    });
    expect(r.truncated).toBe(false);
    expect(r.outcome?.winners).toHaveLength(1);
  });
});

describe('metrics', () => {
  it('count witnesses won by side, objections, sways and the mean Influence margin', () => {
    const s = scenario({ P: { hand: ['base-p-leading-question'], exam: ['base-p-expert-testimony'] } });
    const a = play(s, [P, playCardAction('base-p-leading-question')], [D, OBJECT], [P, PASS], [D, PASS], [P, juror(6)]);
    const m: FinishedMatch<LawyerUpState> = { players: 2, events: a.events, final: a.state, outcome: null, actions: 5 };
    const got = Object.fromEntries(lawyerUpMetrics.map((x) => [x.id, x.measure(m)]));
    expect(got).toEqual({
      'witnesses-prosecution': [1, 1],
      'witnesses-defense': [0, 1],
      objections: 1,
      'jurors-swayed': 1,
      'influence-margin': [3, 1],
    });
    for (const x of lawyerUpMetrics) expect(x.label.en.length * x.label.fr.length).toBeGreaterThan(0);
  });
});
