import { mctsBot, playMatch } from '@docket/bots';
import { Rng, type Seat } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { SIDE_OF, theTrial, trialBot, trialHints, type TrialAction, type TrialState } from '../src/index.js';
import { atStep, discard, order, play, playUntil, quiet, scenario } from './scenario.js';

const { prior, rollout, evaluate } = trialHints as Required<typeof trialHints>;
const options = theTrial.options.parse({});

function botChoice(s: TrialState, seat: Seat): TrialAction {
  return trialBot(theTrial).choose({ view: theTrial.view(s, seat), seat, legal: theTrial.legalActions(s, seat), rng: Rng.seeded('bot') });
}

describe('hints', () => {
  it('score every legal action with a finite number, and the bot always picks a legal action', () => {
    let scored = 0;
    for (const players of [5, 8, 10]) {
      const rng = Rng.seeded(`prior-${players}`);
      let s = theTrial.setup(players, options, `prior-${players}`);
      while (theTrial.toAct(s).length > 0) {
        const seat = theTrial.toAct(s)[0] as Seat;
        const legal = theTrial.legalActions(s, seat);
        const view = theTrial.view(s, seat);
        for (const a of legal) {
          expect(Number.isFinite(prior(view, seat, a))).toBe(true);
          scored++;
        }
        const a = trialBot(theTrial).choose({ view, seat, legal, rng });
        expect(legal).toContainEqual(a);
        expect(legal).toContainEqual(rollout(s, seat, legal, rng));
        s = theTrial.applyLegal(s, seat, rng.float() < 0.5 ? a : rng.pick(legal)).state;
      }
      expect(evaluate(s)).toEqual(s.alignments.map((x) => (x === s.winner ? 1 : 0)));
    }
    expect(scored).toBeGreaterThan(1000);
  });

  it('play each side: a good defendant sinks guilt, a bad one innocence', () => {
    const draw = ['alibi', 'receipt', 'fingerprints', 'fingerprints', 'murder-weapon'] as const;
    const s = play(scenario({ roles: 'J L+ L- D+ D-', draw: [...draw] }), [0, order(3)], [0, order(1)]).state;
    const good = botChoice(s, 3);
    expect(good.type === 'discard' && SIDE_OF[good.card]).toBe('guilt');
    const bad = play(scenario({ roles: 'J L+ L- D- D+', draw: [...draw] }), [0, order(3)], [0, order(1)]).state;
    const c = botChoice(bad, 3);
    expect(c.type === 'discard' && SIDE_OF[c.card]).toBe('innocence');
    expect(discard('alibi')).toEqual({ type: 'discard', card: 'alibi' });
  });

  it('file their own side: a good lawyer files innocence, then keeps the rest', () => {
    const s = playUntil(scenario({ roles: 'J L+ L- D+ D-', hands: { 1: ['alibi', 'receipt', 'fingerprints'] } }), atStep('file'), quiet).state;
    const a = botChoice(s, 1);
    expect(a.type === 'file' && SIDE_OF[a.card]).toBe('innocence');
  });

  it('have the Jury accuse when its belief is strong, naming the likeliest bad team', () => {
    const s = playUntil(scenario({ roles: 'J L+ L- D+ D- W+ W- Y' }), atStep('jury'), quiet).state;
    expect(botChoice(s, 7)).toEqual({ type: 'pass' });
    // The good players all name the bad team, round after round.
    const claims = [1, 3, 5].flatMap((seat) =>
      [2, 4, 6].map((target) => ({ round: 1, seat, statement: { about: 'player' as const, seat: target, alignment: 'bad' as const } })),
    );
    const sure = { ...s, statements: [...claims, ...claims] };
    expect(botChoice(sure, 7)).toEqual({ type: 'accuse' });
    let t = play(sure, [7, { type: 'accuse' }]).state;
    for (let i = 0; i < 10 && t.pending.step === 'accuse'; i++) t = play(t, [7, botChoice(t, 7)]).state;
    expect(t.accusation).toEqual({ round: 1, seats: [2, 4, 6], correct: true });
    t = play(t, [0, { type: 'declare' }]).state;
    expect(theTrial.outcome(t)?.winningTeam).toBe('good');
  });

  it('complete games with the rule-based bot in every seat, and with IS-MCTS at a small budget', () => {
    const bots = Array.from({ length: 7 }, () => trialBot(theTrial));
    const r = playMatch(theTrial, bots, { players: 7, options, seed: 'bots' });
    expect(r.outcome?.winningTeam).toMatch(/good|bad/);
    const m = mctsBot({ iterations: 8 })(theTrial);
    const mixed = playMatch(theTrial, [m, ...Array.from({ length: 4 }, () => trialBot(theTrial))], { players: 5, options, seed: 'mcts' });
    expect(mixed.truncated).toBe(false);
  });
});
