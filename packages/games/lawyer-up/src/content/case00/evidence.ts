import { defineCards, type PlayCardData } from '../../language/index.js';

/** The other case cards without icon: the paper, the lab and the money. */
export const evidence = defineCards<PlayCardData>([
  // Lead White Analysis — Examine: if the current Witness is an Expert, +1 Value.
  {
    id: 'c00-lead-white-analysis', type: 'Evidence', side: 'P', case: '00', value: 3,
    biases: ['evidential', 'corruption'], keywords: ['Document'],
    name: { en: 'Lead White Analysis', fr: 'Analyse du blanc de plomb' },
    text: { en: 'Examine: if the current Witness is an Expert, +1 Value.', fr: 'Examen : si le Témoin actuel est un Expert, +1 de Valeur.' },
    flavour: {
      en: 'The lead in the white paint was mined in the twentieth century. The report runs to forty pages.',
      fr: 'Le plomb de ce blanc a été extrait au XXe siècle. Le rapport fait quarante pages.',
    },
    effects: {
      examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Expert' }, then: [{ do: 'value', amount: 1 }] }],
    },
  },
  // The Studio Oven — no effect
  {
    id: 'c00-the-studio-oven', type: 'Evidence', side: 'P', case: '00', value: 4,
    biases: ['corruption'], keywords: ['Material'],
    name: { en: 'The Studio Oven', fr: 'Le four de l\'atelier' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'Big enough for a canvas, hot enough to harden paint in two hours. Nobody bakes bread in it.',
      fr: 'Assez grand pour une toile, assez chaud pour durcir la peinture en deux heures. Personne n\'y cuit de pain.',
    },
  },
  // Bakelite Residue — Victory: sway 1 Evidential.
  {
    id: 'c00-bakelite-residue', type: 'Evidence', side: 'P', case: '00', value: 2,
    biases: ['evidential', 'bureaucratic'], keywords: ['Material'],
    name: { en: 'Bakelite Residue', fr: 'Résidus de bakélite' },
    text: { en: 'Victory: sway 1 Evidential.', fr: 'Victoire : influencez 1 Probatoire.' },
    flavour: {
      en: 'A plastic binder, found in a "seventeenth-century" glaze.',
      fr: 'Un liant plastique, retrouvé dans un glacis « du XVIIe siècle ».',
    },
    effects: {
      victory: [{ do: 'sway', bias: 'evidential', count: 1 }],
    },
  },
  // Bank Transfer — Victory: sway 1 Corruption.
  {
    id: 'c00-bank-transfer', type: 'Evidence', side: 'P', case: '00', value: 2,
    biases: ['corruption', 'bureaucratic'], keywords: ['Document'],
    name: { en: 'Bank Transfer', fr: 'Virement bancaire' },
    text: { en: 'Victory: sway 1 Corruption.', fr: 'Victoire : influencez 1 Corruption.' },
    flavour: {
      en: 'Two million guilders, routed through three countries in one afternoon.',
      fr: 'Deux millions de florins, passés par trois pays en un après-midi.',
    },
    effects: {
      victory: [{ do: 'sway', bias: 'corruption', count: 1 }],
    },
  },
  // Inventory of the Raid — Examine: if the current Witness is Police, +2 Value.
  {
    id: 'c00-raid-inventory', type: 'Evidence', side: 'P', case: '00', value: 2,
    biases: ['bureaucratic', 'logical'], keywords: ['Document'],
    name: { en: 'Inventory of the Raid', fr: 'Procès-verbal de perquisition' },
    text: { en: 'Examine: if the current Witness is Police, +2 Value.', fr: 'Examen : si le Témoin actuel est de la Police, +2 de Valeur.' },
    flavour: {
      en: 'Typed, stamped and signed at 3:40 a.m., with one word crossed out twice.',
      fr: 'Tapé, tamponné et signé à 3 h 40, avec un mot barré deux fois.',
    },
    effects: {
      examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Police' }, then: [{ do: 'value', amount: 2 }] }],
    },
  },
  // Security Footage — no effect
  {
    id: 'c00-security-footage', type: 'Evidence', side: 'P', case: '00', value: 3,
    biases: ['evidential', 'corruption'], keywords: ['Document'],
    name: { en: 'Security Footage', fr: 'Images de surveillance' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'Grainy, silent, and long enough to show a van backing up to the loading door.',
      fr: 'Floues, muettes, et assez longues pour montrer une camionnette reculer jusqu\'au quai.',
    },
  },
  // Spare Gallery Keys — Examine: take another action.
  {
    id: 'c00-spare-gallery-keys', type: 'Evidence', side: 'P', case: '00', value: 1,
    biases: ['corruption', 'reputation', 'emotional'], keywords: ['Material'],
    name: { en: 'Spare Gallery Keys', fr: 'Double des clés' },
    text: { en: 'Examine: take another action.', fr: 'Examen : faites une autre action.' },
    flavour: {
      en: 'Found in the assistant\'s coat. She says she was told to keep them.',
      fr: 'Trouvé dans le manteau de l\'assistante. Elle dit qu\'on lui a demandé de le garder.',
    },
    effects: {
      examine: [{ do: 'anotherAction' }],
    },
  },
  // Provenance Papers — Victory: draw 1 card.
  {
    id: 'c00-provenance-papers', type: 'Evidence', side: 'D', case: '00', value: 3,
    biases: ['bureaucratic', 'reputation'], keywords: ['Document'],
    name: { en: 'Provenance Papers', fr: 'Certificats de provenance' },
    text: { en: 'Victory: draw 1 card.', fr: 'Victoire : piochez 1 carte.' },
    flavour: {
      en: 'Owners listed back to 1702, each with a seal. The defense invites the court to check them all.',
      fr: 'Des propriétaires répertoriés jusqu\'en 1702, chacun avec son sceau. La défense invite la cour à tout vérifier.',
    },
    effects: {
      victory: [{ do: 'draw', from: 'deck', count: 1 }],
    },
  },
  // The Baron's Letter — Examine: if the current Witness is a Collector, +2 Value.
  {
    id: 'c00-the-barons-letter', type: 'Evidence', side: 'D', case: '00', value: 2,
    biases: ['reputation', 'emotional'], keywords: ['Document'],
    name: { en: 'The Baron\'s Letter', fr: 'La lettre du baron' },
    text: { en: 'Examine: if the current Witness is a Collector, +2 Value.', fr: 'Examen : si le Témoin actuel est un Collectionneur, +2 de Valeur.' },
    flavour: {
      en: '"I have never been happier with a purchase." Dated a month before the complaint.',
      fr: '« Je n\'ai jamais été aussi satisfait d\'un achat. » Datée d\'un mois avant la plainte.',
    },
    effects: {
      examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Collector' }, then: [{ do: 'value', amount: 2 }] }],
    },
  },
  // Family Photograph — Examine: if the current Witness is Family, gain the Judge's favour.
  {
    id: 'c00-family-photograph', type: 'Evidence', side: 'D', case: '00', value: 1,
    biases: ['emotional', 'reputation'], keywords: ['Document'],
    name: { en: 'Family Photograph', fr: 'Photo de famille' },
    text: { en: 'Examine: if the current Witness is Family, gain the Judge\'s favour.', fr: 'Examen : si le Témoin actuel est de la Famille, gagnez la faveur du Juge.' },
    flavour: {
      en: 'The defendant at nine, holding a brush twice his size, beside his grandfather\'s easel.',
      fr: 'L\'accusé à neuf ans, un pinceau deux fois plus grand que lui, près du chevalet de son grand-père.',
    },
    effects: {
      examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Family' }, then: [{ do: 'gainFavour' }] }],
    },
  },
  // Train Ticket — Defeat: refresh 1 Objection.
  {
    id: 'c00-train-ticket', type: 'Evidence', side: 'D', case: '00', value: 2,
    biases: ['logical', 'evidential'], keywords: ['Document'],
    name: { en: 'Train Ticket', fr: 'Billet de train' },
    text: { en: 'Defeat: refresh 1 Objection.', fr: 'Défaite : rafraîchissez 1 Objection.' },
    flavour: {
      en: 'Amsterdam to Paris, punched the night the canvas was supposedly painted.',
      fr: 'Amsterdam–Paris, poinçonné la nuit où la toile aurait été peinte.',
    },
    effects: {
      defeat: [{ do: 'refresh', token: 'objection', count: 1 }],
    },
  },
  // Hand-Forged Nails — no effect
  {
    id: 'c00-hand-forged-nails', type: 'Evidence', side: 'D', case: '00', value: 2,
    biases: ['evidential', 'reputation'], keywords: ['Material'],
    name: { en: 'Hand-Forged Nails', fr: 'Clous forgés à la main' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'Square heads, uneven shanks, rust to the core. Nobody makes nails like these any more.',
      fr: 'Têtes carrées, tiges irrégulières, rouillés à cœur. Plus personne ne fait de clous pareils.',
    },
  },
  // Press Clippings — Victory: sway 1 Reputation.
  {
    id: 'c00-press-clippings', type: 'Evidence', side: 'N', case: '00', value: 2,
    biases: ['reputation', 'emotional'], keywords: ['Document'],
    name: { en: 'Press Clippings', fr: 'Coupures de presse' },
    text: { en: 'Victory: sway 1 Reputation.', fr: 'Victoire : influencez 1 Réputation.' },
    flavour: {
      en: '"Lost Vermeer Found!" on Monday; "Lost Vermeer Fake?" on Friday.',
      fr: '« Un Vermeer perdu retrouvé ! » le lundi ; « Un faux Vermeer ? » le vendredi.',
    },
    effects: {
      victory: [{ do: 'sway', bias: 'reputation', count: 1 }],
    },
  },
  // Insurance Claim — Defeat: draw 1 card.
  {
    id: 'c00-insurance-claim', type: 'Evidence', side: 'N', case: '00', value: 3,
    biases: ['bureaucratic', 'corruption'], keywords: ['Document'],
    name: { en: 'Insurance Claim', fr: 'Déclaration de sinistre' },
    text: { en: 'Defeat: draw 1 card.', fr: 'Défaite : piochez 1 carte.' },
    flavour: {
      en: 'Filed for the full value of a painting its owner now says was never real.',
      fr: 'Déposée pour la pleine valeur d\'un tableau que son propriétaire dit aujourd\'hui faux.',
    },
    effects: {
      defeat: [{ do: 'draw', from: 'deck', count: 1 }],
    },
  },
  // Varnish Sample — Examine: take another action.
  {
    id: 'c00-varnish-sample', type: 'Evidence', side: 'N', case: '00', value: 1,
    biases: ['evidential', 'emotional'], keywords: ['Material'],
    name: { en: 'Varnish Sample', fr: 'Échantillon de vernis' },
    text: { en: 'Examine: take another action.', fr: 'Examen : faites une autre action.' },
    flavour: {
      en: 'A flake the size of a fingernail, in a glass tube labelled in two hands.',
      fr: 'Un éclat de la taille d\'un ongle, dans un tube de verre étiqueté de deux écritures.',
    },
    effects: {
      examine: [{ do: 'anotherAction' }],
    },
  },
  // Shipping Label — no effect
  {
    id: 'c00-shipping-label', type: 'Evidence', side: 'N', case: '00', value: 2,
    biases: ['logical', 'corruption'], keywords: ['Document'],
    name: { en: 'Shipping Label', fr: 'Étiquette d\'expédition' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: '"Household goods, no commercial value." Sent to a buyer in Geneva.',
      fr: '« Effets personnels, sans valeur commerciale. » Expédié à un acheteur de Genève.',
    },
  },
  // Pigment Sample — no effect
  {
    id: 'c00-pigment-sample', type: 'Evidence', side: 'N', case: '00', value: 2,
    biases: ['evidential', 'reputation'], keywords: ['Material'],
    name: { en: 'Pigment Sample', fr: 'Échantillon de pigment' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'Ultramarine ground from lapis lazuli: expensive then, and expensive now.',
      fr: 'Outremer broyé à partir de lapis-lazuli : hors de prix à l\'époque, hors de prix aujourd\'hui.',
    },
  },
  // Restoration Invoice — no effect
  {
    id: 'c00-restoration-invoice', type: 'Evidence', side: 'D', case: '00', value: 2,
    biases: ['bureaucratic', 'logical'], keywords: ['Document'],
    name: { en: 'Restoration Invoice', fr: 'Facture de restauration' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'Cleaning, relining, retouching of losses: an honest bill for honest work.',
      fr: 'Nettoyage, rentoilage, retouche des lacunes : une facture honnête pour un travail honnête.',
    },
  },
  // Loyal Employees — Examine: if the current Witness is Staff, +2 Value.
  {
    id: 'c00-loyal-employees', type: 'Argument', side: 'D', case: '00', value: 2,
    biases: ['reputation', 'corruption'], keywords: [],
    name: { en: 'Loyal Employees', fr: 'Des employés fidèles' },
    text: { en: 'Examine: if the current Witness is Staff, +2 Value.', fr: 'Examen : si le Témoin actuel fait partie du Personnel, +2 de Valeur.' },
    flavour: {
      en: 'Every framer, porter and clerk who ever worked for him signed the same letter.',
      fr: 'Chaque encadreur, porteur et commis qui a travaillé pour lui a signé la même lettre.',
    },
    effects: {
      examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Staff' }, then: [{ do: 'value', amount: 2 }] }],
    },
  },
  // Anonymous Tip — Examine: your opponent discards 1 card at random.
  {
    id: 'c00-anonymous-tip', type: 'Evidence', side: 'P', case: '00', value: 1,
    biases: ['corruption', 'emotional'], keywords: ['Document'],
    name: { en: 'Anonymous Tip', fr: 'Dénonciation anonyme' },
    text: { en: 'Examine: your opponent discards 1 card at random.', fr: 'Examen : votre adversaire défausse 1 carte au hasard.' },
    flavour: {
      en: 'Block capitals, no signature, and the address of a rented studio.',
      fr: 'Lettres capitales, pas de signature, et l\'adresse d\'un atelier loué.',
    },
    effects: {
      examine: [{ do: 'discard', who: 'opponent', count: 1, how: 'random' }],
    },
  },
  // Sales Ledger — no effect
  {
    id: 'c00-sales-ledger', type: 'Evidence', side: 'N', case: '00', value: 2,
    biases: ['logical', 'corruption'], keywords: ['Document'],
    name: { en: 'Sales Ledger', fr: 'Registre des ventes' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'Neat columns for thirty years, then a page torn out in 1943.',
      fr: 'Des colonnes soignées pendant trente ans, puis une page arrachée en 1943.',
    },
  },
]);
