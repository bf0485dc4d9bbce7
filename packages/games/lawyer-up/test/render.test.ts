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
    // The witness's two ends: value, biases and the side each counts for.
    expect(text).toContain('Witness: t-plain — Expert: N3 (Ev/Lo) → Prosecution | N1 (Em/Re) → Defense');
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
    // A draft names only the destinations its cards go to.
    expect(lawyerUp.describe({ type: 'draft', order: ['c00-the-milkmaid'] }, 'en')).toBe('Draft: The Milkmaid → Prosecution deck');
    expect(lawyerUp.describe({ type: 'draft', order: ['c00-the-milkmaid', 'c00-bank-transfer', 'c00-train-ticket'] }, 'fr')).toMatch(/→ pioche Accusation, .* → pioche Défense, .* → Preuves enterrées$/);
    const o = { winners: [1], payoff: [0, 1], scores: [5, 7], reason: 'witnesses' };
    expect(lawyerUp.describeOutcome(o, 'en')).toBe('The Defense wins (every key witness was heard): jurors 5–7.');
    expect(lawyerUp.describeOutcome(o, 'fr')).toContain('La Défense l’emporte');
  });
});

describe('terminal rendering on a given screen', () => {
  const s = scenario({
    P: { hand: ['base-p-recess', 'base-p-bribery', 'base-p-police-report', 'base-p-prior-record', 'base-p-leading-question'], exam: ['base-p-police-report', ['base-p-logical-argument', 4]] },
    D: { exam: ['base-d-sympathetic-plea', 'base-d-alibi'], procedures: ['base-d-continuance'] },
  });
  const at = (columns: number, rows: number, locale: 'en' | 'fr' = 'en') => game.render(game.view(s, P), locale, { columns, rows }).split('\n');

  it('fits the columns, board first, and takes fewer rows on a small window', () => {
    for (const [columns, rows] of [[100, 30], [140, 45], [60, 20]] as const) for (const line of at(columns, rows)) expect(line.length).toBeLessThanOrEqual(columns);
    expect(at(100, 30)[0]).toMatch(/^Lawyer Up — Case 00/);
    // This mid-game board: 16 lines at 100×30 (compact: no blank lines) and 16 at 140×45 (two blank lines, one
    // line fewer wrapped); at 60 columns the jury takes two lines per row.
    expect(at(100, 30)).toHaveLength(16);
    expect(at(140, 45)).toHaveLength(16);
    expect(at(100, 30)).not.toContain('');
    expect(at(60, 20).filter((l) => /^ {2}1:/.test(l))).toHaveLength(2);
    expect(at(60, 20).length).toBeGreaterThan(at(100, 30).length);
  });

  it('puts a wide jury row on one line and explains the bias letters, French letters in French', () => {
    expect(at(140, 45).filter((l) => /^ {2}1:/.test(l))).toHaveLength(2);
    expect(at(140, 45)).toContain('Biases: Ev Evidential, Lo Logical, Em Emotional, Re Reputation, Bu Bureaucratic, Co Corruption');
    const fr = at(140, 45, 'fr');
    expect(fr).toContain('Biais : Pr Probatoire, Lo Logique, Ém Émotionnel, Ré Réputation, Bu Bureaucratique, Co Corruption');
    expect(fr.join('\n')).toContain('Rapport de police [P2 Pr/Bu]');
    expect(fr.join('\n')).not.toMatch(/\bEv\b/);
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
