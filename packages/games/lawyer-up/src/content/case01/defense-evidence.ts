import { defineCards, type PlayCardData } from '../../language/index.js';

/** The Defense's case cards (blue): a violent husband, a stranger at the house, a woman of good character. Unlock is theirs alone. */
export const defenseEvidence = defineCards<PlayCardData>([
  // Jerrod's Gun — Examine: if the current Witness is an Expert, your opponent discards 1 card. Victory: sway 1 Evidential.
  {
    id: 'c01-jerrods-gun', type: 'Evidence', side: 'D', case: '01', value: 3,
    biases: ['evidential', 'emotional'], keywords: ['Material'],
    name: { en: 'Jerrod\'s Gun', fr: 'Le revolver de Jerrod' },
    text: {
      en: 'Examine: if the current Witness is an Expert, your opponent discards 1 card. Victory: sway 1 Evidential.',
      fr: 'Examen : si le Témoin actuel est un Expert, votre adversaire défausse 1 carte. Victoire : influencez 1 Probatoire.',
    },
    flavour: {
      en: 'Found hidden in the dresser of the victim was an unlicensed .44 Magnum with the serial number filed. Signs show that it had been recently fired.',
      fr: 'Caché dans la commode de la victime : un .44 Magnum sans permis, au numéro de série limé. Tout indique qu\'il avait servi récemment.',
    },
    effects: {
      examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Expert' }, then: [{ do: 'discard', who: 'opponent', count: 1, how: 'chosen' }] }],
      victory: [{ do: 'sway', bias: 'evidential', count: 1 }],
    },
  },
  // Hospital Records — Victory: unlock 1 Emotional.
  {
    id: 'c01-hospital-records', type: 'Evidence', side: 'D', case: '01', value: 3,
    biases: ['emotional', 'evidential'], keywords: ['Document'],
    name: { en: 'Hospital Records', fr: 'Dossier médical' },
    text: { en: 'Victory: unlock 1 Emotional.', fr: 'Victoire : déverrouillez 1 Émotionnel.' },
    flavour: {
      en: 'A broken wrist, two cracked ribs, a "fall down the stairs". Three visits in two years.',
      fr: 'Un poignet cassé, deux côtes fêlées, une « chute dans l\'escalier ». Trois visites en deux ans.',
    },
    effects: { victory: [{ do: 'unlock', bias: 'emotional', count: 1 }] },
  },
  // Unfiled Restraining Order — Victory: unlock 1 Bureaucratic.
  {
    id: 'c01-unfiled-restraining-order', type: 'Evidence', side: 'D', case: '01', value: 2,
    biases: ['bureaucratic', 'emotional'], keywords: ['Document'],
    name: { en: 'Unfiled Restraining Order', fr: 'Ordonnance de protection jamais déposée' },
    text: { en: 'Victory: unlock 1 Bureaucratic.', fr: 'Victoire : déverrouillez 1 Bureaucratique.' },
    flavour: {
      en: 'Filled in, signed, dated. Found in her glovebox, never taken to the courthouse.',
      fr: 'Remplie, signée, datée. Retrouvée dans sa boîte à gants, jamais portée au tribunal.',
    },
    effects: { victory: [{ do: 'unlock', bias: 'bureaucratic', count: 1 }] },
  },
  // Taxi Receipt — Victory: unlock 1 Logical.
  {
    id: 'c01-taxi-receipt', type: 'Evidence', side: 'D', case: '01', value: 2,
    biases: ['logical', 'bureaucratic'], keywords: ['Document'],
    name: { en: 'Taxi Receipt', fr: 'Reçu de taxi' },
    text: { en: 'Victory: unlock 1 Logical.', fr: 'Victoire : déverrouillez 1 Logique.' },
    flavour: {
      en: 'Pick-up at the Fairmount gate, 11:38 p.m. Jessica does not drive at night, and never takes taxis.',
      fr: 'Prise en charge au portail des Fairmount, 23 h 38. Jessica ne conduit pas la nuit et ne prend jamais le taxi.',
    },
    effects: { victory: [{ do: 'unlock', bias: 'logical', count: 1 }] },
  },
  // Letters from the Parish — Victory: unlock 1 Reputation.
  {
    id: 'c01-letters-from-the-parish', type: 'Evidence', side: 'D', case: '01', value: 2,
    biases: ['reputation', 'emotional'], keywords: ['Document'],
    name: { en: 'Letters from the Parish', fr: 'Lettres de la paroisse' },
    text: { en: 'Victory: unlock 1 Reputation.', fr: 'Victoire : déverrouillez 1 Réputation.' },
    flavour: {
      en: 'Forty-one letters, from the choir, the food bank and the hospice. Not one asks for mercy: they ask for sense.',
      fr: 'Quarante et une lettres, de la chorale, de la banque alimentaire et de l\'hospice. Aucune ne demande la clémence : elles demandent du bon sens.',
    },
    effects: { victory: [{ do: 'unlock', bias: 'reputation', count: 1 }] },
  },
  // Jerrod's Gambling Debts — Victory: unlock 1 Corruption.
  {
    id: 'c01-jerrods-gambling-debts', type: 'Evidence', side: 'D', case: '01', value: 3,
    biases: ['corruption', 'logical'], keywords: ['Document'],
    name: { en: 'Jerrod\'s Gambling Debts', fr: 'Les dettes de jeu de Jerrod' },
    text: { en: 'Victory: unlock 1 Corruption.', fr: 'Victoire : déverrouillez 1 Corruption.' },
    flavour: {
      en: 'Markers from three card rooms, the largest payable "in person, by the first of the month".',
      fr: 'Des reconnaissances de dette de trois cercles de jeu, la plus grosse payable « en personne, le premier du mois ».',
    },
    effects: { victory: [{ do: 'unlock', bias: 'corruption', count: 1 }] },
  },
  // Unidentified Footprints — Victory: unlock 1 Evidential.
  {
    id: 'c01-unidentified-footprints', type: 'Evidence', side: 'D', case: '01', value: 2,
    biases: ['evidential', 'logical'], keywords: ['Material'],
    name: { en: 'Unidentified Footprints', fr: 'Empreintes de pas inconnues' },
    text: { en: 'Victory: unlock 1 Evidential.', fr: 'Victoire : déverrouillez 1 Probatoire.' },
    flavour: {
      en: 'Size eleven work boots, from the flowerbed to the back door and back again.',
      fr: 'Des chaussures de chantier pointure 45, du massif à la porte de derrière, aller et retour.',
    },
    effects: { victory: [{ do: 'unlock', bias: 'evidential', count: 1 }] },
  },
  // Forced Window Latch — Examine: if the current Witness is Police, +2 Value.
  {
    id: 'c01-forced-window-latch', type: 'Evidence', side: 'D', case: '01', value: 2,
    biases: ['evidential', 'corruption'], keywords: ['Material'],
    name: { en: 'Forced Window Latch', fr: 'Loquet forcé' },
    text: { en: 'Examine: if the current Witness is Police, +2 Value.', fr: 'Examen : si le Témoin actuel est de la Police, +2 de Valeur.' },
    flavour: {
      en: 'Pried from the outside with a flat blade. The police photographed it and wrote "pre-existing".',
      fr: 'Forcé de l\'extérieur avec une lame plate. La police l\'a photographié et a noté « antérieur ».',
    },
    effects: { examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Police' }, then: [{ do: 'value', amount: 2 }] }] },
  },
  // The Wedding Album — Examine: if the current Witness is Family, gain the Judge's favour.
  {
    id: 'c01-the-wedding-album', type: 'Evidence', side: 'D', case: '01', value: 1,
    biases: ['emotional', 'reputation'], keywords: ['Material'],
    name: { en: 'The Wedding Album', fr: 'L\'album de mariage' },
    text: { en: 'Examine: if the current Witness is Family, gain the Judge\'s favour.', fr: 'Examen : si le Témoin actuel est de la Famille, gagnez la faveur du Juge.' },
    flavour: {
      en: 'Eleven years ago, on the church steps. Everyone in the photograph is in this courtroom.',
      fr: 'Il y a onze ans, sur les marches de l\'église. Tous ceux de la photo sont dans cette salle.',
    },
    effects: { examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Family' }, then: [{ do: 'gainFavour' }] }] },
  },
  // Defensive Wound Photographs — Examine: if the current Witness is an Expert, +1 Value.
  {
    id: 'c01-defensive-wound-photographs', type: 'Evidence', side: 'D', case: '01', value: 3,
    biases: ['emotional', 'evidential'], keywords: ['Document'],
    name: { en: 'Defensive Wound Photographs', fr: 'Photos des blessures de défense' },
    text: { en: 'Examine: if the current Witness is an Expert, +1 Value.', fr: 'Examen : si le Témoin actuel est un Expert, +1 de Valeur.' },
    flavour: {
      en: 'Taken at the station the next morning: her forearms, bruised black, raised to shield her face.',
      fr: 'Prises au commissariat le lendemain matin : ses avant-bras, couverts de bleus, levés pour protéger son visage.',
    },
    effects: { examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Expert' }, then: [{ do: 'value', amount: 1 }] }] },
  },
  // The Missing House Key — Examine: take another action.
  {
    id: 'c01-the-missing-house-key', type: 'Evidence', side: 'D', case: '01', value: 1,
    biases: ['logical', 'corruption'], keywords: ['Material'],
    name: { en: 'The Missing House Key', fr: 'La clé disparue' },
    text: { en: 'Examine: take another action.', fr: 'Examen : faites une autre action.' },
    flavour: {
      en: 'Four keys were cut for the back door. Only three have been found.',
      fr: 'Quatre clés ont été taillées pour la porte de derrière. On n\'en a retrouvé que trois.',
    },
    effects: { examine: [{ do: 'anotherAction' }] },
  },
  // Anonymous Letter — Defeat: refresh 1 Objection.
  {
    id: 'c01-anonymous-letter', type: 'Evidence', side: 'D', case: '01', value: 2,
    biases: ['corruption', 'reputation'], keywords: ['Document'],
    name: { en: 'Anonymous Letter', fr: 'Lettre anonyme' },
    text: { en: 'Defeat: refresh 1 Objection.', fr: 'Défaite : rafraîchissez 1 Objection.' },
    flavour: {
      en: '"Ask Victor Lang where he was." Posted the day after the funeral.',
      fr: '« Demandez à Victor Lang où il était. » Postée le lendemain des obsèques.',
    },
    effects: { defeat: [{ do: 'refresh', token: 'objection', count: 1 }] },
  },
  // Pawn Shop Ticket — Victory: draw 1 card.
  {
    id: 'c01-pawn-shop-ticket', type: 'Evidence', side: 'D', case: '01', value: 2,
    biases: ['corruption', 'bureaucratic'], keywords: ['Document'],
    name: { en: 'Pawn Shop Ticket', fr: 'Reçu du mont-de-piété' },
    text: { en: 'Victory: draw 1 card.', fr: 'Victoire : piochez 1 carte.' },
    flavour: {
      en: 'Jerrod pawned his father\'s watch a week before he died. Who needed the money that badly?',
      fr: 'Jerrod a mis en gage la montre de son père une semaine avant sa mort. Qui avait à ce point besoin d\'argent ?',
    },
    effects: { victory: [{ do: 'draw', from: 'deck', count: 1 }] },
  },
  // A History of Abuse — Examine: if the current Witness is Family, +2 Value.
  {
    id: 'c01-a-history-of-abuse', type: 'Argument', side: 'D', case: '01', value: 2,
    biases: ['emotional', 'reputation'], keywords: [],
    name: { en: 'A History of Abuse', fr: 'Des années de violence' },
    text: { en: 'Examine: if the current Witness is Family, +2 Value.', fr: 'Examen : si le Témoin actuel est de la Famille, +2 de Valeur.' },
    flavour: {
      en: '"Everyone in that family knew. Not one of them called anyone."',
      fr: '« Toute la famille savait. Personne n\'a jamais appelé qui que ce soit. »',
    },
    effects: { examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Family' }, then: [{ do: 'value', amount: 2 }] }] },
  },
  // She Feared for Her Life — Examine: if your examination holds Jerrod's Gun, +2 Value.
  {
    id: 'c01-she-feared-for-her-life', type: 'Argument', side: 'D', case: '01', value: 3,
    biases: ['emotional', 'logical'], keywords: [],
    name: { en: 'She Feared for Her Life', fr: 'Elle craignait pour sa vie' },
    text: { en: 'Examine: if your examination holds Jerrod\'s Gun, +2 Value.', fr: 'Examen : si votre examen contient Le revolver de Jerrod, +2 de Valeur.' },
    flavour: {
      en: '"A loaded gun in the bedroom and a man who had used it before. What would you have done?"',
      fr: '« Une arme chargée dans la chambre et un homme qui s\'en était déjà servi. Qu\'auriez-vous fait ? »',
    },
    effects: { examine: [{ do: 'if', when: { is: 'examinationHas', whose: 'you', filter: { id: 'c01-jerrods-gun' } }, then: [{ do: 'value', amount: 2 }] }] },
  },
  // Independent Autopsy — Action: unlock 1 Evidential, draw 1 card.
  {
    id: 'c01-independent-autopsy', type: 'Procedure', side: 'D', case: '01', value: 1,
    biases: ['evidential', 'logical'], keywords: [],
    name: { en: 'Independent Autopsy', fr: 'Contre-autopsie' },
    text: { en: 'Action: unlock 1 Evidential, draw 1 card.', fr: 'Action : déverrouillez 1 Probatoire, piochez 1 carte.' },
    flavour: {
      en: 'Granted on appeal, performed in a borrowed morgue, and worth every cent.',
      fr: 'Accordée en appel, pratiquée dans une morgue d\'emprunt, et qui valait chaque centime.',
    },
    effects: { action: [{ do: 'unlock', bias: 'evidential', count: 1 }, { do: 'draw', from: 'deck', count: 1 }] },
  },
]);
