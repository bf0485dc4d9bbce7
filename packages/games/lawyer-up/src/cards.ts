import { isPlayCard, type CardData, type CaseContent, type PlayCardData, type WitnessData } from './language/index.js';
import { DEFENSE_BASE, PROSECUTION_BASE } from './content/base/index.js';

/**
 * Card instances: a deck holding 2 copies of a card holds `id` and `id#2`. States name instances; the
 * printed card is found by stripping the copy number.
 */
export function printedId(instance: string): string {
  const i = instance.indexOf('#');
  return i < 0 ? instance : instance.slice(0, i);
}

/** One instance per copy, in the list's order. */
export function instancesOf(cards: readonly CardData[]): string[] {
  const out: string[] = [];
  for (const c of cards) {
    const n = c.copies ?? 1;
    for (let k = 1; k <= n; k++) out.push(k === 1 ? c.id : `${c.id}#${k}`);
  }
  return out;
}

const registry = new Map<string, CardData>();

export function registerCards(cards: readonly CardData[]): void {
  for (const c of cards) {
    const known = registry.get(c.id);
    if (known !== undefined && known !== c) throw new Error(`Two different cards use the id ${c.id}.`);
    registry.set(c.id, c);
  }
}

registerCards(PROSECUTION_BASE);
registerCards(DEFENSE_BASE);

/** A case's cards join the registry when the case is registered with the game. */
export function registerCase(c: CaseContent): void {
  registerCards(c.cards);
}

export function isKnownCard(instance: unknown): instance is string {
  return typeof instance === 'string' && registry.has(printedId(instance));
}

/** Instance ids resolved once (playouts look cards up constantly). */
const byInstance = new Map<string, CardData>();

export function card(instance: string): CardData {
  const known = byInstance.get(instance);
  if (known !== undefined) return known;
  const c = registry.get(printedId(instance));
  if (c === undefined) throw new Error(`Unknown card ${instance}`);
  byInstance.set(instance, c);
  return c;
}

export function playCard(instance: string): PlayCardData {
  const c = card(instance);
  if (!isPlayCard(c)) throw new Error(`${instance} is not a playable card`);
  return c;
}

export function witness(id: string): WitnessData {
  const c = card(id);
  if (c.type !== 'Witness') throw new Error(`${id} is not a Witness`);
  return c;
}

export function allRegisteredCards(): CardData[] {
  return [...registry.values()];
}
