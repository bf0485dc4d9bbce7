import { describe, expect, it } from 'vitest';
import { lawyerUp, type LawyerUpAction } from '../src/index.js';
import { PLACE } from '../src/knowledge.js';
import { case01 } from '../src/content/case01/index.js';
import { D, KEEP, P, expectNext, game, play, scenario, types } from './scenario.js';

const setup01 = (options: Record<string, unknown> = {}, seed = 's01') => game.setup(2, game.options.parse({ case: '01', ...options }), seed);
const choose = (strategy: string): LawyerUpAction => ({ type: 'strategy', strategy });

describe('Case 01 set-up 4a: each side chooses its strategy, hidden until both chose', () => {
  it('both sides choose at once among their own strategy cards', () => {
    const s = setup01();
    expect(s.pending).toEqual({ step: 'strategy', choices: [['t1-p-forensic', 't1-p-passion'], ['t1-d-alibi', 't1-d-doubt']], picks: [null, null] });
    expectNext(s, [P, D], [choose('t1-p-forensic'), choose('t1-p-passion')]);
    expect(game.legalActions(s, D)).toEqual([choose('t1-d-alibi'), choose('t1-d-doubt')]);
    // A Defense strategy is not the Prosecution's to choose.
    expect(game.apply(s, P, choose('t1-d-alibi')).ok).toBe(false);
    // No key witness is placed yet.
    expect(s.keyWitnesses).toEqual([]);
    expect(game.describe(choose('t1-p-forensic'), 'en')).toBe('Choose the strategy t1-p-forensic');
    expect(game.describe(choose('t1-p-forensic'), 'fr')).toBe('Choisir la stratégie t1-p-forensic');
  });

  it('a pick stays hidden from the other side (and its events) until both chose; then both are revealed', () => {
    const s = setup01();
    const a = play(s, [P, choose('t1-p-passion')]);
    expectNext(a.state, [D]);
    expect(types(a.events)).toEqual(['strategy-chosen']);
    expect(JSON.stringify(a.events)).not.toContain('t1-p-passion');
    expect(game.view(a.state, D).pending).toEqual({ step: 'strategy', choices: [['t1-p-forensic', 't1-p-passion'], ['t1-d-alibi', 't1-d-doubt']], picks: [null, null] });
    expect(game.view(a.state, 'spectator').pending).toMatchObject({ picks: [null, null] });
    expect(game.view(a.state, D).options.prosecutionStrategy).toBeUndefined();
    expect(game.view(a.state, D).picked).toEqual([true, false]);
    expect(game.view(a.state, P).pending).toMatchObject({ picks: ['t1-p-passion', null] });
    const b = play(a.state, [D, choose('t1-d-doubt')]);
    expect(b.events.find((e) => e.type === 'strategies')?.strategies).toEqual(['t1-p-passion', 't1-d-doubt']);
    expect(b.state.options).toMatchObject({ prosecutionStrategy: 't1-p-passion', defenseStrategy: 't1-d-doubt' });
    // Set-up 4b: the Prosecution's witnesses then the Defense's (a witness both name is placed once).
    expect(b.state.keyWitnesses).toEqual(['t1-sister', 't1-neighbour', 't1-detective', 't1-spare', 't1-coroner']);
    expect(b.state.witnessDeck).toEqual([]);
    // Then Discovery: both draft at once.
    expect(b.state.pending.step).toBe('draft');
    expectNext(b.state, [P, D]);
  });

  it('the options may preset a side (or both): a preset side has chosen already', () => {
    const one = setup01({ defenseStrategy: 't1-d-doubt' });
    expectNext(one, [P]);
    const both = setup01({ prosecutionStrategy: 't1-p-forensic', defenseStrategy: 't1-d-alibi' });
    expect(both.pending.step).toBe('draft');
    expect(both.keyWitnesses).toEqual(['t1-coroner', 't1-detective', 't1-sister', 't1-neighbour', 't1-spare']);
    expect(both.witnessDeck).toEqual([]);
  });

  it('a strategy option must be one of that side’s strategy cards of the case; Case 00 takes no per-side strategy', () => {
    expect(game.options.safeParse({ case: '01', prosecutionStrategy: 't1-d-alibi' }).success).toBe(false);
    expect(game.options.safeParse({ case: '01', defenseStrategy: 't1-d-alibi' }).success).toBe(true);
    expect(game.options.safeParse({ case: '01', strategy: 't1-p-forensic' }).success).toBe(false);
    expect(game.options.safeParse({ case: '00', prosecutionStrategy: 't1-p-forensic' }).success).toBe(false);
  });
});

describe('Case 01 set-up 4b–4f: the Defendant, the lock side, the case deck and the Bloody Knife', () => {
  it('the Defense holds the Defendant (not a key witness, not in the Witness deck); the knife is set aside', () => {
    const s = setup01({ prosecutionStrategy: 't1-p-forensic', defenseStrategy: 't1-d-alibi' });
    expect(s.held).toEqual([[], ['t1-defendant']]);
    expect(s.keyWitnesses).not.toContain('t1-defendant');
    expect(s.aside).toEqual([['t1-knife'], []]);
    const drafted = [...s.caseDeck, ...s.draftHands.flat()];
    expect(drafted).not.toContain('t1-knife');
    expect(drafted).toHaveLength(6);
    // Set aside in plain sight: every viewer knows where it is.
    const k = s.cards.indexOf('t1-knife');
    for (const v of [0, 1, 2]) expect(s.know[v]![k]).toBe(0);
    // Jury lock side up: the same starting spaces (top row on P-near, bottom row on D-near).
    expect(s.jurors.map((j) => j.space)).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
  });

  it('the real Case 01: 9 key witnesses, the Defendant held by the Defense, 60 case cards, The Bloody Knife aside', () => {
    const s = lawyerUp.setup(2, lawyerUp.options.parse({ case: '01', prosecutionStrategy: case01.strategies.P[0]!.id, defenseStrategy: case01.strategies.D[0]!.id }), 'real');
    expect(s.keyWitnesses).toHaveLength(9);
    expect(s.held[D]).toEqual([case01.defendant]);
    expect(s.aside[P]).toEqual([case01.bloodyKnife]);
    expect(s.caseDeck.length + s.draftHands.flat().length).toBe(60);
    expect(s.witnessDeck.length + s.keyWitnesses.length).toBe(case01.witnessIds.length);
  });
});

describe('Discovery, Case 01: The Bloody Knife joins the Prosecution’s opening hand as a sixth card', () => {
  it('after both mulligans, face up: the Prosecution holds 6 cards and everyone knows the knife is in its hand', () => {
    const s = scenario({ case: '01', witness: null, pending: { step: 'mulligan', seat: P }, P: { hand: ['t1-plain-p', 'base-p-recess'], deck: ['base-p-police-report'], aside: ['t1-knife'] } });
    // The knife cannot be mulliganed away: it is not in the hand yet.
    expectNext(s, [P], [{ type: 'mulligan', card: 't1-plain-p' }, { type: 'mulligan', card: 'base-p-recess' }, KEEP]);
    const a = play(s, [P, { type: 'mulligan', card: 'base-p-recess' }], [P, KEEP], [D, KEEP]);
    expect(a.state.hands[P]).toEqual(['t1-plain-p', 'base-p-police-report', 't1-knife']);
    expect(a.state.aside).toEqual([[], []]);
    expect(types(a.events).at(-1)).toBe('set-aside-joins');
    expect(a.events.find((e) => e.type === 'set-aside-joins')).toMatchObject({ audience: 'all', seat: P, card: 't1-knife' });
    const k = a.state.cards.indexOf('t1-knife');
    expect(a.state.know[D]![k]).toBe(PLACE.handP);
    expect(a.state.know[P]![k]).toBe(0);
    expectNext(a.state, [P], [{ type: 'call', witness: 't1-sister' }, { type: 'call', witness: 't1-detective' }]);
  });

  it('a full random draft ends with 6 cards in the Prosecution’s hand, the knife among them', () => {
    let s = setup01({ prosecutionStrategy: 't1-p-forensic', defenseStrategy: 't1-d-alibi' }, 'knife');
    while (s.pending.step === 'draft') for (const seat of game.toAct(s)) s = play(s, [seat, game.legalActions(s, seat)[0]!]).state;
    s = play(s, [P, KEEP], [D, KEEP]).state;
    expect(s.hands[P]).toHaveLength(6);
    expect(s.hands[P]).toContain('t1-knife');
    expect(s.hands[D]).toHaveLength(5);
  });
});
