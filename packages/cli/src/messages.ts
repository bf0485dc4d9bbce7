import type { Locale, Seat, SeatNames, Viewer } from '@docket/engine';

/** The CLI's own words (game words come from the game), in every language the platform speaks. */
export interface Messages {
  seat(seat: Seat): string;
  player(seat: Seat): string;
  viewer(viewer: Viewer): string;
  you(seat: Seat): string;
  played(actor: string, action: string): string;
  actionsPlayed(count: number): string;
  bot(seat: Seat, name: string): string;
  botLevel(spec: string): string;
  actedUnseen: string;
  playIntro(game: string, seat: Seat, players: number, bots: string): string;
  hotSeatIntro(game: string, seat: Seat, players: number, people: string, bots: string): string;
  soloIntro(game: string, seat: Seat): string;
  thinking(seat: Seat, name: string, seconds: string): string;
  passTitle: string;
  passTo(seat: Seat): string;
  passPrompt(seat: Seat): string;
  passHelp: string[];
  turnDone(seat: Seat): string;
  yesNo: string;
  answerYesNo: string;
  notFound(query: string): string;
  noLookup: string;
  notSaved: string;
  fileHelp: string;
  interrupted: string;
  saveBeforeLeaving: string;
  seedLine(seed: string): string;
  recentLog: string;
  fullLog: string;
  emptyLog: string;
  yourMove(seat: Seat): string;
  prompt(count: number): string;
  notAChoice(input: string, count: number): string;
  help: string[];
  saveAsk: string;
  saved(file: string): string;
  saveFailed(file: string, reason: string): string;
  confirmQuit: string;
  left(actions: number): string;
  inputEnded: string;
  gameOver: string;
  replayHint(file: string): string;
  replayIntro(game: string, seed: string, steps: number, viewer: string): string;
  replayIntroAll(game: string, seed: string, steps: number): string;
  stepUnseen(index: number, total: number, actor: string): string;
  setup: string;
  step(index: number, total: number, actor: string, action: string): string;
  replayKeys: string;
  unfinished: string;
  simHeader(game: string, games: number, players: number, bots: string, seed: string): string;
  simCounts(completed: number, truncated: number, errors: number): string;
  simSeat(seat: Seat, wins: number, rate: string, low: string, high: string, score: string): string;
  simDraws(draws: number): string;
  simActions(mean: string, low: string, high: string, min: number, max: number): string;
  simReasons: string;
  simFailure(index: number, seed: string, message: string): string;
  simMoreFailures(count: number): string;
  simTime(seconds: string): string;
  simCsv(file: string): string;
  simHtml(file: string): string;
  simRotated: string;
  simBot(bot: string, wins: number, games: number, rate: string, low: string, high: string): string;
  simTeam(team: string, wins: number, games: number, rate: string, low: string, high: string): string;
  simMetrics: string;
  simMetric(label: string, value: string, low: string | null, high: string | null): string;
  benchMcts(game: string, ips: string, iterations: string, decisions: number, seconds: string, ipcs: string): string;
  bench(game: string, gps: string, aps: string, games: string, actions: string, seconds: string): string;
}

/** A bot's time budget ("1s", "250ms") in milliseconds. */
function budgetMs(budget: string): number {
  const n = parseFloat(budget);
  return budget.endsWith('ms') ? n : n * 1000;
}

/** A seat inside brackets of its own, the person's name first and the game's word after commas: "You (Ada, Player 1, Blue)". */
function bracketedBy(word: string, place: Place, person: Person): (s: Seat) => string {
  return (s) => [person(s), `${word} ${s + 1}`, place(s)].filter((x) => x !== null).join(', ');
}

function english(P: SeatWord, place: Place, person: Person): Messages {
  const bracketed = bracketedBy('Player', place, person);
  return {
    seat: (s) => P(s),
    player: (s) => P(s),
    viewer: (v) => (v === 'spectator' ? 'a spectator' : P(v)),
    you: (s) => `You (${bracketed(s)})`,
    played: (actor, action) => `${actor}: ${action}`,
    actionsPlayed: (n) => `${n} action${n === 1 ? '' : 's'} played`,
    bot: (s, name) => P(s, name),
    botLevel: (spec) => {
      const [kind, budget] = spec.split(':');
      if (kind === 'easy') return 'the easy level';
      if (kind === 'medium') return 'the medium level';
      if (kind === 'hard') return 'the hard level (the strongest)';
      if (kind === 'random') return 'random: plays any legal move (easiest)';
      if (kind === 'greedy') return 'greedy: looks one move ahead (easy)';
      if (kind === 'trial') return 'trial: The Trial’s own bot';
      if (kind !== 'mcts') return spec;
      if (budget === undefined) return 'IS-MCTS search, 1,000 iterations a move';
      if (/^\d+$/.test(budget)) return `IS-MCTS search, ${budget} iterations a move`;
      return `IS-MCTS search, ${budget.replace(/(\d)(m?s)$/, '$1 $2')} a move (${budgetMs(budget) >= 1000 ? 'hardest' : 'hard'})`;
    },
    actedUnseen: 'acted, unseen by you.',
    playIntro: (game, seat, players, bots) => `${game}: you are ${P(seat)} of ${players}, against ${bots}. --vs changes it.`,
    hotSeatIntro: (game, seat, players, people, bots) =>
      `${game}: ${P(seat)}’s turn, ${players} players; people: ${people}${bots === '' ? '' : `; bots: ${bots}`}.`,
    soloIntro: (game, seat) => `${game}, solo: you are ${P(seat)}; the game’s own rules play the other side.`,
    thinking: (s, name, secs) => `${P(s, name)} is thinking… ${secs} s`,
    passTitle: 'Pass the keyboard',
    passTo: (s) => `Pass to ${P(s)} — press Enter`,
    passPrompt: (s) => `${P(s)}, press Enter when only you can see the screen: `,
    passHelp: ['Press Enter to show your screen, or q to leave the game.'],
    turnDone: (s) => `${P(s)} has played.`,
    yesNo: '(y/n)',
    answerYesNo: 'Answer y (yes) or n (no).',
    notFound: (q) => `Nothing called "${q}": try a card's name, or i followed by an action's number.`,
    noLookup: 'This game has no card text to look up: i followed by an action’s number shows it in full.',
    notSaved: 'Not saved: no file name given.',
    fileHelp: 'Type the name of the file to write the match record to, or press Enter (or q) to save nothing.',
    interrupted: 'Ctrl-C: leaving the game.',
    saveBeforeLeaving: 'Save the match record before leaving? File name (Enter: leave without saving): ',
    seedLine: (seed) => `Seed ${seed} (play this deal again with --seed ${seed}).`,
    recentLog: 'Recent events',
    fullLog: 'Full log',
    emptyLog: 'Nothing has happened yet.',
    yourMove: (s) => `Your move (${bracketed(s)}):`,
    prompt: (n) => `Choose 1–${n}, or h for help: `,
    notAChoice: (input, n) => `"${input}" is not a choice: type a number from 1 to ${n}, or h for help.`,
    help: [
      'Commands:',
      '  1, 2, …     play the action with that number',
      '  h           this help',
      '  l           the full log of what you have seen',
      '  i N         action N in full (a card’s type, value, effect…)',
      '  i NAME      any card in full, by name',
      '  s FILE      save the match record to FILE (docket replay FILE plays it back)',
      '  s           save it to the --save file, or ask for a file name',
      '  q           leave the game (Ctrl-C too, at any moment)',
    ],
    saveAsk: 'File to save the record to (Enter: cancel): ',
    saved: (file) => `Record saved to ${file}.`,
    saveFailed: (file, reason) => `Could not save to ${file}: ${reason}`,
    confirmQuit: 'Leave the game?',
    left: (n) => `You left the game after ${n} action${n === 1 ? '' : 's'}.`,
    inputEnded: 'Input ended: leaving the game.',
    gameOver: 'Game over',
    replayHint: (file) => `Watch it again with: docket replay ${file}`,
    replayIntro: (game, seed, steps, viewer) => `${game}, seed ${seed}: ${steps} steps, seen by ${viewer}.`,
    replayIntroAll: (game, seed, steps) =>
      `${game}, seed ${seed}: ${steps} steps, every action shown (boards as a spectator sees them).`,
    stepUnseen: (i, n, actor) => `Step ${i}/${n}, ${actor}`,
    setup: 'Setup',
    step: (i, n, actor, action) => `Step ${i}/${n}, ${actor}: ${action}`,
    replayKeys: 'Enter: next step, q: quit',
    unfinished: 'The record ends before the game does.',
    simHeader: (game, games, players, bots, seed) =>
      `${game}: ${games} games, ${players} players (${bots}), seed ${seed}`,
    simCounts: (c, t, e) => `completed ${c}, cut off ${t}, errors ${e}`,
    simSeat: (s, wins, rate, low, high, score) =>
      `  ${P(s)}: ${wins} wins, ${rate} (95% CI ${low}–${high}), mean score ${score}`,
    simDraws: (d) => `  no winner: ${d}`,
    simActions: (mean, low, high, min, max) =>
      `actions per game: mean ${mean} (95% CI ${low}–${high}), min ${min}, max ${max}`,
    simReasons: 'endings:',
    simFailure: (i, seed, message) => `  game ${i} (seed ${seed}): ${message}`,
    simMoreFailures: (n) => `  … and ${n} more (all are in --json and --csv).`,
    simTime: (s) => `in ${s} s`,
    simCsv: (file) => `Per-game rows written to ${file}.`,
    simHtml: (file) => `Report written to ${file}.`,
    simRotated: 'bots seated in rotation',
    simBot: (bot, wins, games, rate, low, high) => `  ${bot}: ${wins} wins in ${games} seats, ${rate} (95% CI ${low}–${high})`,
    simTeam: (team, wins, games, rate, low, high) => `  team ${team}: ${wins} wins in ${games} games, ${rate} (95% CI ${low}–${high})`,
    simMetrics: 'metrics:',
    simMetric: (label, value, low, high) => `  ${label}: ${value}${low === null ? '' : ` (95% CI ${low}–${high})`}`,
    benchMcts: (game, ips, iterations, decisions, s, ipcs) =>
      `${game}: ${ips} MCTS iterations/s (${iterations} iterations over ${decisions} decisions in ${s} s); ${ipcs} per CPU second`,
    bench: (game, gps, aps, games, actions, s) =>
      `${game}: ${gps} games/s, ${aps} actions/s (${games} games, ${actions} actions in ${s} s)`,
  };
}

function french(J: SeatWord, j: SeatWord, place: Place, person: Person): Messages {
  const bracketed = bracketedBy('joueur', place, person);
  // A seat with its article: "le joueur 2", but a person's name takes none ("Ada (joueur 2)"), so the articles
  // the sentences need ("au", "du") are chosen here, "de" elided before a vowel ("d’Ada").
  const le = (s: Seat, extra?: string): string => (person(s) === null ? `le ${j(s, extra)}` : j(s, extra));
  const Le = (s: Seat, extra?: string): string => (person(s) === null ? `Le ${j(s, extra)}` : j(s, extra));
  const au = (s: Seat): string => (person(s) === null ? `au ${j(s)}` : `à ${j(s)}`);
  const du = (s: Seat): string => (person(s) === null ? `du ${j(s)}` : /^[aeiouyhàâäéèêëîïôöûüù]/i.test(person(s) as string) ? `d’${j(s)}` : `de ${j(s)}`);
  return {
    seat: (s) => J(s),
    player: (s) => J(s),
    viewer: (v) => (v === 'spectator' ? 'un spectateur' : le(v)),
    you: (s) => `Vous (${bracketed(s)})`,
    played: (actor, action) => `${actor} : ${action}`,
    actionsPlayed: (n) => `${n} action${n > 1 ? 's' : ''} jouée${n > 1 ? 's' : ''}`,
    bot: (s, name) => J(s, name),
    botLevel: (spec) => {
      const [kind, budget] = spec.split(':');
      if (kind === 'easy') return 'le niveau facile';
      if (kind === 'medium') return 'le niveau moyen';
      if (kind === 'hard') return 'le niveau difficile (le plus fort)';
      if (kind === 'random') return 'random : joue n’importe quel coup permis (le plus facile)';
      if (kind === 'greedy') return 'greedy : voit un coup d’avance (facile)';
      if (kind === 'trial') return 'trial : le robot propre au Procès';
      if (kind !== 'mcts') return spec;
      if (budget === undefined) return 'recherche IS-MCTS, 1 000 itérations par coup';
      if (/^\d+$/.test(budget)) return `recherche IS-MCTS, ${budget} itérations par coup`;
      return `recherche IS-MCTS, ${budget.replace(/(\d)(m?s)$/, '$1 $2')} par coup (${budgetMs(budget) >= 1000 ? 'le plus difficile' : 'difficile'})`;
    },
    actedUnseen: 'a joué, sans que vous le voyiez.',
    playIntro: (game, seat, players, bots) => `${game} : vous êtes ${le(seat)} sur ${players}, contre ${bots}. --vs le change.`,
    hotSeatIntro: (game, seat, players, people, bots) =>
      `${game} : au tour ${du(seat)}, ${players} joueurs ; personnes : ${people}${bots === '' ? '' : ` ; robots : ${bots}`}.`,
    soloIntro: (game, seat) => `${game}, en solo : vous êtes ${le(seat)} ; les règles du jeu jouent l’autre camp.`,
    thinking: (s, name, secs) => `${Le(s, name)} réfléchit… ${secs.replace('.', ',')} s`,
    passTitle: 'Passez le clavier',
    passTo: (s) => `Passez ${au(s)} — appuyez sur Entrée`,
    passPrompt: (s) => `${J(s)}, appuyez sur Entrée quand vous seul voyez l’écran : `,
    passHelp: ['Appuyez sur Entrée pour afficher votre écran, ou q pour quitter la partie.'],
    turnDone: (s) => `${Le(s)} a joué.`,
    yesNo: '(o/n)',
    answerYesNo: 'Répondez o (oui) ou n (non).',
    notFound: (q) => `Rien ne s’appelle « ${q} » : essayez le nom d’une carte, ou i suivi du numéro d’une action.`,
    noLookup: 'Ce jeu n’a pas de texte de carte à chercher : i suivi du numéro d’une action la montre en entier.',
    notSaved: 'Rien n’est enregistré : aucun nom de fichier donné.',
    fileHelp: 'Tapez le nom du fichier où écrire la partie, ou appuyez sur Entrée (ou q) pour ne rien enregistrer.',
    interrupted: 'Ctrl-C : vous quittez la partie.',
    saveBeforeLeaving: 'Enregistrer la partie avant de partir ? Nom du fichier (Entrée : partir sans enregistrer) : ',
    seedLine: (seed) => `Graine ${seed} (rejouez cette donne avec --seed ${seed}).`,
    recentLog: 'Derniers événements',
    fullLog: 'Journal complet',
    emptyLog: 'Rien ne s’est encore passé.',
    yourMove: (s) => `À vous de jouer (${bracketed(s)}) :`,
    prompt: (n) => `Choisissez 1–${n}, ou h pour l’aide : `,
    notAChoice: (input, n) => `« ${input} » n’est pas un choix : tapez un nombre de 1 à ${n}, ou h pour l’aide.`,
    help: [
      'Commandes :',
      '  1, 2, …     jouer l’action de ce numéro',
      '  h           cette aide',
      '  l           le journal complet de ce que vous avez vu',
      '  i N         l’action N en entier (type, valeur, effet d’une carte…)',
      '  i NOM       une carte en entier, par son nom',
      '  s FICHIER   enregistrer la partie dans FICHIER (docket replay FICHIER la rejoue)',
      '  s           l’enregistrer dans le fichier de --save, ou demander un nom',
      '  q           quitter la partie (Ctrl-C aussi, à tout moment)',
    ],
    saveAsk: 'Fichier où enregistrer la partie (Entrée : annuler) : ',
    saved: (file) => `Partie enregistrée dans ${file}.`,
    saveFailed: (file, reason) => `Impossible d’enregistrer dans ${file} : ${reason}`,
    confirmQuit: 'Quitter la partie ?',
    left: (n) => `Vous avez quitté la partie après ${n} action${n > 1 ? 's' : ''}.`,
    inputEnded: 'Fin de l’entrée : vous quittez la partie.',
    gameOver: 'Partie terminée',
    replayHint: (file) => `Pour la revoir : docket replay ${file}`,
    replayIntro: (game, seed, steps, viewer) => `${game}, graine ${seed} : ${steps} étapes, vues par ${viewer}.`,
    replayIntroAll: (game, seed, steps) =>
      `${game}, graine ${seed} : ${steps} étapes, toutes les actions montrées (plateaux vus par un spectateur).`,
    stepUnseen: (i, n, actor) => `Étape ${i}/${n}, ${actor}`,
    setup: 'Mise en place',
    step: (i, n, actor, action) => `Étape ${i}/${n}, ${actor} : ${action}`,
    replayKeys: 'Entrée : étape suivante, q : quitter',
    unfinished: 'L’enregistrement s’arrête avant la fin de la partie.',
    simHeader: (game, games, players, bots, seed) =>
      `${game} : ${games} parties, ${players} joueurs (${bots}), graine ${seed}`,
    simCounts: (c, t, e) => `terminées ${c}, interrompues ${t}, erreurs ${e}`,
    simSeat: (s, wins, rate, low, high, score) =>
      `  ${j(s)} : ${wins} victoires, ${rate} (IC 95 % ${low}–${high}), score moyen ${score}`,
    simDraws: (d) => `  sans vainqueur : ${d}`,
    simActions: (mean, low, high, min, max) =>
      `actions par partie : moyenne ${mean} (IC 95 % ${low}–${high}), min ${min}, max ${max}`,
    simReasons: 'fins de partie :',
    simFailure: (i, seed, message) => `  partie ${i} (graine ${seed}) : ${message}`,
    simMoreFailures: (n) => `  … et ${n} de plus (toutes dans --json et --csv).`,
    simTime: (s) => `en ${s} s`,
    simCsv: (file) => `Lignes par partie écrites dans ${file}.`,
    simHtml: (file) => `Rapport écrit dans ${file}.`,
    simRotated: 'robots placés en rotation',
    simBot: (bot, wins, games, rate, low, high) =>
      `  ${bot} : ${wins} victoires sur ${games} places, ${rate} (IC 95 % ${low}–${high})`,
    simTeam: (team, wins, games, rate, low, high) =>
      `  équipe ${team} : ${wins} victoires sur ${games} parties, ${rate} (IC 95 % ${low}–${high})`,
    simMetrics: 'mesures :',
    simMetric: (label, value, low, high) => `  ${label} : ${value}${low === null ? '' : ` (IC 95 % ${low}–${high})`}`,
    benchMcts: (game, ips, iterations, decisions, s, ipcs) =>
      `${game} : ${ips} itérations MCTS/s (${iterations} itérations sur ${decisions} décisions en ${s} s) ; ${ipcs} par seconde de CPU`,
    bench: (game, gps, aps, games, actions, s) =>
      `${game} : ${gps} parties/s, ${aps} actions/s (${games} parties, ${actions} actions en ${s} s)`,
  };
}

/** A game's own word for a seat ("Blue", "Prosecution"), or null when it has none beyond its number. */
type Place = (seat: Seat) => string | null;

/** The name of the person at a seat, where the table gives one (hot-seat), else null. */
type Person = (seat: Seat) => string | null;

/**
 * A seat in these words: "Player 2", with the game's word and anything else in brackets ("Player 2 (Orange,
 * random)"); a person's seat by their name first ("Ada (Player 2, Orange)").
 */
type SeatWord = (seat: Seat, extra?: string) => string;

function seatWord(word: string, place: Place, person: Person): SeatWord {
  return (seat, extra) => {
    const inner = [place(seat), extra].filter((x) => x !== undefined && x !== null).join(', ');
    const name = person(seat);
    if (name !== null) return `${name} (${word} ${seat + 1}${inner === '' ? '' : `, ${inner}`})`;
    return `${word} ${seat + 1}${inner === '' ? '' : ` (${inner})`}`;
  };
}

const NO_PLACE: Place = () => null;
const NOBODY: Person = () => null;

function wordsFor(locale: Locale, place: Place, person: Person): Messages {
  return locale === 'fr'
    ? french(seatWord('Joueur', place, person), seatWord('joueur', place, person), place, person)
    : english(seatWord('Player', place, person), place, person);
}

const byLocale: { readonly [L in Locale]: Messages } = { en: wordsFor('en', NO_PLACE, NOBODY), fr: wordsFor('fr', NO_PLACE, NOBODY) };

/**
 * The command line's words. Given a game's `seatName`, seats are also called by the game's word for them
 * ("Player 1 (Blue)"), where it says more than the seat's number; given `names` (by seat), a person's seat by
 * their name ("Ada (Player 1, Blue)").
 */
export function messages(locale: Locale, seatName?: (seat: Seat, locale: Locale) => string, names?: SeatNames): Messages {
  if (seatName === undefined && !names?.some((n) => n)) return byLocale[locale];
  const plain = byLocale[locale].seat;
  const place: Place = (seat) => {
    const word = seatName?.(seat, locale);
    return word === undefined || word === plain(seat) ? null : word;
  };
  return wordsFor(locale, place, (seat) => names?.[seat] || null);
}

/** The words of a command about one game: its seats also by the game's words for them, and by people's names. */
export function gameMessages(locale: Locale, game: { seatName?(seat: Seat, locale: Locale): string }, names?: SeatNames): Messages {
  return messages(locale, game.seatName === undefined ? undefined : (seat, l) => game.seatName?.(seat, l) ?? '', names);
}

/** A number for people, in the locale's digits and separators. */
export function formatNumber(n: number, locale: Locale, digits = 0): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
}

export function formatPercent(rate: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rate);
}
