import { describe, expect, it } from 'vitest';
import { act, activate, ALLOW, examOf, jurorOf, jury, juror, names, offered, pick, play, PASS, table } from './table.js';
import { game } from '../scenario.js';

// One spec per Defense case card with an effect (design/case01.md, "Defense cards").

const D_TURN = { step: 'question', seat: 1 } as const;

describe.each([
  ['Hospital Records', 'emotional', 'hospital-records'],
  ['Unfiled Restraining Order', 'bureaucratic', 'unfiled-restraining-order'],
  ['Taxi Receipt', 'logical', 'taxi-receipt'],
  ['Letters from the Parish', 'reputation', 'letters-from-the-parish'],
  ["Jerrod's Gambling Debts", 'corruption', 'jerrods-gambling-debts'],
  ['Unidentified Footprints', 'evidential', 'unidentified-footprints'],
] as const)('%s — Victory: unlock 1 %s', (_title, bias, name) => {
  it('lets the winning Defense move the locked juror showing that bias back to P-near', () => {
    const locked = jury({ [jurorOf(bias)]: 0 });
    const s = act(table({ witness: 'rosa-delgado', facing: 'D', exams: [[], [name]], jurors: locked, passed: [true, false], pending: D_TURN }), [1, PASS]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 1, choice: { kind: 'juror', how: 'unlock', bias, left: 1 } });
    expect(game.legalActions(s, 1)).toEqual([juror(jurorOf(bias))]);
    const after = act(s, [1, juror(jurorOf(bias))]);
    expect(after.jurors[jurorOf(bias)]).toMatchObject({ bias, space: 1 });
    expect(after.pending).toMatchObject({ step: 'sway', seat: 1 });
  });

  it('does nothing for the Prosecution, who cannot unlock', () => {
    const locked = jury({ [jurorOf(bias)]: 0 });
    const s = act(table({ witness: 'gus-pratt', exams: [[name], []], jurors: locked, passed: [false, true] }), [0, PASS]);
    expect(s.pending).toMatchObject({ step: 'sway', seat: 0 });
    expect(s.jurors[jurorOf(bias)]!.space).toBe(0);
  });
});

describe("Jerrod's Gun — Examine: if the current Witness is an Expert, your opponent discards 1 card. Victory: sway 1 Evidential", () => {
  it('before Richard Sprint (the rulebook example) makes the Prosecution discard a card of its choice', () => {
    const t = table({ witness: 'richard-sprint', facing: 'D', hands: [['base-p-inadmissable', 'jessicas-diary'], ['jerrods-gun']], pending: D_TURN });
    const s = act(t, [1, play('jerrods-gun')]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 0, choice: { kind: 'pick', to: 'discard' } });
    const after = act(s, [0, pick('jessicas-diary')]);
    expect(names(after.discards[0]!)).toEqual(['jessicas-diary']);
    expect(examOf(after, 1)).toEqual([['jerrods-gun', 3]]);
    expect(after.pending).toEqual({ step: 'question', seat: 0 });
  });

  it('before a witness who is not an Expert costs the Prosecution nothing', () => {
    const s = act(table({ witness: 'rosa-delgado', facing: 'D', hands: [['jessicas-diary'], ['jerrods-gun']], pending: D_TURN }), [1, play('jerrods-gun')]);
    expect(names(s.hands[0]!)).toEqual(['jessicas-diary']);
    expect(s.pending).toEqual({ step: 'question', seat: 0 });
  });

  it('on Victory sways an Evidential juror one step toward the Defense (Skepticism ignored)', () => {
    const s = act(table({ witness: 'gus-pratt', facing: 'D', exams: [[], ['jerrods-gun']], passed: [true, false], pending: D_TURN }), [1, PASS]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 1, choice: { kind: 'juror', how: 'sway', bias: 'evidential' } });
    expect(game.legalActions(s, 1)).toEqual([juror(jurorOf('evidential')), juror(jurorOf('evidential', 1))]);
    const after = act(s, [1, juror(jurorOf('evidential'))]);
    expect(after.jurors[jurorOf('evidential')]!.space).toBe(2);
  });
});

describe.each([
  ['Forced Window Latch', 'forced-window-latch', 'priya-nand', 4, 'oscar-finch', 2],
  ['Defensive Wound Photographs', 'defensive-wound-photographs', 'ingrid-vale', 4, 'rosa-delgado', 3],
  ['A History of Abuse', 'a-history-of-abuse', 'emily-fairmount', 4, 'rosa-delgado', 2],
] as const)('%s — Examine: if the current Witness has the keyword, + Value', (_title, name, fits, fitValue, other, otherValue) => {
  it(`is worth ${fitValue} before ${fits} and ${otherValue} before ${other}`, () => {
    const run = (witness: string) => {
      const t = table({ witness, facing: 'D', hands: [[], [name]], pending: D_TURN });
      return name === 'a-history-of-abuse' ? act(t, [1, play(name)], [0, ALLOW]) : act(t, [1, play(name)]);
    };
    const yes = run(fits);
    expect(examOf(yes, 1)).toEqual([[name, fitValue]]);
    expect(yes.pending).toEqual({ step: 'question', seat: 0 });
    expect(examOf(run(other), 1)).toEqual([[name, otherValue]]);
  });
});

describe("The Wedding Album — Examine: if the current Witness is Family, gain the Judge's favour", () => {
  it('turns the Judge to the Defense before Emily Fairmount, not before Rosa Delgado', () => {
    const family = act(table({ witness: 'emily-fairmount', facing: 'D', hands: [[], ['the-wedding-album']], pending: D_TURN }), [1, play('the-wedding-album')]);
    expect(family.favour).toBe(1);
    expect(family.pending).toEqual({ step: 'question', seat: 0 });
    const friend = act(table({ witness: 'rosa-delgado', facing: 'D', hands: [[], ['the-wedding-album']], pending: D_TURN }), [1, play('the-wedding-album')]);
    expect(friend.favour).toBe(0);
  });
});

describe('The Missing House Key — Examine: take another action', () => {
  it('gives the Defense the next action again', () => {
    const s = act(table({ witness: 'leo-marsh', facing: 'D', hands: [[], ['the-missing-house-key', 'taxi-receipt']], pending: D_TURN }), [1, play('the-missing-house-key')]);
    expect(s.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe('Anonymous Letter — Defeat: refresh 1 Objection', () => {
  it('gives the losing Defense an Objection back', () => {
    const t = table({ witness: 'gus-pratt', exams: [['bloodstained-dress'], ['anonymous-letter']], objections: [3, 1], passed: [false, true] });
    const s = act(t, [0, PASS]);
    expect(s.objections[1]).toBe(2);
    expect(s.pending).toMatchObject({ step: 'sway', seat: 0 });
  });
});

describe('Pawn Shop Ticket — Victory: draw 1 card', () => {
  it('draws the top card of the winning Defense\'s deck', () => {
    const t = table({ witness: 'rosa-delgado', facing: 'D', exams: [[], ['pawn-shop-ticket']], decks: [[], ['taxi-receipt', 'hospital-records']], passed: [true, false], pending: D_TURN });
    const s = act(t, [1, PASS]);
    expect(names(s.hands[1]!)).toEqual(['taxi-receipt']);
    expect(s.pending).toEqual({ step: 'sway', seat: 1, points: 3 + 2 - 1 });
  });
});

describe("She Feared for Her Life — Examine: if your examination holds Jerrod's Gun, +2 Value", () => {
  it('is worth 5 on top of Jerrod\'s Gun and 3 without it', () => {
    const gun = act(table({ witness: 'rosa-delgado', facing: 'D', exams: [[], ['jerrods-gun']], hands: [[], ['she-feared-for-her-life']], pending: D_TURN }), [1, play('she-feared-for-her-life')], [0, ALLOW]);
    expect(examOf(gun, 1)).toEqual([['jerrods-gun', 3], ['she-feared-for-her-life', 5]]);
    expect(gun.pending).toEqual({ step: 'question', seat: 0 });
    const bare = act(table({ witness: 'rosa-delgado', facing: 'D', hands: [[], ['she-feared-for-her-life']], pending: D_TURN }), [1, play('she-feared-for-her-life')], [0, ALLOW]);
    expect(examOf(bare, 1)).toEqual([['she-feared-for-her-life', 3]]);
  });
});

describe('Independent Autopsy — Action: unlock 1 Evidential, draw 1 card', () => {
  it('unlocks the Evidential juror, draws, and passes the favour to the Prosecution', () => {
    const t = table({ witness: 'gus-pratt', procedures: [[], ['independent-autopsy']], decks: [[], ['taxi-receipt']], jurors: jury({ [jurorOf('evidential')]: 0 }), favour: 1, pending: D_TURN });
    const s = act(t, [1, activate('independent-autopsy')]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 1, choice: { kind: 'juror', how: 'unlock', bias: 'evidential' } });
    const after = act(s, [1, juror(jurorOf('evidential'))]);
    expect(after.jurors[jurorOf('evidential')]!.space).toBe(1);
    expect(names(after.hands[1]!)).toEqual(['taxi-receipt']);
    expect(after.favour).toBe(0);
    expect(after.pending).toEqual({ step: 'question', seat: 0 });
  });
});

describe('Unlock cards leave an unlocked jury alone', () => {
  it('Hospital Records with no locked Emotional juror goes straight to the sway', () => {
    const s = act(table({ witness: 'gus-pratt', facing: 'D', exams: [[], ['hospital-records']], passed: [true, false], pending: D_TURN }), [1, PASS]);
    expect(s.pending).toMatchObject({ step: 'sway', seat: 1 });
    expect(offered(s, 1)).toEqual([]);
  });
});
