import { deepEqual, Rng } from '@docket/engine';
import { tribunal1920, type Side, type TribunalAction, type TribunalState } from '@docket/tribunal-1920';
import { describe, expect, it } from 'vitest';
import { greedyBot, mctsBot, type Bot } from '../src/index.js';
import { decision, spyResample } from './helpers.js';

const game = tribunal1920;

/** A state reached by random play where the seat to act has a real choice and the other seat holds cards. */
function midGame(seed: string): { s: TribunalState; seat: Side } {
  const rng = Rng.seeded(seed);
  let s = game.setup(2, game.options.parse({}), seed);
  for (let step = 0; ; step++) {
    const seat = game.toAct(s)[0] as Side;
    const legal = game.legalActions(s, seat);
    if (step >= 12 && legal.length >= 4 && s.hands[1 - seat]!.length >= 2 && s.deck.length >= 4) return { s, seat };
    s = game.applyLegal(s, seat, rng.pick(legal)).state;
  }
}

/** Another world with the same view for `seat`: the other hand and the deck dealt anew, a new generator. */
function otherWorld(s: TribunalState, seat: Side, seed: string): TribunalState {
  const rng = Rng.seeded(seed);
  const them = (1 - seat) as Side;
  const unseen = rng.shuffle([...s.hands[them], ...s.deck]);
  const theirs = unseen.splice(0, s.hands[them].length);
  const hands: [string[], string[]] = [s.hands[0].slice(), s.hands[1].slice()];
  hands[them] = theirs;
  return { ...s, hands: hands as unknown as TribunalState['hands'], deck: unseen, rng: rng.state() };
}

function chooseIn(bot: Bot<TribunalAction, unknown>, s: TribunalState, seat: Side, seed: string): TribunalAction {
  return bot.choose(decision(game, s, seat, seed));
}

describe('bots on Tribunal 1920 see only their view', () => {
  const { s, seat } = midGame('peek');
  const t = otherWorld(s, seat, 'elsewhere');

  it('the two worlds differ in hidden cards but look the same to the seat', () => {
    expect(t.hands[1 - seat]).not.toEqual(s.hands[1 - seat]);
    expect(t.deck).not.toEqual(s.deck);
    expect(deepEqual(game.view(t, seat), game.view(s, seat))).toBe(true);
  });

  it('mcts makes the same decision in both worlds for the same seed, and again for that seed', () => {
    for (const [seed, treePriors] of [
      ['one', false],
      ['two', false],
      ['three', true],
    ] as const) {
      const bot = mctsBot({ iterations: 200, treePriors })(game);
      const a = chooseIn(bot, s, seat, seed);
      expect(chooseIn(bot, t, seat, seed)).toEqual(a);
      expect(chooseIn(bot, s, seat, seed)).toEqual(a);
    }
  });

  it('greedy makes the same decision in both worlds for the same seed', () => {
    const bot = greedyBot(game);
    for (const seed of ['one', 'two', 'three']) expect(chooseIn(bot, t, seat, seed)).toEqual(chooseIn(bot, s, seat, seed));
  });

  it('mcts draws on its generator: without hints, different seeds reach different decisions on a short budget', () => {
    // Without a prior, first visits go in random order and the few visited tie: the seed decides.
    const plain = { ...game, hints: undefined };
    const bot = mctsBot({ iterations: 3 })(plain);
    const picks = new Set(Array.from({ length: 12 }, (_, i) => JSON.stringify(bot.choose(decision(plain, s, seat, `seed-${i}`)))));
    expect(picks.size).toBeGreaterThan(1);
  });

  it('mcts deals worlds (believe, else resample) only from the view it was given, one per iteration at most', () => {
    const spy = spyResample(game);
    const d = decision(spy.game, s, seat, 'spy');
    const a = mctsBot({ iterations: 200 })(spy.game).choose(d);
    expect(d.legal).toContain(a);
    // It may stop before its budget once its answer is decided (mcts-toys tests when).
    expect(spy.views.length).toBeGreaterThan(0);
    expect(spy.views.length).toBeLessThanOrEqual(200);
    for (const v of spy.views) expect(v).toBe(d.view);
  });
});

describe('the game may set the search exploration constant', () => {
  it('mcts takes hints.exploration unless its options say otherwise', () => {
    const positions = Array.from({ length: 12 }, (_, i) => midGame(`e${i + 1}`));
    // The game as if it set no constant, and as if it set one so small that the search only exploits (with the
    // tree's opponent playing as the greedy bot, the root's choice barely moves between moderate constants).
    const { exploration: _set, ...hints } = game.hints ?? {};
    const untuned = { ...game, hints };
    const tuned = { ...game, hints: { ...hints, exploration: 0.001 } };
    let differs = 0;
    for (const [i, { s, seat }] of positions.entries()) {
      const seed = `x${i}`;
      const byHint = mctsBot({ iterations: 150 })(tuned).choose(decision(tuned, s, seat, seed));
      const byOption = mctsBot({ iterations: 150, exploration: 0.001 })(untuned).choose(decision(untuned, s, seat, seed));
      const overridden = mctsBot({ iterations: 150, exploration: Math.SQRT2 })(tuned).choose(decision(tuned, s, seat, seed));
      const plain = mctsBot({ iterations: 150 })(untuned).choose(decision(untuned, s, seat, seed));
      expect(byHint).toEqual(byOption);
      expect(overridden).toEqual(plain);
      if (JSON.stringify(byHint) !== JSON.stringify(plain)) differs++;
    }
    // The constant matters somewhere, so the equalities above say which one was used.
    expect(differs).toBeGreaterThan(0);
  });
});

describe('the game may scale the search by the stakes of a decision', () => {
  it('mcts multiplies its exploration constant and prior weight by hints.stakes, read from the decision\'s view', () => {
    const positions = Array.from({ length: 10 }, (_, i) => midGame(`k${i + 1}`));
    const { stakes: _stakes, ...hints } = game.hints ?? {};
    const flat = { ...game, hints };
    const views: unknown[] = [];
    const small = { ...game, hints: { ...hints, stakes: (v: unknown) => (views.push(v), 0.02) } };
    let differs = 0;
    for (const [i, { s, seat }] of positions.entries()) {
      const seed = `k${i + 1}`;
      const d = decision(small, s, seat, seed);
      const scaled = mctsBot({ iterations: 150 })(small).choose(d);
      expect(views.at(-1)).toBe(d.view);
      const byOptions = mctsBot({ iterations: 150, exploration: 0.004, priorWeight: 0.06 })(flat).choose(decision(flat, s, seat, seed));
      const plain = mctsBot({ iterations: 150 })(flat).choose(decision(flat, s, seat, seed));
      expect(scaled).toEqual(byOptions);
      if (JSON.stringify(scaled) !== JSON.stringify(plain)) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });
});
