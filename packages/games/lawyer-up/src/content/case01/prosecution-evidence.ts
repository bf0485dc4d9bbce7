import { defineCards, type PlayCardData } from '../../language/index.js';

/** The Prosecution's case cards (red): the marriage, the money and the night itself. Lock is theirs alone. */
export const prosecutionEvidence = defineCards<PlayCardData>([
  // Jessica's Diary — Examine: each player discards 1 card.
  {
    id: 'c01-jessicas-diary', type: 'Evidence', side: 'P', case: '01', value: 3,
    biases: ['emotional', 'reputation'], keywords: ['Document'],
    name: { en: 'Jessica\'s Diary', fr: 'Le journal de Jessica' },
    text: { en: 'Examine: each player discards 1 card (you first).', fr: 'Examen : chaque joueur défausse 1 carte (vous d\'abord).' },
    flavour: {
      en: '"If he says it one more time I don\'t know what I\'ll do." Dated the week before.',
      fr: '« S\'il le redit encore une fois, je ne sais pas ce que je ferai. » Daté de la semaine précédente.',
    },
    effects: { examine: [{ do: 'discard', who: 'you', count: 1, how: 'chosen' }, { do: 'discard', who: 'opponent', count: 1, how: 'chosen' }] },
  },
  // Life Insurance Policy — Victory: lock 1 Corruption.
  {
    id: 'c01-life-insurance-policy', type: 'Evidence', side: 'P', case: '01', value: 3,
    biases: ['corruption', 'bureaucratic'], keywords: ['Document'],
    name: { en: 'Life Insurance Policy', fr: 'Assurance-vie' },
    text: { en: 'Victory: lock 1 Corruption.', fr: 'Victoire : verrouillez 1 Corruption.' },
    flavour: {
      en: 'Two million, sole beneficiary Jessica Fairmount, raised from half a million in March.',
      fr: 'Deux millions, unique bénéficiaire Jessica Fairmount, relevée d\'un demi-million en mars.',
    },
    effects: { victory: [{ do: 'lock', bias: 'corruption', count: 1 }] },
  },
  // Bloodstained Dress — no effect
  {
    id: 'c01-bloodstained-dress', type: 'Evidence', side: 'P', case: '01', value: 4,
    biases: ['evidential', 'emotional'], keywords: ['Material'],
    name: { en: 'Bloodstained Dress', fr: 'Robe tachée de sang' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'Found in the washing machine, halfway through a cold cycle.',
      fr: 'Retrouvée dans le lave-linge, au milieu d\'un cycle à froid.',
    },
  },
  // Emergency Call Recording — Examine: if the current Witness is Police, +2 Value.
  {
    id: 'c01-emergency-call-recording', type: 'Evidence', side: 'P', case: '01', value: 2,
    biases: ['emotional', 'logical'], keywords: ['Document'],
    name: { en: 'Emergency Call Recording', fr: 'Enregistrement de l\'appel d\'urgence' },
    text: { en: 'Examine: if the current Witness is Police, +2 Value.', fr: 'Examen : si le Témoin actuel est de la Police, +2 de Valeur.' },
    flavour: {
      en: 'Four minutes of calm, precise answers. The operator noted: "caller very composed".',
      fr: 'Quatre minutes de réponses calmes et précises. L\'opératrice a noté : « appelante très posée ».',
    },
    effects: { examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Police' }, then: [{ do: 'value', amount: 2 }] }] },
  },
  // Hardware Store Receipt — Victory: search your deck for 1 Murder Weapon and draw it.
  {
    id: 'c01-hardware-store-receipt', type: 'Evidence', side: 'P', case: '01', value: 2,
    biases: ['logical', 'corruption'], keywords: ['Document'],
    name: { en: 'Hardware Store Receipt', fr: 'Ticket de quincaillerie' },
    text: { en: 'Victory: search your deck for 1 Murder Weapon and draw it.', fr: 'Victoire : cherchez 1 Arme du crime dans votre pioche et piochez-la.' },
    flavour: {
      en: 'Rubber gloves, bleach, bin bags. Paid in cash on the afternoon of the murder.',
      fr: 'Gants en caoutchouc, eau de Javel, sacs-poubelle. Payés en liquide l\'après-midi du meurtre.',
    },
    effects: { victory: [{ do: 'search', in: 'deck', count: 1, filter: { keyword: 'Murder Weapon' } }] },
  },
  // Divorce Papers — Victory: lock 1 Bureaucratic.
  {
    id: 'c01-divorce-papers', type: 'Evidence', side: 'P', case: '01', value: 3,
    biases: ['bureaucratic', 'reputation'], keywords: ['Document'],
    name: { en: 'Divorce Papers', fr: 'Demande de divorce' },
    text: { en: 'Victory: lock 1 Bureaucratic.', fr: 'Victoire : verrouillez 1 Bureaucratique.' },
    flavour: {
      en: 'Drawn up by Jerrod\'s lawyer, never served. Under the prenuptial agreement she would have left with nothing.',
      fr: 'Rédigée par l\'avocat de Jerrod, jamais signifiée. Selon le contrat de mariage, elle serait partie sans rien.',
    },
    effects: { victory: [{ do: 'lock', bias: 'bureaucratic', count: 1 }] },
  },
  // Torn Photograph — Examine: take another action.
  {
    id: 'c01-torn-photograph', type: 'Evidence', side: 'P', case: '01', value: 1,
    biases: ['emotional', 'reputation'], keywords: ['Material'],
    name: { en: 'Torn Photograph', fr: 'Photo déchirée' },
    text: { en: 'Examine: take another action.', fr: 'Examen : faites une autre action.' },
    flavour: {
      en: 'The wedding picture from the hallway, torn down the middle, his half in the fireplace.',
      fr: 'La photo de mariage du couloir, déchirée en deux, sa moitié à lui dans la cheminée.',
    },
    effects: { examine: [{ do: 'anotherAction' }] },
  },
  // Noise Complaint — Victory: lock 1 Reputation.
  {
    id: 'c01-noise-complaint', type: 'Evidence', side: 'P', case: '01', value: 2,
    biases: ['reputation', 'logical'], keywords: ['Document'],
    name: { en: 'Noise Complaint', fr: 'Plainte pour tapage' },
    text: { en: 'Victory: lock 1 Reputation.', fr: 'Victoire : verrouillez 1 Réputation.' },
    flavour: {
      en: 'Filed by the neighbours three times in a month: "shouting, breaking glass, a woman\'s voice".',
      fr: 'Déposée par les voisins trois fois en un mois : « cris, verre brisé, une voix de femme ».',
    },
    effects: { victory: [{ do: 'lock', bias: 'reputation', count: 1 }] },
  },
  // Bank Withdrawals — Victory: your opponent discards 1 card at random.
  {
    id: 'c01-bank-withdrawals', type: 'Evidence', side: 'P', case: '01', value: 2,
    biases: ['corruption', 'logical'], keywords: ['Document'],
    name: { en: 'Bank Withdrawals', fr: 'Retraits bancaires' },
    text: { en: 'Victory: your opponent discards 1 card at random.', fr: 'Victoire : votre adversaire défausse 1 carte au hasard.' },
    flavour: {
      en: 'Nine hundred dollars a week, every week, from the joint account. Where did it go?',
      fr: 'Neuf cents dollars par semaine, chaque semaine, sur le compte joint. Où sont-ils passés ?',
    },
    effects: { victory: [{ do: 'discard', who: 'opponent', count: 1, how: 'random' }] },
  },
  // Security Camera Still — Examine: if the current Witness is an Expert, +1 Value.
  {
    id: 'c01-security-camera-still', type: 'Evidence', side: 'P', case: '01', value: 3,
    biases: ['evidential', 'bureaucratic'], keywords: ['Document'],
    name: { en: 'Security Camera Still', fr: 'Image de vidéosurveillance' },
    text: { en: 'Examine: if the current Witness is an Expert, +1 Value.', fr: 'Examen : si le Témoin actuel est un Expert, +1 de Valeur.' },
    flavour: {
      en: 'A figure in a pale coat at the kitchen door, 11:34. The enhancement took a week.',
      fr: 'Une silhouette en manteau clair à la porte de la cuisine, 23 h 34. L\'agrandissement a pris une semaine.',
    },
    effects: { examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Expert' }, then: [{ do: 'value', amount: 1 }] }] },
  },
  // Muddy Slippers — Victory: lock 1 Evidential.
  {
    id: 'c01-muddy-slippers', type: 'Evidence', side: 'P', case: '01', value: 2,
    biases: ['evidential', 'corruption'], keywords: ['Material'],
    name: { en: 'Muddy Slippers', fr: 'Pantoufles boueuses' },
    text: { en: 'Victory: lock 1 Evidential.', fr: 'Victoire : verrouillez 1 Probatoire.' },
    flavour: {
      en: 'Her slippers, soaked, with soil from the flowerbed under the back window.',
      fr: 'Ses pantoufles, trempées, avec de la terre du massif sous la fenêtre de derrière.',
    },
    effects: { victory: [{ do: 'lock', bias: 'evidential', count: 1 }] },
  },
  // The Prenuptial Agreement — no effect
  {
    id: 'c01-the-prenuptial-agreement', type: 'Evidence', side: 'P', case: '01', value: 3,
    biases: ['bureaucratic', 'reputation'], keywords: ['Document'],
    name: { en: 'The Prenuptial Agreement', fr: 'Le contrat de mariage' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'Clause 14: in case of divorce, nothing. In case of death, everything.',
      fr: 'Article 14 : en cas de divorce, rien. En cas de décès, tout.',
    },
  },
  // Bleach-Stained Towels — Examine: if your examination holds a Murder Weapon, gain the Judge's favour.
  {
    id: 'c01-bleach-stained-towels', type: 'Evidence', side: 'P', case: '01', value: 2,
    biases: ['corruption', 'emotional'], keywords: ['Material'],
    name: { en: 'Bleach-Stained Towels', fr: 'Serviettes javellisées' },
    text: { en: 'Examine: if your examination holds a Murder Weapon, gain the Judge\'s favour.', fr: 'Examen : si votre examen contient une Arme du crime, gagnez la faveur du Juge.' },
    flavour: {
      en: 'Someone cleaned the kitchen floor very thoroughly before calling for help.',
      fr: 'Quelqu\'un a très soigneusement nettoyé le sol de la cuisine avant d\'appeler à l\'aide.',
    },
    effects: { examine: [{ do: 'if', when: { is: 'examinationHas', whose: 'you', filter: { keyword: 'Murder Weapon' } }, then: [{ do: 'gainFavour' }] }] },
  },
  // Threatening Voicemail — Examine: your opponent discards 1 card at random.
  {
    id: 'c01-threatening-voicemail', type: 'Evidence', side: 'P', case: '01', value: 1,
    biases: ['emotional', 'corruption'], keywords: ['Document'],
    name: { en: 'Threatening Voicemail', fr: 'Message vocal menaçant' },
    text: { en: 'Examine: your opponent discards 1 card at random.', fr: 'Examen : votre adversaire défausse 1 carte au hasard.' },
    flavour: {
      en: 'Her voice, his phone, 6:15 p.m.: "You\'ll be sorry."',
      fr: 'Sa voix à elle, son téléphone à lui, 18 h 15 : « Tu vas le regretter. »',
    },
    effects: { examine: [{ do: 'discard', who: 'opponent', count: 1, how: 'random' }] },
  },
  // A Motive for Murder — Victory: lock 1 Emotional.
  {
    id: 'c01-a-motive-for-murder', type: 'Argument', side: 'P', case: '01', value: 2,
    biases: ['corruption', 'reputation'], keywords: [],
    name: { en: 'A Motive for Murder', fr: 'Un mobile pour tuer' },
    text: { en: 'Victory: lock 1 Emotional.', fr: 'Victoire : verrouillez 1 Émotionnel.' },
    flavour: {
      en: '"Money, humiliation and a way out. Which of these would you like to hear about first?"',
      fr: '« L\'argent, l\'humiliation et une porte de sortie. Par lequel voulez-vous que je commence ? »',
    },
    effects: { victory: [{ do: 'lock', bias: 'emotional', count: 1 }] },
  },
  // Inconsistent Statements — Examine: if the current Witness is Family, +2 Value.
  {
    id: 'c01-inconsistent-statements', type: 'Argument', side: 'P', case: '01', value: 2,
    biases: ['logical', 'reputation'], keywords: [],
    name: { en: 'Inconsistent Statements', fr: 'Déclarations contradictoires' },
    text: { en: 'Examine: if the current Witness is Family, +2 Value.', fr: 'Examen : si le Témoin actuel est de la Famille, +2 de Valeur.' },
    flavour: {
      en: '"To the police you said ten o\'clock. To your sister, midnight. Which is it?"',
      fr: '« À la police, vous avez dit dix heures. À votre sœur, minuit. Laquelle est la bonne ? »',
    },
    effects: { examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Family' }, then: [{ do: 'value', amount: 2 }] }] },
  },
  // Grand Jury Subpoena — Action: lock 1 Bureaucratic, draw 1 card.
  {
    id: 'c01-grand-jury-subpoena', type: 'Procedure', side: 'P', case: '01', value: 1,
    biases: ['bureaucratic', 'logical'], keywords: [],
    name: { en: 'Grand Jury Subpoena', fr: 'Citation devant le grand jury' },
    text: { en: 'Action: lock 1 Bureaucratic, draw 1 card.', fr: 'Action : verrouillez 1 Bureaucratique, piochez 1 carte.' },
    flavour: {
      en: 'Every bank, every phone company, every pharmacy in the county: by Friday.',
      fr: 'Chaque banque, chaque opérateur, chaque pharmacie du comté : pour vendredi.',
    },
    effects: { action: [{ do: 'lock', bias: 'bureaucratic', count: 1 }, { do: 'draw', from: 'deck', count: 1 }] },
  },
]);
