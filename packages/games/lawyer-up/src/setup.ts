import { Rng } from '@docket/engine';
import { BASE_DECKS, BIAS_TOKENS, JUROR_NUMBERS } from './content/base/index.js';
import { instancesOf } from './cards.js';
import { type Ctx } from './draft.js';
import { beginDraftRound, dealFirstGame } from './discovery.js';
import { PLACE, VIEWERS } from './knowledge.js';
import { isPlayCard, strategiesOf, type CaseContent, type StrategyData } from './language/index.js';
import type { LawyerUpOptions } from './options.js';
import { OBJECTIONS, type Draft, type Juror, type LawyerUpState } from './state.js';

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
  const strategy = chosenStrategy(c, options);
  const rng = Rng.seeded(seed);
  const witnesses = c.cards.filter((x) => x.type === 'Witness').map((x) => x.id);
  for (const w of strategy.keyWitnesses) if (!witnesses.includes(w)) throw new Error(`Strategy ${strategy.id} names ${w}, not a witness of case ${c.id}.`);
  const witnessDeck = rng.shuffle(witnesses.filter((w) => !strategy.keyWitnesses.includes(w)));
  const caseCards = instancesOf(c.cards.filter((x) => isPlayCard(x) && (x.icon === undefined || strategy.icons.includes(x.icon))));
  const tokens = rng.shuffle(BIAS_TOKENS.slice());
  const jurors: Juror[] = [
    ...JUROR_NUMBERS.map((n, i) => ({ skepticism: n, bias: tokens[i]!, space: 1 })),
    ...JUROR_NUMBERS.map((n, i) => ({ skepticism: n, bias: tokens[6 + i]!, space: 2 })),
  ];
  const deckP = instancesOf(BASE_DECKS.P);
  const deckD = instancesOf(BASE_DECKS.D);
  const cards = [...deckP, ...deckD, ...caseCards];
  const places = cards.map((_, i) => (i < deckP.length ? PLACE.deckP : i < deckP.length + deckD.length ? PLACE.deckD : PLACE.caseDeck));
  const d: Draft = {
    rng: rng.state(),
    options: { ...options, strategy: strategy.id },
    cards,
    witnesses,
    caseDeck: rng.shuffle(caseCards.slice()),
    draftHands: [[], []],
    box: [],
    decks: [deckP, deckD],
    hands: [[], []],
    discards: [[], []],
    buried: [],
    exams: [[], []],
    procedures: [[], []],
    fresh: [],
    keyWitnesses: strategy.keyWitnesses.slice(),
    witnessDeck,
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
  const ctx: Ctx = { d, events: [] };
  if (options.firstGameDeal) dealFirstGame(ctx);
  else beginDraftRound(ctx);
  return d;
}
