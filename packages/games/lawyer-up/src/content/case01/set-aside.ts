import { defineCards, type PlayCardData, type WitnessData } from '../../language/index.js';

/**
 * The two Case 01 cards that stay out of the case deck and the Witness deck: The Bloody Knife, set aside for the
 * Prosecution's opening hand (set-up 4f, Discovery), and the Defendant, given to the Defense (set-up 4b).
 */
export const BLOODY_KNIFE = 'c01-the-bloody-knife';
export const DEFENDANT = 'c01-jessica-fairmount';

// The Bloody Knife — Victory: lock 1 Corruption.
export const bloodyKnife = defineCards<PlayCardData>([
  {
    id: BLOODY_KNIFE, type: 'Evidence', side: 'P', case: '01', value: 4,
    biases: ['evidential', 'corruption'], keywords: ['Material', 'Murder Weapon'],
    name: { en: 'The Bloody Knife', fr: 'Le Couteau ensanglanté' },
    text: { en: 'Victory: lock 1 Corruption.', fr: 'Victoire : verrouillez 1 Corruption.' },
    flavour: {
      en: 'Eight-inch chef\'s knife from the Fairmounts\' own block, found in the dishwasher. Her prints, his blood.',
      fr: 'Couteau de chef de vingt centimètres, tiré du propre bloc des Fairmount, retrouvé dans le lave-vaisselle. Ses empreintes à elle, son sang à lui.',
    },
    effects: { victory: [{ do: 'lock', bias: 'corruption', count: 1 }] },
  },
]);

// Jessica Fairmount — Defense Favored: unlock 1 Emotional.
export const defendant = defineCards<WitnessData>([
  {
    id: DEFENDANT, type: 'Witness', side: 'D', case: '01', keywords: ['Family', 'Defendant'],
    value: { primary: 3, secondary: 1 },
    biases: { primary: ['emotional', 'reputation'], secondary: ['corruption', 'logical'] },
    name: { en: 'Jessica Fairmount', fr: 'Jessica Fairmount' },
    text: { en: 'Defense Favored: unlock 1 Emotional.', fr: 'Favorable à la Défense : déverrouillez 1 Émotionnel.' },
    flavour: {
      en: 'The Defendant. Pale, composed, and silent through every hearing so far.',
      fr: 'L\'accusée. Pâle, digne, et muette à chaque audience jusqu\'ici.',
    },
    effects: { favored: { D: [{ do: 'unlock', bias: 'emotional', count: 1 }] } },
  },
]);
