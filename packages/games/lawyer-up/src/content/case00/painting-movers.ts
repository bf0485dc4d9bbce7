import { defineCards, type PlayCardData } from '../../language/index.js';

/** The cards without icon that bring Paintings back from discard piles and examinations, or answer them. */
export const paintingMovers = defineCards<PlayCardData>([
  // Authentic Masterpieces — Victory: draw 1 Painting from either examination.
  {
    id: 'c00-authentic-masterpieces', type: 'Evidence', side: 'D', case: '00', value: 4,
    biases: ['reputation', 'evidential'], keywords: ['Material'],
    name: { en: 'Authentic Masterpieces', fr: 'Chefs-d\'œuvre authentiques' },
    text: { en: 'Victory: draw 1 Painting from either examination.', fr: 'Victoire : piochez 1 Tableau de l\'un ou l\'autre examen.' },
    flavour: {
      en: 'Three canvases brought to court under guard, each with a museum\'s seal on its back.',
      fr: 'Trois toiles apportées au tribunal sous escorte, chacune scellée au dos par un musée.',
    },
    effects: {
      victory: [{ do: 'draw', from: 'eitherExamination', count: 1, filter: { keyword: 'Painting' } }],
    },
  },
  // Exhibition Catalogue — Examine: draw 1 Painting from your discard.
  {
    id: 'c00-exhibition-catalogue', type: 'Evidence', side: 'N', case: '00', value: 2,
    biases: ['logical', 'reputation'], keywords: ['Document'],
    name: { en: 'Exhibition Catalogue', fr: 'Catalogue d\'exposition' },
    text: { en: 'Examine: draw 1 Painting from your discard.', fr: 'Examen : piochez 1 Tableau de votre défausse.' },
    flavour: {
      en: 'Plate 14 is captioned "private collection". Whose, the catalogue does not say.',
      fr: 'La planche 14 porte la mention « collection particulière ». Laquelle, le catalogue ne le dit pas.',
    },
    effects: {
      examine: [{ do: 'draw', from: 'discard', count: 1, filter: { keyword: 'Painting' } }],
    },
  },
  // Museum Loan — Examine: play 1 Painting from your discard.
  {
    id: 'c00-museum-loan', type: 'Evidence', side: 'D', case: '00', value: 2,
    biases: ['bureaucratic', 'emotional'], keywords: ['Document'],
    name: { en: 'Museum Loan', fr: 'Prêt du musée' },
    text: { en: 'Examine: play 1 Painting from your discard.', fr: 'Examen : jouez 1 Tableau de votre défausse.' },
    flavour: {
      en: 'Signed in triplicate: the canvas may leave the vault for the trial, and for nothing else.',
      fr: 'Signé en trois exemplaires : la toile peut quitter la réserve pour le procès, et pour rien d\'autre.',
    },
    effects: {
      examine: [{ do: 'playFrom', from: 'discard', filter: { keyword: 'Painting' } }],
    },
  },
  // Seized Canvases — Examine: add 1 Painting from your opponent's discard to your examination.
  {
    id: 'c00-seized-canvases', type: 'Evidence', side: 'P', case: '00', value: 2,
    biases: ['bureaucratic', 'corruption'], keywords: ['Material'],
    name: { en: 'Seized Canvases', fr: 'Toiles saisies' },
    text: { en: 'Examine: add 1 Painting from your opponent\'s discard to your examination.', fr: 'Examen : ajoutez 1 Tableau de la défausse adverse à votre examen.' },
    flavour: {
      en: 'Tagged, numbered and stacked against the courtroom wall, face in.',
      fr: 'Étiquetées, numérotées et empilées contre le mur de la salle, face cachée.',
    },
    effects: {
      examine: [{ do: 'addToExamination', from: 'opponentDiscard', filter: { keyword: 'Painting' } }],
    },
  },
  // Under Ultraviolet Light — Examine: discard 1 Painting from your opponent's examination.
  {
    id: 'c00-under-ultraviolet', type: 'Evidence', side: 'P', case: '00', value: 3,
    biases: ['evidential', 'logical'], keywords: ['Document'],
    name: { en: 'Under Ultraviolet Light', fr: 'Sous la lumière ultraviolette' },
    text: { en: 'Examine: discard 1 Painting from your opponent\'s examination.', fr: 'Examen : défaussez 1 Tableau de l\'examen adverse.' },
    flavour: {
      en: 'Under the lamp the old varnish glows green, and the new retouching shows black.',
      fr: 'Sous la lampe, le vieux vernis luit en vert et les retouches récentes apparaissent en noir.',
    },
    effects: {
      examine: [{ do: 'discardFromExamination', whose: 'opponent', filter: { keyword: 'Painting' } }],
    },
  },
  // Storage Crate — Victory: shuffle every Painting from your discard into your deck.
  {
    id: 'c00-storage-crate', type: 'Evidence', side: 'N', case: '00', value: 1,
    biases: ['corruption', 'evidential'], keywords: ['Material'],
    name: { en: 'Storage Crate', fr: 'Caisse d\'entreposage' },
    text: { en: 'Victory: shuffle every Painting from your discard into your deck.', fr: 'Victoire : mélangez tous les Tableaux de votre défausse dans votre pioche.' },
    flavour: {
      en: 'Padded with newspaper from 1937. The paintings inside were meant to be older.',
      fr: 'Calée avec des journaux de 1937. Les tableaux qu\'elle contenait étaient censés être plus anciens.',
    },
    effects: {
      victory: [{ do: 'shuffle', count: 'all', filter: { keyword: 'Painting' } }],
    },
  },
  // Restorer's Kit — Defeat: draw 1 Painting from either discard.
  {
    id: 'c00-restorers-kit', type: 'Evidence', side: 'D', case: '00', value: 2,
    biases: ['emotional', 'logical'], keywords: ['Material'],
    name: { en: 'Restorer\'s Kit', fr: 'Trousse de restaurateur' },
    text: { en: 'Defeat: draw 1 Painting from either discard.', fr: 'Défaite : piochez 1 Tableau de l\'une ou l\'autre défausse.' },
    flavour: {
      en: 'Sable brushes, a scalpel, cotton swabs: the tools of a repair, not of a fake.',
      fr: 'Pinceaux en martre, scalpel, cotons : les outils d\'une réparation, pas d\'un faux.',
    },
    effects: {
      defeat: [{ do: 'draw', from: 'eitherDiscard', count: 1, filter: { keyword: 'Painting' } }],
    },
  },
  // The Empty Hook — Examine: if your opponent's examination holds a Painting, +2 Value.
  {
    id: 'c00-empty-hook', type: 'Evidence', side: 'P', case: '00', value: 1,
    biases: ['reputation', 'bureaucratic'], keywords: ['Material'],
    name: { en: 'The Empty Hook', fr: 'Le crochet vide' },
    text: { en: 'Examine: if your opponent\'s examination holds a Painting, +2 Value.', fr: 'Examen : si l\'examen adverse contient un Tableau, +2 de Valeur.' },
    flavour: {
      en: 'A pale rectangle on the gallery wall, where something hung until the week of the sale.',
      fr: 'Un rectangle pâle sur le mur de la galerie, là où quelque chose était accroché jusqu\'à la semaine de la vente.',
    },
    effects: {
      examine: [{ do: 'if', when: { is: 'examinationHas', whose: 'opponent', filter: { keyword: 'Painting' } }, then: [{ do: 'value', amount: 2 }] }],
    },
  },
  // Canvas Weave Count — Examine: +1 Value if your examination holds a Painting.
  {
    id: 'c00-canvas-weave-count', type: 'Evidence', side: 'D', case: '00', value: 3,
    biases: ['evidential', 'logical'], keywords: ['Document'],
    name: { en: 'Canvas Weave Count', fr: 'Comptage des fils' },
    text: { en: 'Examine: +1 Value if your examination holds a Painting.', fr: 'Examen : +1 de Valeur si votre examen contient un Tableau.' },
    flavour: {
      en: 'Fourteen threads a centimetre, like every canvas from the same Delft bolt.',
      fr: 'Quatorze fils au centimètre, comme chaque toile tirée du même rouleau de Delft.',
    },
    effects: {
      examine: [{ do: 'if', when: { is: 'examinationHas', whose: 'you', filter: { keyword: 'Painting' } }, then: [{ do: 'value', amount: 1 }] }],
    },
  },
]);
