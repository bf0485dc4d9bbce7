import { defineCards, type PlayCardData } from '../../language/index.js';

/** The neutral case cards (gray): facts of the night either side can build on. */
export const neutralEvidence = defineCards<PlayCardData>([
  // Two Wine Glasses — no effect
  {
    id: 'c01-two-wine-glasses', type: 'Evidence', side: 'N', case: '01', value: 2,
    biases: ['emotional', 'reputation'], keywords: ['Material'],
    name: { en: 'Two Wine Glasses', fr: 'Deux verres de vin' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'One with her lipstick, one with nobody\'s prints at all.',
      fr: 'L\'un avec son rouge à lèvres, l\'autre sans la moindre empreinte.',
    },
  },
  // Coroner's Report — Examine: draw 1 card.
  {
    id: 'c01-coroners-report', type: 'Evidence', side: 'N', case: '01', value: 2,
    biases: ['evidential', 'bureaucratic'], keywords: ['Document'],
    name: { en: 'Coroner\'s Report', fr: 'Rapport du coroner' },
    text: { en: 'Examine: draw 1 card.', fr: 'Examen : piochez 1 carte.' },
    flavour: {
      en: 'Time of death between 11:15 and midnight. Both sides underline a different end of it.',
      fr: 'Heure du décès entre 23 h 15 et minuit. Chaque camp souligne un bout différent.',
    },
    effects: { examine: [{ do: 'draw', from: 'deck', count: 1 }] },
  },
  // Phone Records — no effect
  {
    id: 'c01-phone-records', type: 'Evidence', side: 'N', case: '01', value: 2,
    biases: ['logical', 'corruption'], keywords: ['Document'],
    name: { en: 'Phone Records', fr: 'Relevés téléphoniques' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'Seventeen calls between Jerrod and a number registered to a closed car wash.',
      fr: 'Dix-sept appels entre Jerrod et un numéro enregistré au nom d\'une station de lavage fermée.',
    },
  },
  // Floor Plan of the House — Examine: take another action.
  {
    id: 'c01-floor-plan-of-the-house', type: 'Evidence', side: 'N', case: '01', value: 1,
    biases: ['logical', 'bureaucratic'], keywords: ['Document'],
    name: { en: 'Floor Plan of the House', fr: 'Plan de la maison' },
    text: { en: 'Examine: take another action.', fr: 'Examen : faites une autre action.' },
    flavour: {
      en: 'Kitchen, study, back door, stairs: forty steps from one end of the story to the other.',
      fr: 'Cuisine, bureau, porte de derrière, escalier : quarante pas d\'un bout à l\'autre de l\'histoire.',
    },
    effects: { examine: [{ do: 'anotherAction' }] },
  },
  // Jerrod's Will — Victory: draw 1 card.
  {
    id: 'c01-jerrods-will', type: 'Evidence', side: 'N', case: '01', value: 3,
    biases: ['reputation', 'bureaucratic'], keywords: ['Document'],
    name: { en: 'Jerrod\'s Will', fr: 'Le testament de Jerrod' },
    text: { en: 'Victory: draw 1 card.', fr: 'Victoire : piochez 1 carte.' },
    flavour: {
      en: 'Revised in May. The lawyer who drew it up has not been seen since June.',
      fr: 'Révisé en mai. Le notaire qui l\'a rédigé n\'a plus été vu depuis juin.',
    },
    effects: { victory: [{ do: 'draw', from: 'deck', count: 1 }] },
  },
  // Tyre Tracks — no effect
  {
    id: 'c01-tyre-tracks', type: 'Evidence', side: 'N', case: '01', value: 2,
    biases: ['evidential', 'logical'], keywords: ['Material'],
    name: { en: 'Tyre Tracks', fr: 'Traces de pneus' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'A heavy car, parked on the verge with its engine running, sometime after the rain stopped.',
      fr: 'Une voiture lourde, garée sur le bas-côté moteur allumé, peu après la fin de la pluie.',
    },
  },
  // The Stopped Clock — Examine: if the current Witness is an Expert, +1 Value.
  {
    id: 'c01-the-stopped-clock', type: 'Evidence', side: 'N', case: '01', value: 2,
    biases: ['logical', 'emotional'], keywords: ['Material'],
    name: { en: 'The Stopped Clock', fr: 'La pendule arrêtée' },
    text: { en: 'Examine: if the current Witness is an Expert, +1 Value.', fr: 'Examen : si le Témoin actuel est un Expert, +1 de Valeur.' },
    flavour: {
      en: 'Knocked from the mantelpiece in the struggle: 11:47. Or set to 11:47 afterwards.',
      fr: 'Tombée de la cheminée pendant la lutte : 23 h 47. Ou réglée sur 23 h 47 après coup.',
    },
    effects: { examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Expert' }, then: [{ do: 'value', amount: 1 }] }] },
  },
  // Newspaper Headlines — Victory: sway 1 Reputation.
  {
    id: 'c01-newspaper-headlines', type: 'Evidence', side: 'N', case: '01', value: 2,
    biases: ['reputation', 'emotional'], keywords: ['Document'],
    name: { en: 'Newspaper Headlines', fr: 'Gros titres' },
    text: { en: 'Victory: sway 1 Reputation.', fr: 'Victoire : influencez 1 Réputation.' },
    flavour: {
      en: '"THE FAIRMOUNT TRAGEDY" on every front page for a month. The jury swears it read none of them.',
      fr: '« LE DRAME DES FAIRMOUNT » à la une de tous les journaux pendant un mois. Le jury jure n\'en avoir lu aucun.',
    },
    effects: { victory: [{ do: 'sway', bias: 'reputation', count: 1 }] },
  },
  // The Locked Study — Defeat: draw 1 card.
  {
    id: 'c01-the-locked-study', type: 'Evidence', side: 'N', case: '01', value: 2,
    biases: ['corruption', 'bureaucratic'], keywords: ['Material'],
    name: { en: 'The Locked Study', fr: 'Le bureau fermé à clé' },
    text: { en: 'Defeat: draw 1 card.', fr: 'Défaite : piochez 1 carte.' },
    flavour: {
      en: 'Locked from the inside, the safe open and empty. Nobody admits to having the key.',
      fr: 'Fermé de l\'intérieur, le coffre ouvert et vide. Personne n\'avoue avoir la clé.',
    },
    effects: { defeat: [{ do: 'draw', from: 'deck', count: 1 }] },
  },
  // Housekeeping Schedule — Examine: if the current Witness is Staff, +2 Value.
  {
    id: 'c01-housekeeping-schedule', type: 'Evidence', side: 'N', case: '01', value: 1,
    biases: ['bureaucratic', 'reputation'], keywords: ['Document'],
    name: { en: 'Housekeeping Schedule', fr: 'Planning de la maison' },
    text: { en: 'Examine: if the current Witness is Staff, +2 Value.', fr: 'Examen : si le Témoin actuel fait partie du Personnel, +2 de Valeur.' },
    flavour: {
      en: 'Thursday: silver, linens, knives to the sharpener. The knives were never collected.',
      fr: 'Jeudi : argenterie, linge, couteaux chez le rémouleur. Les couteaux n\'ont jamais été récupérés.',
    },
    effects: { examine: [{ do: 'if', when: { is: 'witnessKeyword', keyword: 'Staff' }, then: [{ do: 'value', amount: 2 }] }] },
  },
  // Gatehouse Log — no effect
  {
    id: 'c01-gatehouse-log', type: 'Evidence', side: 'N', case: '01', value: 2,
    biases: ['bureaucratic', 'evidential'], keywords: ['Document'],
    name: { en: 'Gatehouse Log', fr: 'Registre du portail' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'Every car in and out of the estate, in pencil. The page for that night is in ink.',
      fr: 'Chaque voiture entrée ou sortie du domaine, au crayon. La page de cette nuit-là est à l\'encre.',
    },
  },
  // Shattered Vase — Examine: take another action.
  {
    id: 'c01-shattered-vase', type: 'Evidence', side: 'N', case: '01', value: 1,
    biases: ['emotional', 'evidential'], keywords: ['Material'],
    name: { en: 'Shattered Vase', fr: 'Vase brisé' },
    text: { en: 'Examine: take another action.', fr: 'Examen : faites une autre action.' },
    flavour: {
      en: 'Thrown, not dropped: the pieces fan out from the far wall.',
      fr: 'Lancé, pas tombé : les éclats partent en éventail depuis le mur du fond.',
    },
    effects: { examine: [{ do: 'anotherAction' }] },
  },
  // Blood Type Analysis — no effect
  {
    id: 'c01-blood-type-analysis', type: 'Evidence', side: 'N', case: '01', value: 3,
    biases: ['evidential', 'reputation'], keywords: ['Document'],
    name: { en: 'Blood Type Analysis', fr: 'Analyse des groupes sanguins' },
    text: { en: 'No effect.', fr: 'Sans effet.' },
    flavour: {
      en: 'Two types on the kitchen tiles: Jerrod\'s, and one that belongs to nobody in the house.',
      fr: 'Deux groupes sur le carrelage de la cuisine : celui de Jerrod, et un autre qui n\'appartient à personne de la maison.',
    },
  },
  // Dinner Party Guest List — Victory: sway 1 Corruption.
  {
    id: 'c01-dinner-party-guest-list', type: 'Evidence', side: 'N', case: '01', value: 2,
    biases: ['reputation', 'corruption'], keywords: ['Document'],
    name: { en: 'Dinner Party Guest List', fr: 'Liste des invités du dîner' },
    text: { en: 'Victory: sway 1 Corruption.', fr: 'Victoire : influencez 1 Corruption.' },
    flavour: {
      en: 'Eight guests, eight place cards, and at ten o\'clock a ninth chair pulled up to the table.',
      fr: 'Huit invités, huit marque-places, et à dix heures une neuvième chaise approchée de la table.',
    },
    effects: { victory: [{ do: 'sway', bias: 'corruption', count: 1 }] },
  },
  // Rain-Soaked Coat — Examine: if your examination holds a Murder Weapon, +1 Value.
  {
    id: 'c01-rain-soaked-coat', type: 'Evidence', side: 'N', case: '01', value: 2,
    biases: ['corruption', 'logical'], keywords: ['Material'],
    name: { en: 'Rain-Soaked Coat', fr: 'Manteau trempé de pluie' },
    text: { en: 'Examine: if your examination holds a Murder Weapon, +1 Value.', fr: 'Examen : si votre examen contient une Arme du crime, +1 de Valeur.' },
    flavour: {
      en: 'A pale coat on the hall peg, still wet at one in the morning. It rained until eleven.',
      fr: 'Un manteau clair à la patère de l\'entrée, encore mouillé à une heure du matin. Il a plu jusqu\'à onze heures.',
    },
    effects: { examine: [{ do: 'if', when: { is: 'examinationHas', whose: 'you', filter: { keyword: 'Murder Weapon' } }, then: [{ do: 'value', amount: 1 }] }] },
  },
]);
