import { Rng, LOCALES, type Seat } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { describeStatement, theTrial } from '../src/index.js';

// Screens as [columns, rows]: the smallest holds the compact board of 10 players with its prompt.
const SCREENS = [[140, 45], [100, 30], [60, 20], [40, 16]] as const;
const FLOOR = 16;

describe('words and pictures', () => {
  it('render every view in both languages within 80 columns, and describe every action and event', () => {
    const rng = Rng.seeded('text');
    let s = theTrial.setup(10, theTrial.options.parse({ objectionVariant: true }), 'text');
    const seen = new Set<string>();
    while (theTrial.toAct(s).length > 0) {
      const seat = theTrial.toAct(s)[0] as Seat;
      for (const locale of LOCALES) {
        for (const line of theTrial.render(theTrial.view(s, seat), locale).split('\n')) expect(line.length).toBeLessThanOrEqual(80);
        for (const [columns, rows] of SCREENS) {
          const lines = theTrial.render(theTrial.view(s, seat), locale, { columns, rows }).split('\n');
          expect(lines.length).toBeLessThanOrEqual(Math.max(rows, FLOOR));
          for (const line of lines) expect(line.length).toBeLessThanOrEqual(columns);
        }
        for (const a of theTrial.legalActions(s, seat)) expect(theTrial.describe(a, locale).length).toBeGreaterThan(0);
      }
      const step = theTrial.applyLegal(s, seat, rng.pick(theTrial.legalActions(s, seat)));
      for (const e of step.events) {
        seen.add(e.type);
        for (const locale of LOCALES) expect(theTrial.describeEvent(e, locale)).not.toBe(e.type);
      }
      s = step.state;
    }
    expect(seen.size).toBeGreaterThan(15);
    const o = theTrial.outcome(s);
    if (!o) throw new Error('no outcome');
    expect(theTrial.describeOutcome(o, 'fr')).toMatch(/gagne/);
  });

  it('word statements in English and French', () => {
    const st = { about: 'pile', seat: 3, side: 'guilt' } as const;
    expect(describeStatement(st, 'en')).toBe("I saw a guilt card on Player 4's pile.");
    expect(describeStatement(st, 'fr')).toBe('J\'ai vu une carte culpabilité sur la pile de Joueur 4.');
    expect(describeStatement({ about: 'gave', seat: 1, guilt: 2 }, 'en')).toBe('I gave Player 2 2 guilt cards.');
  });

  it('call the people at the table by their names when the table gives them, the game\'s word for the rest', () => {
    const names = ['Ada', null, 'Cy'];
    expect(describeStatement({ about: 'player', seat: 2, alignment: 'bad' }, 'en', names)).toBe('Cy is bad.');
    expect(describeStatement({ about: 'pile', seat: 1, side: 'guilt' }, 'fr', names)).toBe('J\'ai vu une carte culpabilité sur la pile de Joueur 2.');
    expect(theTrial.describeEvent({ type: 'give-hidden', audience: 'all', seat: 0, lawyer: 2 }, 'en', names)).toBe('Ada gives a card to Cy.');
    expect(theTrial.describe({ type: 'warn', seat: 2 }, 'fr', names)).toBe('Avertir Cy : il passe la prochaine manche');
    expect(theTrial.describe({ type: 'state', statement: { about: 'gave', seat: 0, guilt: 1 } }, 'en', names)).toBe('Say: "I gave Ada 1 guilt card."');
  });

  it('name nobody by a seat number in a whole game where every seat has a person, in either language', () => {
    // A long name and one with an emoji are cut in the seats' cells; every picture still fits its screen.
    const names = Array.from({ length: 7 }, (_, i) => `Name${String.fromCharCode(65 + i)}${i === 1 ? '-Featherstonehaugh' : i === 2 ? ' 🦉' : ''}`);
    const rng = Rng.seeded('names');
    let s = theTrial.setup(7, theTrial.options.parse({ objectionVariant: true }), 'names');
    const texts: string[] = [];
    while (theTrial.toAct(s).length > 0) {
      const seat = theTrial.toAct(s)[0] as Seat;
      const legal = theTrial.legalActions(s, seat);
      for (const locale of LOCALES) texts.push(...legal.map((a) => theTrial.describe(a, locale, names)));
      for (const locale of LOCALES) {
        texts.push(theTrial.render(theTrial.view(s, seat), locale, undefined, names));
        for (const [columns, rows] of SCREENS) {
          const picture = theTrial.render(theTrial.view(s, seat), locale, { columns, rows }, names);
          for (const line of picture.split('\n')) expect(line.length).toBeLessThanOrEqual(columns);
          texts.push(picture);
        }
      }
      const step = theTrial.applyLegal(s, seat, rng.pick(legal));
      for (const locale of LOCALES) texts.push(...step.events.map((e) => theTrial.describeEvent(e, locale, names)));
      s = step.state;
    }
    const o = theTrial.outcome(s);
    if (!o) throw new Error('no outcome');
    for (const locale of LOCALES) texts.push(theTrial.describeOutcome(o, locale, names));
    expect(texts.filter((t) => /Player \d|Joueur \d/.test(t))).toEqual([]);
    expect(texts.filter((t) => /Name[A-G]/.test(t)).length).toBeGreaterThan(100);
    expect(texts.some((t) => t.includes('NameB-Feath… (2)'))).toBe(true);
    expect(texts.some((t) => t.includes('3·NameC…'))).toBe(true);
    // Without names, the same game's words number the seats: the check above can fail.
    expect(theTrial.describeOutcome(o, 'en')).toMatch(/Player \d/);
    expect(theTrial.render(theTrial.view(s, 0), 'en')).toMatch(/Player \d/);
  });

  it('say "an innocence card" and count with each language\'s plural rules', () => {
    expect(describeStatement({ about: 'hand', seat: 1, side: 'innocence' }, 'en')).toBe("I saw an innocence card in Player 2's hand.");
    expect(describeStatement({ about: 'gave', seat: 1, guilt: 1 }, 'en')).toBe('I gave Player 2 1 guilt card.');
    expect(describeStatement({ about: 'gave', seat: 1, guilt: 0 }, 'en')).toBe('I gave Player 2 0 guilt cards.');
    expect(describeStatement({ about: 'gave', seat: 1, guilt: 0 }, 'fr')).toBe("J'ai donné à Joueur 2 0 carte culpabilité.");
    expect(describeStatement({ about: 'gave', seat: 1, guilt: 2 }, 'fr')).toBe("J'ai donné à Joueur 2 2 cartes culpabilité.");
    const drew = (count: number, locale: 'en' | 'fr'): string => theTrial.describeEvent({ type: 'draw-hidden', audience: 'all', seat: 0, count }, locale);
    expect([drew(1, 'en'), drew(0, 'en'), drew(1, 'fr'), drew(0, 'fr'), drew(3, 'fr')]).toEqual([
      'Player 1 draws 1 card.',
      'Player 1 draws 0 cards.',
      'Joueur 1 pioche 1 carte.',
      'Joueur 1 pioche 0 carte.',
      'Joueur 1 pioche 3 cartes.',
    ]);
  });

  it('fit a screen: seats side by side on a wide one, the compact layout on a small one, the board before the log', () => {
    let s = theTrial.setup(10, theTrial.options.parse({}), 'screen');
    const rng = Rng.seeded('screen');
    while (s.pending.step !== 'discuss' || s.statements.length < 8) {
      const seat = theTrial.toAct(s)[0] as Seat;
      const legal = theTrial.legalActions(s, seat);
      s = theTrial.applyLegal(s, seat, legal.find((a) => a.type === 'state') ?? rng.pick(legal)).state;
    }
    const v = theTrial.view(s, 1);
    const rows = (columns: number, r: number): string[] => theTrial.render(v, 'en', { columns, rows: r }).split('\n');
    const whole = theTrial.render(v, 'en').split('\n');
    expect(rows(140, 45).length).toBeLessThan(whole.length);
    expect(rows(140, 45).filter((l) => /Player \d+ +\w+.*Player \d+/.test(l) && !l.startsWith('  ')).length).toBeGreaterThan(0);
    const small = rows(40, 12);
    expect(small.length).toBeLessThanOrEqual(12);
    expect(small.some((l) => /\*2 [A-Z][a-z]{2}\(g\)/.test(l))).toBe(true);
    // The prompt always shows; the statements take only the rows the board leaves.
    expect(small.some((l) => l.startsWith('>'))).toBe(true);
    expect(rows(100, 30).filter((l) => l.startsWith('  Player')).length).toBe(6);
    expect(rows(100, 13).filter((l) => l.startsWith('  Player')).length).toBeLessThan(6);
  });
});
