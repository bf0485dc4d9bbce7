import { describe, expect, it } from 'vitest';
import { BIASES, lawyerUp } from '../src/index.js';
import { KEEP, P, D, expectNext, game, play } from './scenario.js';
import { STAND_IN_CARDS } from './stand-in.js';

const fresh = (seed = 'd', options = {}) => game.setup(2, game.options.parse(options), seed);

describe('set-up (Case 00 steps 4a–4e)', () => {
  it('places the strategy’s key witnesses, shuffles the rest into the Witness deck, and keeps only its icon sets', () => {
    const s = fresh();
    expect(s.keyWitnesses).toEqual(['t-plain', 't-second', 't-third']);
    expect([...s.witnessDeck].sort()).toEqual(['t-arrival', 't-surprise']);
    const drafted = [...s.caseDeck, ...s.draftHands.flat()];
    expect(drafted).toContain('t-pencil');
    expect(drafted).not.toContain('t-web');
    expect(drafted).toHaveLength(STAND_IN_CARDS.length - 1);
    expect(drafted).toHaveLength(19);
  });

  it('lays out two rows of jurors 1–6 with one bias token each, top row on P-near, bottom row on D-near', () => {
    const s = fresh();
    expect(s.jurors.map((j) => j.skepticism)).toEqual([1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6]);
    expect(s.jurors.map((j) => j.space)).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
    for (const b of BIASES) expect(s.jurors.filter((j) => j.bias === b)).toHaveLength(2);
  });

  it('gives each side its 26-card base deck, 3 objections, a sidebar; the Judge favours the Prosecution', () => {
    const s = fresh();
    expect(s.decks[P]).toHaveLength(26);
    expect(s.decks[D]).toHaveLength(26);
    expect(s.objections).toEqual([3, 3]);
    expect(s.sidebar).toEqual([true, true]);
    expect(s.favour).toBe(P);
  });

  it('the standard game uses Case 00 and its recommended strategy, Opening Statements', () => {
    const s = lawyerUp.setup(2, lawyerUp.options.parse({}), 'std');
    expect(s.options.strategy).toBe('c00-opening-statements');
    expect(s.keyWitnesses).toHaveLength(6);
    expect(lawyerUp.options.safeParse({ strategy: 'nope' }).success).toBe(false);
    expect(lawyerUp.options.safeParse({ strategy: 'c00-follow-the-money' }).success).toBe(true);
    // Case 01 chooses a strategy per side: Case 00's shared `strategy` option is refused there.
    expect(lawyerUp.options.safeParse({ case: '01', strategy: 'c00-follow-the-money' }).success).toBe(false);
  });
});

describe('Discovery', () => {
  it('deals 3 case cards to each player, who choose at once; a choice stays hidden until both chose', () => {
    const s = fresh();
    expect(s.draftHands.map((h) => h.length)).toEqual([3, 3]);
    expectNext(s, [P, D]);
    expect(game.legalActions(s, P)).toHaveLength(6);
    const order = s.draftHands[P]!.slice();
    const { state } = play(s, [P, { type: 'draft', order }]);
    expectNext(state, [D]);
    expect(game.view(state, D).pending).toEqual({ step: 'draft', picks: [null, null] });
    expect(game.view(state, D).picked).toEqual([true, false]);
    expect(game.view(state, P).pending).toEqual({ step: 'draft', picks: [order, null] });
    const dOrder = state.draftHands[D]!.slice();
    const after = play(state, [D, { type: 'draft', order: dOrder }]).state;
    expect(after.decks[P]).toEqual(expect.arrayContaining([order[0], dOrder[0]]));
    expect(after.decks[D]).toEqual(expect.arrayContaining([order[1], dOrder[1]]));
    expect(after.buried).toEqual([order[2], dOrder[2]]);
    expect(after.draftHands.map((h) => h.length)).toEqual([3, 3]);
  });

  it('remembers where each player sent its own cards, not the other’s', () => {
    const s = fresh();
    const order = s.draftHands[P]!.slice();
    const dOrder = s.draftHands[D]!.slice();
    const after = play(s, [P, { type: 'draft', order }], [D, { type: 'draft', order: dOrder }]).state;
    const v = game.view(after, P);
    const at = (c: string) => v.know[v.cards.indexOf(c)];
    expect([at(order[0]!), at(order[1]!), at(order[2]!)]).toEqual([1, 4, 16]);
    // The Defense's buried card may be in either deck or buried, as far as the Prosecution knows.
    expect(at(dOrder[2]!)).toBe(1 | 4 | 16 | 32 | 128);
  });

  it('deals the last cards as evenly as possible, the Prosecution first, assigned in order', () => {
    let s = fresh('rem');
    let remainder = false;
    while (s.pending.step === 'draft') {
      const left = s.caseDeck.length;
      const hands = s.draftHands.map((h) => h.length);
      if (left === 0 && hands[0]! < 3) {
        // 19 case cards: three full rounds, then one card to the Prosecution, which goes to its deck.
        expect(hands).toEqual([1, 0]);
        expectNext(s, [P], [{ type: 'draft', order: s.draftHands[P]!.slice() }]);
        remainder = true;
      }
      for (const seat of game.toAct(s)) s = play(s, [seat, game.legalActions(s, seat)[0]!]).state;
    }
    expect(remainder).toBe(true);
    expect(s.buried).toHaveLength(6);
    expect(s.decks[P]!.length + s.hands[P]!.length).toBe(26 + 7);
    expect(s.decks[D]!.length + s.hands[D]!.length).toBe(26 + 6);
  });

  it('firstGameDeal deals 10 at random to each deck and the Buried Evidence, the rest stay in the box', () => {
    const s = lawyerUp.setup(2, lawyerUp.options.parse({ firstGameDeal: true }), 'deal');
    expect(s.buried).toHaveLength(10);
    expect(s.decks[P]!.length + s.hands[P]!.length).toBe(36);
    expect(s.decks[D]!.length + s.hands[D]!.length).toBe(36);
    expect(s.box.length).toBe(s.cards.length - 52 - 30);
    expectNext(s, [P]);
    expect(s.pending).toEqual({ step: 'mulligan', seat: P });
  });
});

describe('opening hands and mulligans', () => {
  const dealt = () => lawyerUp.setup(2, lawyerUp.options.parse({ firstGameDeal: true }), 'mull');

  it('each player draws 5 from its shuffled deck', () => {
    const s = dealt();
    expect(s.hands.map((h) => h.length)).toEqual([5, 5]);
    const again = lawyerUp.setup(2, lawyerUp.options.parse({ firstGameDeal: true }), 'other');
    expect(again.hands[P]).not.toEqual(s.hands[P]);
  });

  it('the Prosecution marks cards then keeps, hidden; then the Defense; both discard and draw back to 5', () => {
    const s = dealt();
    const [a, b] = s.hands[P]!;
    const marked = play(s, [P, { type: 'mulligan', card: a! }], [P, { type: 'mulligan', card: b! }]).state;
    expect(game.legalActions(marked, P)).toHaveLength(4);
    expect(game.view(marked, D).mulligan).toEqual([]);
    expect(JSON.stringify(game.view(marked, D).pending)).not.toContain(a!);
    const kept = play(marked, [P, KEEP]).state;
    expectNext(kept, [D]);
    expect(kept.discards[P]).toEqual([]);
    const done = play(kept, [D, KEEP]).state;
    expect(done.discards[P]).toEqual([a, b]);
    expect(done.hands[P]).toHaveLength(5);
    expect(done.hands[P]).not.toContain(a);
    expect(done.pending).toEqual({ step: 'call', seat: P });
  });
});

describe('determinism of set-up', () => {
  it('the same seed gives the same table', () => {
    expect(fresh('same')).toEqual(fresh('same'));
    expect(fresh('same').caseDeck).not.toEqual(fresh('other').caseDeck);
  });
});
