import type { Locale, Text } from '@docket/engine';
import { allRegisteredCards, card, isKnownCard } from './cards.js';
import { biasLabel } from './names.js';
import type { Bias, CardData, Side } from './language/index.js';
import type { LawyerUpAction } from './state.js';
import type { LawyerUpView } from './view.js';

const TYPES: Readonly<Record<CardData['type'], Text>> = {
  Argument: { en: 'Argument', fr: 'Argument' },
  Evidence: { en: 'Evidence', fr: 'Preuve' },
  Procedure: { en: 'Procedure', fr: 'Procédure' },
  Witness: { en: 'Witness', fr: 'Témoin' },
  Strategy: { en: 'Strategy', fr: 'Stratégie' },
};

/** A card's colour: whose Influence its Value feeds. */
const COLOURS: Readonly<Record<Side, Text>> = {
  N: { en: 'gray (both sides)', fr: 'gris (les deux camps)' },
  P: { en: 'red (Prosecution)', fr: 'rouge (Accusation)' },
  D: { en: 'blue (Defense)', fr: 'bleu (Défense)' },
};

const biases = (bs: readonly Bias[], locale: Locale): string => bs.map((b) => biasLabel(b, locale)).join(', ') || '—';

/** One line of facts: type, colour, value and biases ("Evidence, red (Prosecution), Value 2, Evidential, Logical"). */
export function cardFacts(c: CardData, locale: Locale): string {
  const fr = locale === 'fr';
  // French puts a space before the colon.
  const colon = fr ? ' : ' : ': ';
  const head = `${TYPES[c.type][locale]}, ${COLOURS[c.side][locale]}`;
  const keywords = c.keywords.length > 0 ? ` — ${c.keywords.join(', ')}` : '';
  switch (c.type) {
    case 'Witness':
      return (
        `${head}${keywords}; ${fr ? 'valeur principale' : 'primary value'} ${c.value.primary} (${biases(c.biases.primary, locale)}), ` +
        `${fr ? 'secondaire' : 'secondary'} ${c.value.secondary} (${biases(c.biases.secondary, locale)})`
      );
    case 'Strategy':
      return `${head}; ${fr ? 'témoins clés' : 'key witnesses'}${colon}${c.keyWitnesses.map((w) => card(w).name[locale]).join(', ')}${c.biases ? `; ${fr ? 'biais' : 'biases'}${colon}${biases(c.biases, locale)}` : ''}`;
    case 'Argument':
    case 'Evidence':
    case 'Procedure':
      return `${head}${keywords}; ${fr ? 'Valeur' : 'Value'} ${c.value}; ${fr ? 'biais' : 'biases'}${colon}${biases(c.biases, locale)}`;
  }
}

/** A card in full: name, facts, printed text. */
export function cardInFull(id: string, locale: Locale): string {
  const c = card(id);
  const text = c.text[locale].trim();
  return [`${c.name[locale]} — ${cardFacts(c, locale)}`, ...(text.length > 0 ? [`   ${text}`] : [])].join('\n');
}

/** The cards an action plays or chooses, in the order it names them. */
function cardsOf(a: LawyerUpAction): string[] {
  switch (a.type) {
    case 'draft':
      return a.order.slice();
    case 'strategy':
      return [a.strategy];
    case 'call':
      return [a.witness];
    case 'first':
      return [a.source];
    case 'mulligan':
    case 'play':
    case 'procedure':
    case 'activate':
    case 'pick':
    case 'discard':
      return [a.card];
    case 'keep':
    case 'sidebar':
    case 'pass':
    case 'object':
    case 'allow':
    case 'juror':
    case 'orient':
    case 'done':
      return [];
  }
}

/**
 * The full text of what an action plays or chooses (every card's type, colour, value, biases and effect, in the
 * current language); an objection shows the card objected to; null when no card is involved.
 */
export function explain(a: LawyerUpAction, v: LawyerUpView, locale: Locale): string | null {
  const ids = a.type === 'object' || a.type === 'allow' ? (v.pending.step === 'objection' ? [v.pending.card] : []) : cardsOf(a);
  const known = ids.filter(isKnownCard);
  return known.length === 0 ? null : known.map((x) => cardInFull(x, locale)).join('\n');
}

const fold = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Any card in full by (part of) its English or French name or its id; several matches are all shown (at most 5). */
export function lookup(query: string, locale: Locale): string | null {
  const q = fold(query.trim());
  if (q.length === 0) return null;
  const all = allRegisteredCards();
  const exact = all.filter((c) => fold(c.name.en) === q || fold(c.name.fr) === q || c.id === q);
  const found = exact.length > 0 ? exact : all.filter((c) => fold(c.name.en).includes(q) || fold(c.name.fr).includes(q) || c.id.includes(q));
  if (found.length === 0) return null;
  const shown = found.slice(0, 5).map((c) => cardInFull(c.id, locale));
  const more = found.length - shown.length;
  if (more > 0) shown.push(locale === 'fr' ? `… et ${more} autre${more > 1 ? 's' : ''}` : `… and ${more} more`);
  return shown.join('\n');
}
