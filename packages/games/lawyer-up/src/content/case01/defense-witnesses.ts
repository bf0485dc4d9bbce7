import { defineCards, type WitnessData } from '../../language/index.js';

/**
 * The ten witnesses the Defense strategies name: the defendant's family and friends, the defense's own expert
 * (blue: its values count for the Defense only), and the people who saw someone else at the house.
 */
export const defenseWitnesses = defineCards<WitnessData>([
  // Dr Samuel Achebe — Defense Favored: unlock 1 Evidential.
  {
    id: 'c01-samuel-achebe', type: 'Witness', side: 'D', case: '01', keywords: ['Expert'],
    value: { primary: 4, secondary: 1 },
    biases: { primary: ['evidential', 'logical'], secondary: ['reputation'] },
    name: { en: 'Dr Samuel Achebe', fr: 'Dr Samuel Achebe' },
    text: { en: 'Defense Favored: unlock 1 Evidential.', fr: 'Favorable à la Défense : déverrouillez 1 Probatoire.' },
    flavour: {
      en: 'Pathologist retained by the defense. He counts two blades in the wound report, not one.',
      fr: 'Médecin légiste engagé par la défense. Il compte deux lames dans le rapport d\'autopsie, pas une.',
    },
    effects: { favored: { D: [{ do: 'unlock', bias: 'evidential', count: 1 }] } },
  },
  // Rosa Delgado — Defense Favored: unlock 1 Emotional.
  {
    id: 'c01-rosa-delgado', type: 'Witness', side: 'N', case: '01', keywords: ['Friend'],
    value: { primary: 3, secondary: 1 },
    biases: { primary: ['emotional', 'reputation'], secondary: ['logical'] },
    name: { en: 'Rosa Delgado', fr: 'Rosa Delgado' },
    text: { en: 'Defense Favored: unlock 1 Emotional.', fr: 'Favorable à la Défense : déverrouillez 1 Émotionnel.' },
    flavour: {
      en: 'Jessica\'s oldest friend. Jessica slept on her couch twice last winter, and would not say why.',
      fr: 'La plus vieille amie de Jessica. Jessica a dormi deux fois sur son canapé l\'hiver dernier, sans dire pourquoi.',
    },
    effects: { favored: { D: [{ do: 'unlock', bias: 'emotional', count: 1 }] } },
  },
  // Walter Hale — Defeat: draw 1 card.
  {
    id: 'c01-walter-hale', type: 'Witness', side: 'N', case: '01', keywords: ['Family'],
    value: { primary: 2, secondary: 2 },
    biases: { primary: ['reputation', 'bureaucratic'], secondary: ['emotional', 'corruption'] },
    name: { en: 'Walter Hale', fr: 'Walter Hale' },
    text: { en: 'Defeat: draw 1 card.', fr: 'Défaite : piochez 1 carte.' },
    flavour: {
      en: 'Jessica\'s father, a retired judge. He knows exactly how this courtroom works, and hates it.',
      fr: 'Le père de Jessica, juge à la retraite. Il sait exactement comment fonctionne ce tribunal, et le déteste.',
    },
    effects: { defeat: [{ do: 'draw', from: 'deck', count: 1 }] },
  },
  // Emily Fairmount — Victory: unlock 1 Reputation.
  {
    id: 'c01-emily-fairmount', type: 'Witness', side: 'N', case: '01', keywords: ['Family'],
    value: { primary: 3, secondary: 1 },
    biases: { primary: ['emotional', 'logical'], secondary: ['reputation'] },
    name: { en: 'Emily Fairmount', fr: 'Emily Fairmount' },
    text: { en: 'Victory: unlock 1 Reputation.', fr: 'Victoire : déverrouillez 1 Réputation.' },
    flavour: {
      en: 'The daughter, sixteen. She was on the stairs. Both sides want her testimony, and neither wants her hurt.',
      fr: 'La fille, seize ans. Elle était dans l\'escalier. Les deux camps veulent son témoignage, et aucun ne veut la blesser.',
    },
    effects: { victory: [{ do: 'unlock', bias: 'reputation', count: 1 }] },
  },
  // Oscar Finch — Called: draw 1 card.
  {
    id: 'c01-oscar-finch', type: 'Witness', side: 'N', case: '01', keywords: ['Staff'],
    value: { primary: 2, secondary: 3 },
    biases: { primary: ['corruption', 'evidential'], secondary: ['emotional', 'bureaucratic'] },
    name: { en: 'Oscar Finch', fr: 'Oscar Finch' },
    text: { en: 'Called: draw 1 card.', fr: 'Appelé : piochez 1 carte.' },
    flavour: {
      en: 'The gardener. Somebody trampled his roses that night, in boots two sizes bigger than Jessica\'s.',
      fr: 'Le jardinier. Quelqu\'un a piétiné ses rosiers cette nuit-là, avec des bottes deux pointures au-dessus de celles de Jessica.',
    },
    effects: { called: [{ do: 'draw', from: 'deck', count: 1 }] },
  },
  // Dr Ingrid Vale — Victory: refresh 1 Objection.
  {
    id: 'c01-ingrid-vale', type: 'Witness', side: 'N', case: '01', keywords: ['Expert'],
    value: { primary: 3, secondary: 2 },
    biases: { primary: ['logical', 'emotional'], secondary: ['corruption', 'evidential'] },
    name: { en: 'Dr Ingrid Vale', fr: 'Dr Ingrid Vale' },
    text: { en: 'Victory: refresh 1 Objection.', fr: 'Victoire : rafraîchissez 1 Objection.' },
    flavour: {
      en: 'Psychologist. Treated Jessica for two years and describes a woman who was afraid to go home.',
      fr: 'Psychologue. A suivi Jessica pendant deux ans et décrit une femme qui avait peur de rentrer chez elle.',
    },
    effects: { victory: [{ do: 'refresh', token: 'objection', count: 1 }] },
  },
  // Leo Marsh — Defense Favored: your opponent discards 1 card at random.
  {
    id: 'c01-leo-marsh', type: 'Witness', side: 'N', case: '01', keywords: ['Staff'],
    value: { primary: 3, secondary: 1 },
    biases: { primary: ['bureaucratic', 'logical'], secondary: ['evidential'] },
    name: { en: 'Leo Marsh', fr: 'Leo Marsh' },
    text: { en: 'Defense Favored: your opponent discards 1 card at random.', fr: 'Favorable à la Défense : votre adversaire défausse 1 carte au hasard.' },
    flavour: {
      en: 'Installed the alarm system. The log shows the back door opened at 11:31 with a code nobody in the family used.',
      fr: 'A installé l\'alarme. Le journal montre la porte de derrière ouverte à 23 h 31 avec un code qu\'aucun membre de la famille n\'utilisait.',
    },
    effects: { favored: { D: [{ do: 'discard', who: 'opponent', count: 1, how: 'random' }] } },
  },
  // Officer Priya Nand — Victory: search your deck for 1 Murder Weapon and draw it.
  {
    id: 'c01-priya-nand', type: 'Witness', side: 'N', case: '01', keywords: ['Police'],
    value: { primary: 3, secondary: 2 },
    biases: { primary: ['evidential', 'corruption'], secondary: ['bureaucratic', 'logical'] },
    name: { en: 'Officer Priya Nand', fr: 'Agente Priya Nand' },
    text: { en: 'Victory: search your deck for 1 Murder Weapon and draw it.', fr: 'Victoire : cherchez 1 Arme du crime dans votre pioche et piochez-la.' },
    flavour: {
      en: 'Found a second knife in the storm drain two days later. Her report was filed, then lost, then found.',
      fr: 'A retrouvé un second couteau dans une bouche d\'égout deux jours plus tard. Son rapport a été classé, perdu, puis retrouvé.',
    },
    effects: { victory: [{ do: 'search', in: 'deck', count: 1, filter: { keyword: 'Murder Weapon' } }] },
  },
  // Dana Whitfield — Defense Favored: unlock 1 Corruption.
  {
    id: 'c01-dana-whitfield', type: 'Witness', side: 'N', case: '01', keywords: ['Associate'],
    value: { primary: 4, secondary: 0 },
    biases: { primary: ['corruption', 'reputation'], secondary: ['emotional'] },
    name: { en: 'Dana Whitfield', fr: 'Dana Whitfield' },
    text: { en: 'Defense Favored: unlock 1 Corruption.', fr: 'Favorable à la Défense : déverrouillez 1 Corruption.' },
    flavour: {
      en: 'Jerrod\'s "accountant". She was owed money, and she was in the neighbourhood.',
      fr: 'La « comptable » de Jerrod. Il lui devait de l\'argent, et elle était dans le quartier.',
    },
    effects: { favored: { D: [{ do: 'unlock', bias: 'corruption', count: 1 }] } },
  },
  // Father Michael Brennan — Defeat: draw 1 card from your discard.
  {
    id: 'c01-michael-brennan', type: 'Witness', side: 'N', case: '01', keywords: ['Clergy'],
    value: { primary: 2, secondary: 2 },
    biases: { primary: ['reputation', 'emotional'], secondary: ['bureaucratic', 'logical'] },
    name: { en: 'Father Michael Brennan', fr: 'Père Michael Brennan' },
    text: { en: 'Defeat: draw 1 card from your discard.', fr: 'Défaite : piochez 1 carte de votre défausse.' },
    flavour: {
      en: 'The parish priest. He will not repeat what was said in confession, and makes sure the jury knows it.',
      fr: 'Le curé de la paroisse. Il ne répétera pas ce qui s\'est dit en confession, et veille à ce que le jury le sache.',
    },
    effects: { defeat: [{ do: 'draw', from: 'discard', count: 1 }] },
  },
]);
