import { describe, expect, it } from 'vitest';
import { theTrial, type Kind, type TrialAction } from '../src/index.js';
import { atStep, discard, expectNext, NO_WARNING, order, play, playUntil, quiet, scenario } from './scenario.js';

// 5 players: 0 Judge, 1 good lawyer, 2 bad lawyer, 3 good defendant, 4 bad defendant.
const ROLES = 'J L+ L- D+ D-';

describe("the Judge's warning", () => {
  it('may go to any player with a permit, or to nobody', () => {
    const s = playUntil(scenario({ roles: 'J L+ L- D+ D- W+ W- Y' }), atStep('warn'), quiet).state;
    expectNext(s, 0, [...[1, 2, 3, 4, 5, 6].map((seat): TrialAction => ({ type: 'warn', seat })), NO_WARNING]);
    const warned = play(s, [0, { type: 'warn', seat: 5 }]);
    expect(warned.state.warned).toBe(null);
    const next = playUntil(warned.state, (x) => x.round === 2);
    expect(next.state.stopped).toBe(5);
  });

  it('stops a defendant: the other plays normally and each lawyer draws 2 instead', () => {
    const draw: Kind[] = ['alibi', 'receipt', 'receipt', 'fingerprints', 'fingerprints', 'murder-weapon', 'motive-letter', 'phone-record', 'phone-record'];
    const s = scenario({ roles: ROLES, warned: 3, draw });
    expect(s.stopped).toBe(3);
    // Only one defendant plays, so the Judge orders only the lawyers.
    expectNext(s, 0, [order(1), order(2)]);
    const d4 = play(s, [0, order(2)]).state;
    expect(d4.pending).toEqual({ step: 'discard', seat: 4 });
    expect(d4.holding[4]).toEqual(['alibi', 'receipt', 'receipt', 'fingerprints', 'fingerprints']);
    const gifts = play(d4, [4, discard('alibi')], [4, { type: 'give', card: 'receipt', lawyer: 2 }], [4, { type: 'give', card: 'receipt', lawyer: 2 }]);
    expect(gifts.state.hands[2]).toEqual(['receipt', 'receipt', 'motive-letter', 'murder-weapon']);
    expect(gifts.state.hands[1]).toEqual(['phone-record', 'phone-record', 'fingerprints', 'fingerprints']);
    expect(gifts.state.memory[2]?.at(-1)).toEqual({ round: 1, what: 'drew', cards: ['murder-weapon', 'motive-letter'] });
    expect(gifts.state.pending).toEqual({ step: 'file', seat: 2, filed: 0 });
  });

  it('stops a lawyer: defendants draw 3 and give 2 to the other lawyer, the Judge files 2 unseen', () => {
    const draw: Kind[] = ['alibi', 'receipt', 'fingerprints', 'alibi', 'receipt', 'motive-letter', 'phone-record', 'bloody-clothing'];
    const s = scenario({ roles: ROLES, warned: 1, draw });
    expectNext(s, 0, [order(3), order(4)]);
    const d3 = play(s, [0, order(3)]).state;
    expect(d3.holding[3]).toEqual(['alibi', 'receipt', 'fingerprints']);
    // The two cards left go to the only lawyer playing, without a choice.
    const after = play(d3, [3, discard('fingerprints')], [4, discard('motive-letter')]).state;
    expect(after.hands[2]).toEqual(['alibi', 'alibi', 'receipt', 'receipt']);
    expect(after.caseFile).toEqual([
      { by: 'judge', card: 'phone-record' },
      { by: 'judge', card: 'bloody-clothing' },
    ]);
    expect(theTrial.view(after, 0).caseFile).toEqual([
      { by: 'judge', card: null },
      { by: 'judge', card: null },
    ]);
    expect(after.pending).toEqual({ step: 'file', seat: 2, filed: 0 });
  });

  it('stops a witness: its turn is skipped', () => {
    const s = scenario({ roles: 'J L+ L- D+ D- W+ W-', warned: 5 });
    const r = playUntil(s, (x) => x.pending.step === 'discuss', quiet);
    expect(r.state.order.witnesses).toEqual([6]);
    expect(r.events.filter((e) => e.type === 'peek').map((e) => e.seat)).toEqual([6]);
  });

  it('cannot stop the same player twice in a row; the permit flips back after the round sat out', () => {
    const s = playUntil(scenario({ roles: ROLES, warned: 3 }), atStep('warn'), quiet).state;
    expect(theTrial.legalActions(s, 0)).toEqual([1, 2, 4].map((seat) => ({ type: 'warn', seat })).concat([NO_WARNING as never]));
    const next = play(s, [0, NO_WARNING]).state;
    expect(next.round).toBe(2);
    expect(next.stopped).toBe(null);
  });
});

describe('the objection variant', () => {
  it('lets the Judge warn the same player two rounds running', () => {
    const s = playUntil(scenario({ roles: ROLES, warned: 3, variant: true }), atStep('warn'), quiet).state;
    expect(theTrial.legalActions(s, 0).map((a) => (a.type === 'warn' ? a.seat : null))).toEqual([1, 2, 3, 4, null]);
  });

  it('asks each lawyer with an unused objection card; an objection prevents the warning, once per game', () => {
    const s = playUntil(scenario({ roles: ROLES, variant: true }), atStep('warn'), quiet).state;
    const asked = play(s, [0, { type: 'warn', seat: 3 }]).state;
    expectNext(asked, 1, [{ type: 'object' }, { type: 'allow' }]);
    const passed = play(asked, [1, { type: 'allow' }]).state;
    expectNext(passed, 2, [{ type: 'object' }, { type: 'allow' }]);
    const objected = play(passed, [2, { type: 'object' }]).state;
    expect(objected.objectionUsed).toEqual([false, false, true, false, false]);
    expect(objected.round).toBe(2);
    expect(objected.stopped).toBe(null);
    // Next round only lawyer 1 still holds an objection card; allowing it lets the warning stand.
    const round2 = playUntil(objected, atStep('warn'), quiet).state;
    const allowed = play(round2, [0, { type: 'warn', seat: 4 }], [1, { type: 'allow' }]).state;
    const warned = playUntil(allowed, (x) => x.round === 3, quiet).state;
    expect(warned.round).toBe(3);
    expect(warned.stopped).toBe(4);
  });

  it('lowers the hand limit to 3', () => {
    const s = playUntil(scenario({ roles: ROLES, variant: true, hands: { 1: ['alibi', 'alibi'] } }), atStep('excess'), quiet).state;
    expect(s.pending).toEqual({ step: 'excess', seat: 1 });
    expect(s.hands[1]?.length).toBeGreaterThan(3);
    const done = playUntil(s, (x) => x.round === 2, quiet).state;
    expect(done.hands[1]).toHaveLength(3);
    expect(done.bottom.filter((b) => b.by === 1)).toHaveLength((s.hands[1]?.length ?? 0) - 3);
  });
});
