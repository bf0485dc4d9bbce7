import { defineCards, type StrategyData } from '../../language/index.js';

/**
 * The six Case 01 strategies. A Prosecution strategy (side P) names 5 key witnesses, a Defense strategy (side D)
 * names 4; the two lists never share a witness, so any pair places 9 (rulebook, Case 01 set-up 4b). `biases` are
 * the symbols that score 3 Influence each on that side's claimed witnesses in the closing statements: 3 for the
 * Prosecution, which needs a unanimous jury, 2 for the Defense (measured: design/case01.md).
 */
export const strategies = defineCards<StrategyData>([
  // Crime of Passion (Prosecution) — scores Emotional, Corruption and Reputation.
  {
    id: 'c01-crime-of-passion', type: 'Strategy', side: 'P', case: '01', keywords: [], icons: [],
    keyWitnesses: ['c01-agnes-fairmount', 'c01-carla-benning', 'c01-gus-pratt', 'c01-nora-fairmount', 'c01-lena-ortiz'],
    biases: ['emotional', 'corruption', 'reputation'],
    name: { en: 'Crime of Passion', fr: 'Crime passionnel' },
    text: {
      en: 'Key Witnesses: Agnes Fairmount, Carla Benning, Gus Pratt, Nora Fairmount, Detective Lena Ortiz. Closing statements: 3 Influence per Emotional, Corruption and Reputation symbol on your claimed Witnesses.',
      fr: 'Témoins clés : Agnes Fairmount, Carla Benning, Gus Pratt, Nora Fairmount, Inspectrice Lena Ortiz. Plaidoiries finales : 3 d\'Influence par symbole Émotionnel, Corruption et Réputation de vos Témoins revendiqués.',
    },
    flavour: {
      en: 'A jealous wife, a kitchen knife, a slammed door the whole street heard.',
      fr: 'Une épouse jalouse, un couteau de cuisine, une porte claquée que toute la rue a entendue.',
    },
  },
  // The Forensic Trail (Prosecution) — scores Evidential, Logical and Bureaucratic.
  {
    id: 'c01-the-forensic-trail', type: 'Strategy', side: 'P', case: '01', keywords: [], icons: [],
    keyWitnesses: ['c01-richard-sprint', 'c01-miriam-cole', 'c01-hugh-whitlock', 'c01-dale-hutchins', 'c01-lena-ortiz'],
    biases: ['evidential', 'logical', 'bureaucratic'],
    name: { en: 'The Forensic Trail', fr: 'La piste scientifique' },
    text: {
      en: 'Key Witnesses: Richard Sprint, Dr Miriam Cole, Prof. Hugh Whitlock, Officer Dale Hutchins, Detective Lena Ortiz. Closing statements: 3 Influence per Evidential, Logical and Bureaucratic symbol on your claimed Witnesses.',
      fr: 'Témoins clés : Richard Sprint, Dr Miriam Cole, Pr Hugh Whitlock, Agent Dale Hutchins, Inspectrice Lena Ortiz. Plaidoiries finales : 3 d\'Influence par symbole Probatoire, Logique et Bureaucratique de vos Témoins revendiqués.',
    },
    flavour: {
      en: 'Blood, steel and fingerprints: let the laboratory do the talking.',
      fr: 'Du sang, de l\'acier et des empreintes : laissons parler le laboratoire.',
    },
  },
  // Motive and Means (Prosecution) — scores Reputation, Bureaucratic and Corruption.
  {
    id: 'c01-motive-and-means', type: 'Strategy', side: 'P', case: '01', keywords: [], icons: [],
    keyWitnesses: ['c01-victor-lang', 'c01-thomas-reyes', 'c01-frank-doyle', 'c01-hugh-whitlock', 'c01-richard-sprint'],
    biases: ['reputation', 'bureaucratic', 'corruption'],
    name: { en: 'Motive and Means', fr: 'Le mobile et les moyens' },
    text: {
      en: 'Key Witnesses: Victor Lang, Thomas Reyes, Sergeant Frank Doyle, Prof. Hugh Whitlock, Richard Sprint. Closing statements: 3 Influence per Reputation, Bureaucratic and Corruption symbol on your claimed Witnesses.',
      fr: 'Témoins clés : Victor Lang, Thomas Reyes, Sergent Frank Doyle, Pr Hugh Whitlock, Richard Sprint. Plaidoiries finales : 3 d\'Influence par symbole Réputation, Bureaucratique et Corruption de vos Témoins revendiqués.',
    },
    flavour: {
      en: 'A failing marriage, a generous policy and a key to every door of the house.',
      fr: 'Un mariage qui sombre, une assurance généreuse et la clé de toutes les portes de la maison.',
    },
  },
  // Self-Defense (Defense) — scores Emotional and Evidential.
  {
    id: 'c01-self-defense', type: 'Strategy', side: 'D', case: '01', keywords: [], icons: [],
    keyWitnesses: ['c01-rosa-delgado', 'c01-emily-fairmount', 'c01-ingrid-vale', 'c01-samuel-achebe'],
    biases: ['emotional', 'evidential'],
    name: { en: 'Self-Defense', fr: 'Légitime défense' },
    text: {
      en: 'Key Witnesses: Rosa Delgado, Emily Fairmount, Dr Ingrid Vale, Dr Samuel Achebe. Closing statements: 3 Influence per Emotional and Evidential symbol on your claimed Witnesses.',
      fr: 'Témoins clés : Rosa Delgado, Emily Fairmount, Dr Ingrid Vale, Dr Samuel Achebe. Plaidoiries finales : 3 d\'Influence par symbole Émotionnel et Probatoire de vos Témoins revendiqués.',
    },
    flavour: {
      en: 'He kept a loaded gun in the dresser. She kept a diary of every bruise.',
      fr: 'Il gardait une arme chargée dans la commode. Elle tenait le journal de chaque bleu.',
    },
  },
  // The Other Suspect (Defense) — scores Corruption and Logical.
  {
    id: 'c01-the-other-suspect', type: 'Strategy', side: 'D', case: '01', keywords: [], icons: [],
    keyWitnesses: ['c01-dana-whitfield', 'c01-priya-nand', 'c01-oscar-finch', 'c01-leo-marsh'],
    biases: ['corruption', 'logical'],
    name: { en: 'The Other Suspect', fr: 'L\'autre suspect' },
    text: {
      en: 'Key Witnesses: Dana Whitfield, Officer Priya Nand, Oscar Finch, Leo Marsh. Closing statements: 3 Influence per Corruption and Logical symbol on your claimed Witnesses.',
      fr: 'Témoins clés : Dana Whitfield, Agente Priya Nand, Oscar Finch, Leo Marsh. Plaidoiries finales : 3 d\'Influence par symbole Corruption et Logique de vos Témoins revendiqués.',
    },
    flavour: {
      en: 'A forced latch, a second knife and a stranger\'s footprints in the flowerbed.',
      fr: 'Un loquet forcé, un second couteau et les pas d\'un inconnu dans le massif de fleurs.',
    },
  },
  // A Good Name (Defense) — scores Reputation and Bureaucratic.
  {
    id: 'c01-a-good-name', type: 'Strategy', side: 'D', case: '01', keywords: [], icons: [],
    keyWitnesses: ['c01-walter-hale', 'c01-michael-brennan', 'c01-rosa-delgado', 'c01-samuel-achebe'],
    biases: ['reputation', 'bureaucratic'],
    name: { en: 'A Good Name', fr: 'Une bonne réputation' },
    text: {
      en: 'Key Witnesses: Walter Hale, Father Michael Brennan, Rosa Delgado, Dr Samuel Achebe. Closing statements: 3 Influence per Reputation and Bureaucratic symbol on your claimed Witnesses.',
      fr: 'Témoins clés : Walter Hale, Père Michael Brennan, Rosa Delgado, Dr Samuel Achebe. Plaidoiries finales : 3 d\'Influence par symbole Réputation et Bureaucratique de vos Témoins revendiqués.',
    },
    flavour: {
      en: 'Twenty years of Sunday school, charity suppers and a clean record. Does she look like a killer?',
      fr: 'Vingt ans de catéchisme, de dîners de charité et un casier vierge. A-t-elle l\'air d\'une meurtrière ?',
    },
  },
]);
