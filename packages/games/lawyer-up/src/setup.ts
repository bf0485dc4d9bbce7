import { Rng } from '@docket/engine';
import { BASE_DECKS, BIAS_TOKENS, JUROR_NUMBERS } from './content/base/index.js';
import { instancesOf } from './cards.js';
import { type Ctx } from './draft.js';
import { beginDraftRound, dealFirstGame } from './discovery.js';
import { PLACE, VIEWERS } from './knowledge.js';
import { isPlayCard, strategiesOf, type CaseContent, type StrategyData } from './language/index.js';
import type { LawyerUpOptions } from './options.js';
import { OBJECTIONS, PARTY_OF, type Draft, type Juror, type LawyerUpState } from './state.js';
import { beginStrategyChoice } from './strategies.js';
import { driveAutoma } from './solo/drive.js';

/** The strategy the options name, or the case's recommended one. */
export function chosenStrategy(c: CaseContent, options: LawyerUpOptions): StrategyData {
  const id = options.strategy ?? c.defaultStrategy;
  const s = strategiesOf(c).find((x) => x.id === id);
  if (s === undefined) throw new Error(`Case ${c.id} has no strategy ${id}.`);
  return s;
}

/**
 * Game Setup and Case 00 setup (rulebook 4a–4e): strategy, key witnesses and Witness deck, the jury with its
 * bias tokens (top row on P-near, bottom row on D-near), the case deck without the icon sets the strategy
 * leaves out, base decks, tokens, and the Judge favouring the Prosecution. Then Discovery starts.
 */
export function setupCase(c: CaseContent, players: number, options: LawyerUpOptions, seed: string): LawyerUpState {
  if (players !== 2) throw new Error(`Lawyer Up is a game for 2 players, not ${players}.`);
  if (c.strategyPerSide === true) return setupPerSide(c, options, seed);
  const strategy = chosenStrategy(c, options);
  const rng = Rng.seeded(seed);
  const witnesses = c.cards.filter((x) => x.type === 'Witness').map((x) => x.id);
  for (const w of strategy.keyWitnesses) if (!witnesses.includes(w)) throw new Error(`Strategy ${strategy.id} names ${w}, not a witness of case ${c.id}.`);
  const witnessDeck = rng.shuffle(witnesses.filter((w) => !strategy.keyWitnesses.includes(w)));
  const caseCards = instancesOf(c.cards.filter((x) => isPlayCard(x) && (x.icon === undefined || strategy.icons.includes(x.icon))));
  const d = table(rng, { ...options, strategy: strategy.id }, caseCards, [[], []], witnesses, witnessDeck, strategy.keyWitnesses);
  const ctx: Ctx = { d, events: [] };
  if (options.firstGameDeal) dealFirstGame(ctx);
  else beginDraftRound(ctx);
  driveAutoma(ctx);
  return d;
}

/**
 * Case 01 set-up (rulebook 4a–4f): the jury lock side up (the lock side is read from the case option), the
 * Defendant given to the Defense (held: the Defense may call her to the stand instead of a key witness; ours,
 * here), the cards to set aside (The Bloody Knife) kept out of the 60-card case deck, then each side chooses
 * its strategy.
 */
function setupPerSide(c: CaseContent, options: LawyerUpOptions, seed: string): LawyerUpState {
  const rng = Rng.seeded(seed);
  const witnesses = c.cards.filter((x) => x.type === 'Witness').map((x) => x.id);
  const defendant = c.defendant;
  if (defendant !== undefined && !witnesses.includes(defendant)) throw new Error(`The Defendant ${defendant} is not a witness of case ${c.id}.`);
  const aside = PARTY_OF.map((p) => (c.setAside?.[p] ?? []).slice());
  const asideIds = new Set(aside.flat());
  const caseCards = instancesOf(c.cards.filter((x) => isPlayCard(x) && !asideIds.has(x.id)));
  const open = witnesses.filter((w) => w !== defendant);
  const d = table(rng, options, caseCards, aside, witnesses, open, []);
  if (defendant !== undefined) d.held[1]!.push(defendant);
  const ctx: Ctx = { d, events: [] };
  beginStrategyChoice(ctx, c);
  return d;
}

/**
 * The table both cases share: the jury with its bias tokens (top row on P-near, bottom row on D-near), base
 * decks, tokens, the shuffled case deck, and the Judge favouring the Prosecution.
 */
function table(
  rng: Rng,
  options: LawyerUpOptions,
  caseCards: readonly string[],
  aside: readonly (readonly string[])[],
  witnesses: readonly string[],
  witnessDeck: readonly string[],
  keyWitnesses: readonly string[],
): Draft {
  const tokens = rng.shuffle(BIAS_TOKENS.slice());
  const jurors: Juror[] = [
    ...JUROR_NUMBERS.map((n, i) => ({ skepticism: n, bias: tokens[i]!, space: 1 })),
    ...JUROR_NUMBERS.map((n, i) => ({ skepticism: n, bias: tokens[6 + i]!, space: 2 })),
  ];
  const deckP = instancesOf(BASE_DECKS.P);
  const deckD = instancesOf(BASE_DECKS.D);
  const setAside = aside.flat();
  const cards = [...deckP, ...deckD, ...caseCards, ...setAside];
  // Set-aside cards are in plain sight (0) until they join a hand.
  const places = cards.map((_, i) =>
    i < deckP.length ? PLACE.deckP : i < deckP.length + deckD.length ? PLACE.deckD : i < deckP.length + deckD.length + caseCards.length ? PLACE.caseDeck : 0,
  );
  // The stored generator is the one from before the case-deck shuffle, as recorded Case 00 matches replay it.
  const generator = rng.state();
  const caseDeck = rng.shuffle(caseCards.slice());
  return {
    rng: generator,
    options,
    cards,
    witnesses: witnesses.slice(),
    caseDeck,
    draftHands: [[], []],
    box: [],
    decks: [deckP, deckD],
    hands: [[], []],
    discards: [[], []],
    buried: [],
    exams: [[], []],
    procedures: [[], []],
    aside: aside.map((x) => x.slice()),
    fresh: [],
    keyWitnesses: keyWitnesses.slice(),
    held: [[], []],
    witnessDeck: witnessDeck.slice(),
    stand: null,
    claimed: [[], []],
    jurors,
    favour: 0,
    objections: [OBJECTIONS, OBJECTIONS],
    objected: [false, false],
    sidebar: [true, true],
    passed: [false, false],
    bonus: [0, 0],
    mulligan: [[], []],
    know: Array.from({ length: VIEWERS }, () => places.slice()),
    queue: [],
    after: 'next-turn',
    actor: 0,
    another: false,
    pending: { step: 'over' },
    winner: null,
    reason: null,
    stats: { swayed: [0, 0], margins: [] },
  };
}
