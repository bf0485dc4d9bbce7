import { Rng, type Seat } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { belief } from '../src/hints/belief.js';
import { plausibleLie } from '../src/hints/reasoning.js';
import { alignmentWorlds, filings, reasoned, reasoningBot, refuted, SIDE_OF, tableBelief, theTrial, trialHints, type Kind, type TrialAction, type TrialState, type TrialView } from '../src/index.js';
import { atStep, file, order, play, playUntil, quiet, scenario } from './scenario.js';

const I: Kind[] = ['alibi', 'receipt', 'security-footage'];
const G: Kind[] = ['fingerprints', 'motive-letter'];

/** Round 1 played quietly to the Judge's warning (or another step), seen by `seat`. */
function after(roles: string, step = 'warn'): TrialState {
  return playUntil(scenario({ roles }), atStep(step), quiet).state;
}

/**
 * A declarative round 1 as `seat` sees it at the warning: the case file revealed, and how many cards each lawyer
 * still holds of the 4 it got (so how many it filed). `said`: statements made in the discussion.
 */
function judged(s: TrialState, seat: Seat, revealed: readonly Kind[], held: Readonly<Record<number, number>>, said: TrialView['statements'] = []): TrialView {
  const v = theTrial.view(s, seat);
  const hands = v.hands.map((h, l) => (held[l] === undefined ? h : Array<Kind | null>(held[l] ?? 0).fill(null)));
  const result = { round: 1, revealed: revealed.slice(), remaining: revealed.slice(), innocence: 0, guilt: 0, winner: 'bad' as const, marker: null };
  return { ...v, results: [result], hands, bottom: [], caseFile: [], statements: said };
}

function choose(v: TrialView, s: TrialState, seat: Seat, legal: readonly TrialAction[] = theTrial.legalActions(s, seat)): TrialAction {
  return reasoningBot('both').choose({ view: v, seat, legal, rng: Rng.seeded('choose') });
}

const says = (seat: Seat, target: Seat, alignment: 'good' | 'bad'): TrialView['statements'][number] => ({
  round: 1,
  seat,
  statement: { about: 'player', seat: target, alignment },
});

describe('the reasoning belief', () => {
  const s5 = after('J L+ L- D+ D-');

  it('counts who filed how many from the public counts, and waits while the gifts are under way', () => {
    const f = filings(judged(s5, 0, [...I, ...G], { 1: 1, 2: 2 }));
    expect(f && [f.revealed.get(1), f.revealed.get(2), f.stops, f.innocence]).toEqual([3, 2, 0, 3]);
    const giving = playUntil(scenario({ roles: 'J L+ L- D+ D-' }), atStep('give'), quiet).state;
    expect(filings(theTrial.view(giving, 0))).toBeNull();
  });

  it('suspects the lawyer whose count matches the guilt revealed, and the Judge warns it', () => {
    // Lawyer 1 filed 3, lawyer 2 filed 2: 3 innocence and 2 guilt point at lawyer 2.
    const v = judged(s5, 0, [...I, ...G], { 1: 1, 2: 2 });
    const b = reasoned(v);
    expect(b.bad[2]).toBeGreaterThan(0.6);
    expect(choose(v, s5, 0)).toEqual({ type: 'warn', seat: 2 });
    // The other way round, the other lawyer.
    const w = judged(s5, 0, ['alibi', 'receipt', ...G, 'murder-weapon'], { 1: 1, 2: 2 });
    expect(choose(w, s5, 0)).toEqual({ type: 'warn', seat: 1 });
  });

  it('does not warn blindly: equal counts tell nothing, and the Judge warns nobody', () => {
    const v = judged(s5, 0, ['alibi', 'receipt', ...G], { 1: 2, 2: 2 });
    expect(reasoned(v).bad[1]).toBeCloseTo(0.5, 5);
    expect(choose(v, s5, 0)).toEqual({ type: 'no-warning' });
  });

  it('trusts a speaker whose claim the filings bear out, and doubts one they go against', () => {
    const s7 = after('J L+ L- D+ D- W+ W-');
    const said = [says(5, 1, 'bad'), says(6, 2, 'bad')];
    const v = judged(s7, 0, [...I, ...G], { 1: 1, 2: 2 }, said);
    const b = reasoned(v);
    // Witness 5 called the lawyer the filings clear bad: it is the likelier liar.
    expect(b.bad[5]).toBeGreaterThan(0.5);
    expect(b.bad[5]).toBeGreaterThan((b.bad[6] ?? 1) + 0.1);
    // Without the filings, the two claims weigh the same.
    const blind = reasoned({ ...v, results: [] });
    expect(blind.bad[5]).toBeCloseTo(blind.bad[6] ?? 0, 5);
  });

  it('catches a witness who says a defendant sank what it did not', () => {
    const s7 = after('J L+ L- D+ D- W+ W-');
    const v = theTrial.view(s7, 3);
    const sunk = v.memory.find((m) => m.what === 'discarded');
    expect(sunk?.what).toBe('discarded');
    const side = sunk?.what === 'discarded' && ['alibi', 'character-reference', 'security-footage', 'receipt', 'phone-record'].includes(sunk.card) ? 'guilt' : 'innocence';
    const lie = { round: 1, seat: 5, statement: { about: 'pile' as const, seat: 3, side } as const };
    const heard = { ...v, statements: [lie] };
    expect(refuted(heard, lie)).toBe(true);
    expect(reasoned(heard).bad[5]).toBeGreaterThan(0.85);
    // The rule-based belief did not catch it.
    expect(belief(heard).bad[5]).toBeLessThan(0.7);
    // Another seat cannot tell.
    expect(refuted({ ...theTrial.view(s7, 0), statements: [lie] }, lie)).toBe(false);
  });
});

describe('the reasoning Jury', () => {
  const s8 = playUntil(scenario({ roles: 'J L+ L- D+ D- W+ W- Y' }), atStep('jury'), quiet).state;

  it('passes while its belief is weak, and accuses once it is strong', () => {
    const v = theTrial.view(s8, 7);
    expect(choose(v, s8, 7)).toEqual({ type: 'pass' });
    const claims = [1, 3, 5].flatMap((seat) => [2, 4, 6].map((target) => says(seat, target, 'bad')));
    expect(choose({ ...v, statements: [...claims, ...claims] }, s8, 7)).toEqual({ type: 'accuse' });
  });

  it('accuses on its best guess on the brink, when the bad team may win its third round now', () => {
    const v = theTrial.view(s8, 7);
    const claims = [1, 3].map((seat) => says(seat, 6, 'bad'));
    const some = { ...v, statements: claims };
    expect(choose(some, s8, 7)).toEqual({ type: 'pass' });
    expect(choose({ ...some, wins: { good: 1, bad: 2 } }, s8, 7)).toEqual({ type: 'accuse' });
  });
});

describe('the reasoning lawyer and defendant', () => {
  it('files one copy of an innocence kind, not the pair that would cancel, then keeps the rest', () => {
    let s = playUntil(scenario({ roles: 'J L+ L- D+ D-', hands: { 1: ['alibi', 'alibi', 'receipt'] } }), atStep('file'), quiet).state;
    while (s.pending.step === 'file' && s.pending.seat !== 1) s = play(s, [s.pending.seat, quiet(theTrial.legalActions(s, s.pending.seat))]).state;
    const filed: TrialAction[] = [];
    for (let i = 0; i < 8 && s.pending.step === 'file' && s.pending.seat === 1; i++) {
      const a = choose(theTrial.view(s, 1), s, 1);
      filed.push(a);
      s = play(s, [1, a]).state;
    }
    const alibis = filed.filter((a) => a.type === 'file' && a.card === 'alibi').length;
    expect(alibis).toBe(1);
    expect(filed).toContainEqual(file('receipt'));
    expect(filed[filed.length - 1]).toEqual({ type: 'rest' });
  });

  it('gives a guilt pair to the lawyer it doubts', () => {
    const draw: Kind[] = ['fingerprints', 'fingerprints', 'alibi', 'receipt', 'murder-weapon'];
    let s = play(scenario({ roles: 'J L+ L- D+ D-', draw }), [0, order(3)], [0, order(1)]).state;
    s = play(s, [3, { type: 'discard', card: 'murder-weapon' }]).state;
    const v = theTrial.view(s, 3);
    // Lawyer 2 is doubted (a peek's worth of evidence): both fingerprints go to it.
    const doubted = { ...v, statements: [says(1, 2, 'bad'), says(0, 2, 'bad')] };
    const first = choose(doubted, s, 3);
    expect(first).toEqual({ type: 'give', card: 'fingerprints', lawyer: 2 });
  });
});

describe('the plausible liar', () => {
  it('does not frame a player the public filings already clear', () => {
    const s7 = after('J L+ L- D+ D- W+ W-');
    // Lawyer 1 filed 4, lawyer 2 filed 2: 4 innocence and 2 guilt clear lawyer 1.
    const v = judged(s7, 6, [...I, 'phone-record', ...G], { 1: 0, 2: 2 });
    expect(tableBelief(v).bad[1]).toBeLessThan(0.3);
    const b = reasoned(v);
    expect(plausibleLie(v, 6, b, { about: 'player', seat: 1, alignment: 'bad' })).toBeLessThan(0);
    // It counts lawyer 1 good itself: without the table's check it would frame it.
    expect(b.bad[1]).toBeLessThan(0.4);
  });

  it('says nothing a good seat can show false, over whole games', () => {
    let statements = 0;
    for (const players of [6, 7, 9]) {
      for (let g = 0; g < 3; g++) {
        let s = theTrial.setup(players, theTrial.options.parse({}), `liar-${players}-${g}`);
        const bot = reasoningBot('both');
        const rng = Rng.seeded(`liar-${players}-${g}`);
        while (theTrial.toAct(s).length > 0) {
          const seat = theTrial.toAct(s)[0] as Seat;
          const a = bot.choose({ view: theTrial.view(s, seat), seat, legal: theTrial.legalActions(s, seat), rng });
          s = theTrial.applyLegal(s, seat, a).state;
          if (a.type !== 'state' || s.alignments[seat] !== 'bad') continue;
          const spoken = s.statements[s.statements.length - 1];
          if (!spoken) continue;
          statements++;
          // Only a partner may know better (a lie that clears it); no good seat can show any of it false.
          for (let x = 0; x < players; x++) if (s.alignments[x] === 'good') expect(refuted(theTrial.view(s, x), spoken)).toBe(false);
        }
      }
    }
    expect(statements).toBeGreaterThan(10);
  });

  it('decides the same from the same view and generator', () => {
    const s7 = after('J L+ L- D+ D- W+ W-', 'discuss');
    const seat = s7.pending.step === 'discuss' ? s7.pending.seat : 0;
    const pick = (): TrialAction => choose(theTrial.view(s7, seat), s7, seat);
    expect(pick()).toEqual(pick());
  });
});

describe('the search’s worlds (`believe`)', () => {
  const { believe } = trialHints as Required<typeof trialHints>;

  it('deals worlds that look to the viewer exactly as its view, from every seat', () => {
    const s = playUntil(scenario({ roles: 'J L+ L- D+ D- W+ W- Y' }), (x) => x.round === 2, quiet).state;
    const rng = Rng.seeded('believe-view');
    for (const seat of [0, 1, 2, 3, 4, 5, 6, 7, 'spectator'] as const) {
      const v = theTrial.view(s, seat);
      for (let i = 0; i < 4; i++) expect(theTrial.view(believe(v, rng), seat)).toEqual(v);
    }
  });

  it('deals a caught liar bad as often as the reasoning believes it, where resample deals it by the count of worlds', () => {
    // Defendant 3 sank a card; witness 5 says it sank the other side: the defendant knows the witness lied.
    const s7 = after('J L+ L- D+ D- W+ W-');
    const v = theTrial.view(s7, 3);
    const sunk = v.memory.find((m) => m.what === 'discarded');
    const side = sunk?.what === 'discarded' && SIDE_OF[sunk.card] === 'innocence' ? 'guilt' : 'innocence';
    const heard = { ...v, statements: [{ round: 1, seat: 5, statement: { about: 'pile' as const, seat: 3, side } as const }] };
    const suspicion = reasoned(heard).bad[5] ?? 0;
    const worlds = alignmentWorlds(heard);
    const possible = worlds.filter((w) => w[5] === 'bad').length / worlds.length;
    expect(suspicion).toBeGreaterThan(possible + 0.3);
    const rng = Rng.seeded('believe-odds');
    let believed = 0;
    let uniform = 0;
    const n = 1000;
    for (let i = 0; i < n; i++) {
      const world = believe(heard, rng);
      expect(theTrial.view(world, 3)).toEqual(heard);
      if (world.alignments[5] === 'bad') believed++;
      if (theTrial.resample(heard, rng).alignments[5] === 'bad') uniform++;
    }
    expect(Math.abs(uniform / n - possible)).toBeLessThan(0.05);
    expect(Math.abs(believed / n - suspicion)).toBeLessThan(0.05);
  });
});
