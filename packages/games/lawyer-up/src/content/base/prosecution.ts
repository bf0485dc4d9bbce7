import { defineCards, type PlayCardData } from '../../language/index.js';

const none = { en: '', fr: '' };

/** The Prosecution base deck: 26 cards (copies counted). */
export const PROSECUTION_BASE: readonly PlayCardData[] = defineCards<PlayCardData>([
  {
    // Examine: gain the Judge's favour, take another action. Victory: refresh 1 Objection.
    id: 'base-p-charming-demeanor', type: 'Argument', side: 'P', case: 'base', value: 2, copies: 2,
    biases: ['emotional', 'reputation'], keywords: [],
    name: { en: 'Charming Demeanor', fr: 'Charme désarmant' },
    text: { en: "Examine: gain the Judge's favour, take another action. Victory: refresh 1 Objection.", fr: 'Examen : gagnez la faveur du Juge, faites une autre action. Victoire : rafraîchissez 1 Objection.' },
    flavour: { en: 'A smile costs nothing in court.', fr: 'Un sourire ne coûte rien au tribunal.' },
    effects: { examine: [{ do: 'gainFavour' }, { do: 'anotherAction' }], victory: [{ do: 'refresh', token: 'objection', count: 1 }] },
  },
  {
    // Examine: +2 Value for each card in your examination with the logical bias, this one included.
    id: 'base-p-logical-argument', type: 'Argument', side: 'P', case: 'base', value: 0, copies: 2,
    biases: ['logical'], keywords: [],
    name: { en: 'Logical Argument', fr: 'Argument logique' },
    text: { en: 'Examine: +2 Value for each card with the logical bias in your examination (this one included).', fr: 'Examen : +2 de Valeur par carte logique de votre examen (celle-ci comprise).' },
    flavour: none,
    effects: { examine: [{ do: 'valueByBias', bias: 'logical' }] },
  },
  {
    id: 'base-p-legal-argument', type: 'Argument', side: 'P', case: 'base', value: 0, copies: 2,
    biases: ['bureaucratic'], keywords: [],
    name: { en: 'Legal Argument', fr: 'Argument juridique' },
    text: { en: 'Examine: +2 Value for each card with the bureaucratic bias in your examination (this one included).', fr: 'Examen : +2 de Valeur par carte bureaucratique de votre examen (celle-ci comprise).' },
    flavour: none,
    effects: { examine: [{ do: 'valueByBias', bias: 'bureaucratic' }] },
  },
  {
    id: 'base-p-evidential-argument', type: 'Argument', side: 'N', case: 'base', value: 0,
    biases: ['evidential'], keywords: [],
    name: { en: 'Evidential Argument', fr: 'Argument probatoire' },
    text: { en: 'Examine: +2 Value for each card with the evidential bias in your examination (this one included).', fr: 'Examen : +2 de Valeur par carte probatoire de votre examen (celle-ci comprise).' },
    flavour: none,
    effects: { examine: [{ do: 'valueByBias', bias: 'evidential' }] },
  },
  {
    // Action: Surprise Witness.
    id: 'base-p-surprise-witness', type: 'Procedure', side: 'P', case: 'base', value: 1,
    biases: ['reputation', 'corruption'], keywords: [],
    name: { en: 'Surprise Witness', fr: 'Témoin surprise' },
    text: { en: 'Action: claim the current Witness; the top card of the Witness deck replaces it.', fr: "Action : revendiquez le Témoin actuel ; le dessus de la pioche Témoins le remplace." },
    flavour: { en: 'The prosecution calls… someone new.', fr: "L'accusation appelle… quelqu'un d'autre." },
    effects: { action: [{ do: 'surpriseWitness' }] },
  },
  {
    // Examine: add 1 card from your hand to your examination without playing it.
    id: 'base-p-bribery', type: 'Argument', side: 'P', case: 'base', value: 1,
    biases: ['corruption', 'emotional'], keywords: [],
    name: { en: 'Bribery', fr: 'Corruption' },
    text: { en: 'Examine: add 1 card from your hand to your examination without playing it.', fr: 'Examen : ajoutez 1 carte de votre main à votre examen sans la jouer.' },
    flavour: { en: 'Everyone has a price.', fr: 'Chacun a son prix.' },
    effects: { examine: [{ do: 'addToExamination', from: 'hand' }] },
  },
  {
    // A wild card for the chain. Action: your opponent discards 1 card at random.
    id: 'base-p-inadmissable', type: 'Procedure', side: 'N', case: 'base', value: 1,
    biases: ['evidential', 'logical', 'emotional', 'reputation', 'bureaucratic', 'corruption'], keywords: [],
    name: { en: 'Inadmissable', fr: 'Irrecevable' },
    text: { en: 'Action: your opponent discards 1 card at random.', fr: 'Action : votre adversaire défausse 1 carte au hasard.' },
    flavour: { en: 'Strike that from the record.', fr: 'Rayez cela du procès-verbal.' },
    effects: { action: [{ do: 'discard', who: 'opponent', count: 1, how: 'random' }] },
  },
  {
    id: 'base-p-police-report', type: 'Evidence', side: 'P', case: 'base', value: 2, copies: 2,
    biases: ['evidential', 'bureaucratic'], keywords: ['Document'],
    name: { en: 'Police Report', fr: 'Rapport de police' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: { en: 'Filed in triplicate.', fr: 'Rédigé en trois exemplaires.' },
  },
  {
    // Action: draw 2 cards.
    id: 'base-p-chain-of-custody', type: 'Procedure', side: 'P', case: 'base', value: 2, copies: 2,
    biases: ['bureaucratic', 'logical'], keywords: [],
    name: { en: 'Chain of Custody', fr: 'Chaîne de possession' },
    text: { en: 'Action: draw 2 cards.', fr: 'Action : piochez 2 cartes.' },
    flavour: none,
    effects: { action: [{ do: 'draw', from: 'deck', count: 2 }] },
  },
  {
    // Examine: if you have the Judge's favour, gain 1 Influence.
    id: 'base-p-leading-question', type: 'Argument', side: 'P', case: 'base', value: 2, copies: 2,
    biases: ['logical', 'emotional'], keywords: [],
    name: { en: 'Leading Question', fr: 'Question orientée' },
    text: { en: "Examine: if you have the Judge's favour, gain 1 Influence.", fr: 'Examen : si vous avez la faveur du Juge, gagnez 1 Influence.' },
    flavour: { en: 'Isn\'t it true that…', fr: "N'est-il pas vrai que…" },
    effects: { examine: [{ do: 'if', when: { is: 'favour' }, then: [{ do: 'gainInfluence', amount: 1 }] }] },
  },
  {
    // Victory: sway 1 reputation.
    id: 'base-p-prior-record', type: 'Evidence', side: 'P', case: 'base', value: 3, copies: 2,
    biases: ['reputation', 'corruption'], keywords: ['Document'],
    name: { en: 'Prior Record', fr: 'Casier judiciaire' },
    text: { en: 'Victory: sway 1 Reputation.', fr: 'Victoire : influencez 1 Réputation.' },
    flavour: none,
    effects: { victory: [{ do: 'sway', bias: 'reputation', count: 1 }] },
  },
  {
    // Examine: if the current Witness is an Expert, +2 Value.
    id: 'base-p-expert-testimony', type: 'Argument', side: 'P', case: 'base', value: 1, copies: 2,
    biases: ['evidential', 'logical'], keywords: [],
    name: { en: 'Expert Testimony', fr: "Témoignage d'expert" },
    text: { en: 'Examine: if the current Witness is an Expert, +2 Value.', fr: 'Examen : si le Témoin actuel est un Expert, +2 de Valeur.' },
    flavour: none,
    effects: { examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Expert' }, then: [{ do: 'value', amount: 2 }] }] },
  },
  {
    // Action: search your deck for 1 Evidence and take it into your hand.
    id: 'base-p-motion-to-compel', type: 'Procedure', side: 'P', case: 'base', value: 1,
    biases: ['bureaucratic'], keywords: [],
    name: { en: 'Motion to Compel', fr: 'Requête en production' },
    text: { en: 'Action: search your deck for 1 Evidence and take it into your hand.', fr: 'Action : cherchez 1 Preuve dans votre pioche et prenez-la en main.' },
    flavour: none,
    effects: { action: [{ do: 'search', in: 'deck', count: 1, filter: { types: ['Evidence'] } }] },
  },
  {
    id: 'base-p-sustained-pressure', type: 'Argument', side: 'P', case: 'base', value: 2, copies: 2,
    biases: ['emotional', 'corruption'], keywords: [],
    name: { en: 'Sustained Pressure', fr: 'Pression constante' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: { en: 'Answer the question.', fr: 'Répondez à la question.' },
  },
  {
    // Action: refresh 1 Objection.
    id: 'base-p-plea-offer', type: 'Procedure', side: 'N', case: 'base', value: 2,
    biases: ['bureaucratic', 'reputation'], keywords: [],
    name: { en: 'Plea Offer', fr: 'Offre de plaider coupable' },
    text: { en: 'Action: refresh 1 Objection.', fr: 'Action : rafraîchissez 1 Objection.' },
    flavour: none,
    effects: { action: [{ do: 'refresh', token: 'objection', count: 1 }] },
  },
  {
    // Action: shuffle 2 cards from your discard into your deck.
    id: 'base-p-recess', type: 'Procedure', side: 'N', case: 'base', value: 1,
    biases: ['emotional', 'logical'], keywords: [],
    name: { en: 'Recess', fr: 'Suspension de séance' },
    text: { en: 'Action: shuffle 2 cards from your discard into your deck.', fr: 'Action : mélangez 2 cartes de votre défausse dans votre pioche.' },
    flavour: none,
    effects: { action: [{ do: 'shuffle', count: 2 }] },
  },
  {
    // Victory: draw 1 card from your discard.
    id: 'base-p-closing-remarks', type: 'Argument', side: 'P', case: 'base', value: 2,
    biases: ['reputation', 'evidential'], keywords: [],
    name: { en: 'Closing Remarks', fr: 'Remarques finales' },
    text: { en: 'Victory: draw 1 card from your discard.', fr: 'Victoire : piochez 1 carte de votre défausse.' },
    flavour: none,
    effects: { victory: [{ do: 'draw', from: 'discard', count: 1 }] },
  },
]);
