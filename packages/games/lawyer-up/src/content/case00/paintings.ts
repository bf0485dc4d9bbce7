import { defineCards, type PlayCardData } from '../../language/index.js';

/** Paintings by Dutch masters (Evidence, Painting) that carry no icon. */
export const paintings = defineCards<PlayCardData>([
  // The Milkmaid — Examine: +1 Value if your examination holds another Painting.
  {
    id: 'c00-the-milkmaid', type: 'Evidence', side: 'N', case: '00', value: 2,
    biases: ['emotional', 'bureaucratic'], keywords: ['Painting'],
    name: { en: 'The Milkmaid', fr: 'La Laitière' },
    text: { en: 'Examine: +1 Value if your examination holds another Painting.', fr: 'Examen : +1 de Valeur si votre examen contient un autre Tableau.' },
    flavour: {
      en: 'Bread, a jug, a thin stream of milk. The defense swears the light is Vermeer\'s own.',
      fr: 'Du pain, une cruche, un filet de lait. La défense jure que cette lumière est celle de Vermeer.',
    },
    effects: {
      examine: [{ do: 'if', when: { is: 'examinationHas', whose: 'you', filter: { keyword: 'Painting' }, atLeast: 2 }, then: [{ do: 'value', amount: 1 }] }],
    },
  },
  // View of Delft — no effect
  {
    id: 'c00-view-of-delft', type: 'Evidence', side: 'D', case: '00', value: 3,
    biases: ['reputation', 'logical'], keywords: ['Painting'],
    name: { en: 'View of Delft', fr: 'Vue de Delft' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'Every museum in Europe wanted it on loan. Only one gallery claimed to own a second.',
      fr: 'Tous les musées d\'Europe voulaient l\'emprunter. Une seule galerie prétendait en posséder une seconde.',
    },
  },
  // The Astronomer — Examine: if the current Witness is an Expert, +2 Value.
  {
    id: 'c00-the-astronomer', type: 'Evidence', side: 'P', case: '00', value: 2,
    biases: ['logical', 'evidential'], keywords: ['Painting'],
    name: { en: 'The Astronomer', fr: 'L\'Astronome' },
    text: { en: 'Examine: if the current Witness is an Expert, +2 Value.', fr: 'Examen : si le Témoin actuel est un Expert, +2 de Valeur.' },
    flavour: {
      en: 'The globe on the table shows a coastline no map of 1668 could have drawn.',
      fr: 'Le globe sur la table montre une côte qu\'aucune carte de 1668 n\'aurait pu tracer.',
    },
    effects: {
      examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Expert' }, then: [{ do: 'value', amount: 2 }] }],
    },
  },
  // The Night Watch — no effect
  {
    id: 'c00-the-night-watch', type: 'Evidence', side: 'N', case: '00', value: 3,
    biases: ['reputation', 'bureaucratic', 'emotional'], keywords: ['Painting'],
    name: { en: 'The Night Watch', fr: 'La Ronde de nuit' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'Thirty-four figures, one drum and a dog. Nobody in court can agree on which of them is lying.',
      fr: 'Trente-quatre personnages, un tambour et un chien. Personne au tribunal ne sait lequel ment.',
    },
  },
  // The Jewish Bride — Defeat: draw 1 Painting from your discard.
  {
    id: 'c00-the-jewish-bride', type: 'Evidence', side: 'D', case: '00', value: 2,
    biases: ['emotional', 'reputation'], keywords: ['Painting'],
    name: { en: 'The Jewish Bride', fr: 'La Fiancée juive' },
    text: { en: 'Defeat: draw 1 Painting from your discard.', fr: 'Défaite : piochez 1 Tableau de votre défausse.' },
    flavour: {
      en: 'A hand laid on a heart. The jury leans in before the lawyers can.',
      fr: 'Une main posée sur un cœur. Le jury se penche avant même les avocats.',
    },
    effects: {
      defeat: [{ do: 'draw', from: 'discard', count: 1, filter: { keyword: 'Painting' } }],
    },
  },
  // The Anatomy Lesson — no effect
  {
    id: 'c00-the-anatomy-lesson', type: 'Evidence', side: 'P', case: '00', value: 3,
    biases: ['evidential', 'logical'], keywords: ['Painting'],
    name: { en: 'The Anatomy Lesson', fr: 'La Leçon d\'anatomie' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'Dr Tulp lifts a tendon with his forceps, the way the prosecutor lifts a date from the invoice.',
      fr: 'Le docteur Tulp soulève un tendon de sa pince, comme le procureur soulève une date de la facture.',
    },
  },
  // The Laughing Cavalier — Victory: sway 1 Reputation.
  {
    id: 'c00-the-laughing-cavalier', type: 'Evidence', side: 'P', case: '00', value: 2,
    biases: ['corruption', 'reputation'], keywords: ['Painting'],
    name: { en: 'The Laughing Cavalier', fr: 'Le Cavalier riant' },
    text: { en: 'Victory: sway 1 Reputation.', fr: 'Victoire : influencez 1 Réputation.' },
    flavour: {
      en: 'He is not laughing. He is smirking, and he has been since the sale.',
      fr: 'Il ne rit pas. Il ricane, et depuis la vente.',
    },
    effects: {
      victory: [{ do: 'sway', bias: 'reputation', count: 1 }],
    },
  },
  // The Merry Family — Examine: if the current Witness is Family, +2 Value.
  {
    id: 'c00-the-merry-family', type: 'Evidence', side: 'D', case: '00', value: 1,
    biases: ['emotional', 'corruption', 'logical'], keywords: ['Painting'],
    name: { en: 'The Merry Family', fr: 'La Famille joyeuse' },
    text: { en: 'Examine: if the current Witness is Family, +2 Value.', fr: 'Examen : si le Témoin actuel est de la Famille, +2 de Valeur.' },
    flavour: {
      en: '"As the old sing, so pipe the young," reads the note in the corner. The defendant\'s children nod.',
      fr: '« Comme chantent les vieux, ainsi pépient les jeunes », lit-on dans un coin. Les enfants de l\'accusé acquiescent.',
    },
    effects: {
      examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Family' }, then: [{ do: 'value', amount: 2 }] }],
    },
  },
  // The Goldfinch — Examine: draw 1 card.
  {
    id: 'c00-the-goldfinch', type: 'Evidence', side: 'N', case: '00', value: 1,
    biases: ['evidential', 'emotional'], keywords: ['Painting'],
    name: { en: 'The Goldfinch', fr: 'Le Chardonneret' },
    text: { en: 'Examine: draw 1 card.', fr: 'Examen : piochez 1 carte.' },
    flavour: {
      en: 'Small enough to hide under a coat. Somebody did.',
      fr: 'Assez petit pour tenir sous un manteau. Quelqu\'un l\'y a caché.',
    },
    effects: {
      examine: [{ do: 'draw', from: 'deck', count: 1 }],
    },
  },
  // The Windmill at Wijk — no effect
  {
    id: 'c00-the-windmill', type: 'Evidence', side: 'P', case: '00', value: 2,
    biases: ['bureaucratic', 'corruption'], keywords: ['Painting'],
    name: { en: 'The Windmill at Wijk', fr: 'Le Moulin de Wijk' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'The customs stamp on the stretcher is older than the mill it shows.',
      fr: 'Le tampon des douanes sur le châssis est plus ancien que le moulin représenté.',
    },
  },
  // A Courtyard in Delft — no effect
  {
    id: 'c00-a-courtyard-in-delft', type: 'Evidence', side: 'D', case: '00', value: 3,
    biases: ['bureaucratic', 'logical'], keywords: ['Painting'],
    name: { en: 'A Courtyard in Delft', fr: 'Une cour à Delft' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'Brick by brick, the defense\'s surveyor matched it to a house that still stands.',
      fr: 'Brique par brique, le géomètre de la défense l\'a rapprochée d\'une maison toujours debout.',
    },
  },
  // Girl with a Pearl Earring — no effect
  {
    id: 'c00-girl-with-a-pearl-earring', type: 'Evidence', side: 'N', case: '00', value: 4,
    biases: ['emotional'], keywords: ['Painting'],
    name: { en: 'Girl with a Pearl Earring', fr: 'La Jeune Fille à la perle' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'She looks over her shoulder at the jury, and the jury looks away first.',
      fr: 'Elle regarde le jury par-dessus son épaule, et c\'est le jury qui baisse les yeux.',
    },
  },
]);
