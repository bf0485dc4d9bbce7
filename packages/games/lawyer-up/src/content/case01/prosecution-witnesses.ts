import { defineCards, type WitnessData } from '../../language/index.js';

/**
 * The twelve witnesses the Prosecution strategies name: the police, the laboratory, the victim's family and the
 * household. All red: their values count for the Prosecution only, whoever calls them (the rulebook's Richard
 * Sprint is "P3"; the others follow him to offset the unanimous verdict the Prosecution needs, design/case01.md).
 * Their ends lean to the closing biases of the strategies that name them, and most of their far ends are worth 2:
 * both measured against IS-MCTS (design/case01.md, "Measured").
 */
export const prosecutionWitnesses = defineCards<WitnessData>([
  // Richard Sprint — Prosecution Favored: lock 1 Evidential. Victory: shuffle all Evidence from your discard into your deck.
  {
    id: 'c01-richard-sprint', type: 'Witness', side: 'P', case: '01', keywords: ['Expert'],
    value: { primary: 3, secondary: 1 },
    biases: { primary: ['evidential', 'logical'], secondary: ['bureaucratic'] },
    name: { en: 'Richard Sprint', fr: 'Richard Sprint' },
    text: {
      en: 'Prosecution Favored: lock 1 Evidential. Victory: shuffle all Evidence from your discard into your deck.',
      fr: 'Favorable à l\'Accusation : verrouillez 1 Probatoire. Victoire : mélangez toutes les Preuves de votre défausse dans votre pioche.',
    },
    flavour: {
      en: 'Forensic investigator with extensive knowledge of the case and a propensity to talk for hours and hours on the subject if allowed the opportunity.',
      fr: 'Enquêteur scientifique qui connaît l\'affaire par cœur et peut en parler des heures et des heures si on l\'y autorise.',
    },
    effects: {
      favored: { P: [{ do: 'lock', bias: 'evidential', count: 1 }] },
      victory: [{ do: 'shuffle', count: 'all', filter: { types: ['Evidence'] } }],
    },
  },
  // Detective Lena Ortiz — Prosecution Favored: lock 1 Bureaucratic.
  {
    id: 'c01-lena-ortiz', type: 'Witness', side: 'P', case: '01', keywords: ['Police'],
    value: { primary: 3, secondary: 2 },
    biases: { primary: ['bureaucratic', 'evidential'], secondary: ['logical', 'reputation'] },
    name: { en: 'Detective Lena Ortiz', fr: 'Inspectrice Lena Ortiz' },
    text: { en: 'Prosecution Favored: lock 1 Bureaucratic.', fr: 'Favorable à l\'Accusation : verrouillez 1 Bureaucratique.' },
    flavour: {
      en: 'Lead detective. Her report runs to two hundred pages and she can quote every one of them.',
      fr: 'Enquêtrice principale. Son rapport fait deux cents pages et elle peut en citer chacune.',
    },
    effects: { favored: { P: [{ do: 'lock', bias: 'bureaucratic', count: 1 }] } },
  },
  // Dr Miriam Cole — Called: draw 1 card.
  {
    id: 'c01-miriam-cole', type: 'Witness', side: 'P', case: '01', keywords: ['Expert'],
    value: { primary: 4, secondary: 2 },
    biases: { primary: ['evidential', 'bureaucratic'], secondary: ['logical'] },
    name: { en: 'Dr Miriam Cole', fr: 'Dr Miriam Cole' },
    text: { en: 'Called: draw 1 card.', fr: 'Appelé : piochez 1 carte.' },
    flavour: {
      en: 'County medical examiner: one wound, single-edged blade, struck from the front.',
      fr: 'Médecin légiste du comté : une seule plaie, lame à un tranchant, portée de face.',
    },
    effects: { called: [{ do: 'draw', from: 'deck', count: 1 }] },
  },
  // Officer Dale Hutchins — Victory: search your deck for 1 Murder Weapon and draw it.
  {
    id: 'c01-dale-hutchins', type: 'Witness', side: 'P', case: '01', keywords: ['Police'],
    value: { primary: 3, secondary: 2 },
    biases: { primary: ['emotional', 'bureaucratic'], secondary: ['corruption', 'evidential'] },
    name: { en: 'Officer Dale Hutchins', fr: 'Agent Dale Hutchins' },
    text: { en: 'Victory: search your deck for 1 Murder Weapon and draw it.', fr: 'Victoire : cherchez 1 Arme du crime dans votre pioche et piochez-la.' },
    flavour: {
      en: 'First on the scene. He found her at the kitchen sink, rinsing her hands.',
      fr: 'Premier sur les lieux. Il l\'a trouvée à l\'évier de la cuisine, en train de se rincer les mains.',
    },
    effects: { victory: [{ do: 'search', in: 'deck', count: 1, filter: { keyword: 'Murder Weapon' } }] },
  },
  // Agnes Fairmount — Prosecution Favored: lock 1 Emotional.
  {
    id: 'c01-agnes-fairmount', type: 'Witness', side: 'P', case: '01', keywords: ['Family'],
    value: { primary: 3, secondary: 2 },
    biases: { primary: ['emotional', 'reputation'], secondary: ['corruption'] },
    name: { en: 'Agnes Fairmount', fr: 'Agnes Fairmount' },
    text: { en: 'Prosecution Favored: lock 1 Emotional.', fr: 'Favorable à l\'Accusation : verrouillez 1 Émotionnel.' },
    flavour: {
      en: 'The victim\'s mother. She never approved of the marriage and has waited eleven years to say so in public.',
      fr: 'La mère de la victime. Elle n\'a jamais approuvé ce mariage et attend depuis onze ans de le dire en public.',
    },
    effects: { favored: { P: [{ do: 'lock', bias: 'emotional', count: 1 }] } },
  },
  // Thomas Reyes — Defeat: draw 1 card.
  {
    id: 'c01-thomas-reyes', type: 'Witness', side: 'P', case: '01', keywords: ['Staff'],
    value: { primary: 3, secondary: 3 },
    biases: { primary: ['bureaucratic', 'reputation'], secondary: ['corruption', 'emotional'] },
    name: { en: 'Thomas Reyes', fr: 'Thomas Reyes' },
    text: { en: 'Defeat: draw 1 card.', fr: 'Défaite : piochez 1 carte.' },
    flavour: {
      en: 'The Fairmounts\' butler for thirty years. He locked up at ten, as always, and heard nothing until the scream.',
      fr: 'Majordome des Fairmount depuis trente ans. Il a fermé à dix heures, comme toujours, et n\'a rien entendu avant le cri.',
    },
    effects: { defeat: [{ do: 'draw', from: 'deck', count: 1 }] },
  },
  // Carla Benning — Called: your opponent discards 1 card at random.
  {
    id: 'c01-carla-benning', type: 'Witness', side: 'P', case: '01', keywords: ['Staff'],
    value: { primary: 3, secondary: 2 },
    biases: { primary: ['corruption', 'emotional'], secondary: ['reputation'] },
    name: { en: 'Carla Benning', fr: 'Carla Benning' },
    text: { en: 'Called: your opponent discards 1 card at random.', fr: 'Appelé : votre adversaire défausse 1 carte au hasard.' },
    flavour: {
      en: 'The housekeeper. She knows which plates were thrown, and at whom.',
      fr: 'La gouvernante. Elle sait quelles assiettes ont volé, et sur qui.',
    },
    effects: { called: [{ do: 'discard', who: 'opponent', count: 1, how: 'random' }] },
  },
  // Victor Lang — Victory: lock 1 Corruption.
  {
    id: 'c01-victor-lang', type: 'Witness', side: 'P', case: '01', keywords: ['Associate'],
    value: { primary: 4, secondary: 1 },
    biases: { primary: ['corruption', 'reputation'], secondary: ['bureaucratic'] },
    name: { en: 'Victor Lang', fr: 'Victor Lang' },
    text: { en: 'Victory: lock 1 Corruption.', fr: 'Victoire : verrouillez 1 Corruption.' },
    flavour: {
      en: 'Jerrod\'s business partner, who now owns the whole firm and a very good alibi.',
      fr: 'L\'associé de Jerrod, qui possède désormais toute l\'entreprise et un très bon alibi.',
    },
    effects: { victory: [{ do: 'lock', bias: 'corruption', count: 1 }] },
  },
  // Prof. Hugh Whitlock — Prosecution Favored: your opponent discards 1 card.
  {
    id: 'c01-hugh-whitlock', type: 'Witness', side: 'P', case: '01', keywords: ['Expert'],
    value: { primary: 4, secondary: 2 },
    biases: { primary: ['evidential', 'bureaucratic'], secondary: ['corruption'] },
    name: { en: 'Prof. Hugh Whitlock', fr: 'Pr Hugh Whitlock' },
    text: { en: 'Prosecution Favored: your opponent discards 1 card.', fr: 'Favorable à l\'Accusation : votre adversaire défausse 1 carte.' },
    flavour: {
      en: 'Blood-spatter analyst for the state. Brings a mannequin to court and is not afraid to use it.',
      fr: 'Expert en traces de sang pour l\'État. Apporte un mannequin au tribunal et n\'hésite pas à s\'en servir.',
    },
    effects: { favored: { P: [{ do: 'discard', who: 'opponent', count: 1, how: 'chosen' }] } },
  },
  // Nora Fairmount — Defeat: refresh 1 Objection.
  {
    id: 'c01-nora-fairmount', type: 'Witness', side: 'P', case: '01', keywords: ['Family'],
    value: { primary: 3, secondary: 2 },
    biases: { primary: ['reputation', 'emotional'], secondary: ['corruption', 'bureaucratic'] },
    name: { en: 'Nora Fairmount', fr: 'Nora Fairmount' },
    text: { en: 'Defeat: refresh 1 Objection.', fr: 'Défaite : rafraîchissez 1 Objection.' },
    flavour: {
      en: 'The victim\'s sister. She took the phone call at 11:52 and still has the message.',
      fr: 'La sœur de la victime. Elle a reçu l\'appel de 23 h 52 et garde encore le message.',
    },
    effects: { defeat: [{ do: 'refresh', token: 'objection', count: 1 }] },
  },
  // Gus Pratt — Called: draw 1 card.
  {
    id: 'c01-gus-pratt', type: 'Witness', side: 'P', case: '01', keywords: ['Neighbour'],
    value: { primary: 3, secondary: 2 },
    biases: { primary: ['reputation', 'emotional'], secondary: ['corruption'] },
    name: { en: 'Gus Pratt', fr: 'Gus Pratt' },
    text: { en: 'Called: draw 1 card.', fr: 'Appelé : piochez 1 carte.' },
    flavour: {
      en: 'The neighbour. Walks his dog at midnight, every night, whatever the weather, past the Fairmounts\' window.',
      fr: 'Le voisin. Promène son chien à minuit, chaque nuit, par tous les temps, sous la fenêtre des Fairmount.',
    },
    effects: { called: [{ do: 'draw', from: 'deck', count: 1 }] },
  },
  // Sergeant Frank Doyle — Victory: bury 1 Evidence from your opponent's discard.
  {
    id: 'c01-frank-doyle', type: 'Witness', side: 'P', case: '01', keywords: ['Police'],
    value: { primary: 3, secondary: 2 },
    biases: { primary: ['corruption', 'bureaucratic'], secondary: ['evidential', 'reputation'] },
    name: { en: 'Sergeant Frank Doyle', fr: 'Sergent Frank Doyle' },
    text: { en: 'Victory: bury 1 Evidence from your opponent\'s discard.', fr: 'Victoire : enterrez 1 Preuve de la défausse adverse.' },
    flavour: {
      en: 'Custody officer. Signed the evidence room log, and says the second knife was never in it.',
      fr: 'Responsable des scellés. A signé le registre de la salle des preuves, et jure que le second couteau n\'y a jamais été.',
    },
    effects: { victory: [{ do: 'bury', from: 'opponentDiscard', count: 1, filter: { types: ['Evidence'] } }] },
  },
]);
