import { defineCards, type WitnessData } from '../../language/index.js';

/** The twelve witnesses of Case 00: Neutral, primary end facing the caller; the strategies pick 6 key witnesses each. */
export const witnesses = defineCards<WitnessData>([
  // Dr Helena Vos — Called: draw 1 card. Victory: draw 1 Painting from either discard.
  {
    id: 'c00-helena-vos', type: 'Witness', side: 'N', case: '00', keywords: ['Expert'],
    value: { primary: 4, secondary: 1 },
    biases: { primary: ['evidential', 'logical'], secondary: ['reputation'] },
    name: { en: 'Dr Helena Vos', fr: 'Dr Helena Vos' },
    text: { en: 'Called: draw 1 card. Victory: draw 1 Painting from either discard.', fr: 'Appelé : piochez 1 carte. Victoire : piochez 1 Tableau de l\'une ou l\'autre défausse.' },
    flavour: {
      en: 'Chief restorer at the national museum, and the first to say the word "forgery" aloud.',
      fr: 'Restauratrice en chef au musée national, et la première à prononcer le mot « faux ».',
    },
    effects: {
      called: [{ do: 'draw', from: 'deck', count: 1 }],
      victory: [{ do: 'draw', from: 'eitherDiscard', count: 1, filter: { keyword: 'Painting' } }],
    },
  },
  // Inspector Joost Dekker — Prosecution Favored: sway 1 Bureaucratic.
  {
    id: 'c00-joost-dekker', type: 'Witness', side: 'N', case: '00', keywords: ['Police'],
    value: { primary: 3, secondary: 2 },
    biases: { primary: ['bureaucratic', 'evidential'], secondary: ['reputation', 'logical'] },
    name: { en: 'Inspector Joost Dekker', fr: 'Inspecteur Joost Dekker' },
    text: { en: 'Prosecution Favored: sway 1 Bureaucratic.', fr: 'Favorable à l\'Accusation : influencez 1 Bureaucratique.' },
    flavour: {
      en: 'Art crimes squad, twenty years. He still cannot tell a Vermeer from a calendar.',
      fr: 'Brigade des œuvres d\'art, vingt ans de service. Il ne distingue toujours pas un Vermeer d\'un calendrier.',
    },
    effects: {
      favored: { P: [{ do: 'sway', bias: 'bureaucratic', count: 1 }] },
    },
  },
  // Annelies Brandt — Defense Favored: sway 1 Emotional. Defeat: draw 1 card.
  {
    id: 'c00-annelies-brandt', type: 'Witness', side: 'N', case: '00', keywords: ['Family'],
    value: { primary: 3, secondary: 1 },
    biases: { primary: ['emotional', 'reputation'], secondary: ['logical'] },
    name: { en: 'Annelies Brandt', fr: 'Annelies Brandt' },
    text: { en: 'Defense Favored: sway 1 Emotional. Defeat: draw 1 card.', fr: 'Favorable à la Défense : influencez 1 Émotionnel. Défaite : piochez 1 carte.' },
    flavour: {
      en: 'The defendant\'s sister, who kept the gallery\'s books and will not look at him.',
      fr: 'La sœur de l\'accusé, qui tenait les comptes de la galerie et refuse de le regarder.',
    },
    effects: {
      favored: { D: [{ do: 'sway', bias: 'emotional', count: 1 }] },
      defeat: [{ do: 'draw', from: 'deck', count: 1 }],
    },
  },
  // Baron Frederik Hulst — Victory: shuffle every Painting from your discard into your deck.
  {
    id: 'c00-baron-hulst', type: 'Witness', side: 'N', case: '00', keywords: ['Collector'],
    value: { primary: 5, secondary: 0 },
    biases: { primary: ['reputation', 'corruption'], secondary: ['emotional'] },
    name: { en: 'Baron Frederik Hulst', fr: 'Baron Frederik Hulst' },
    text: { en: 'Victory: shuffle every Painting from your discard into your deck.', fr: 'Victoire : mélangez tous les Tableaux de votre défausse dans votre pioche.' },
    flavour: {
      en: 'Paid two million guilders for a Vermeer and wants every cent of it back, with interest.',
      fr: 'A payé deux millions de florins pour un Vermeer et veut tout récupérer, intérêts compris.',
    },
    effects: {
      victory: [{ do: 'shuffle', count: 'all', filter: { keyword: 'Painting' } }],
    },
  },
  // Lotte Kramer — Defeat: refresh 1 Objection.
  {
    id: 'c00-lotte-kramer', type: 'Witness', side: 'N', case: '00', keywords: ['Staff'],
    value: { primary: 2, secondary: 3 },
    biases: { primary: ['bureaucratic', 'emotional'], secondary: ['evidential', 'corruption'] },
    name: { en: 'Lotte Kramer', fr: 'Lotte Kramer' },
    text: { en: 'Defeat: refresh 1 Objection.', fr: 'Défaite : rafraîchissez 1 Objection.' },
    flavour: {
      en: 'Gallery assistant. Hung every painting, dusted every frame, signed for every delivery.',
      fr: 'Assistante de la galerie. A accroché chaque tableau, épousseté chaque cadre, signé chaque livraison.',
    },
    effects: {
      defeat: [{ do: 'refresh', token: 'objection', count: 1 }],
    },
  },
  // Prof. Arend Wolters — Prosecution Favored: sway 1 Evidential. Victory: bury 1 Painting from your opponent's discard.
  {
    id: 'c00-arend-wolters', type: 'Witness', side: 'N', case: '00', keywords: ['Expert'],
    value: { primary: 4, secondary: 2 },
    biases: { primary: ['evidential', 'logical'], secondary: ['bureaucratic'] },
    name: { en: 'Prof. Arend Wolters', fr: 'Pr Arend Wolters' },
    text: { en: 'Prosecution Favored: sway 1 Evidential. Victory: bury 1 Painting from your opponent\'s discard.', fr: 'Favorable à l\'Accusation : influencez 1 Probatoire. Victoire : enterrez 1 Tableau de la défausse adverse.' },
    flavour: {
      en: 'Chemist. Dates paint by its lead the way others date wine by its label.',
      fr: 'Chimiste. Date une peinture à son plomb comme d\'autres datent un vin à son étiquette.',
    },
    effects: {
      favored: { P: [{ do: 'sway', bias: 'evidential', count: 1 }] },
      victory: [{ do: 'bury', from: 'opponentDiscard', count: 1, filter: { keyword: 'Painting' } }],
    },
  },
  // Evert Smit — Called: draw 1 card. Prosecution Favored: sway 1 Corruption.
  {
    id: 'c00-evert-smit', type: 'Witness', side: 'N', case: '00', keywords: ['Collector'],
    value: { primary: 3, secondary: 2 },
    biases: { primary: ['reputation', 'bureaucratic'], secondary: ['corruption', 'logical'] },
    name: { en: 'Evert Smit', fr: 'Evert Smit' },
    text: { en: 'Called: draw 1 card. Prosecution Favored: sway 1 Corruption.', fr: 'Appelé : piochez 1 carte. Favorable à l\'Accusation : influencez 1 Corruption.' },
    flavour: {
      en: 'Auctioneer. Brought down the hammer on the disputed canvas and took his twelve per cent.',
      fr: 'Commissaire-priseur. A adjugé la toile disputée et pris ses douze pour cent.',
    },
    effects: {
      called: [{ do: 'draw', from: 'deck', count: 1 }],
      favored: { P: [{ do: 'sway', bias: 'corruption', count: 1 }] },
    },
  },
  // Sergeant Mila Jansen — Prosecution Favored: your opponent discards 1 card at random.
  {
    id: 'c00-mila-jansen', type: 'Witness', side: 'N', case: '00', keywords: ['Police'],
    value: { primary: 3, secondary: 1 },
    biases: { primary: ['logical', 'corruption'], secondary: ['evidential'] },
    name: { en: 'Sergeant Mila Jansen', fr: 'Sergente Mila Jansen' },
    text: { en: 'Prosecution Favored: your opponent discards 1 card at random.', fr: 'Favorable à l\'Accusation : votre adversaire défausse 1 carte au hasard.' },
    flavour: {
      en: 'Led the raid on the rented studio and catalogued the oven herself.',
      fr: 'A mené la perquisition de l\'atelier loué et inventorié le four elle-même.',
    },
    effects: {
      favored: { P: [{ do: 'discard', who: 'opponent', count: 1, how: 'random' }] },
    },
  },
  // Marieke Brandt — Prosecution Favored: sway 1 Emotional.
  {
    id: 'c00-marieke-brandt', type: 'Witness', side: 'N', case: '00', keywords: ['Family'],
    value: { primary: 2, secondary: 2 },
    biases: { primary: ['emotional', 'corruption'], secondary: ['reputation', 'bureaucratic'] },
    name: { en: 'Marieke Brandt', fr: 'Marieke Brandt' },
    text: { en: 'Prosecution Favored: sway 1 Emotional.', fr: 'Favorable à l\'Accusation : influencez 1 Émotionnel.' },
    flavour: {
      en: 'The defendant\'s wife. She remembers the smell of turpentine, and nothing else.',
      fr: 'L\'épouse de l\'accusé. Elle se souvient de l\'odeur de térébenthine, et de rien d\'autre.',
    },
    effects: {
      favored: { P: [{ do: 'sway', bias: 'emotional', count: 1 }] },
    },
  },
  // Gerrit Hoek — Victory: draw 1 Painting from either examination.
  {
    id: 'c00-gerrit-hoek', type: 'Witness', side: 'N', case: '00', keywords: ['Staff'],
    value: { primary: 3, secondary: 1 },
    biases: { primary: ['corruption', 'evidential'], secondary: ['emotional'] },
    name: { en: 'Gerrit Hoek', fr: 'Gerrit Hoek' },
    text: { en: 'Victory: draw 1 Painting from either examination.', fr: 'Victoire : piochez 1 Tableau de l\'un ou l\'autre examen.' },
    flavour: {
      en: 'Framer and night porter. Carried the canvases in and out, and never asked what was on them.',
      fr: 'Encadreur et gardien de nuit. Portait les toiles à l\'aller comme au retour, sans jamais demander ce qu\'elles montraient.',
    },
    effects: {
      victory: [{ do: 'draw', from: 'eitherExamination', count: 1, filter: { keyword: 'Painting' } }],
    },
  },
  // Tobias Reyn — Called: your opponent discards 1 card.
  {
    id: 'c00-tobias-reyn', type: 'Witness', side: 'N', case: '00', keywords: ['Expert'],
    value: { primary: 4, secondary: 1 },
    biases: { primary: ['logical', 'emotional'], secondary: ['corruption'] },
    name: { en: 'Tobias Reyn', fr: 'Tobias Reyn' },
    text: { en: 'Called: your opponent discards 1 card.', fr: 'Appelé : votre adversaire défausse 1 carte.' },
    flavour: {
      en: 'A copyist who trained in the defendant\'s studio. He paints Vermeers legally, in half size.',
      fr: 'Copiste formé dans l\'atelier de l\'accusé. Il peint des Vermeer en toute légalité, en demi-format.',
    },
    effects: {
      called: [{ do: 'discard', who: 'opponent', count: 1, how: 'chosen' }],
    },
  },
  // Clara Hulst — Victory: sway 1 Reputation.
  {
    id: 'c00-clara-hulst', type: 'Witness', side: 'N', case: '00', keywords: ['Collector', 'Family'],
    value: { primary: 2, secondary: 3 },
    biases: { primary: ['reputation', 'evidential'], secondary: ['emotional', 'bureaucratic'] },
    name: { en: 'Clara Hulst', fr: 'Clara Hulst' },
    text: { en: 'Victory: sway 1 Reputation.', fr: 'Victoire : influencez 1 Réputation.' },
    flavour: {
      en: 'The Baron\'s daughter, who never liked the painting and says so under oath.',
      fr: 'La fille du baron, qui n\'a jamais aimé ce tableau et le dit sous serment.',
    },
    effects: {
      victory: [{ do: 'sway', bias: 'reputation', count: 1 }],
    },
  },
]);
