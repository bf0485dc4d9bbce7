import type { Locale, Text } from '@docket/engine';
import { println, type CliIo } from '../io.js';
import { CliError } from '../errors.js';
import { requireGame, type Registry } from '../lookup.js';

/** One printed card as a game's catalogue lists it (Lawyer Up's `cardCatalogue` gives these). */
export interface CardEntry {
  readonly id: string;
  readonly name: Text;
  /** The case (or "base") the card belongs to. */
  readonly case: string;
  readonly type: string;
  readonly side: string;
  readonly copies: number;
  readonly text: Text;
  /** Type, colour, value(s) and biases in one line (optional: a game may not have them). */
  readonly facts?: Text;
  /** The engine plays every effect printed on it. */
  readonly implemented: boolean;
  /** A scenario test exercises it (a card without an effect needs none). */
  readonly tested: boolean;
}

export interface CardsFlags {
  readonly case?: string;
  readonly json?: boolean;
  readonly lang: Locale;
}

const WORDS = {
  en: { implemented: 'implemented', missing: 'NOT IMPLEMENTED', tested: 'tested', untested: 'NOT TESTED', copies: 'copies',
    total: (n: number, impl: number, tested: number) => `${n} cards: ${impl} implemented, ${tested} tested.`,
    noCatalogue: (game: string, with_: string) => `${game} has no card list; games with one: ${with_ || 'none'}.`,
    noCase: (c: string, known: string) => `No cards in case "${c}"; cases: ${known}.` },
  fr: { implemented: 'programmée', missing: 'NON PROGRAMMÉE', tested: 'testée', untested: 'NON TESTÉE', copies: 'exemplaires',
    total: (n: number, impl: number, tested: number) => `${n} cartes : ${impl} programmées, ${tested} testées.`,
    noCatalogue: (game: string, with_: string) => `${game} n'a pas de liste de cartes ; jeux qui en ont une : ${with_ || 'aucun'}.`,
    noCase: (c: string, known: string) => `Aucune carte dans l'affaire « ${c} » ; affaires : ${known}.` },
} as const;

/** `docket cards <game> [--case <id>]`: every card with its text and whether it is implemented and tested. */
export function cardsCommand(registry: Registry, io: CliIo, gameId: string, flags: CardsFlags): readonly CardEntry[] {
  const w = WORDS[flags.lang];
  const game = requireGame(registry, gameId);
  const catalogue = registry.cards?.[game.info.id];
  if (catalogue === undefined) throw new CliError(w.noCatalogue(game.info.id, Object.keys(registry.cards ?? {}).join(', ')));
  const all = catalogue();
  const cases = [...new Set(all.map((c) => c.case))];
  const cards = flags.case === undefined ? all : all.filter((c) => c.case === flags.case);
  if (cards.length === 0) throw new CliError(w.noCase(flags.case ?? '', cases.join(', ')));
  if (flags.json) {
    io.stdout.write(`${JSON.stringify(cards)}\n`);
    return cards;
  }
  for (const c of cards) {
    const copies = c.copies > 1 ? ` ×${c.copies}` : '';
    const status = `${c.implemented ? w.implemented : w.missing}, ${c.tested ? w.tested : w.untested}`;
    println(io.stdout, `${c.name[flags.lang]}${copies} — ${c.type}, ${c.side}, ${c.case} [${c.id}] (${status})`);
    if (c.facts !== undefined) println(io.stdout, `    ${c.facts[flags.lang]}`);
    for (const line of c.text[flags.lang].split('\n')) println(io.stdout, `    ${line}`);
  }
  const implemented = cards.filter((c) => c.implemented).length;
  const tested = cards.filter((c) => c.tested).length;
  println(io.stdout, '', w.total(cards.length, implemented, tested));
  return cards;
}
