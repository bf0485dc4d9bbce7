import { Rng, type Seat } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { GRID_SLOTS, tribunal1920, tribunalHints, type TribunalAction, type TribunalState } from '../src/index.js';
import { CONFESS, OBJECT, claim, play, scenario } from './scenario.js';

const { prior, rollout, evaluate } = tribunalHints as Required<typeof tribunalHints>;

/** The action the greedy bot takes: the legal action with the best prior (the first of equals). */
function greedy(s: TribunalState, seat: Seat): TribunalAction {
  const view = tribunal1920.view(s, seat);
  const legal = tribunal1920.legalActions(s, seat);
  let best = legal[0] as TribunalAction;
  for (const a of legal) if (prior(view, seat, a) > prior(view, seat, best)) best = a;
  return best;
}

/** Every state of a game played by `choose`, with its seat to act. */
function* states(seed: string, choose: (s: TribunalState, seat: Seat, rng: Rng) => TribunalAction): Generator<[TribunalState, Seat]> {
  const rng = Rng.seeded(seed);
  let s = tribunal1920.setup(2, tribunal1920.options.parse({}), seed);
  for (let seats = tribunal1920.toAct(s); seats.length > 0; seats = tribunal1920.toAct(s)) {
    const seat = seats[0] as Seat;
    yield [s, seat];
    s = tribunal1920.applyLegal(s, seat, choose(s, seat, rng)).state;
  }
}

/** The last state of a game played by `choose`. */
function finalState(seed: string, choose: (s: TribunalState, seat: Seat, rng: Rng) => TribunalAction): TribunalState {
  const rng = Rng.seeded(seed);
  let s = tribunal1920.setup(2, tribunal1920.options.parse({}), seed);
  for (let seats = tribunal1920.toAct(s); seats.length > 0; seats = tribunal1920.toAct(s)) {
    const seat = seats[0] as Seat;
    s = tribunal1920.applyLegal(s, seat, choose(s, seat, rng)).state;
  }
  return s;
}

const randomly = (s: TribunalState, seat: Seat, rng: Rng): TribunalAction => rng.pick(tribunal1920.legalActions(s, seat));

describe('prior', () => {
  it('scores every legal action with a finite number, along random and greedy games', () => {
    let scored = 0;
    for (const choose of [randomly, greedy]) {
      for (const [s, seat] of states(`prior-${choose.name}`, choose)) {
        const view = tribunal1920.view(s, seat);
        for (const a of tribunal1920.legalActions(s, seat)) {
          expect(Number.isFinite(prior(view, seat, a))).toBe(true);
          scored++;
        }
      }
    }
    expect(scored).toBeGreaterThan(500);
  });

  it('prefers a true claim that completes a line over a pass and over every other claim', () => {
    const s = scenario({ hands: [['weapon-MT', 'weapon-BN', 'eyewitness-SI'], ['document-QN']], grid: { NW: 0, NE: 0, C: 1 } });
    expect(greedy(s, 0)).toEqual(claim('N'));
    const view = tribunal1920.view(s, 0);
    expect(prior(view, 0, claim('N'))).toBeGreaterThan(prior(view, 0, { type: 'pass' }));
  });

  it('blocks the opponent\'s line with a true claim rather than claiming elsewhere', () => {
    const s = scenario({ hands: [['weapon-MT', 'weapon-BN', 'fingerprint-SI', 'fingerprint-QN'], []], grid: { NW: 1, NE: 1, SW: 0 } });
    expect(greedy(s, 0)).toEqual(claim('N'));
  });

  it('passes rather than bluff on a slot that gains little', () => {
    const s = scenario({ hands: [['fingerprint-MT'], ['document-QN', 'document-BN']] });
    expect(greedy(s, 0)).toEqual({ type: 'pass' });
  });

  it('objects to an unlikely claim, and lets a near-certain one that wins a line pass', () => {
    const unlikely = play(scenario({ hands: [['fingerprint-MT'], ['document-QN']] }), [0, claim('C')]).state;
    expect(greedy(unlikely, 1)).toEqual(OBJECT);
    // Every slot asks for one eyewitness; the claimant holds 4 cards of the 5 left unseen, 4 of them eyewitnesses.
    const requirements = GRID_SLOTS.map(() => ['eyewitness'] as const);
    const certain = play(
      scenario({
        requirements,
        hands: [['eyewitness-MT', 'eyewitness-BN', 'eyewitness-QN', 'weapon-MT'], ['fingerprint-MT']],
        deck: ['eyewitness-BX'],
        grid: { NW: 0, NE: 0 },
      }),
      [0, claim('N')],
    ).state;
    expect(greedy(certain, 1)).toEqual({ type: 'ok' });
  });

  it('keeps the cards that prove a useful claim when discarding', () => {
    const hand = ['weapon-MT', 'weapon-BN', 'eyewitness-SI', 'document-QN', 'fingerprint-BX'] as const;
    const s = scenario({ hands: [hand, []], grid: { NW: 0, NE: 0, C: 1 }, pending: { step: 'discard', seat: 0 } });
    const choice = greedy(s, 0);
    expect(choice.type).toBe('discard');
    expect(['weapon-MT', 'weapon-BN']).not.toContain((choice as { card: string }).card);
  });

  it('places a free pawn where it completes its own line, and erases a pawn of the opponent\'s open line', () => {
    const exposed = play(scenario({ hands: [['fingerprint-MT'], ['document-QN']], grid: { SW: 1, SE: 1, NW: 0 } }), [0, claim('N')], [1, OBJECT], [0, CONFESS]).state;
    expect(greedy(exposed, 1)).toEqual({ type: 'place', slot: 'S' });
    const erasing = scenario({ hands: [[], []], grid: { NW: 1, N: 1, SE: 1, W: 0 }, districts: { SI: 0 }, pending: { step: 'erase', seat: 0 } });
    expect(['NW', 'N']).toContain((greedy(erasing, 0) as { slot: string }).slot);
  });

  it('makes a greedy player that beats a random one', () => {
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const me = (g % 2) as Seat;
      const choose = (s: TribunalState, seat: Seat, rng: Rng): TribunalAction => (seat === me ? greedy(s, seat) : randomly(s, seat, rng));
      if (tribunal1920.outcome(finalState(`duel-${g}`, choose))?.winners[0] === me) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(18);
  });
});

describe('rollout', () => {
  it('returns a member of the legal actions, along random games', () => {
    const rng = Rng.seeded('rollout');
    let asked = 0;
    for (let g = 0; g < 5; g++) {
      for (const [s, seat] of states(`rollout-${g}`, randomly)) {
        const legal = tribunal1920.legalActions(s, seat);
        // The very object: the search finds the rollout's choice by its index in the legal list.
        expect(legal.indexOf(rollout(s, seat, legal, rng))).toBeGreaterThanOrEqual(0);
        asked++;
      }
    }
    expect(asked).toBeGreaterThan(300);
  });

  it('claims the slot its hand proves when that wins the line', () => {
    const s = scenario({ hands: [['weapon-MT', 'weapon-BN', 'eyewitness-SI'], ['document-QN']], grid: { NW: 0, NE: 0, C: 1 } });
    const legal = tribunal1920.legalActions(s, 0);
    for (let i = 0; i < 10; i++) expect(rollout(s, 0, legal, Rng.seeded(`r${i}`))).toEqual(claim('N'));
  });

  it('plays whole matches to the end', () => {
    const rng = Rng.seeded('playout');
    let s = tribunal1920.setup(2, tribunal1920.options.parse({}), 'playout');
    for (let steps = 0; tribunal1920.toAct(s).length > 0; steps++) {
      expect(steps).toBeLessThan(5_000);
      const seat = tribunal1920.toAct(s)[0] as Seat;
      s = tribunal1920.applyLegal(s, seat, rollout(s, seat, tribunal1920.legalActions(s, seat), rng)).state;
    }
    expect(tribunal1920.outcome(s)).not.toBe(null);
  });
});

describe('evaluate', () => {
  it('gives each seat a payoff in [0, 1], summing to 1, along random games', () => {
    for (const [s] of states('evaluate', randomly)) {
      const [a, b] = evaluate(s) as [number, number];
      for (const x of [a, b]) expect(x >= 0 && x <= 1).toBe(true);
      expect(a + b).toBeCloseTo(1, 12);
    }
  });

  it('favours the seat with more hearings, and the board it leads on', () => {
    const board = { hands: [['weapon-MT'], ['weapon-BN']] as const, grid: { C: 0 as const } };
    const [ahead] = evaluate(scenario({ ...board, hearings: [2, 0] })) as [number, number];
    const [behind] = evaluate(scenario({ ...board, hearings: [0, 2] })) as [number, number];
    expect(ahead).toBeGreaterThan(0.5);
    expect(behind).toBeLessThan(0.5);
    const [lineUp] = evaluate(scenario({ ...board, grid: { NW: 0, N: 0 } })) as [number, number];
    const [even] = evaluate(scenario({ hands: board.hands })) as [number, number];
    expect(lineUp).toBeGreaterThan(even);
  });

  it('pays a finished match what its outcome pays, and a line standing as the hearing won', () => {
    const over = play(scenario({ hands: [['weapon-MT', 'weapon-BN'], []], grid: { NW: 0, NE: 0 }, hearings: [2, 0] }), [0, claim('N')]);
    const ended = play(over.state, [1, { type: 'ok' }]).state;
    expect(evaluate(ended)).toEqual([1, 0]);
    const standing = scenario({ hands: [[], []], grid: { NW: 1, N: 1, NE: 1 }, hearings: [0, 2], pending: { step: 'discard', seat: 1 }, active: 1 });
    expect(evaluate(standing)).toEqual([0, 1]);
  });
});

describe('believe', () => {
  const { believe } = tribunalHints as Required<typeof tribunalHints>;
  // Orange claims W (two documents) holding four cards; Blue, to answer, has seen its own hand only.
  const claimed = play(
    scenario({ hands: [['fingerprint-MT', 'weapon-BN'], ['document-QN', 'document-BN', 'eyewitness-SI', 'weapon-SI']], active: 1 }),
    [1, claim('W')],
  ).state;
  const view = tribunal1920.view(claimed, 0);
  const proves = (s: TribunalState): boolean => s.hands[1].filter((c) => c.startsWith('document')).length >= 2;

  it('deals worlds that look to the answerer exactly as its view', () => {
    const rng = Rng.seeded('believe-view');
    for (let i = 0; i < 50; i++) expect(tribunal1920.view(believe(view, rng), 0)).toEqual(view);
  });

  it('makes the claim it must answer true far more often than a random hand would', () => {
    const rng = Rng.seeded('believe-odds');
    let believed = 0;
    let random = 0;
    for (let i = 0; i < 400; i++) {
      if (proves(believe(view, rng))) believed++;
      if (proves(tribunal1920.resample(view, rng))) random++;
    }
    // A random 4-card hand from 18 unseen cards holds 2 of the 5 documents a third of the time; with claims 10
    // times likelier true than bluffed, about 5 in 6.
    expect(random / 400).toBeLessThan(0.45);
    expect(believed / 400).toBeGreaterThan(0.7);
  });

  it('believes an unlikely claim mostly true too, dealing hands that prove it, each looking the same', () => {
    // Three of the five eyewitnesses are discarded: a random 4-card hand rarely holds the other two and a fingerprint.
    const unlikely = play(
      scenario({
        hands: [['fingerprint-MT', 'weapon-BN'], ['document-QN', 'document-BN', 'weapon-SI', 'weapon-QN']],
        discard: ['eyewitness-MT', 'eyewitness-BN', 'eyewitness-QN'],
        active: 1,
      }),
      [1, claim('SE')],
    ).state;
    const v = tribunal1920.view(unlikely, 0);
    const rng = Rng.seeded('believe-unlikely');
    let proved = 0;
    let random = 0;
    for (let i = 0; i < 200; i++) {
      const world = believe(v, rng);
      expect(tribunal1920.view(world, 0)).toEqual(v);
      const eyes = world.hands[1].filter((c) => c.startsWith('eyewitness')).length;
      if (eyes >= 2 && world.hands[1].some((c) => c.startsWith('fingerprint'))) proved++;
      const r = tribunal1920.resample(v, rng).hands[1];
      if (r.filter((c) => c.startsWith('eyewitness')).length >= 2 && r.some((c) => c.startsWith('fingerprint'))) random++;
    }
    expect(random / 200).toBeLessThan(0.1);
    expect(proved / 200).toBeGreaterThan(0.8);
  });

  it('deals as resample does for any other decision', () => {
    const s = scenario({ hands: [['fingerprint-MT'], ['document-QN']] });
    const v = tribunal1920.view(s, 0);
    expect(believe(v, Rng.seeded('same'))).toEqual(tribunal1920.resample(v, Rng.seeded('same')));
  });
});

describe('evaluate, at a claim awaiting its answer', () => {
  // At two hearings all, this hearing decides the trial.
  const claimW = (hand: string[]): TribunalState =>
    play(scenario({ hands: [hand as never, ['fingerprint-QN', 'weapon-SI']], grid: { NW: 0, SW: 0 }, hearings: [2, 2] }), [0, claim('W')]).state;
  /** Blue's chance to win the trial. */
  const blue = (s: TribunalState): number => evaluate(s)[0] as number;

  it('scores a true claim by its pawn standing, and a bluff by the pawn the answerer places instead', () => {
    const truth = claimW(['document-MT', 'document-BN']);
    const bluff = claimW(['eyewitness-MT', 'weapon-BN']);
    expect(truth.pending.step).toBe('answer');
    // W completes Blue's west column: true, it wins the hearing, hence the trial.
    expect(blue(truth)).toBe(1);
    expect(blue(bluff)).toBeLessThan(blue(truth) - 0.15);
    // The bluff is judged after Orange's free pawn: no better than before Blue claimed.
    const before = scenario({ hands: [['eyewitness-MT', 'weapon-BN'], ['fingerprint-QN', 'weapon-SI']], grid: { NW: 0, SW: 0 }, hearings: [2, 2] });
    expect(blue(bluff)).toBeLessThanOrEqual(blue(before));
  });

  it('judges a claim awaiting its proof the same way: a proof stands, a bluff hands the objector its free pawn', () => {
    const objected = (hand: string[]): TribunalState => play(claimW(hand), [1, OBJECT]).state;
    const truth = objected(['document-MT', 'document-BN']);
    const bluff = objected(['eyewitness-MT', 'weapon-BN']);
    expect(truth.pending.step).toBe('prove');
    expect(blue(truth)).toBe(1);
    expect(blue(bluff)).toBeLessThan(blue(truth) - 0.15);
    expect(blue(bluff)).toBeCloseTo(blue(play(bluff, [0, CONFESS]).state), 1);
  });
});
