import { defineCards, type CaseContent, type PlayCardData, type StrategyData, type WitnessData } from '../src/language/index.js';

/**
 * A tiny case for rule tests: plain witnesses (so no card effect hides the rule under test), a witness with
 * every arrival trigger, and case cards that use the words the base decks do not.
 */
const t = (en: string) => ({ en, fr: en });
const none = { en: '', fr: '' };
const w = (id: string, side: 'N' | 'P' | 'D', primary: number, secondary: number, extra: Partial<WitnessData> = {}): WitnessData => ({
  id, type: 'Witness', side, case: '00', keywords: ['Expert'], name: t(id), flavour: none, text: t('No effect.'),
  value: { primary, secondary }, biases: { primary: ['evidential', 'logical'], secondary: ['emotional', 'reputation'] }, ...extra,
});
const c = (id: string, type: PlayCardData['type'], side: 'N' | 'P' | 'D', value: number, biases: PlayCardData['biases'], extra: Partial<PlayCardData> = {}): PlayCardData => ({
  id, type, side, case: '00', value, biases, keywords: [], name: t(id), flavour: none, text: t('Test card.'), ...extra,
});

export const STAND_IN_WITNESSES = defineCards<WitnessData>([
  w('t-plain', 'N', 3, 1),
  w('t-second', 'N', 2, 2, { keywords: ['Family'] }),
  w('t-third', 'P', 4, 1, { keywords: [] }),
  w('t-arrival', 'N', 2, 1, {
    effects: {
      called: [{ do: 'draw', from: 'deck', count: 1 }],
      calledBy: { P: [{ do: 'gainInfluence', amount: 2 }] },
      favored: { D: [{ do: 'refresh', token: 'sidebar' }] },
      victory: [{ do: 'gainInfluence', amount: 3 }],
      defeat: [{ do: 'refresh', token: 'objection', count: 1 }],
    },
  }),
  w('t-surprise', 'D', 5, 0, { effects: { favored: { P: [{ do: 'gainInfluence', amount: 1 }] } } }),
]);

export const STAND_IN_CARDS = defineCards<PlayCardData>([
  c('t-painting', 'Evidence', 'N', 2, ['evidential'], { keywords: ['Painting'] }),
  c('t-painting-2', 'Evidence', 'N', 3, ['emotional'], { keywords: ['Painting'] }),
  c('t-pencil', 'Evidence', 'N', 1, ['logical'], { icon: 'pencil' }),
  c('t-extra', 'Argument', 'P', 2, ['logical', 'emotional']),
  c('t-web', 'Evidence', 'N', 1, ['logical'], { icon: 'spider-web' }),
  c('t-knife', 'Evidence', 'P', 3, ['corruption'], { keywords: ['Murder Weapon'] }),
  c('t-gallery-sale', 'Argument', 'N', 1, ['evidential'], { effects: { examine: [{ do: 'playFrom', from: 'eitherDiscard', filter: { keyword: 'Painting' } }] } }),
  c('t-other-knife', 'Evidence', 'D', 4, ['evidential'], {
    effects: { examine: [{ do: 'discardFromExamination', whose: 'opponent', filter: { keyword: 'Murder Weapon' } }], victory: [{ do: 'bury', from: 'opponentDiscard', count: 1, filter: { types: ['Evidence'] } }] },
  }),
  c('t-exhume', 'Procedure', 'N', 1, ['evidential'], { effects: { action: [{ do: 'search', in: 'buried', count: 1 }] } }),
  c('t-dig', 'Procedure', 'N', 1, ['evidential'], { effects: { action: [{ do: 'draw', from: 'buried', count: 1 }] } }),
  c('t-shred', 'Procedure', 'N', 1, ['evidential'], { effects: { action: [{ do: 'bury', from: 'hand', count: 1 }] } }),
  c('t-rummage', 'Argument', 'N', 1, ['evidential'], { effects: { examine: [{ do: 'draw', from: 'opponentDiscard', count: 1 }] } }),
  c('t-masterpieces', 'Evidence', 'D', 4, ['evidential'], { effects: { victory: [{ do: 'draw', from: 'eitherExamination', count: 1, filter: { keyword: 'Painting' } }] } }),
  c('t-slander', 'Argument', 'N', 1, ['evidential'], { effects: { examine: [{ do: 'loseInfluence', amount: 2, who: 'opponent' }] } }),
  c('t-blind-add', 'Argument', 'N', 1, ['evidential'], { effects: { examine: [{ do: 'addToExamination', from: 'deck' }] } }),
  c('t-lock', 'Argument', 'P', 1, ['evidential'], { effects: { examine: [{ do: 'lock', bias: 'logical', count: 1 }] } }),
  c('t-unlock', 'Argument', 'D', 1, ['evidential'], { effects: { examine: [{ do: 'unlock', bias: 'logical', count: 1 }] } }),
  c('t-sway-two', 'Argument', 'N', 1, ['evidential'], { effects: { examine: [{ do: 'sway', bias: 'logical', count: 2 }] } }),
  c('t-shuffle-all', 'Procedure', 'N', 1, ['evidential'], { effects: { action: [{ do: 'shuffle', count: 'all', filter: { types: ['Evidence'] } }] } }),
  c('t-conditions', 'Argument', 'N', 1, ['evidential'], {
    effects: {
      examine: [
        { do: 'if', when: { is: 'witnessBias', bias: 'logical' }, then: [{ do: 'value', amount: 1 }] },
        { do: 'if', when: { is: 'all', conditions: [{ is: 'leading' }, { is: 'not', condition: { is: 'favour' } }] }, then: [{ do: 'value', amount: 10 }], else: [{ do: 'gainInfluence', amount: 1 }] },
      ],
    },
  }),
]);

export const STAND_IN_STRATEGY: StrategyData = defineCards<StrategyData>([
  {
    id: 't-strategy', type: 'Strategy', side: 'N', case: '00', keywords: [], name: t('Test Strategy'), flavour: none, text: t('Key witnesses: three.'),
    keyWitnesses: ['t-plain', 't-second', 't-third'], icons: ['pencil'],
  },
])[0]!;

export const STAND_IN_CASE: CaseContent = {
  id: '00',
  name: t('Stand-in case'),
  cards: [STAND_IN_STRATEGY, ...STAND_IN_WITNESSES, ...STAND_IN_CARDS],
  defaultStrategy: 't-strategy',
};
