import { describe, expect, it } from 'vitest';
import { BIASES, cardDataSchema, isPlayCard, type Behaviour, type Effect, type WitnessData } from '../../src/language/index.js';
import { case01, case01KeyWitnesses, case01WitnessDeck, BLOODY_KNIFE, DEFENDANT } from '../../src/content/case01/index.js';

const witnesses = case01.cards.filter((c): c is WitnessData => c.type === 'Witness');
const strategies = case01.cards.filter((c) => c.type === 'Strategy');
const byId = new Map(case01.cards.map((c) => [c.id, c]));
const pairs = case01.strategies.P.flatMap((p) => case01.strategies.D.map((d) => [p.id, d.id] as const));

/** How many effects a card prints: one per trigger, "Prosecution/Defense Favored" each counting as one. */
function effectCount(b: Behaviour | undefined): number {
  if (!b) return 0;
  const perParty = (p: { P?: unknown; D?: unknown } | undefined) => (p?.P ? 1 : 0) + (p?.D ? 1 : 0);
  return ['examine', 'victory', 'defeat', 'called', 'action'].filter((t) => b[t as keyof Behaviour]).length + perParty(b.favored) + perParty(b.calledBy);
}

/** Every effect a behaviour runs, with the side it resolves for when the trigger names one. */
function effectsOf(b: Behaviour | undefined): { e: Effect; only?: 'P' | 'D' }[] {
  if (!b) return [];
  const flat = (xs: readonly Effect[] | undefined): Effect[] => (xs ?? []).flatMap((e) => (e.do === 'if' ? [e, ...flat(e.then), ...flat(e.else)] : [e]));
  const out: { e: Effect; only?: 'P' | 'D' }[] = [];
  for (const t of ['examine', 'victory', 'defeat', 'called', 'action'] as const) for (const e of flat(b[t])) out.push({ e });
  for (const p of ['P', 'D'] as const) for (const e of [...flat(b.favored?.[p]), ...flat(b.calledBy?.[p])]) out.push({ e, only: p });
  return out;
}

describe('Case 01 counts', () => {
  it('holds 90 cards: 6 strategies, The Bloody Knife, Jessica Fairmount, 22 witnesses and 60 case cards', () => {
    expect(case01.cards).toHaveLength(90);
    expect(strategies).toHaveLength(6);
    expect(witnesses).toHaveLength(23);
    expect(case01.witnessIds).toHaveLength(22);
    expect(case01.caseCards).toHaveLength(60);
    expect(case01.cards.filter(isPlayCard)).toHaveLength(61);
    expect(case01.caseCards.map((c) => c.id)).not.toContain(BLOODY_KNIFE);
    expect(case01.witnessIds).not.toContain(DEFENDANT);
  });

  it('every card passes the language schema, belongs to case 01 and has a unique c01- id', () => {
    for (const c of case01.cards) expect(cardDataSchema.safeParse(c).success, c.id).toBe(true);
    expect(case01.cards.every((c) => c.case === '01' && c.id.startsWith('c01-'))).toBe(true);
    expect(new Set(case01.cards.map((c) => c.id)).size).toBe(90);
  });

  it('gives each side three strategies: 5 key witnesses and 3 closing biases for the Prosecution, 4 and 2 for the Defense', () => {
    expect(case01.strategies.P).toHaveLength(3);
    expect(case01.strategies.D).toHaveLength(3);
    for (const s of case01.strategies.P) expect(new Set(s.keyWitnesses).size, s.id).toBe(5);
    for (const s of case01.strategies.D) expect(new Set(s.keyWitnesses).size, s.id).toBe(4);
    for (const s of [...case01.strategies.P, ...case01.strategies.D]) {
      expect(byId.get(s.id)?.side, s.id).toBe(s.side);
      expect(s.biases, s.id).toHaveLength(s.side === 'P' ? 3 : 2);
      for (const w of s.keyWitnesses) expect(case01.witnessIds, `${s.id} ${w}`).toContain(w);
    }
    // The three strategies of a side name all six biases between them.
    for (const side of ['P', 'D'] as const) expect(new Set(case01.strategies[side].flatMap((s) => s.biases)).size).toBe(6);
  });

  it.each(pairs)('%s with %s places 9 different key witnesses and leaves 13 in the Witness deck', (p, d) => {
    expect(new Set(case01KeyWitnesses(p, d))).toHaveProperty('size', 9);
    const deck = case01WitnessDeck(p, d) ?? [];
    expect(deck).toHaveLength(13);
    expect(deck).not.toContain(DEFENDANT);
  });

  it('refuses a strategy of the wrong side', () => {
    expect(case01KeyWitnesses('c01-self-defense', 'c01-crime-of-passion')).toBeUndefined();
    expect(case01WitnessDeck('c01-the-forensic-trail', 'c01-nothing')).toBeUndefined();
  });

  it('makes every witness a key witness of at least one strategy', () => {
    const named = new Set([...case01.strategies.P, ...case01.strategies.D].flatMap((s) => s.keyWitnesses));
    expect([...named].sort()).toEqual([...case01.witnessIds].sort());
  });

  it('tells the rules what to set aside and whom to give the Defense', () => {
    expect(case01.strategyPerSide).toBe(true);
    expect(case01.setAside).toEqual({ P: [BLOODY_KNIFE] });
    expect(case01.bloodyKnife).toBe(BLOODY_KNIFE);
    expect(case01.defendant).toBe(DEFENDANT);
    expect(byId.get(DEFENDANT)).toMatchObject({ type: 'Witness', name: { en: 'Jessica Fairmount' } });
    expect(case01.strategies.P.map((s) => s.id)).toContain(case01.recommendedStrategies.P);
    expect(case01.strategies.D.map((s) => s.id)).toContain(case01.recommendedStrategies.D);
    expect(case01.defaultStrategy).toBe(case01.recommendedStrategies.P);
  });
});

describe('Case 01 content guide', () => {
  it('case cards have Value 1–4 and 1–3 biases, and are mostly Evidence', () => {
    for (const c of case01.caseCards) {
      expect(c.value, c.id).toBeGreaterThanOrEqual(1);
      expect(c.value, c.id).toBeLessThanOrEqual(4);
      expect(c.biases.length, c.id).toBeGreaterThanOrEqual(1);
      expect(c.biases.length, c.id).toBeLessThanOrEqual(3);
    }
    expect(case01.caseCards.filter((c) => c.type === 'Evidence').length / 60).toBeGreaterThan(0.8);
  });

  it('deals the colours 16 N / 22 P / 22 D with the same total Value for P and D within 1', () => {
    const of = (s: string) => case01.caseCards.filter((c) => c.side === s);
    expect([of('N').length, of('P').length, of('D').length]).toEqual([16, 22, 22]);
    const total = (s: string) => of(s).reduce((a, c) => a + c.value, 0);
    expect(Math.abs(total('P') - total('D'))).toBeLessThanOrEqual(1);
  });

  it('shows every bias on about as many case cards as any other', () => {
    const counts = BIASES.map((b) => case01.caseCards.filter((c) => c.biases.includes(b)).length);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(3);
  });

  it('puts Lock only on Prosecution cards and effects, Unlock only on Defense ones, each for every bias', () => {
    const locks = new Set<string>();
    const unlocks = new Set<string>();
    for (const c of case01.cards) {
      for (const { e, only } of effectsOf(c.effects)) {
        if (e.do === 'lock') {
          expect(only === 'P' || (only === undefined && (c.side === 'P' || c.type === 'Witness')), c.id).toBe(true);
          if (isPlayCard(c)) locks.add(e.bias);
        }
        if (e.do === 'unlock') {
          expect(only === 'D' || (only === undefined && (c.side === 'D' || c.type === 'Witness')), c.id).toBe(true);
          if (isPlayCard(c)) unlocks.add(e.bias);
        }
      }
    }
    expect(locks.size).toBe(6);
    expect(unlocks.size).toBe(6);
  });

  it('holds Murder Weapons and cards that punish or protect The Bloody Knife', () => {
    const weapons = case01.caseCards.filter((c) => c.keywords.includes('Murder Weapon'));
    expect(weapons.length).toBeGreaterThanOrEqual(3);
    const naming = case01.caseCards.filter((c) => JSON.stringify(c.effects ?? {}).includes(BLOODY_KNIFE));
    expect(naming.filter((c) => c.side === 'D').length).toBeGreaterThanOrEqual(4);
    expect(naming.filter((c) => c.side === 'P').length).toBeGreaterThanOrEqual(4);
  });

  it('witnesses: primary 2–5, secondary 0–3, keywords, different ends, one or two effects', () => {
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
      action: ['Action:', 'Action :'],
    };
    for (const c of case01.cards) {
      const b = c.effects ?? {};
      for (const [trigger, [en, fr]] of Object.entries(words)) {
        const runs = b[trigger as keyof typeof b] !== undefined;
        expect(c.text.en.includes(en), `${c.id} ${trigger}`).toBe(runs);
        expect(c.text.fr.includes(fr), `${c.id} ${trigger}`).toBe(runs);
      }
      expect(c.text.en.includes('Prosecution Favored:'), c.id).toBe(b.favored?.P !== undefined);
      expect(c.text.en.includes('Defense Favored:'), c.id).toBe(b.favored?.D !== undefined);
      expect(c.text.fr.includes('Favorable à l\'Accusation :'), c.id).toBe(b.favored?.P !== undefined);
      expect(c.text.fr.includes('Favorable à la Défense :'), c.id).toBe(b.favored?.D !== undefined);
    }
  });

  it('gives every card a name and flavour in English and French', () => {
    for (const c of case01.cards) {
      for (const t of [c.name, c.flavour, c.text]) {
        expect(t.en.length, c.id).toBeGreaterThan(0);
        expect(t.fr.length, c.id).toBeGreaterThan(0);
      }
    }
  });
});

describe('Case 01 public facts', () => {
  const play = (id: string) => {
    const c = byId.get(id);
    return c && isPlayCard(c) ? { side: c.side, type: c.type, keywords: c.keywords, value: c.value, effects: c.effects } : undefined;
  };

  it('prints The Other Knife as its public facts say', () => {
    expect(play('c01-the-other-knife')).toEqual({
      side: 'D',
      type: 'Evidence',
      keywords: ['Material', 'Murder Weapon'],
      value: 4,
      effects: {
        examine: [{ do: 'discardFromExamination', whose: 'opponent', filter: { id: BLOODY_KNIFE } }],
        victory: [{ do: 'bury', from: 'opponentDiscard', count: 1, filter: { types: ['Evidence'] } }],
      },
    });
  });

  it('prints The Bloody Knife as the Prosecution\'s murder weapon', () => {
    expect(play(BLOODY_KNIFE)).toMatchObject({ side: 'P', type: 'Evidence', keywords: ['Material', 'Murder Weapon'] });
  });

  it('prints the rulebook example: Richard Sprint, Jerrod\'s Gun, Jessica\'s Diary', () => {
    const sprint = byId.get('c01-richard-sprint') as WitnessData;
    expect(sprint).toMatchObject({ side: 'P', keywords: ['Expert'], value: { primary: 3, secondary: 1 } });
    expect(sprint.effects).toEqual({
      favored: { P: [{ do: 'lock', bias: 'evidential', count: 1 }] },
      victory: [{ do: 'shuffle', count: 'all', filter: { types: ['Evidence'] } }],
    });
    const gun = play('c01-jerrods-gun');
    expect(gun).toMatchObject({ side: 'D', type: 'Evidence', keywords: ['Material'], value: 3 });
    expect(gun?.effects).toEqual({
      examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Expert' }, then: [{ do: 'discard', who: 'opponent', count: 1, how: 'chosen' }] }],
      victory: [{ do: 'sway', bias: 'evidential', count: 1 }],
    });
    expect(play('c01-jessicas-diary')).toMatchObject({ side: 'P', value: 3 });
    // The example's chain: the Defense's end of Sprint takes Jerrod's Gun, the Prosecution's end refuses the Diary.
    const [gunBiases, diaryBiases] = ['c01-jerrods-gun', 'c01-jessicas-diary'].map((x) => { const c = byId.get(x); return c && isPlayCard(c) ? c.biases : []; });
    expect(gunBiases!.some((b) => sprint.biases.primary.includes(b))).toBe(true);
    expect(diaryBiases!.some((b) => sprint.biases.secondary.includes(b))).toBe(false);
  });
});
