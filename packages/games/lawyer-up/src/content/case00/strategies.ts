import { defineCards, type StrategyData } from '../../language/index.js';

/** The three Case 00 strategies: 6 key witnesses each and the icon sets whose cards stay in the case deck. */
export const strategies = defineCards<StrategyData>([
  // Opening Statements (recommended for a first game)
  {
    id: 'c00-opening-statements', type: 'Strategy', side: 'N', case: '00', keywords: [],
    keyWitnesses: ['c00-helena-vos', 'c00-joost-dekker', 'c00-annelies-brandt', 'c00-baron-hulst', 'c00-lotte-kramer', 'c00-arend-wolters'],
    icons: ['pencil'],
    name: { en: 'Opening Statements', fr: 'Déclarations liminaires' },
    text: {
      en: 'Key Witnesses: Dr Helena Vos, Inspector Joost Dekker, Annelies Brandt, Baron Frederik Hulst, Lotte Kramer, Prof. Arend Wolters. Keep the pencil cards.',
      fr: 'Témoins clés : Dr Helena Vos, Inspecteur Joost Dekker, Annelies Brandt, Baron Frederik Hulst, Lotte Kramer, Pr Arend Wolters. Gardez les cartes crayon.',
    },
    flavour: {
      en: 'Recommended for a first trial. The restorer, the police and the family: the case as the newspapers told it.',
      fr: 'Conseillée pour un premier procès. La restauratrice, la police et la famille : l\'affaire telle que les journaux l\'ont racontée.',
    },
  },
  // Follow the Money
  {
    id: 'c00-follow-the-money', type: 'Strategy', side: 'N', case: '00', keywords: [],
    keyWitnesses: ['c00-helena-vos', 'c00-joost-dekker', 'c00-annelies-brandt', 'c00-evert-smit', 'c00-mila-jansen', 'c00-gerrit-hoek'],
    icons: ['spider-web'],
    name: { en: 'Follow the Money', fr: 'Suivre l\'argent' },
    text: {
      en: 'Key Witnesses: Dr Helena Vos, Inspector Joost Dekker, Annelies Brandt, Evert Smit, Sergeant Mila Jansen, Gerrit Hoek. Keep the spider web cards.',
      fr: 'Témoins clés : Dr Helena Vos, Inspecteur Joost Dekker, Annelies Brandt, Evert Smit, Sergente Mila Jansen, Gerrit Hoek. Gardez les cartes toile d\'araignée.',
    },
    flavour: {
      en: 'The sale, the commissions, the people who carried the crates.',
      fr: 'La vente, les commissions, ceux qui ont porté les caisses.',
    },
  },
  // Cracks in the Canvas
  {
    id: 'c00-cracks-in-the-canvas', type: 'Strategy', side: 'N', case: '00', keywords: [],
    keyWitnesses: ['c00-lotte-kramer', 'c00-mila-jansen', 'c00-marieke-brandt', 'c00-gerrit-hoek', 'c00-tobias-reyn', 'c00-clara-hulst'],
    icons: ['pencil', 'spider-web'],
    name: { en: 'Cracks in the Canvas', fr: 'Fissures dans la toile' },
    text: {
      en: 'Key Witnesses: Lotte Kramer, Sergeant Mila Jansen, Marieke Brandt, Gerrit Hoek, Tobias Reyn, Clara Hulst. Keep the pencil and spider web cards.',
      fr: 'Témoins clés : Lotte Kramer, Sergente Mila Jansen, Marieke Brandt, Gerrit Hoek, Tobias Reyn, Clara Hulst. Gardez les cartes crayon et toile d\'araignée.',
    },
    flavour: {
      en: 'Every sketch and every crack on the table: the longest trial, and the full case deck.',
      fr: 'Chaque esquisse et chaque fissure sur la table : le plus long procès, avec tout le paquet de l\'affaire.',
    },
  },
]);
