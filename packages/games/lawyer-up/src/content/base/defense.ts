import { defineCards, type PlayCardData } from '../../language/index.js';

const none = { en: '', fr: '' };

/** The Defense base deck: 26 cards (copies counted). */
export const DEFENSE_BASE: readonly PlayCardData[] = defineCards<PlayCardData>([
  {
    // Victory: resolve the Victory effect of any card in your opponent's examination.
    id: 'base-d-for-the-greater-good', type: 'Argument', side: 'D', case: 'base', value: 3,
    biases: ['reputation', 'bureaucratic'], keywords: [],
    name: { en: 'For the Greater Good', fr: 'Pour le bien commun' },
    text: { en: "Victory: resolve the Victory effect of any card in your opponent's examination.", fr: "Victoire : résolvez l'effet Victoire de n'importe quelle carte de l'examen adverse." },
    flavour: { en: 'Some rules bend so others may stand.', fr: "Certaines règles plient pour que d'autres tiennent." },
    effects: { victory: [{ do: 'forTheGreaterGood' }] },
  },
  {
    // Examine: discredit the Witness (your opponent's end counts 0).
    id: 'base-d-discredit-the-witness', type: 'Argument', side: 'D', case: 'base', value: 1, copies: 2,
    biases: ['logical', 'reputation'], keywords: [],
    name: { en: 'Discredit the Witness', fr: 'Discréditer le témoin' },
    text: { en: "Examine: discredit the Witness: the value on your opponent's side becomes 0.", fr: 'Examen : discréditez le Témoin : la valeur côté adverse devient 0.' },
    flavour: { en: 'Were you wearing your glasses that night?', fr: 'Portiez-vous vos lunettes ce soir-là ?' },
    effects: { examine: [{ do: 'discredit' }] },
  },
  {
    id: 'base-d-moral-argument', type: 'Argument', side: 'D', case: 'base', value: 0, copies: 2,
    biases: ['reputation'], keywords: [],
    name: { en: 'Moral Argument', fr: 'Argument moral' },
    text: { en: 'Examine: +2 Value for each card with the reputation bias in your examination (this one included).', fr: 'Examen : +2 de Valeur par carte de réputation de votre examen (celle-ci comprise).' },
    flavour: none,
    effects: { examine: [{ do: 'valueByBias', bias: 'reputation' }] },
  },
  {
    id: 'base-d-emotional-argument', type: 'Argument', side: 'D', case: 'base', value: 0, copies: 2,
    biases: ['emotional'], keywords: [],
    name: { en: 'Emotional Argument', fr: 'Argument émotionnel' },
    text: { en: 'Examine: +2 Value for each card with the emotional bias in your examination (this one included).', fr: 'Examen : +2 de Valeur par carte émotionnelle de votre examen (celle-ci comprise).' },
    flavour: none,
    effects: { examine: [{ do: 'valueByBias', bias: 'emotional' }] },
  },
  {
    id: 'base-d-evidential-argument', type: 'Argument', side: 'N', case: 'base', value: 0,
    biases: ['evidential'], keywords: [],
    name: { en: 'Evidential Argument', fr: 'Argument probatoire' },
    text: { en: 'Examine: +2 Value for each card with the evidential bias in your examination (this one included).', fr: 'Examen : +2 de Valeur par carte probatoire de votre examen (celle-ci comprise).' },
    flavour: none,
    effects: { examine: [{ do: 'valueByBias', bias: 'evidential' }] },
  },
  {
    // Examine: if your examination holds another Evidence, +3 Value.
    id: 'base-d-key-evidence', type: 'Evidence', side: 'N', case: 'base', value: 2, copies: 2,
    biases: ['evidential', 'logical'], keywords: ['Material'],
    name: { en: 'Key Evidence', fr: 'Preuve clé' },
    text: { en: 'Examine: if your examination holds another Evidence, +3 Value.', fr: 'Examen : si votre examen contient une autre Preuve, +3 de Valeur.' },
    flavour: none,
    effects: { examine: [{ do: 'if', when: { is: 'examinationHas', whose: 'you', filter: { types: ['Evidence'] }, atLeast: 2 }, then: [{ do: 'value', amount: 3 }] }] },
  },
  {
    id: 'base-d-alibi', type: 'Evidence', side: 'D', case: 'base', value: 3, copies: 2,
    biases: ['evidential', 'bureaucratic'], keywords: ['Document'],
    name: { en: 'Alibi', fr: 'Alibi' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: { en: 'At the opera, with two hundred witnesses.', fr: "À l'opéra, devant deux cents témoins." },
  },
  {
    // Victory: sway 1 logical.
    id: 'base-d-reasonable-doubt', type: 'Argument', side: 'D', case: 'base', value: 3, copies: 2,
    biases: ['logical', 'emotional'], keywords: [],
    name: { en: 'Reasonable Doubt', fr: 'Doute raisonnable' },
    text: { en: 'Victory: sway 1 Logical.', fr: 'Victoire : influencez 1 Logique.' },
    flavour: none,
    effects: { victory: [{ do: 'sway', bias: 'logical', count: 1 }] },
  },
  {
    // Action: refresh 1 Objection.
    id: 'base-d-point-of-order', type: 'Procedure', side: 'D', case: 'base', value: 1,
    biases: ['bureaucratic', 'logical'], keywords: [],
    name: { en: 'Point of Order', fr: "Rappel au règlement" },
    text: { en: 'Action: refresh 1 Objection.', fr: 'Action : rafraîchissez 1 Objection.' },
    flavour: none,
    effects: { action: [{ do: 'refresh', token: 'objection', count: 1 }] },
  },
  {
    // Examine: if the current Witness is Family, gain 1 Influence.
    id: 'base-d-character-reference', type: 'Evidence', side: 'D', case: 'base', value: 2, copies: 2,
    biases: ['reputation', 'corruption'], keywords: ['Document'],
    name: { en: 'Character Reference', fr: 'Lettre de moralité' },
    text: { en: 'Examine: if the current Witness is Family, gain 1 Influence.', fr: 'Examen : si le Témoin actuel est de la Famille, gagnez 1 Influence.' },
    flavour: none,
    effects: { examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Family' }, then: [{ do: 'gainInfluence', amount: 1 }] }] },
  },
  {
    // Examine: your opponent discards 1 card of their choice.
    id: 'base-d-cross-examination', type: 'Argument', side: 'D', case: 'base', value: 2, copies: 2,
    biases: ['evidential', 'corruption'], keywords: [],
    name: { en: 'Cross-Examination', fr: 'Contre-interrogatoire' },
    text: { en: 'Examine: your opponent discards 1 card.', fr: 'Examen : votre adversaire défausse 1 carte.' },
    flavour: none,
    effects: { examine: [{ do: 'discard', who: 'opponent', count: 1, how: 'chosen' }] },
  },
  {
    // Action: bury 1 card from your opponent's discard.
    id: 'base-d-motion-to-suppress', type: 'Procedure', side: 'D', case: 'base', value: 2,
    biases: ['bureaucratic', 'corruption'], keywords: [],
    name: { en: 'Motion to Suppress', fr: "Requête en irrecevabilité" },
    text: { en: "Action: bury 1 card from your opponent's discard.", fr: 'Action : enterrez 1 carte de la défausse adverse.' },
    flavour: none,
    effects: { action: [{ do: 'bury', from: 'opponentDiscard', count: 1 }] },
  },
  {
    // Action: draw 2 cards.
    id: 'base-d-continuance', type: 'Procedure', side: 'D', case: 'base', value: 1,
    biases: ['bureaucratic', 'emotional'], keywords: [],
    name: { en: 'Continuance', fr: 'Renvoi' },
    text: { en: 'Action: draw 2 cards.', fr: 'Action : piochez 2 cartes.' },
    flavour: none,
    effects: { action: [{ do: 'draw', from: 'deck', count: 2 }] },
  },
  {
    id: 'base-d-sympathetic-plea', type: 'Argument', side: 'D', case: 'base', value: 3, copies: 2,
    biases: ['emotional', 'reputation'], keywords: [],
    name: { en: 'Sympathetic Plea', fr: 'Plaidoirie émouvante' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: { en: 'Look at this family, members of the jury.', fr: 'Regardez cette famille, mesdames et messieurs les jurés.' },
  },
  {
    // Action: draw 1 Evidence from your discard.
    id: 'base-d-recovered-files', type: 'Procedure', side: 'D', case: 'base', value: 1,
    biases: ['evidential', 'corruption'], keywords: [],
    name: { en: 'Recovered Files', fr: 'Dossiers retrouvés' },
    text: { en: 'Action: draw 1 Evidence from your discard.', fr: 'Action : piochez 1 Preuve de votre défausse.' },
    flavour: none,
    effects: { action: [{ do: 'draw', from: 'discard', count: 1, filter: { types: ['Evidence'] } }] },
  },
  {
    // Examine: gain the Judge's favour.
    id: 'base-d-whistleblower', type: 'Argument', side: 'D', case: 'base', value: 1,
    biases: ['corruption', 'logical'], keywords: [],
    name: { en: 'Whistleblower', fr: 'Lanceur d’alerte' },
    text: { en: "Examine: gain the Judge's favour.", fr: 'Examen : gagnez la faveur du Juge.' },
    flavour: none,
    effects: { examine: [{ do: 'gainFavour' }] },
  },
  {
    id: 'base-d-public-records', type: 'Evidence', side: 'N', case: 'base', value: 2,
    biases: ['bureaucratic', 'evidential'], keywords: ['Document'],
    name: { en: 'Public Records', fr: 'Registres publics' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: none,
  },
]);
