import { defineCards, type PlayCardData } from '../../language/index.js';
import { BLOODY_KNIFE } from './set-aside.js';

const knife = { id: BLOODY_KNIFE };

/**
 * The murder weapons of the case deck and the cards that punish or protect The Bloody Knife: the Defense's cards
 * take it out of the Prosecution's examination or bury it, the Prosecution's bring it back or grow beside it.
 */
export const knives = defineCards<PlayCardData>([
  // The Other Knife (public facts) — Examine: discard The Bloody Knife from your opponent's examination.
  // Victory: bury 1 Evidence from your opponent's discard.
  {
    id: 'c01-the-other-knife', type: 'Evidence', side: 'D', case: '01', value: 4,
    biases: ['evidential', 'corruption'], keywords: ['Material', 'Murder Weapon'],
    name: { en: 'The Other Knife', fr: 'L\'Autre Couteau' },
    text: {
      en: 'Examine: discard The Bloody Knife from your opponent\'s examination. Victory: bury 1 Evidence from your opponent\'s discard.',
      fr: 'Examen : défaussez Le Couteau ensanglanté de l\'examen adverse. Victoire : enterrez 1 Preuve de la défausse adverse.',
    },
    flavour: {
      en: 'Same make, same length, pulled from a storm drain two streets away. Someone bought a matching set.',
      fr: 'Même marque, même longueur, repêché dans une bouche d\'égout à deux rues. Quelqu\'un a acheté le même service.',
    },
    effects: {
      examine: [{ do: 'discardFromExamination', whose: 'opponent', filter: knife }],
      victory: [{ do: 'bury', from: 'opponentDiscard', count: 1, filter: { types: ['Evidence'] } }],
    },
  },
  // Brass Letter Opener — Examine: if your opponent's examination holds a Murder Weapon, +2 Value.
  {
    id: 'c01-brass-letter-opener', type: 'Evidence', side: 'D', case: '01', value: 2,
    biases: ['logical', 'bureaucratic'], keywords: ['Material', 'Murder Weapon'],
    name: { en: 'Brass Letter Opener', fr: 'Coupe-papier en laiton' },
    text: { en: 'Examine: if your opponent\'s examination holds a Murder Weapon, +2 Value.', fr: 'Examen : si l\'examen adverse contient une Arme du crime, +2 de Valeur.' },
    flavour: {
      en: 'Missing from Jerrod\'s desk since the night of the murder. Sharp enough, says the defense.',
      fr: 'Disparu du bureau de Jerrod depuis la nuit du meurtre. Assez tranchant, dit la défense.',
    },
    effects: { examine: [{ do: 'if', when: { is: 'examinationHas', whose: 'opponent', filter: { keyword: 'Murder Weapon' } }, then: [{ do: 'value', amount: 2 }] }] },
  },
  // Fireplace Poker — Examine: if the current Witness is Police, +1 Value.
  {
    id: 'c01-fireplace-poker', type: 'Evidence', side: 'N', case: '01', value: 3,
    biases: ['emotional', 'corruption'], keywords: ['Material', 'Murder Weapon'],
    name: { en: 'Fireplace Poker', fr: 'Tisonnier' },
    text: { en: 'Examine: if the current Witness is Police, +1 Value.', fr: 'Examen : si le Témoin actuel est de la Police, +1 de Valeur.' },
    flavour: {
      en: 'Wiped clean and hung back on its hook, the wrong way round.',
      fr: 'Essuyé et raccroché à son crochet, dans le mauvais sens.',
    },
    effects: { examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Police' }, then: [{ do: 'value', amount: 1 }] }] },
  },
  // The Knife Block — Examine: if your examination holds The Bloody Knife, +2 Value.
  {
    id: 'c01-the-knife-block', type: 'Evidence', side: 'P', case: '01', value: 2,
    biases: ['evidential', 'emotional'], keywords: ['Material'],
    name: { en: 'The Knife Block', fr: 'Le bloc à couteaux' },
    text: { en: 'Examine: if your examination holds The Bloody Knife, +2 Value.', fr: 'Examen : si votre examen contient Le Couteau ensanglanté, +2 de Valeur.' },
    flavour: {
      en: 'Six slots, five knives. The empty one fits the murder weapon to the millimetre.',
      fr: 'Six fentes, cinq couteaux. La vide accueille l\'arme du crime au millimètre près.',
    },
    effects: { examine: [{ do: 'if', when: { is: 'examinationHas', whose: 'you', filter: knife }, then: [{ do: 'value', amount: 2 }] }] },
  },
  // Evidence Room Log — Examine: draw The Bloody Knife from your discard.
  {
    id: 'c01-evidence-room-log', type: 'Evidence', side: 'P', case: '01', value: 1,
    biases: ['bureaucratic', 'evidential'], keywords: ['Document'],
    name: { en: 'Evidence Room Log', fr: 'Registre des scellés' },
    text: { en: 'Examine: draw The Bloody Knife from your discard.', fr: 'Examen : piochez Le Couteau ensanglanté de votre défausse.' },
    flavour: {
      en: 'Signed out at 9:02, signed back in at 9:40, seal intact. Every time.',
      fr: 'Sorti à 9 h 02, rentré à 9 h 40, scellé intact. À chaque fois.',
    },
    effects: { examine: [{ do: 'draw', from: 'discard', count: 1, filter: knife }] },
  },
  // Exhibit A — Examine: play The Bloody Knife from your discard.
  {
    id: 'c01-exhibit-a', type: 'Argument', side: 'P', case: '01', value: 1,
    biases: ['evidential', 'reputation'], keywords: [],
    name: { en: 'Exhibit A', fr: 'Pièce à conviction n° 1' },
    text: { en: 'Examine: play The Bloody Knife from your discard.', fr: 'Examen : jouez Le Couteau ensanglanté de votre défausse.' },
    flavour: {
      en: '"Ladies and gentlemen, I ask you to look at it once more."',
      fr: '« Mesdames et messieurs les jurés, je vous demande de le regarder encore une fois. »',
    },
    effects: { examine: [{ do: 'playFrom', from: 'discard', filter: knife }] },
  },
  // Sealed Evidence Bag — Defeat: draw The Bloody Knife from your discard.
  {
    id: 'c01-sealed-evidence-bag', type: 'Evidence', side: 'P', case: '01', value: 2,
    biases: ['bureaucratic', 'corruption'], keywords: ['Material'],
    name: { en: 'Sealed Evidence Bag', fr: 'Sachet scellé' },
    text: { en: 'Defeat: draw The Bloody Knife from your discard.', fr: 'Défaite : piochez Le Couteau ensanglanté de votre défausse.' },
    flavour: {
      en: 'Tamper-proof plastic, a serial number, and the initials of three officers.',
      fr: 'Plastique inviolable, un numéro de série et les initiales de trois agents.',
    },
    effects: { defeat: [{ do: 'draw', from: 'discard', count: 1, filter: knife }] },
  },
  // Blood Spatter Pattern — Examine: if your examination holds a Murder Weapon, +1 Value. Victory: lock 1 Logical.
  {
    id: 'c01-blood-spatter-pattern', type: 'Evidence', side: 'P', case: '01', value: 3,
    biases: ['evidential', 'logical'], keywords: ['Document'],
    name: { en: 'Blood Spatter Pattern', fr: 'Projections de sang' },
    text: {
      en: 'Examine: if your examination holds a Murder Weapon, +1 Value. Victory: lock 1 Logical.',
      fr: 'Examen : si votre examen contient une Arme du crime, +1 de Valeur. Victoire : verrouillez 1 Logique.',
    },
    flavour: {
      en: 'Cast-off on the ceiling, a void by the sink where someone stood.',
      fr: 'Des projections au plafond, et près de l\'évier une zone vierge, là où quelqu\'un se tenait.',
    },
    effects: {
      examine: [{ do: 'if', when: { is: 'examinationHas', whose: 'you', filter: { keyword: 'Murder Weapon' } }, then: [{ do: 'value', amount: 1 }] }],
      victory: [{ do: 'lock', bias: 'logical', count: 1 }],
    },
  },
  // Smudged Fingerprints — Examine: if your opponent's examination holds The Bloody Knife, +2 Value.
  {
    id: 'c01-smudged-fingerprints', type: 'Evidence', side: 'D', case: '01', value: 3,
    biases: ['evidential', 'logical'], keywords: ['Document'],
    name: { en: 'Smudged Fingerprints', fr: 'Empreintes brouillées' },
    text: { en: 'Examine: if your opponent\'s examination holds The Bloody Knife, +2 Value.', fr: 'Examen : si l\'examen adverse contient Le Couteau ensanglanté, +2 de Valeur.' },
    flavour: {
      en: 'Her prints are on the handle, of course: it is her kitchen. Over them, a glove.',
      fr: 'Ses empreintes sont sur le manche, bien sûr : c\'est sa cuisine. Par-dessus, un gant.',
    },
    effects: { examine: [{ do: 'if', when: { is: 'examinationHas', whose: 'opponent', filter: knife }, then: [{ do: 'value', amount: 2 }] }] },
  },
  // Contaminated Sample — Victory: bury The Bloody Knife from your opponent's discard.
  {
    id: 'c01-contaminated-sample', type: 'Evidence', side: 'D', case: '01', value: 2,
    biases: ['evidential', 'bureaucratic'], keywords: ['Material'],
    name: { en: 'Contaminated Sample', fr: 'Échantillon contaminé' },
    text: { en: 'Victory: bury The Bloody Knife from your opponent\'s discard.', fr: 'Victoire : enterrez Le Couteau ensanglanté de la défausse adverse.' },
    flavour: {
      en: 'The swab from the blade was stored beside the victim\'s shirt, in the same unsealed box.',
      fr: 'Le prélèvement de la lame a été rangé à côté de la chemise de la victime, dans la même boîte non scellée.',
    },
    effects: { victory: [{ do: 'bury', from: 'opponentDiscard', count: 1, filter: knife }] },
  },
  // Tampered Exhibit — Examine: discard 1 Murder Weapon from your opponent's examination.
  {
    id: 'c01-tampered-exhibit', type: 'Argument', side: 'D', case: '01', value: 2,
    biases: ['bureaucratic', 'corruption'], keywords: [],
    name: { en: 'Tampered Exhibit', fr: 'Pièce altérée' },
    text: { en: 'Examine: discard 1 Murder Weapon from your opponent\'s examination.', fr: 'Examen : défaussez 1 Arme du crime de l\'examen adverse.' },
    flavour: {
      en: '"Three signatures on the custody form, Your Honour, and two of them in the same hand."',
      fr: '« Trois signatures sur le bordereau, Votre Honneur, et deux de la même main. »',
    },
    effects: { examine: [{ do: 'discardFromExamination', whose: 'opponent', filter: { keyword: 'Murder Weapon' } }] },
  },
  // Motion to Exclude — Action: discard The Bloody Knife from your opponent's examination.
  {
    id: 'c01-motion-to-exclude', type: 'Procedure', side: 'D', case: '01', value: 1,
    biases: ['bureaucratic', 'reputation'], keywords: [],
    name: { en: 'Motion to Exclude', fr: 'Requête en exclusion' },
    text: { en: 'Action: discard The Bloody Knife from your opponent\'s examination.', fr: 'Action : défaussez Le Couteau ensanglanté de l\'examen adverse.' },
    flavour: {
      en: 'Filed at dawn, argued at nine, and the knife goes back in its bag.',
      fr: 'Déposée à l\'aube, plaidée à neuf heures, et le couteau retourne dans son sachet.',
    },
    effects: { action: [{ do: 'discardFromExamination', whose: 'opponent', filter: knife }] },
  },
]);
