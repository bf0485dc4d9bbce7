import type { Locale, Seat } from '@docket/engine';

/** The words of `docket join` (game words come from the server's labels and the game's table). */
export interface JoinMessages {
  /** `place`: the game's word for the seat ("Blue", "Player 1"), not the protocol's 0-based number. */
  joined(place: string, resume: string): string;
  watching: string;
  notStarted: string;
  /** While nothing can be done but wait (the start, a reconnection): how to leave. */
  quitPrompt: string;
  reconnecting: string;
  leftBeforeStart: string;
  cancelled: string;
  waitingRoom(seats: readonly string[]): string;
  openSeat: string;
  bot: string;
  title(game: string, who: string, seq: number): string;
  seat(seat: Seat): string;
  spectator: string;
  waiting(seats: readonly string[]): string;
  yourMove: string;
  prompt(count: number): string;
  /** While others play: what a typed line can do. */
  talkPrompt: string;
  notAChoice(input: string, count: number): string;
  notNow(input: string): string;
  help: string[];
  refused(code: string, message: string): string;
  movedOn: string;
  presence(line: string): string;
  leftTable(name: string): string;
  standsIn(name: string): string;
  atTable(name: string): string;
  clocks(line: string): string;
  outOfTime: string;
  gameOver: string;
  /** After the game: how to leave, and what comes if the host plays again. */
  afterGame: string;
  leavePrompt: string;
  invited(name: string, command: string): string;
  joinPrompt: string;
  closed(reason: string): string;
  recent: string;
  badUrl(url: string): string;
  lobbyTitle(server: string): string;
  lobbyOpen(game: string, people: readonly string[], bots: number, open: number): string;
  lobbyLive(game: string, people: readonly string[], bots: number): string;
  lobbyEmpty: string;
  lobbyPrompt(count: number): string;
  lobbyEmptyPrompt: string;
}

const en: JoinMessages = {
  joined: (place, resume) => `Your seat: ${place}. To come back to this seat: ${resume}`,
  watching: 'You are watching (spectator).',
  notStarted: 'The match has not started yet: waiting for the host…',
  quitPrompt: 'q to leave: ',
  reconnecting: 'The connection to the server was lost: reconnecting…',
  leftBeforeStart: 'You left the table before the start.',
  cancelled: 'The host cancelled the table.',
  waitingRoom: (seats) => `Waiting room: ${seats.join(' · ')}`,
  openSeat: 'open',
  bot: 'bot',
  title: (g, who, seq) => `${g} · ${who} · ${seq} actions played`,
  seat: (s) => `Player ${s + 1}`,
  spectator: 'spectator',
  waiting: (seats) => `Waiting for ${seats.length ? seats.join(', ') : 'the server'}…`,
  yourMove: 'Your move:',
  prompt: (n) => `Choose 1–${n}, c TEXT to chat, or q to leave: `,
  talkPrompt: 'c TEXT to chat, q to leave: ',
  notAChoice: (i, n) => `"${i}" is not a choice: type a number from 1 to ${n}, c and a message, h for help, or q.`,
  notNow: (i) => `"${i}" does nothing now: type c and a message to chat, h for help, or q to leave.`,
  help: [
    'Commands:',
    '  1, 2, …     on your move, play the action with that number',
    '  c TEXT      say TEXT at the table (a spectator, to the spectators)',
    '  l           the full log of what you have seen',
    '  i N         action N in full (a card’s type, value, effect…)',
    '  i NAME      any card in full, by name',
    '  h           this help',
    '  q           leave the table (Ctrl-C too)',
  ],
  refused: (c, m) => `Refused (${c}): ${m}`,
  movedOn: 'The table moved on before your answer; here it is now.',
  presence: (l) => `At the table: ${l}`,
  leftTable: (n) => `${n} left the table.`,
  standsIn: (n) => `A bot plays for ${n} until they take the seat back.`,
  atTable: (n) => `${n} is at the table.`,
  clocks: (l) => `Clocks: ${l}`,
  outOfTime: 'out of time',
  gameOver: 'Game over',
  afterGame: 'If the host plays again, the new table is offered here.',
  leavePrompt: 'c TEXT to chat, Enter to leave: ',
  invited: (n, c) => `${n} opens a new table: ${c}`,
  joinPrompt: 'j to join it, c TEXT to chat, Enter to leave: ',
  closed: (r) => `The server closed the connection (${r}).`,
  recent: 'Recent',
  badUrl: (u) => `"${u}" is not a match URL: give a server (http(s)://host:port, for its lobby), a match (…/matches/<id>) or a web table's link (…/#/m/<id>).`,
  lobbyTitle: (s) => `Tables at ${s}`,
  lobbyOpen: (g, people, bots, open) =>
    `${g} — ${[...people, ...(bots > 0 ? [`${bots} bot${bots > 1 ? 's' : ''}`] : [])].join(', ') || 'nobody yet'}; ${open} open seat${open > 1 ? 's' : ''}`,
  lobbyLive: (g, people, bots) => `${g} — being played by ${[...people, ...(bots > 0 ? [`${bots} bot${bots > 1 ? 's' : ''}`] : [])].join(', ')}: watch`,
  lobbyEmpty: 'No open table right now: one opens from the web page’s lobby (or the HTTP API).',
  lobbyPrompt: (n) => `Choose 1–${n} to sit (or watch), Enter to look again, or q to leave: `,
  lobbyEmptyPrompt: 'Enter to look again, or q to leave: ',
};

const fr: JoinMessages = {
  joined: (place, resume) => `Votre place : ${place}. Pour revenir à cette place : ${resume}`,
  watching: 'Vous regardez la partie (spectateur).',
  notStarted: 'La partie n’a pas encore commencé : en attente de l’hôte…',
  quitPrompt: 'q pour partir : ',
  reconnecting: 'La connexion au serveur est perdue : reconnexion…',
  leftBeforeStart: 'Vous avez quitté la table avant le début.',
  cancelled: 'L’hôte a annulé la table.',
  waitingRoom: (seats) => `Salle d’attente : ${seats.join(' · ')}`,
  openSeat: 'libre',
  bot: 'robot',
  title: (g, who, seq) => `${g} · ${who} · ${seq} actions jouées`,
  seat: (s) => `Joueur ${s + 1}`,
  spectator: 'spectateur',
  waiting: (seats) => `En attente de ${seats.length ? seats.join(', ') : 'du serveur'}…`,
  yourMove: 'À vous de jouer :',
  prompt: (n) => `Choisissez 1–${n}, c TEXTE pour parler, ou q pour partir : `,
  talkPrompt: 'c TEXTE pour parler, q pour partir : ',
  notAChoice: (i, n) => `« ${i} » n’est pas un choix : tapez un nombre de 1 à ${n}, c et un message, h pour l’aide, ou q.`,
  notNow: (i) => `« ${i} » ne fait rien pour l’instant : tapez c et un message pour parler, h pour l’aide, ou q pour partir.`,
  help: [
    'Commandes :',
    '  1, 2, …     à votre tour, jouer l’action de ce numéro',
    '  c TEXTE     dire TEXTE à la table (spectateur : aux spectateurs)',
    '  l           le journal complet de ce que vous avez vu',
    '  i N         l’action N en entier (type, valeur, effet d’une carte…)',
    '  i NOM       n’importe quelle carte en entier, par son nom',
    '  h           cette aide',
    '  q           quitter la table (Ctrl-C aussi)',
  ],
  refused: (c, m) => `Refusé (${c}) : ${m}`,
  movedOn: 'La table a avancé avant votre réponse ; la voici.',
  presence: (l) => `À la table : ${l}`,
  leftTable: (n) => `${n} a quitté la table.`,
  standsIn: (n) => `Un robot joue pour ${n} jusqu’à ce qu’il ou elle reprenne sa place.`,
  atTable: (n) => `${n} est à la table.`,
  clocks: (l) => `Pendules : ${l}`,
  outOfTime: 'temps écoulé',
  gameOver: 'Partie terminée',
  afterGame: 'Si l’hôte rejoue, la nouvelle table vous est proposée ici.',
  leavePrompt: 'c TEXTE pour parler, Entrée pour partir : ',
  invited: (n, c) => `${n} ouvre une nouvelle table : ${c}`,
  joinPrompt: 'j pour la rejoindre, c TEXTE pour parler, Entrée pour partir : ',
  closed: (r) => `Le serveur a fermé la connexion (${r}).`,
  recent: 'Récemment',
  badUrl: (u) => `« ${u} » n’est pas l’adresse d’une partie : donnez un serveur (http(s)://hôte:port, pour son salon), une partie (…/matches/<id>) ou le lien d’une table web (…/#/m/<id>).`,
  lobbyTitle: (s) => `Tables sur ${s}`,
  lobbyOpen: (g, people, bots, open) =>
    `${g} — ${[...people, ...(bots > 0 ? [`${bots} robot${bots > 1 ? 's' : ''}`] : [])].join(', ') || 'personne encore'} ; ${open} place${open > 1 ? 's' : ''} libre${open > 1 ? 's' : ''}`,
  lobbyLive: (g, people, bots) => `${g} — en cours avec ${[...people, ...(bots > 0 ? [`${bots} robot${bots > 1 ? 's' : ''}`] : [])].join(', ')} : regarder`,
  lobbyEmpty: 'Aucune table ouverte pour l’instant : on en ouvre une depuis le salon de la page web (ou l’API HTTP).',
  lobbyPrompt: (n) => `Choisissez 1–${n} pour vous asseoir (ou regarder), Entrée pour revoir, ou q pour partir : `,
  lobbyEmptyPrompt: 'Entrée pour revoir, ou q pour partir : ',
};

export function joinMessages(lang: Locale): JoinMessages {
  return lang === 'fr' ? fr : en;
}
