import { defineCards, type CaseContent, type PlayCardData, type StrategyData, type WitnessData } from '../src/language/index.js';

/**
 * A small Case 01 for rule tests: per-side strategies that score biases in the closing statements, a Defendant
 * the Defense holds, a murder weapon set aside for the Prosecution, and case cards that Lock and Unlock.
 */
const t = (en: string) => ({ en, fr: en });
const none = { en: '', fr: '' };
const w = (id: string, side: 'N' | 'P' | 'D', primary: number, secondary: number, biases: WitnessData['biases'], extra: Partial<WitnessData> = {}): WitnessData => ({
  id, type: 'Witness', side, case: '01', keywords: [], name: t(id), flavour: none, text: t('No effect.'), value: { primary, secondary }, biases, ...extra,
});
const c = (id: string, side: 'N' | 'P' | 'D', value: number, biases: PlayCardData['biases'], extra: Partial<PlayCardData> = {}): PlayCardData => ({
  id, type: 'Evidence', side, case: '01', value, biases, keywords: [], name: t(id), flavour: none, text: t('Test card.'), ...extra,
});
const s = (id: string, side: 'P' | 'D', keyWitnesses: string[], biases: StrategyData['biases']): StrategyData => ({
  id, type: 'Strategy', side, case: '01', keywords: [], icons: [], name: t(id), flavour: none, text: t('Test strategy.'), keyWitnesses, biases,
});

export const STAND_IN_01_WITNESSES = defineCards<WitnessData>([
  // Symbols: evidential + logical on one end, logical + emotional on the other (logical counts once).
  w('t1-coroner', 'N', 3, 1, { primary: ['evidential', 'logical'], secondary: ['logical', 'emotional'] }),
  w('t1-sister', 'N', 2, 2, { primary: ['emotional'], secondary: ['reputation'] }),
  w('t1-detective', 'P', 4, 1, { primary: ['corruption', 'evidential'], secondary: ['bureaucratic'] }),
  w('t1-neighbour', 'N', 2, 1, { primary: ['reputation', 'emotional'], secondary: ['logical'] }),
  w('t1-spare', 'D', 3, 0, { primary: ['bureaucratic'], secondary: ['corruption'] }),
  w('t1-defendant', 'D', 3, 1, { primary: ['emotional', 'reputation'], secondary: ['corruption', 'logical'] }, {
    keywords: ['Defendant'], text: t('Defense Favored: unlock 1 Emotional.'), effects: { favored: { D: [{ do: 'unlock', bias: 'emotional', count: 1 }] } },
  }),
]);

export const STAND_IN_01_CARDS = defineCards<PlayCardData>([
  c('t1-knife', 'P', 4, ['evidential', 'corruption'], { keywords: ['Material', 'Murder Weapon'], effects: { victory: [{ do: 'lock', bias: 'corruption', count: 1 }] } }),
  c('t1-lock-any', 'P', 1, ['evidential', 'logical', 'emotional'], { effects: { examine: [{ do: 'lock', bias: 'emotional', count: 2 }] } }),
  c('t1-unlock-any', 'D', 1, ['evidential', 'logical', 'emotional'], { effects: { examine: [{ do: 'unlock', bias: 'emotional', count: 2 }] } }),
  c('t1-plain-p', 'P', 2, ['evidential', 'reputation']),
  c('t1-plain-d', 'D', 2, ['logical', 'reputation']),
  c('t1-plain-n', 'N', 1, ['emotional', 'corruption', 'bureaucratic']),
  c('t1-other-knife', 'D', 3, ['corruption', 'logical'], {
    keywords: ['Material', 'Murder Weapon'],
    effects: { examine: [{ do: 'discardFromExamination', whose: 'opponent', filter: { keyword: 'Murder Weapon' } }] },
  }),
]);

export const STAND_IN_01_STRATEGIES = defineCards<StrategyData>([
  s('t1-p-forensic', 'P', ['t1-coroner', 't1-detective', 't1-sister'], ['evidential', 'logical']),
  s('t1-p-passion', 'P', ['t1-sister', 't1-neighbour', 't1-detective'], ['emotional', 'corruption']),
  s('t1-d-alibi', 'D', ['t1-neighbour', 't1-spare'], ['reputation', 'emotional']),
  s('t1-d-doubt', 'D', ['t1-spare', 't1-coroner'], ['logical', 'bureaucratic']),
]);

export const STAND_IN_CASE_01: CaseContent = {
  id: '01',
  name: t('Stand-in Case 01'),
  cards: [...STAND_IN_01_STRATEGIES, ...STAND_IN_01_WITNESSES, ...STAND_IN_01_CARDS],
  defaultStrategy: 't1-p-forensic',
  strategyPerSide: true,
  setAside: { P: ['t1-knife'] },
  defendant: 't1-defendant',
};
