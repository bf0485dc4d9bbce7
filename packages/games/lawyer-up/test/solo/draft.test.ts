import { unwrap } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { lawyerUp, type LawyerUpState } from '../../src/index.js';

const start = (solo: 'P' | 'D', extra: Record<string, unknown> = {}): LawyerUpState => lawyerUp.setup(2, lawyerUp.options.parse({ solo, ...extra }), `draft-${solo}`);

describe('Solo: options and Discovery', () => {
  it('solo mode is Case 00 only: with Case 01 the options are refused with a clear error', () => {
    const r = lawyerUp.options.safeParse({ case: '01', solo: 'D' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('solo mode (the Automa) is played with Case 00 only');
    expect(lawyerUp.options.safeParse({ solo: 'X' }).success).toBe(false);
  });

  it('only the player drafts: 3 cards, one to each deck and one buried, in the usual order (P deck, D deck, buried)', () => {
    for (const [solo, player] of [
      ['D', 0],
      ['P', 1],
    ] as const) {
      const s = start(solo);
      const automa = 1 - player;
      expect(lawyerUp.toAct(s)).toEqual([player]);
      expect(s.draftHands[player]).toHaveLength(3);
      expect(s.draftHands[automa]).toEqual([]);
      expect(lawyerUp.legalActions(s, automa)).toEqual([]);
      const hand = s.draftHands[player]!;
      const order = [hand[2]!, hand[0]!, hand[1]!];
      const next = unwrap(lawyerUp.apply(s, player, { type: 'draft', order })).state;
      expect(next.decks[0]!.at(-1)).toBe(order[0]);
      expect(next.decks[1]!.at(-1)).toBe(order[1]);
      expect(next.buried).toEqual([order[2]]);
      expect(next.draftHands[player]).toHaveLength(3);
    }
  });

  it('after the draft the player draws 5 and may mulligan; the Automa holds no hand and takes no mulligan', () => {
    for (const [solo, player] of [
      ['D', 0],
      ['P', 1],
    ] as const) {
      let s = start(solo);
      const drafted = s.caseDeck.length + 3;
      while (s.pending.step === 'draft') s = unwrap(lawyerUp.apply(s, player, lawyerUp.legalActions(s, player)[0]!)).state;
      // The last round's one or two cards go to the decks (P first), none buried.
      expect(s.buried).toHaveLength(Math.floor(drafted / 3));
      expect(s.pending).toEqual({ step: 'mulligan', seat: player });
      expect(s.hands[player]).toHaveLength(5);
      expect(s.hands[1 - player]).toEqual([]);
      s = unwrap(lawyerUp.apply(s, player, { type: 'keep' })).state;
      // The Prosecution calls first: the player, or the Automa, which calls and takes its first action at once.
      if (player === 0) expect(s.pending).toEqual({ step: 'call', seat: 0 });
      else {
        expect(s.stand).not.toBeNull();
        expect(s.exams[0]!.length).toBeGreaterThan(0);
        expect(lawyerUp.toAct(s)).toEqual([1]);
      }
    }
  });

  it('the first-game deal works in solo too; an Automa Prosecution skips its mulligan at set-up', () => {
    const s = start('P', { firstGameDeal: true });
    expect(s.decks[0]!.length).toBe(26 + 10);
    expect(s.pending).toEqual({ step: 'mulligan', seat: 1 });
    expect(lawyerUp.toAct(s)).toEqual([1]);
  });

  it('every Automa step is in the log, in English and French', () => {
    let s = start('D');
    const lines: string[] = [];
    for (let k = 0; k < 400 && lawyerUp.outcome(s) === null; k++) {
      const seat = lawyerUp.toAct(s)[0]!;
      const step = unwrap(lawyerUp.apply(s, seat, lawyerUp.legalActions(s, seat).at(-1)!));
      for (const e of step.events) if (e.type.startsWith('automa-')) lines.push(lawyerUp.describeEvent(e, 'en'), lawyerUp.describeEvent(e, 'fr'));
      s = step.state;
    }
    expect(lines.some((l) => l.startsWith('The Automa (Defense) rolls red'))).toBe(true);
    expect(lines.some((l) => l.startsWith('L’Automa (Défense) lance rouge'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Rest check:'))).toBe(true);
    expect(lines.every((l) => !l.includes(': automa-'))).toBe(true);
  });
});
