import type { Locale } from '@docket/engine';

/** The HTML report's own words; game and metric names come from the game. */
export interface ReportWords {
  readonly title: (game: string) => string;
  readonly game: string;
  readonly bots: string;
  readonly games: string;
  readonly gamesValue: (games: number, completed: number, truncated: number, errors: number) => string;
  readonly seed: string;
  readonly players: string;
  readonly options: string;
  readonly seating: string;
  readonly rotated: string;
  readonly fixed: string;
  readonly maxActions: string;
  readonly date: string;
  readonly bySeat: string;
  readonly byBot: string;
  readonly byTeam: string;
  readonly seat: (seat: number, bot: string | null) => string;
  readonly team: (team: string) => string;
  readonly evenShare: string;
  readonly rateNote: string;
  readonly length: string;
  readonly lengthNote: (mean: string, low: string, high: string, min: number, max: number) => string;
  readonly noGames: string;
  readonly mean: string;
  readonly actionsAxis: string;
  readonly gamesAxis: string;
  readonly metrics: string;
  readonly metricNote: (kind: 'mean' | 'share', games: number) => string;
  readonly noValue: string;
  readonly failures: (n: number) => string;
  readonly footer: string;
}

const en: ReportWords = {
  title: (game) => `${game}: simulation report`,
  game: 'Game',
  bots: 'Bots',
  games: 'Games',
  gamesValue: (g, c, t, e) => `${g} (completed ${c}, cut off ${t}, errors ${e})`,
  seed: 'Seed',
  players: 'Players',
  options: 'Options',
  seating: 'Seating',
  rotated: 'in rotation (game i shifts the bots by i seats)',
  fixed: 'fixed, in the order given',
  maxActions: 'Action limit per game',
  date: 'Date',
  bySeat: 'Win rate by seat',
  byBot: 'Win rate by bot',
  byTeam: 'Win rate by team',
  seat: (s, bot) => (bot === null ? `Seat ${s}` : `Seat ${s} (${bot})`),
  team: (t) => `Team ${t}`,
  evenShare: 'even share',
  rateNote: 'Bars: share of completed games won. Whiskers: 95% Wilson interval. Dashed line: an even share.',
  length: 'Game length',
  lengthNote: (mean, low, high, min, max) => `Actions per completed game: mean ${mean} (95% CI ${low}–${high}), min ${min}, max ${max}.`,
  noGames: 'No game was completed.',
  mean: 'mean',
  actionsAxis: 'actions per game',
  gamesAxis: 'games',
  metrics: 'Metrics',
  metricNote: (kind, games) =>
    kind === 'share'
      ? `Total count over total, in ${games} completed games. Whisker: 95% Wilson interval.`
      : `Mean per game, over ${games} completed games. Whisker: 95% interval of the mean.`,
  noValue: 'no data',
  failures: (n) => `${n} game${n === 1 ? '' : 's'} failed with an error:`,
  footer: 'Made by docket simulate. Every game can be played again from its seed.',
};

const fr: ReportWords = {
  title: (game) => `${game} : rapport de simulation`,
  game: 'Jeu',
  bots: 'Robots',
  games: 'Parties',
  gamesValue: (g, c, t, e) => `${g} (terminées ${c}, interrompues ${t}, erreurs ${e})`,
  seed: 'Graine',
  players: 'Joueurs',
  options: 'Options',
  seating: 'Placement',
  rotated: 'en rotation (la partie i décale les robots de i sièges)',
  fixed: 'fixe, dans l’ordre donné',
  maxActions: 'Limite d’actions par partie',
  date: 'Date',
  bySeat: 'Taux de victoire par siège',
  byBot: 'Taux de victoire par robot',
  byTeam: 'Taux de victoire par équipe',
  seat: (s, bot) => (bot === null ? `Siège ${s}` : `Siège ${s} (${bot})`),
  team: (t) => `Équipe ${t}`,
  evenShare: 'part égale',
  rateNote: 'Barres : part des parties terminées gagnées. Moustaches : intervalle de Wilson à 95 %. Tirets : une part égale.',
  length: 'Durée des parties',
  lengthNote: (mean, low, high, min, max) =>
    `Actions par partie terminée : moyenne ${mean} (IC 95 % ${low}–${high}), min ${min}, max ${max}.`,
  noGames: 'Aucune partie n’a été terminée.',
  mean: 'moyenne',
  actionsAxis: 'actions par partie',
  gamesAxis: 'parties',
  metrics: 'Mesures',
  metricNote: (kind, games) =>
    kind === 'share'
      ? `Total compté sur total, dans ${games} parties terminées. Moustache : intervalle de Wilson à 95 %.`
      : `Moyenne par partie, sur ${games} parties terminées. Moustache : intervalle à 95 % de la moyenne.`,
  noValue: 'aucune donnée',
  failures: (n) => `${n} partie${n > 1 ? 's' : ''} en erreur :`,
  footer: 'Produit par docket simulate. Chaque partie peut être rejouée à partir de sa graine.',
};

const byLocale: { readonly [L in Locale]: ReportWords } = { en, fr };

export function reportWords(locale: Locale): ReportWords {
  return byLocale[locale];
}
