import { describe, expect, it } from 'vitest';
import { theTrial, type Kind } from '../src/index.js';
import { discard, expectNext, file, give, order, play, REST, scenario } from './scenario.js';

// Seats: 0 Judge, 1 good lawyer, 2 bad lawyer, 3 good defendant, 4 bad defendant.
const ROLES = 'J L+ L- D+ D-';
const D3: Kind[] = ['alibi', 'receipt', 'fingerprints', 'fingerprints', 'murder-weapon'];
const D4: Kind[] = ['alibi', 'phone-record', 'phone-record', 'motive-letter', 'bloody-clothing'];

function started() {
  return play(scenario({ roles: ROLES, draw: [...D3, ...D4] }), [0, order(3)], [0, order(1)]).state;
}

describe('defendants', () => {
  it('draw 5 and discard one face down onto their own pile', () => {
    const s = started();
    expect(s.holding[3]).toEqual(['alibi', 'receipt', 'fingerprints', 'fingerprints', 'murder-weapon']);
    expectNext(s, 3, (['alibi', 'receipt', 'fingerprints', 'murder-weapon'] as Kind[]).map(discard));
    const { state, events } = play(s, [3, discard('fingerprints')]);
    expect(state.piles[3]).toEqual([{ card: 'fingerprints', seenBy: [3] }]);
    expect(state.memory[3]?.at(-1)).toEqual({ round: 1, what: 'discarded', card: 'fingerprints' });
    expect(events.find((e) => e.type === 'discard')).toEqual({ type: 'discard', audience: 'all', seat: 3 });
    expect(state.pending).toEqual({ step: 'give', seat: 3, needs: [{ lawyer: 1, count: 2 }, { lawyer: 2, count: 2 }] });
  });

  it('give 2 cards to each lawyer, one at a time; the last lawyer gets the rest without a choice', () => {
    let s = play(started(), [3, discard('fingerprints')]).state;
    expect(theTrial.legalActions(s, 3)).toHaveLength(8);
    const r = play(s, [3, give('alibi', 1)], [3, give('receipt', 1)]);
    s = r.state;
    expect(s.hands[1]).toEqual(['alibi', 'receipt']);
    expect(s.hands[2]).toEqual(['fingerprints', 'murder-weapon']);
    expect(s.holding[3]).toEqual([]);
    expect(s.pins[3]?.[1]).toEqual(['alibi', 'receipt']);
    expect(s.pins[3]?.[2]).toEqual(['fingerprints', 'murder-weapon']);
    expect(s.memory[2]).toEqual([
      { round: 1, what: 'received', from: 3, card: 'fingerprints' },
      { round: 1, what: 'received', from: 3, card: 'murder-weapon' },
    ]);
    const gift = r.events.find((e) => e.type === 'give');
    expect(gift?.audience).toEqual([3, 1]);
    expect(r.events.find((e) => e.type === 'give-hidden')?.audience).toEqual({ except: [3, 1] });
    // The second defendant's turn follows.
    expectNext(s, 4, (['alibi', 'phone-record', 'motive-letter', 'bloody-clothing'] as Kind[]).map(discard));
  });
});

describe('lawyers', () => {
  function atLawyers() {
    return play(
      started(),
      [3, discard('fingerprints')],
      [3, give('alibi', 1)],
      [3, give('receipt', 1)],
      [4, discard('alibi')],
      [4, give('phone-record', 1)],
      [4, give('phone-record', 1)],
    ).state;
  }

  it('put at least 2 cards in the case file before they may keep the rest', () => {
    const s = atLawyers();
    expect(s.hands[1]).toEqual(['alibi', 'receipt', 'phone-record', 'phone-record']);
    expectNext(s, 1, (['alibi', 'receipt', 'phone-record'] as Kind[]).map(file));
    const one = play(s, [1, file('alibi')]).state;
    expectNext(one, 1, (['receipt', 'phone-record'] as Kind[]).map(file));
    const two = play(one, [1, file('receipt')]).state;
    expectNext(two, 1, [file('phone-record'), REST]);
    const done = play(two, [1, REST]).state;
    expect(done.caseFile).toEqual([
      { by: 1, card: 'alibi' },
      { by: 1, card: 'receipt' },
    ]);
    expect(theTrial.view(done, 2).caseFile).toEqual([
      { by: 1, card: null },
      { by: 1, card: null },
    ]);
    expect(done.pending).toEqual({ step: 'file', seat: 2, filed: 0 });
  });

  it('end their turn once the hand is empty', () => {
    const s = play(atLawyers(), [1, file('alibi')], [1, file('receipt')], [1, file('phone-record')], [1, file('phone-record')]).state;
    expect(s.hands[1]).toEqual([]);
    expect(s.caseFile).toHaveLength(4);
    expectNext(s, 2, (['fingerprints', 'motive-letter', 'murder-weapon', 'bloody-clothing'] as Kind[]).map(file));
  });
});
