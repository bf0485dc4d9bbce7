import { describe, expect, it } from 'vitest';
import { act, activate, ALLOW, examOf, jurorOf, jury, juror, names, offered, pick, play, PASS, table } from './table.js';
import { game } from '../scenario.js';

// One spec per Prosecution case card with an effect (design/case01.md, "Prosecution cards"), and The Bloody Knife.

describe.each([
  ['The Bloody Knife', 'corruption', 'the-bloody-knife'],
  ['Blood Spatter Pattern', 'logical', 'blood-spatter-pattern'],
  ['Life Insurance Policy', 'corruption', 'life-insurance-policy'],
  ['Divorce Papers', 'bureaucratic', 'divorce-papers'],
  ['Noise Complaint', 'reputation', 'noise-complaint'],
  ['Muddy Slippers', 'evidential', 'muddy-slippers'],
  ['A Motive for Murder', 'emotional', 'a-motive-for-murder'],
] as const)('%s — Victory: lock 1 %s', (_title, bias, name) => {
  it('lets the winning Prosecution lock the juror showing that bias on its near space, not the one on the Defense\'s side', () => {
    const s = act(table({ witness: 'gus-pratt', exams: [[name], []], passed: [false, true] }), [0, PASS]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 0, choice: { kind: 'juror', how: 'lock', bias, left: 1 } });
    expect(game.legalActions(s, 0)).toEqual([juror(jurorOf(bias))]);
    const after = act(s, [0, juror(jurorOf(bias))]);
    expect(after.jurors[jurorOf(bias)]).toMatchObject({ bias, space: 0 });
    expect(after.pending).toMatchObject({ step: 'sway', seat: 0 });
  });

  it('does nothing for the Defense, who cannot lock', () => {
    const s = act(table({ witness: 'rosa-delgado', facing: 'D', exams: [[], [name]], passed: [true, false], pending: { step: 'question', seat: 1 } }), [1, PASS]);
    expect(s.pending).toMatchObject({ step: 'sway', seat: 1 });
    expect(s.jurors.every((j) => j.space !== 0)).toBe(true);
  });
});

describe("Jessica's Diary — Examine: each player discards 1 card (you first)", () => {
  it('makes the Prosecution discard one of its cards, then the Defense one of its own', () => {
    const t = table({ witness: 'agnes-fairmount', hands: [['jessicas-diary', 'bloodstained-dress'], ['taxi-receipt', 'hospital-records']] });
    const s = act(t, [0, play('jessicas-diary')]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 0, choice: { kind: 'pick', to: 'discard' } });
    const mid = act(s, [0, pick('bloodstained-dress')]);
    expect(mid.pending).toMatchObject({ step: 'choose', seat: 1, choice: { kind: 'pick', to: 'discard' } });
    expect(offered(mid, 1)).toEqual(['taxi-receipt', 'hospital-records']);
    const after = act(mid, [1, pick('hospital-records')]);
    expect(names(after.discards[0]!)).toEqual(['bloodstained-dress']);
    expect(names(after.discards[1]!)).toEqual(['hospital-records']);
    expect(names(after.hands[1]!)).toEqual(['taxi-receipt']);
    expect(after.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe.each([
  ['Emergency Call Recording', 'emergency-call-recording', 'dale-hutchins', 4, 'gus-pratt', 2],
  ['Security Camera Still', 'security-camera-still', 'miriam-cole', 4, 'lena-ortiz', 3],
  ['Inconsistent Statements', 'inconsistent-statements', 'agnes-fairmount', 4, 'thomas-reyes', 2],
  ['Fireplace Poker', 'fireplace-poker', 'dale-hutchins', 4, 'carla-benning', 3],
  ['The Stopped Clock', 'the-stopped-clock', 'ingrid-vale', 3, 'gus-pratt', 2],
  ['Housekeeping Schedule', 'housekeeping-schedule', 'thomas-reyes', 3, 'agnes-fairmount', 1],
] as const)('%s — Examine: if the current Witness has the keyword, + Value', (_title, name, fits, fitValue, other, otherValue) => {
  it(`is worth ${fitValue} before ${fits} and ${otherValue} before ${other}`, () => {
    const argument = name === 'inconsistent-statements';
    const run = (witness: string) => {
      const t = table({ witness, hands: [[name], []] });
      return argument ? act(t, [0, play(name)], [1, ALLOW]) : act(t, [0, play(name)]);
    };
    const yes = run(fits);
    expect(examOf(yes, 0)).toEqual([[name, fitValue]]);
    expect(yes.pending).toEqual({ step: 'question', seat: 1 });
    expect(examOf(run(other), 0)).toEqual([[name, otherValue]]);
  });
});

describe('Hardware Store Receipt — Victory: search your deck for 1 Murder Weapon and draw it', () => {
  it('lets the winning Prosecution take the weapon from its deck', () => {
    const t = table({ witness: 'gus-pratt', exams: [['hardware-store-receipt'], []], decks: [['bloodstained-dress', 'fireplace-poker', 'muddy-slippers'], []], passed: [false, true] });
    const s = act(t, [0, PASS]);
    expect(offered(s, 0)).toEqual(['fireplace-poker']);
    const after = act(s, [0, pick('fireplace-poker')]);
    expect(names(after.hands[0]!)).toEqual(['fireplace-poker']);
    expect(names(after.decks[0]!).sort()).toEqual(['bloodstained-dress', 'muddy-slippers']);
    expect(after.pending).toMatchObject({ step: 'sway', seat: 0 });
  });
});

describe('Torn Photograph — Examine: take another action', () => {
  it('gives the Prosecution the next action again', () => {
    const s = act(table({ witness: 'gus-pratt', hands: [['torn-photograph', 'bloodstained-dress'], []] }), [0, play('torn-photograph')]);
    expect(s.pending).toEqual({ step: 'question', seat: 0 });
  });
});

describe('Bank Withdrawals — Victory: your opponent discards 1 card at random', () => {
  it('takes one card of the Defense\'s hand at random when the Prosecution wins', () => {
    const t = table({ witness: 'gus-pratt', exams: [['bank-withdrawals'], []], hands: [[], ['taxi-receipt', 'hospital-records']], passed: [false, true] });
    const s = act(t, [0, PASS]);
    expect(s.hands[1]).toHaveLength(1);
    expect([...names(s.hands[1]!), ...names(s.discards[1]!)].sort()).toEqual(['hospital-records', 'taxi-receipt']);
    expect(s.pending).toMatchObject({ step: 'sway', seat: 0 });
  });
});

describe('The Prenuptial Agreement and the Bloodstained Dress print no effect', () => {
  it('add only their Value', () => {
    const s = act(table({ witness: 'miriam-cole', hands: [['bloodstained-dress'], ['taxi-receipt']] }), [0, play('bloodstained-dress')]);
    expect(examOf(s, 0)).toEqual([['bloodstained-dress', 4]]);
    expect(s.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe("Bleach-Stained Towels — Examine: if your examination holds a Murder Weapon, gain the Judge's favour", () => {
  it('turns the Judge to the Prosecution on top of The Bloody Knife only', () => {
    const armed = act(table({ witness: 'gus-pratt', exams: [['the-bloody-knife'], []], hands: [['bleach-stained-towels'], []], favour: 1 }), [0, play('bleach-stained-towels')]);
    expect(armed.favour).toBe(0);
    expect(armed.pending).toEqual({ step: 'question', seat: 1 });
    const bare = act(table({ witness: 'gus-pratt', hands: [['bleach-stained-towels'], []], favour: 1 }), [0, play('bleach-stained-towels')]);
    expect(bare.favour).toBe(1);
  });
});

describe('Threatening Voicemail — Examine: your opponent discards 1 card at random', () => {
  it('takes one card of the Defense\'s hand at random', () => {
    const s = act(table({ witness: 'gus-pratt', hands: [['threatening-voicemail'], ['taxi-receipt', 'hospital-records']] }), [0, play('threatening-voicemail')]);
    expect(s.hands[1]).toHaveLength(1);
    expect(s.discards[1]).toHaveLength(1);
    expect(s.pending).toEqual({ step: 'question', seat: 1 });
  });
});

describe('Grand Jury Subpoena — Action: lock 1 Bureaucratic, draw 1 card', () => {
  it('locks the Bureaucratic juror, draws, and passes the favour to the Defense', () => {
    const t = table({ witness: 'gus-pratt', procedures: [['grand-jury-subpoena'], []], decks: [['tyre-tracks'], []] });
    const s = act(t, [0, activate('grand-jury-subpoena')]);
    expect(s.pending).toMatchObject({ step: 'choose', seat: 0, choice: { kind: 'juror', how: 'lock', bias: 'bureaucratic' } });
    const after = act(s, [0, juror(jurorOf('bureaucratic'))]);
    expect(after.jurors[jurorOf('bureaucratic')]!.space).toBe(0);
    expect(names(after.hands[0]!)).toEqual(['tyre-tracks']);
    expect(after.favour).toBe(1);
    expect(after.pending).toEqual({ step: 'question', seat: 1 });
  });

  it('draws even when no Bureaucratic juror can be locked', () => {
    const t = table({ witness: 'gus-pratt', procedures: [['grand-jury-subpoena'], []], decks: [['tyre-tracks'], []], jurors: jury({ [jurorOf('bureaucratic')]: 2 }) });
    const after = act(t, [0, activate('grand-jury-subpoena')]);
    expect(names(after.hands[0]!)).toEqual(['tyre-tracks']);
    expect(after.pending).toEqual({ step: 'question', seat: 1 });
  });
});
