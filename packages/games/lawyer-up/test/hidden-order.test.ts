import { describe, expect, it } from 'vitest';
import { activate, expectNext, P, pick, play, scenario } from './scenario.js';
import { game } from './scenario.js';

// Issue 13, leak 3: which copy of a card a search offered followed the searched deck's hidden order.

describe('legal actions follow from the chooser’s view, never from a hidden order', () => {
  const deck = ['base-p-recess', 'base-p-prior-record#2', 'base-p-bribery', 'base-p-prior-record', 'base-p-police-report'];
  const table = scenario({ P: { procedures: ['base-p-motion-to-compel'], hand: ['base-p-police-report#2'], deck } });
  // The same table with the Prosecution's deck in another order: the searcher sees its contents, not its order.
  const reordered = { ...table, decks: [deck.slice().reverse(), table.decks[1]!] };
  const a = play(table, [P, activate('base-p-motion-to-compel')]).state;
  const b = play(reordered, [P, activate('base-p-motion-to-compel')]).state;

  it('two decks that differ only in order look the same to the searcher', () => {
    expect(game.view(a, P)).toEqual(game.view(b, P));
  });

  it('offer the same actions, in the same order, the lowest copy of each card', () => {
    expect(game.legalActions(a, P)).toEqual(game.legalActions(b, P));
    expectNext(a, [P], [pick('base-p-police-report'), pick('base-p-prior-record')]);
  });
});
