import { LOCALES } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { lawyerUp } from '../src/index.js';
import { D, P, game, scenario } from './scenario.js';

describe('terminal rendering', () => {
  const s = scenario({
    P: { hand: ['base-p-recess', 'base-p-bribery'], exam: ['base-p-police-report', ['base-p-logical-argument', 4]], objections: 2 },
    D: { hand: ['base-d-alibi'], exam: ['base-d-sympathetic-plea'], sidebar: false, procedures: ['base-d-continuance'] },
    favour: 'D',
  });

  it('shows the witness, both examinations with Influence, the jury with its tokens, the favour, tokens and the hand', () => {
    const text = game.render(game.view(s, P), 'en');
    expect(text).toContain('Witness: t-plain (N3/N1) Expert');
    expect(text).toContain('Prosecution Influence 9: Police Report [P2 Ev/Bu], Logical Argument [P4 Lo]');
    expect(text).toContain('Defense Influence 4: Sympathetic Plea [D3 Em/Re]');
    expect(text).toMatch(/1:\.\. Ev\|\.\. \.\./);
    expect(text).toContain("Judge's favour: Defense");
    expect(text).toContain('objections 2/3, sidebar ready');
    expect(text).toContain('sidebar used');
    expect(text).toContain('procedures: Continuance');
    expect(text).toContain('Your hand: Recess [N1 Em/Lo], Bribery [P1 Co/Em]');
    expect(text).not.toContain('Alibi');
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('speaks French, and shows a spectator no hand', () => {
    const fr = game.render(game.view(s, D), 'fr');
    expect(fr).toContain('Faveur du Juge : Défense');
    expect(fr).toContain('Votre main : Alibi');
    expect(game.render(game.view(s, 'spectator'), 'en')).not.toContain('Your hand');
  });

  it('shows the viewer’s own mulligan marks, not the other’s', () => {
    const m = scenario({ pending: { step: 'mulligan', seat: D }, witness: null, P: { hand: ['base-p-recess'], mulligan: ['base-p-recess'] }, D: { hand: ['base-d-alibi'] } });
    expect(game.render(game.view(m, P), 'en')).toContain('Set aside: Recess');
    expect(game.render(game.view(m, D), 'en')).not.toContain('Set aside');
  });

  it('words the pending choice', () => {
    const choosing = scenario({ pending: { step: 'choose', seat: P, choice: { kind: 'pick', to: 'discard', from: [{ seat: P, pile: 'hand' }], filter: null, left: 1 } }, P: { hand: ['base-p-recess'] } });
    expect(game.render(game.view(choosing, P), 'en')).toContain('> Prosecution: choose a card to discard (1).');
    expect(game.render(game.view(choosing, P), 'fr')).toContain('> Accusation : choisissez une carte à défausser (1).');
  });

  it('describes every action and the outcome in both languages', () => {
    const g = lawyerUp.setup(2, lawyerUp.options.parse({}), 'text');
    for (const a of lawyerUp.legalActions(g, P)) for (const l of LOCALES) expect(lawyerUp.describe(a, l).length).toBeGreaterThan(5);
    const o = { winners: [1], payoff: [0, 1], scores: [5, 7], reason: 'witnesses' };
    expect(lawyerUp.describeOutcome(o, 'en')).toBe('The Defense wins (every key witness was heard): jurors 5–7.');
    expect(lawyerUp.describeOutcome(o, 'fr')).toContain('La Défense l’emporte');
  });
});

describe('terminal rendering, Case 01', () => {
  it('shows the lock side, both strategies, the held Defendant and the set-aside knife, in both languages', () => {
    const s = scenario({ case: '01', spaces: [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2], P: { aside: ['t1-knife'] }, D: { held: ['t1-defendant'] } });
    const en = game.render(game.view(s, D), 'en');
    expect(en).toContain('Jury, lock side (LOCKED P-near | D-near D-far)');
    expect(en).toMatch(/1:Ev \.\.\|\.\. \.\./);
    expect(en).toContain('Strategies: t1-p-forensic / t1-d-alibi');
    expect(en).toContain('Defense holds: t1-defendant');
    expect(en).toContain('For the opening hand of the Prosecution: t1-knife');
    const fr = game.render(game.view(s, P), 'fr');
    expect(fr).toContain('Jury, côté verrou (VERROU A-près | D-près D-loin)');
    expect(fr).toContain('Pour la main de départ de l’Accusation : t1-knife');
    const choosing = game.render(game.view(game.setup(2, game.options.parse({ case: '01' }), 'r'), P), 'en');
    expect(choosing).toContain('> Set-up: each side chooses its strategy (hidden until both chose).');
  });
});
