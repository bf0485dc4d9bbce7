import { describe, expect, it } from 'vitest';
import { BIASES, cardDataSchema, isPlayCard, type Behaviour, type WitnessData } from '../../src/language/index.js';
import { case00, case00Deck, case00WitnessDeck } from '../../src/content/case00/index.js';

const witnesses = case00.cards.filter((c): c is WitnessData => c.type === 'Witness');
const strategies = case00.cards.filter((c) => c.type === 'Strategy');

/** How many effects a card prints: one per trigger, "Prosecution/Defense Favored" each counting as one. */
function effectCount(b: Behaviour | undefined): number {
  if (!b) return 0;
  const perParty = (p: { P?: unknown; D?: unknown } | undefined) => (p?.P ? 1 : 0) + (p?.D ? 1 : 0);
  return ['examine', 'victory', 'defeat', 'called', 'action'].filter((t) => b[t as keyof Behaviour]).length + perParty(b.favored) + perParty(b.calledBy);
}

describe('Case 00 counts', () => {
  it('holds 73 cards: 3 strategies, 12 witnesses, 58 case cards (42 plain, 8 pencil, 8 spider web)', () => {
    expect(case00.cards).toHaveLength(73);
    expect(strategies).toHaveLength(3);
    expect(witnesses).toHaveLength(12);
    expect(case00.caseCards).toHaveLength(58);
    expect(case00.caseCards.filter((c) => c.icon === undefined)).toHaveLength(42);
    expect(case00.caseCards.filter((c) => c.icon === 'pencil')).toHaveLength(8);
    expect(case00.caseCards.filter((c) => c.icon === 'spider-web')).toHaveLength(8);
  });

  it('every card passes the language schema, belongs to case 00 and has a unique c00- id', () => {
    for (const c of case00.cards) expect(cardDataSchema.safeParse(c).success, c.id).toBe(true);
    expect(case00.cards.every((c) => c.case === '00' && c.id.startsWith('c00-'))).toBe(true);
    expect(new Set(case00.cards.map((c) => c.id)).size).toBe(73);
  });

  it('recommends Opening Statements first', () => {
    expect(case00.recommendedStrategy).toBe('c00-opening-statements');
    expect(case00.defaultStrategy).toBe(case00.recommendedStrategy);
    expect(case00.cards.find((c) => c.id === case00.recommendedStrategy)?.name.en).toBe('Opening Statements');
  });

  it.each(case00.strategies.map((s) => [s.id, s] as const))('%s names 6 key witnesses and drafts 42–60 cards', (id, s) => {
    expect(s.keyWitnesses).toHaveLength(6);
    expect(new Set(s.keyWitnesses).size).toBe(6);
    for (const w of s.keyWitnesses) expect(case00.witnessIds).toContain(w);
    const deck = case00Deck(id) ?? [];
    expect(deck.length).toBeGreaterThanOrEqual(42);
    expect(deck.length).toBeLessThanOrEqual(60);
    expect(deck.every((c) => c.icon === undefined || s.icons.includes(c.icon))).toBe(true);
    expect(case00WitnessDeck(id)).toHaveLength(6);
  });

  it('drafts 50, 50 and 58 cards and leaves out the icon sets a strategy does not show', () => {
    expect(case00Deck('c00-opening-statements')?.length).toBe(50);
    expect(case00Deck('c00-follow-the-money')?.length).toBe(50);
    expect(case00Deck('c00-cracks-in-the-canvas')?.length).toBe(58);
    expect(case00Deck('c00-opening-statements')?.some((c) => c.icon === 'spider-web')).toBe(false);
    expect(case00Deck('c00-follow-the-money')?.some((c) => c.icon === 'pencil')).toBe(false);
    expect(case00Deck('c00-no-such-strategy')).toBeUndefined();
  });

  it('makes every witness a key witness of at least one strategy', () => {
    const named = new Set(case00.strategies.flatMap((s) => s.keyWitnesses));
    expect([...named].sort()).toEqual([...case00.witnessIds].sort());
  });
});

describe('Case 00 content guide', () => {
  it('case cards have Value 1–4 and 1–3 biases', () => {
    for (const c of case00.caseCards) {
      expect(c.value, c.id).toBeGreaterThanOrEqual(1);
      expect(c.value, c.id).toBeLessThanOrEqual(4);
      expect(c.biases.length, c.id).toBeGreaterThanOrEqual(1);
      expect(c.biases.length, c.id).toBeLessThanOrEqual(3);
    }
  });

  it('is mostly Evidence, with Paintings of all three colours', () => {
    const evidence = case00.caseCards.filter((c) => c.type === 'Evidence');
    expect(evidence.length / case00.caseCards.length).toBeGreaterThan(0.9);
    const paintings = case00.caseCards.filter((c) => c.keywords.includes('Painting'));
    expect(paintings.every((c) => c.type === 'Evidence')).toBe(true);
    expect(new Set(paintings.map((c) => c.side))).toEqual(new Set(['N', 'P', 'D']));
  });

  it.each(case00.strategies.map((s) => [s.id] as const))('%s: every bias shows on about as many cards as any other', (id) => {
    const deck = case00Deck(id) ?? [];
    const counts = BIASES.map((b) => deck.filter((c) => c.biases.includes(b)).length);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(3);
  });

  it('witnesses: primary 2–5, secondary 0–3, keywords, biases on both ends, at most two effects', () => {
    for (const w of witnesses) {
      expect(w.value.primary, w.id).toBeGreaterThanOrEqual(2);
      expect(w.value.primary, w.id).toBeLessThanOrEqual(5);
      expect(w.value.secondary, w.id).toBeGreaterThanOrEqual(0);
      expect(w.value.secondary, w.id).toBeLessThanOrEqual(3);
      expect(w.keywords.length, w.id).toBeGreaterThan(0);
      expect(w.biases.primary, w.id).not.toEqual(w.biases.secondary);
      expect(effectCount(w.effects), w.id).toBeGreaterThanOrEqual(1);
      expect(effectCount(w.effects), w.id).toBeLessThanOrEqual(2);
    }
  });

  it('prints a trigger word in the rules text for every trigger the card runs', () => {
    const words: Record<string, [string, string]> = {
      examine: ['Examine:', 'Examen :'],
      victory: ['Victory:', 'Victoire :'],
      defeat: ['Defeat:', 'Défaite :'],
      called: ['Called:', 'Appelé :'],
    };
    for (const c of case00.cards) {
      const b = c.effects ?? {};
      for (const [trigger, [en, fr]] of Object.entries(words)) {
        const runs = b[trigger as keyof typeof b] !== undefined;
        expect(c.text.en.includes(en), `${c.id} ${trigger}`).toBe(runs);
        expect(c.text.fr.includes(fr), `${c.id} ${trigger}`).toBe(runs);
      }
      expect(c.text.en.includes('Prosecution Favored:'), c.id).toBe(b.favored?.P !== undefined);
      expect(c.text.en.includes('Defense Favored:'), c.id).toBe(b.favored?.D !== undefined);
    }
  });

  it('gives every card a name and flavour in English and French', () => {
    for (const c of case00.cards) {
      for (const t of [c.name, c.flavour]) {
        expect(t.en.length, c.id).toBeGreaterThan(0);
        expect(t.fr.length, c.id).toBeGreaterThan(0);
      }
    }
  });

  it('prints Authentic Masterpieces as its public facts say', () => {
    const am = case00.caseCards.find((c) => c.id === 'c00-authentic-masterpieces');
    expect(am && isPlayCard(am) && { side: am.side, type: am.type, keywords: am.keywords, value: am.value }).toEqual({
      side: 'D',
      type: 'Evidence',
      keywords: ['Material'],
      value: 4,
    });
    expect(am?.effects).toEqual({ victory: [{ do: 'draw', from: 'eitherExamination', count: 1, filter: { keyword: 'Painting' } }] });
  });
});
