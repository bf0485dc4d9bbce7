import { defineCards, type PlayCardData } from '../../language/index.js';

/** The pencil set (the paper trail): in the case deck only when the strategy shows the pencil. */
export const pencilSet = defineCards<PlayCardData>([
  // Preparatory Sketch — Examine: draw 1 Painting from your discard.
  {
    id: 'c00-preparatory-sketch', type: 'Evidence', side: 'D', case: '00', value: 2,
    biases: ['emotional', 'logical'], keywords: ['Document'], icon: 'pencil',
    name: { en: 'Preparatory Sketch', fr: 'Esquisse préparatoire' },
    text: { en: 'Examine: draw 1 Painting from your discard.', fr: 'Examen : piochez 1 Tableau de votre défausse.' },
    flavour: {
      en: 'Chalk on blue paper: the same girl, the same window, drawn by a hand that hesitated.',
      fr: 'Craie sur papier bleu : la même jeune fille, la même fenêtre, tracées d\'une main hésitante.',
    },
    effects: {
      examine: [{ do: 'draw', from: 'discard', count: 1, filter: { keyword: 'Painting' } }],
    },
  },
  // Tracing Paper — Examine: if your opponent's examination holds a Painting, +1 Value.
  {
    id: 'c00-tracing-paper', type: 'Evidence', side: 'P', case: '00', value: 3,
    biases: ['evidential', 'corruption'], keywords: ['Material'], icon: 'pencil',
    name: { en: 'Tracing Paper', fr: 'Papier calque' },
    text: { en: 'Examine: if your opponent\'s examination holds a Painting, +1 Value.', fr: 'Examen : si l\'examen adverse contient un Tableau, +1 de Valeur.' },
    flavour: {
      en: 'Found in the studio bin: every outline of the "Vermeer", traced from a magazine.',
      fr: 'Retrouvé dans la corbeille de l\'atelier : chaque contour du « Vermeer », décalqué d\'un magazine.',
    },
    effects: {
      examine: [{ do: 'if', when: { is: 'examinationHas', whose: 'opponent', filter: { keyword: 'Painting' } }, then: [{ do: 'value', amount: 1 }] }],
    },
  },
  // Annotated Auction Catalogue — Examine: search your deck for a Painting and draw it.
  {
    id: 'c00-annotated-auction-catalogue', type: 'Evidence', side: 'N', case: '00', value: 2,
    biases: ['reputation', 'bureaucratic'], keywords: ['Document'], icon: 'pencil',
    name: { en: 'Annotated Auction Catalogue', fr: 'Catalogue de vente annoté' },
    text: { en: 'Examine: search your deck for a Painting and draw it.', fr: 'Examen : cherchez un Tableau dans votre pioche et piochez-le.' },
    flavour: {
      en: 'Pencil ticks beside six lots, and beside one of them a price nobody paid.',
      fr: 'Des coches au crayon devant six lots, et devant l\'un d\'eux un prix que personne n\'a payé.',
    },
    effects: {
      examine: [{ do: 'search', in: 'deck', count: 1, filter: { keyword: 'Painting' } }],
    },
  },
  // The Restorer's Notebook — Examine: draw 1 card.
  {
    id: 'c00-the-restorers-notebook', type: 'Evidence', side: 'N', case: '00', value: 1,
    biases: ['evidential', 'logical', 'emotional'], keywords: ['Document'], icon: 'pencil',
    name: { en: 'The Restorer\'s Notebook', fr: 'Le carnet du restaurateur' },
    text: { en: 'Examine: draw 1 card.', fr: 'Examen : piochez 1 carte.' },
    flavour: {
      en: 'Every solvent, every swab, every hour, in a cramped and honest hand.',
      fr: 'Chaque solvant, chaque coton, chaque heure, d\'une écriture serrée et honnête.',
    },
    effects: {
      examine: [{ do: 'draw', from: 'deck', count: 1 }],
    },
  },
  // Signed Certificate — Examine: if the current Witness is an Expert, +1 Value.
  {
    id: 'c00-signed-certificate', type: 'Evidence', side: 'D', case: '00', value: 3,
    biases: ['bureaucratic', 'reputation'], keywords: ['Document'], icon: 'pencil',
    name: { en: 'Signed Certificate', fr: 'Certificat signé' },
    text: { en: 'Examine: if the current Witness is an Expert, +1 Value.', fr: 'Examen : si le Témoin actuel est un Expert, +1 de Valeur.' },
    flavour: {
      en: 'An expert\'s opinion, in pencil first and then in ink.',
      fr: 'L\'avis d\'un expert, au crayon d\'abord, puis à l\'encre.',
    },
    effects: {
      examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Expert' }, then: [{ do: 'value', amount: 1 }] }],
    },
  },
  // Practice Signatures — Victory: bury 1 Painting from your opponent's discard.
  {
    id: 'c00-practice-signatures', type: 'Evidence', side: 'P', case: '00', value: 2,
    biases: ['corruption', 'logical'], keywords: ['Document'], icon: 'pencil',
    name: { en: 'Practice Signatures', fr: 'Signatures d\'entraînement' },
    text: { en: 'Victory: bury 1 Painting from your opponent\'s discard.', fr: 'Victoire : enterrez 1 Tableau de la défausse adverse.' },
    flavour: {
      en: 'A page of "IVMeer" monograms, each a little more convincing than the last.',
      fr: 'Une page de monogrammes « IVMeer », chacun un peu plus convaincant que le précédent.',
    },
    effects: {
      victory: [{ do: 'bury', from: 'opponentDiscard', count: 1, filter: { keyword: 'Painting' } }],
    },
  },
  // The Underdrawing — Examine: if your examination holds a Painting, +2 Value.
  {
    id: 'c00-the-underdrawing', type: 'Evidence', side: 'P', case: '00', value: 2,
    biases: ['evidential', 'bureaucratic'], keywords: ['Document'], icon: 'pencil',
    name: { en: 'The Underdrawing', fr: 'Le dessin sous-jacent' },
    text: { en: 'Examine: if your examination holds a Painting, +2 Value.', fr: 'Examen : si votre examen contient un Tableau, +2 de Valeur.' },
    flavour: {
      en: 'Infrared shows a grid beneath the paint: the mark of a copy squared up from a photograph.',
      fr: 'L\'infrarouge révèle une grille sous la peinture : la marque d\'une copie mise au carreau d\'après photo.',
    },
    effects: {
      examine: [{ do: 'if', when: { is: 'examinationHas', whose: 'you', filter: { keyword: 'Painting' } }, then: [{ do: 'value', amount: 2 }] }],
    },
  },
  // Copyist's Permit — Examine: refresh your Sidebar.
  {
    id: 'c00-copyists-permit', type: 'Evidence', side: 'D', case: '00', value: 1,
    biases: ['bureaucratic', 'emotional'], keywords: ['Document'], icon: 'pencil',
    name: { en: 'Copyist\'s Permit', fr: 'Permis de copiste' },
    text: { en: 'Examine: refresh your Sidebar.', fr: 'Examen : rafraîchissez votre Aparté.' },
    flavour: {
      en: 'The museum allows students to copy the masters, on a smaller canvas, signed as a copy.',
      fr: 'Le musée autorise les élèves à copier les maîtres, sur une toile plus petite, signée comme copie.',
    },
    effects: {
      examine: [{ do: 'refresh', token: 'sidebar' }],
    },
  },
]);
