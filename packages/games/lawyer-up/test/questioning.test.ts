import { describe, expect, it } from 'vitest';
import { influence } from '../src/index.js';
import { ALLOW, D, OBJECT, P, PASS, SIDEBAR, activate, call, expectNext, game, play, playCardAction, procedure, scenario } from './scenario.js';

describe('calling a witness', () => {
  it('the player with the favour calls a key witness; primary value to the caller, secondary to the other', () => {
    const s = scenario({ witness: null, keyWitnesses: ['t-second', 't-third'] });
    expectNext(s, [P], [call('t-second'), call('t-third')]);
    const { state } = play(s, [P, call('t-second')]);
    expect(state.stand).toEqual({ id: 't-second', facing: 'P', discredited: [false, false] });
    expect(state.keyWitnesses).toEqual(['t-third']);
    expect([influence(state, P), influence(state, D)]).toEqual([2, 2]);
    expectNext(state, [P]);
  });

  it('a coloured value counts only for its side: the Defense calling a Prosecution witness gains nothing', () => {
    const s = scenario({ witness: null, favour: 'D', keyWitnesses: ['t-third'] });
    const { state } = play(s, [D, call('t-third')]);
    expect(state.stand?.facing).toBe('D');
    expect([influence(state, P), influence(state, D)]).toEqual([1, 0]);
    expectNext(state, [D]);
  });

  it('Called effects resolve for the caller, "Prosecution Called" only for the Prosecution', () => {
    const s = scenario({ witness: null, keyWitnesses: ['t-arrival'], P: { deck: ['base-p-recess'] }, D: { sidebar: false } });
    const { state } = play(s, [P, call('t-arrival')]);
    expect(state.hands[P]).toEqual(['base-p-recess']);
    expect(influence(state, P)).toBe(2 + 2);
    // "Defense Favored" waits for the primary end to face the Defense.
    expect(state.sidebar[D]).toBe(false);
  });

  it('"Defense Favored" resolves when the Defense calls (primary end facing it); no Prosecution bonus', () => {
    const s = scenario({ witness: null, favour: 'D', keyWitnesses: ['t-arrival'], D: { deck: ['base-d-alibi'], sidebar: false } });
    const { state } = play(s, [D, call('t-arrival')]);
    expect(state.hands[D]).toEqual(['base-d-alibi']);
    expect(state.sidebar[D]).toBe(true);
    expect(influence(state, D)).toBe(2);
  });
});

describe('questioning: playing Evidence and Arguments', () => {
  const hands = { P: { hand: ['base-p-police-report', 'base-p-sustained-pressure', 'base-p-leading-question', 'base-p-legal-argument'] } };

  it('the first card must share a bias with the player’s end of the witness', () => {
    // t-plain faces the Prosecution: evidential / logical on its end.
    const s = scenario(hands);
    expect(game.legalActions(s, P).filter((a) => a.type === 'play')).toEqual([playCardAction('base-p-police-report'), playCardAction('base-p-leading-question')]);
  });

  it('following cards must share a bias with the top card of the examination', () => {
    const s = scenario({ P: { ...hands.P, exam: ['base-p-prior-record'] } });
    // Prior Record shows reputation / corruption: only Sustained Pressure (corruption) chains.
    expect(game.legalActions(s, P).filter((a) => a.type === 'play')).toEqual([playCardAction('base-p-sustained-pressure')]);
  });

  it('a played card adds its Value to the player’s Influence unless it is of the opponent’s colour', () => {
    const s = scenario({ P: { hand: ['base-p-police-report', 'base-d-key-evidence'] }, D: { hand: ['base-d-sympathetic-plea'] } });
    const after = play(s, [P, playCardAction('base-p-police-report')]).state;
    expect(influence(after, P)).toBe(3 + 2);
    expectNext(after, [D]);
    const d = play(after, [D, playCardAction('base-d-sympathetic-plea')]).state;
    expect(influence(d, D)).toBe(1 + 3);
    const neutral = scenario({ P: { hand: ['base-d-alibi'] } });
    expect(influence(play(neutral, [P, playCardAction('base-d-alibi')]).state, P)).toBe(3);
  });

  it('a Procedure may go into the examination for its biases (Inadmissable shows all six)', () => {
    const s = scenario({ P: { hand: ['base-p-inadmissable', 'base-p-sustained-pressure'] } });
    expect(game.legalActions(s, P)).toContainEqual(playCardAction('base-p-inadmissable'));
    const after = play(s, [P, playCardAction('base-p-inadmissable')], [D, PASS]).state;
    expect(game.legalActions(after, P)).toContainEqual(playCardAction('base-p-sustained-pressure'));
  });
});

describe('questioning: procedures, sidebar, pass', () => {
  it('a Procedure played into the procedure area stays there between witnesses', () => {
    const s = scenario({ P: { hand: ['base-p-chain-of-custody'] } });
    const { state } = play(s, [P, procedure('base-p-chain-of-custody')]);
    expect(state.procedures[P]).toEqual(['base-p-chain-of-custody']);
    expect(state.hands[P]).toEqual([]);
    expectNext(state, [D]);
  });

  it('its Action cannot be resolved the turn it was played', () => {
    const s = scenario({ P: { procedures: ['base-p-chain-of-custody'] }, fresh: ['base-p-chain-of-custody'] });
    expect(game.legalActions(s, P)).not.toContainEqual(activate('base-p-chain-of-custody'));
  });

  it('activating needs the Judge’s favour; the Procedure is discarded and the favour passes', () => {
    const s = scenario({ P: { procedures: ['base-p-chain-of-custody'], deck: ['base-p-recess', 'base-p-bribery', 'base-p-plea-offer'] } });
    expectNext(s, [P], [activate('base-p-chain-of-custody'), SIDEBAR, PASS]);
    const { state } = play(s, [P, activate('base-p-chain-of-custody')]);
    expect(state.hands[P]).toEqual(['base-p-recess', 'base-p-bribery']);
    expect(state.discards[P]).toEqual(['base-p-chain-of-custody']);
    expect(state.favour).toBe(D);
    expectNext(state, [D]);
    const without = scenario({ favour: 'D', P: { procedures: ['base-p-chain-of-custody'] } });
    expect(game.legalActions(without, P)).not.toContainEqual(activate('base-p-chain-of-custody'));
  });

  it('Sidebar: exhaust it to draw a card and gain the favour, even when already holding it', () => {
    const s = scenario({ P: { deck: ['base-p-recess'] }, favour: 'D' });
    const { state } = play(s, [P, SIDEBAR]);
    expect(state.hands[P]).toEqual(['base-p-recess']);
    expect(state.favour).toBe(P);
    expect(state.sidebar[P]).toBe(false);
    const back = play(state, [D, PASS]).state;
    expect(game.legalActions(back, P)).not.toContainEqual(SIDEBAR);
  });

  it('a passed player takes no more actions; the other acts alone until it passes, then the witness resolves', () => {
    const s = scenario({ D: { hand: ['base-d-sympathetic-plea', 'base-d-alibi'] } });
    const a = play(s, [P, PASS]).state;
    expectNext(a, [D]);
    const objecting = play(a, [D, playCardAction('base-d-sympathetic-plea')]).state;
    // A passed player may still object.
    expectNext(objecting, [P], [OBJECT, ALLOW]);
    const b = play(objecting, [P, ALLOW]).state;
    expectNext(b, [D]);
    const c = play(b, [D, PASS]).state;
    // Defense 1 + 3 beats Prosecution 3: the Defense sways with a margin of 1.
    expect(c.pending).toEqual({ step: 'sway', seat: D, points: 1 });
  });
});
