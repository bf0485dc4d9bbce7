import type { Seat } from '@docket/engine';
import { card } from './cards.js';
import { withRng, type Ctx } from './draft.js';
import { beginDraftRound, dealFirstGame } from './discovery.js';
import { strategiesOf, type CaseContent, type Party, type StrategyData } from './language/index.js';
import type { LawyerUpOptions } from './options.js';
import { PARTY_OF } from './state.js';

/** A case's strategy cards for one side (Case 01: three Prosecution, three Defense). */
export function sideStrategies(c: CaseContent, party: Party): string[] {
  return strategiesOf(c)
    .filter((x) => x.side === party)
    .map((x) => x.id);
}

/** The option that presets a side's strategy. */
export function presetStrategy(options: LawyerUpOptions, seat: Seat): string | undefined {
  return seat === 0 ? options.prosecutionStrategy : options.defenseStrategy;
}

export function strategyCard(id: string): StrategyData {
  const c = card(id);
  if (c.type !== 'Strategy') throw new Error(`${id} is not a strategy card`);
  return c;
}

/**
 * Case 01 set-up 4a: "The Prosecution selects a Prosecution Strategy and the Defense selects a Defense Strategy."
 * Both choose at once, each pick hidden until both chose (ours, here); a side preset by the options has chosen
 * already (a preset is an option, public). With both preset the key witnesses are placed at once.
 */
export function beginStrategyChoice(ctx: Ctx, c: CaseContent): void {
  const { d } = ctx;
  const choices = PARTY_OF.map((p) => sideStrategies(c, p));
  const picks = [0, 1].map((seat) => presetStrategy(d.options, seat) ?? null);
  d.pending = { step: 'strategy', choices, picks };
  if (picks.every((x) => x !== null)) placeKeyWitnesses(ctx, picks as string[]);
}

/** The seats still to choose a strategy. */
export function strategyChoosersLeft(picks: readonly (string | null)[]): Seat[] {
  return [0, 1].filter((seat) => picks[seat] === null);
}

/** A side's hidden pick; once both chose, both strategies are revealed and set-up goes on. */
export function chooseStrategy(ctx: Ctx, seat: Seat, id: string): void {
  const { d } = ctx;
  if (d.pending.step !== 'strategy') throw new Error('no strategy choice');
  const picks = d.pending.picks.slice();
  picks[seat] = id;
  d.pending = { ...d.pending, picks };
  ctx.events.push({ type: 'strategy-chosen', audience: 'all', seat });
  if (strategyChoosersLeft(picks).length === 0) placeKeyWitnesses(ctx, picks as string[]);
}

/**
 * Set-up 4b: "Place the 9 Witnesses listed on the selected Strategies (5 on the Prosecution's Strategy, 4 on the
 * Defense's Strategy) around the Judge. [...] Shuffle all remaining Witnesses together to form the Witness deck."
 * Then Discovery starts.
 */
function placeKeyWitnesses(ctx: Ctx, picks: readonly string[]): void {
  const { d } = ctx;
  const [p, df] = picks as [string, string];
  d.options = { ...d.options, prosecutionStrategy: p, defenseStrategy: df };
  ctx.events.push({ type: 'strategies', audience: 'all', strategies: [p, df] });
  const keys = [...new Set([...strategyCard(p).keyWitnesses, ...strategyCard(df).keyWitnesses])];
  for (const w of keys) if (!d.witnessDeck.includes(w)) throw new Error(`Strategy names ${w}, not a witness of this case.`);
  d.keyWitnesses = keys;
  const rest = d.witnessDeck.filter((w) => !keys.includes(w));
  d.witnessDeck = withRng(d, (rng) => rng.shuffle(rest));
  if (d.options.firstGameDeal) dealFirstGame(ctx);
  else beginDraftRound(ctx);
}
