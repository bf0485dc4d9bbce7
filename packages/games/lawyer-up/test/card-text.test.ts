import { describe, expect, it } from 'vitest';
import { lawyerUp } from '../src/index.js';
import { D, P, scenario } from './scenario.js';

const view = lawyerUp.view(scenario({ P: { hand: ['base-p-police-report', 'base-p-motion-to-compel'] } }), P);

describe('explain(action, view, locale): the full text of what an action plays', () => {
  it('a hand card: type, colour, value, biases and effect, in English and French', () => {
    expect(lawyerUp.explain!({ type: 'procedure', card: 'base-p-motion-to-compel' }, view, 'en')).toBe(
      'Motion to Compel — Procedure, red (Prosecution); Value 1; biases: Bureaucratic\n   Action: search your deck for 1 Evidence and take it into your hand.',
    );
    const fr = lawyerUp.explain!({ type: 'procedure', card: 'base-p-motion-to-compel' }, view, 'fr')!;
    expect(fr).toContain('Procédure, rouge (Accusation)');
    expect(fr).toContain('Action : cherchez 1 Preuve dans votre pioche');
  });

  it('a witness to call: both ends’ values and biases', () => {
    expect(lawyerUp.explain!({ type: 'call', witness: 'c00-helena-vos' }, view, 'en')).toMatch(/^Dr Helena Vos — Witness, .*primary value \d+ \(.+\), secondary \d+ \(.+\)/);
  });

  it('a draft order: each of its cards; a strategy; "Resolve … first"; an objection shows the card objected to', () => {
    expect(lawyerUp.explain!({ type: 'draft', order: ['c00-the-milkmaid', 'c00-bank-transfer'] }, view, 'en')!.split('\n').filter((l) => !l.startsWith(' '))).toHaveLength(2);
    expect(lawyerUp.explain!({ type: 'strategy', strategy: 'c01-self-defense' }, view, 'en')).toMatch(/Strategy, .*key witnesses: /);
    expect(lawyerUp.explain!({ type: 'first', source: 'base-p-prior-record' }, view, 'en')).toContain('Victory: sway 1 Reputation');
    const window = lawyerUp.view(scenario({ pending: { step: 'objection', seat: D, card: 'base-p-leading-question' } }), D);
    expect(lawyerUp.explain!({ type: 'object' }, window, 'en')).toMatch(/^Leading Question — Argument/);
    expect(lawyerUp.explain!({ type: 'pass' }, view, 'en')).toBeNull();
  });
});

describe('lookup(query, locale): any card in full by name', () => {
  it('finds a card by its English or French name, any case, accents or not', () => {
    expect(lawyerUp.lookup!('motion to compel', 'en')).toMatch(/^Motion to Compel — Procedure/);
    expect(lawyerUp.lookup!('couteau ensanglante', 'fr')).toMatch(/^Le Couteau ensanglanté — Preuve/);
  });

  it('shows every match of a part of a name (at most 5), and null for none', () => {
    expect(lawyerUp.lookup!('knife', 'en')!.split('\n').filter((l) => !l.startsWith(' ') && !l.startsWith('…')).length).toBeGreaterThan(1);
    expect(lawyerUp.lookup!('zzz', 'en')).toBeNull();
  });
});
