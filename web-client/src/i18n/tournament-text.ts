// The tournaments' words (issue 39), in both languages: the list and its form (views/tournaments.ts),
// a tournament's page (views/tournament.ts), Home's section and the game page's part. Beside the
// catalogues rather than in them: en.ts and fr.ts are at their size limit, and these belong to the
// tournaments' own chunks.
import { language } from './index';
import type { FormField } from '../lib/tournament-form';
import type { RowState, SheetEntry, TournamentKind } from '../lib/tournaments';

export interface TournamentWords {
  heading: string;
  intro: string;
  kinds: Record<TournamentKind, string>;
  /** The site's own arenas, named in the page's language: "Hourly Petteia 6×6 arena". */
  siteName: (site: 'hourly' | 'daily', game: string) => string;
  listHeading: string;
  none: string;
  loading: string;
  loadFailed: string;
  retry: string;
  startsIn: (countdown: string) => string;
  byOrganiser: string;
  starting: string;
  endsIn: (countdown: string) => string;
  round: (round: number, rounds: number | null) => string;
  nextRoundIn: (countdown: string) => string;
  finished: string;
  cancelled: string;
  /** The screen reader's countdown, now and then: "Starts in 5 minutes". */
  startsInMinutes: (minutes: number) => string;
  endsInMinutes: (minutes: number) => string;
  daysHours: (days: number, hours: number) => string;
  players: (count: number, most: number) => string;
  rated: string;
  casual: string;
  linkOnly: string;
  organisedBy: (name: string | null) => string;
  // The form
  create: string;
  signInToCreate: string;
  signIn: string;
  kind: string;
  name: string;
  nameHint: string;
  game: string;
  clock: string;
  gameClock: string;
  minutes: string;
  increment: string;
  duration: string;
  durationChoice: (minutes: number) => string;
  rounds: string;
  roundsHint: string;
  start: string;
  startIn: string;
  startInHint: string;
  startByMe: string;
  roundEvery: string;
  roundEveryChoice: (minutes: number | null) => string;
  roundEveryHint: string;
  maxPlayers: string;
  maxPlayersHint: (most: number) => string;
  ratedChoice: string;
  listedChoice: string;
  listedHint: string;
  submit: string;
  creating: string;
  problems: Record<FormField, string>;
  fixFields: string;
  // Errors from the server
  refused: (message: string | null) => string;
  rateLimited: (seconds: number | null) => string;
  notSignedIn: string;
  network: string;
  closed: Record<'full' | 'closed' | 'not_playing' | 'started' | 'other', string>;
  notOrganiser: string;
  /** A club's event made from its page (issue 39), and the refusals of clubs' events. */
  clubEvent: (club: string | null) => string;
  notAMember: string;
  protectedAccount: string;
  failed: string;
  notFound: string;
  notFoundHint: string;
  allTournaments: string;
  // A tournament's page
  join: string;
  joinAgain: string;
  signInToJoin: string;
  pause: string;
  withdraw: string;
  withdrawAsk: string;
  withdrawYes: string;
  stayIn: string;
  startNow: string;
  nextRoundNow: string;
  done: Record<'joined' | 'back' | 'already' | 'paused' | 'withdrawn' | 'starting' | 'next_round', string>;
  stayHere: string;
  yourGame: string;
  openGame: string;
  opening: (opponent: string | null) => string;
  you: (rank: number, score: string) => string;
  reconnecting: string;
  standings: string;
  columns: { rank: string; player: string; score: string; sheet: string; rating: string; state: string };
  rowStates: Record<RowState, string>;
  onFire: string;
  yourRow: string;
  nobody: string;
  pageOf: (page: number, pages: number) => string;
  previous: string;
  next: string;
  sheetEntry: (entry: SheetEntry) => string;
  inPlay: string;
  noGame: string;
  watch: (first: string, second: string) => string;
  roundShort: (round: number) => string;
  downloads: string;
  results: string;
  games: string;
  // The game page of a tournament's game
  back: string;
  berserk: string;
  berserkHint: string;
  berserked: string;
  paired: (opponent: string | null) => string;
  over: string;
}

const en: TournamentWords = {
  heading: 'Tournaments',
  intro: 'Arenas for an hour of quick games; round-robins and Swiss for a class or a club.',
  kinds: { arena: 'Arena', round_robin: 'Round-robin', swiss: 'Swiss' },
  siteName: (site, game) => `${site === 'hourly' ? 'Hourly' : 'Daily'} ${game} arena`,
  listHeading: 'Running and coming',
  none: 'No tournament is announced right now.',
  loading: 'Loading…',
  loadFailed: 'The tournaments could not be loaded.',
  retry: 'Try again',
  startsIn: (countdown) => `Starts in ${countdown}`,
  byOrganiser: 'Starts when the organiser starts it',
  starting: 'Starting…',
  endsIn: (countdown) => `Ends in ${countdown}`,
  round: (round, rounds) => (rounds ? `Round ${round} of ${rounds}` : `Round ${round}`),
  nextRoundIn: (countdown) => `next round in ${countdown}`,
  finished: 'Finished',
  cancelled: 'Cancelled: fewer than two players',
  startsInMinutes: (minutes) => (minutes <= 1 ? 'Starts in less than a minute' : `Starts in ${minutes} minutes`),
  endsInMinutes: (minutes) => (minutes <= 1 ? 'Ends in less than a minute' : `Ends in ${minutes} minutes`),
  daysHours: (days, hours) => `${days} d ${hours} h`,
  players: (count, most) => `${count} / ${most} ${most === 1 ? 'player' : 'players'}`,
  rated: 'Rated',
  casual: 'Casual',
  linkOnly: 'By link only',
  organisedBy: (name) => (name ? `Organised by ${name}` : 'Organised by the site'),
  create: 'Create a tournament',
  signInToCreate: 'Sign in to create a tournament.',
  signIn: 'Sign in',
  kind: 'Kind',
  name: 'Name',
  nameHint: '2 to 40 characters.',
  game: 'Game',
  clock: 'Clock',
  gameClock: 'Minutes + increment',
  minutes: 'Minutes',
  increment: 'Increment (seconds)',
  duration: 'Length of the arena',
  durationChoice: (minutes) => (minutes < 60 ? `${minutes} minutes` : minutes % 60 === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${minutes % 60}`),
  rounds: 'Rounds',
  roundsHint: '3 to 15.',
  start: 'Start',
  startIn: 'In (minutes)',
  startInHint: '0: in a minute for an arena.',
  startByMe: 'When I start it',
  roundEvery: 'Rounds',
  roundEveryChoice: (minutes) => {
    if (minutes === null) return 'Each as soon as the one before is over';
    if (minutes < 60) return `Every ${minutes} minutes`;
    if (minutes === 60) return 'Every hour';
    if (minutes % (7 * 24 * 60) === 0) return minutes === 7 * 24 * 60 ? 'Every week' : `Every ${minutes / (7 * 24 * 60)} weeks`;
    if (minutes % (24 * 60) === 0) return minutes === 24 * 60 ? 'Every day' : `Every ${minutes / (24 * 60)} days`;
    return `Every ${minutes / 60} hours`;
  },
  roundEveryHint: 'At set times counted from the first round (a weekly lesson: every week), never before the round before is over. You may start the next round sooner.',
  maxPlayers: 'Most players',
  maxPlayersHint: (most) => `2 to ${most}.`,
  ratedChoice: 'Rated',
  listedChoice: 'Listed here for everyone',
  listedHint: 'Otherwise only those with its link find it.',
  submit: 'Create',
  creating: 'Creating…',
  problems: {
    name: 'A name has 2 to 40 characters.',
    minutes: 'Minutes: above 0, at most 180.',
    increment: 'Increment: 0 to 60 seconds.',
    days: 'Choose the days per move.',
    duration: 'Choose the arena’s length.',
    rounds: 'A Swiss has 3 to 15 rounds.',
    startsIn: 'Start in 0 to 20,160 minutes (two weeks).',
    roundEvery: 'Choose when the rounds start.',
    maxPlayers: 'Too few or too many players for this kind.',
  },
  fixFields: 'Some fields need a change.',
  refused: (message) => (message ? `The server refused it: ${message}` : 'The server refused it.'),
  rateLimited: (seconds) => (seconds ? `Too many tournaments made: try again in ${seconds} s.` : 'Too many requests: try again later.'),
  notSignedIn: 'You are not signed in.',
  network: 'The server cannot be reached. Check the connection and try again.',
  closed: {
    full: 'The tournament is full.',
    closed: 'The tournament no longer takes players.',
    not_playing: 'You are not playing in it.',
    started: 'It has started already.',
    other: 'The tournament cannot take this now.',
  },
  notOrganiser: 'Only its organiser may start it.',
  clubEvent: (club) => `An event of ${club ?? 'your club'}: only its members may join, and it is not listed for everyone.`,
  notAMember: 'This tournament is for the members of its club.',
  protectedAccount: 'Your teacher protects your account: you play in your class’s tournaments only.',
  failed: 'That did not work. Try again.',
  notFound: 'No such tournament',
  notFoundHint: 'Its link may be mistyped, or it may have been removed.',
  allTournaments: 'All tournaments',
  join: 'Join',
  joinAgain: 'Join again',
  signInToJoin: 'Sign in to join',
  pause: 'Pause',
  withdraw: 'Withdraw',
  withdrawAsk: 'Withdraw for good? Your games not played yet will not be played.',
  withdrawYes: 'Withdraw for good',
  stayIn: 'Stay in',
  startNow: 'Start now',
  nextRoundNow: 'Start the next round now',
  done: {
    joined: 'You are in.',
    back: 'You are back in.',
    already: 'You are in already.',
    paused: 'Paused: you will not be paired until you join again.',
    withdrawn: 'You have withdrawn.',
    starting: 'Starting…',
    next_round: 'The next round starts as soon as this one is over.',
  },
  stayHere: 'Keep this page open: your games open here by themselves.',
  yourGame: 'Your game is being played.',
  openGame: 'Open your game',
  opening: (opponent) => (opponent ? `Your game against ${opponent} is ready: opening it…` : 'Your game is ready: opening it…'),
  you: (rank, score) => `You: rank ${rank} · ${score} points`,
  reconnecting: 'Reconnecting…',
  standings: 'Standings',
  columns: { rank: 'Rank', player: 'Player', score: 'Score', sheet: 'Games', rating: 'Rating', state: 'State' },
  rowStates: { playing: 'in', paused: 'paused', withdrawn: 'withdrawn' },
  onFire: 'on fire',
  yourRow: 'you',
  nobody: 'Nobody has joined yet.',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  previous: 'Previous',
  next: 'Next',
  sheetEntry: (entry) => [
    { win: 'won', draw: 'drew', loss: 'lost', bye: 'bye' }[entry.outcome],
    entry.points === null ? null : entry.points === 1 ? '1 point' : `${entry.points} points`,
    entry.fire ? 'on fire' : null, entry.berserk ? 'berserk' : null,
  ].filter(Boolean).join(', '),
  inPlay: 'Games in play',
  noGame: 'No game in play.',
  watch: (first, second) => `${first} – ${second}`,
  roundShort: (round) => `round ${round}`,
  downloads: 'Download:',
  results: 'Results (CSV)',
  games: 'Games (CSV)',
  back: 'Back to the tournament',
  berserk: 'Berserk',
  berserkHint: 'Halve your clock: one more point if you win.',
  berserked: 'Berserk: half the clock',
  paired: (opponent) => (opponent ? `Tournament game against ${opponent}: your clock runs.` : 'Tournament game: your clock runs.'),
  over: 'The tournament is over.',
};

const fr: TournamentWords = {
  heading: 'Tournois',
  intro: 'Des arènes pour une heure de parties rapides ; des tournois toutes rondes et suisses pour une classe ou un club.',
  kinds: { arena: 'Arène', round_robin: 'Toutes rondes', swiss: 'Suisse' },
  siteName: (site, game) => `Arène ${site === 'hourly' ? 'horaire' : 'quotidienne'} ${game}`,
  listHeading: 'En cours et à venir',
  none: 'Aucun tournoi n’est annoncé pour l’instant.',
  loading: 'Chargement…',
  loadFailed: 'Les tournois n’ont pas pu être chargés.',
  retry: 'Réessayer',
  startsIn: (countdown) => `Commence dans ${countdown}`,
  byOrganiser: 'Commence quand l’organisateur le lance',
  starting: 'Démarrage…',
  endsIn: (countdown) => `Se termine dans ${countdown}`,
  round: (round, rounds) => (rounds ? `Ronde ${round} sur ${rounds}` : `Ronde ${round}`),
  nextRoundIn: (countdown) => `ronde suivante dans ${countdown}`,
  finished: 'Terminé',
  cancelled: 'Annulé : moins de deux joueurs',
  startsInMinutes: (minutes) => (minutes <= 1 ? 'Commence dans moins d’une minute' : `Commence dans ${minutes} minutes`),
  endsInMinutes: (minutes) => (minutes <= 1 ? 'Se termine dans moins d’une minute' : `Se termine dans ${minutes} minutes`),
  daysHours: (days, hours) => `${days} j ${hours} h`,
  players: (count, most) => `${count} / ${most} ${count > 1 ? 'joueurs' : 'joueur'}`,
  rated: 'Classé',
  casual: 'Amical',
  linkOnly: 'Sur lien seulement',
  organisedBy: (name) => (name ? `Organisé par ${name}` : 'Organisé par le site'),
  create: 'Créer un tournoi',
  signInToCreate: 'Connectez-vous pour créer un tournoi.',
  signIn: 'Se connecter',
  kind: 'Formule',
  name: 'Nom',
  nameHint: 'De 2 à 40 caractères.',
  game: 'Jeu',
  clock: 'Pendule',
  gameClock: 'Minutes + incrément',
  minutes: 'Minutes',
  increment: 'Incrément (secondes)',
  duration: 'Durée de l’arène',
  durationChoice: (minutes) => (minutes < 60 ? `${minutes} minutes` : minutes % 60 === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${minutes % 60}`),
  rounds: 'Rondes',
  roundsHint: 'De 3 à 15.',
  start: 'Début',
  startIn: 'Dans (minutes)',
  startInHint: '0 : dans une minute pour une arène.',
  startByMe: 'Quand je le lance',
  roundEvery: 'Rondes',
  roundEveryChoice: (minutes) => {
    if (minutes === null) return 'Chacune dès que la précédente est finie';
    if (minutes < 60) return `Toutes les ${minutes} minutes`;
    if (minutes === 60) return 'Toutes les heures';
    if (minutes % (7 * 24 * 60) === 0) return minutes === 7 * 24 * 60 ? 'Chaque semaine' : `Toutes les ${minutes / (7 * 24 * 60)} semaines`;
    if (minutes % (24 * 60) === 0) return minutes === 24 * 60 ? 'Chaque jour' : `Tous les ${minutes / (24 * 60)} jours`;
    return `Toutes les ${minutes / 60} heures`;
  },
  roundEveryHint: 'À heures fixes comptées depuis la première ronde (un cours par semaine : chaque semaine), jamais avant la fin de la précédente. Vous pouvez lancer la suivante plus tôt.',
  maxPlayers: 'Joueurs au plus',
  maxPlayersHint: (most) => `De 2 à ${most}.`,
  ratedChoice: 'Classé',
  listedChoice: 'Affiché ici pour tous',
  listedHint: 'Sinon, seuls ceux qui ont son lien le trouvent.',
  submit: 'Créer',
  creating: 'Création…',
  problems: {
    name: 'Un nom a de 2 à 40 caractères.',
    minutes: 'Minutes : plus de 0, 180 au plus.',
    increment: 'Incrément : de 0 à 60 secondes.',
    days: 'Choisissez les jours par coup.',
    duration: 'Choisissez la durée de l’arène.',
    rounds: 'Un tournoi suisse a de 3 à 15 rondes.',
    startsIn: 'Début dans 0 à 20 160 minutes (deux semaines).',
    roundEvery: 'Choisissez quand les rondes commencent.',
    maxPlayers: 'Trop peu ou trop de joueurs pour cette formule.',
  },
  fixFields: 'Certains champs sont à corriger.',
  refused: (message) => (message ? `Le serveur a refusé : ${message}` : 'Le serveur a refusé.'),
  rateLimited: (seconds) => (seconds ? `Trop de tournois créés : réessayez dans ${seconds} s.` : 'Trop de demandes : réessayez plus tard.'),
  notSignedIn: 'Vous n’êtes pas connecté.',
  network: 'Le serveur est injoignable. Vérifiez la connexion et réessayez.',
  closed: {
    full: 'Le tournoi est complet.',
    closed: 'Le tournoi ne prend plus de joueurs.',
    not_playing: 'Vous n’y jouez pas.',
    started: 'Il a déjà commencé.',
    other: 'Le tournoi ne peut pas le faire maintenant.',
  },
  notOrganiser: 'Seul son organisateur peut le lancer.',
  clubEvent: (club) => `Un événement de ${club ?? 'votre club'} : seuls ses membres peuvent s’inscrire, et il n’est pas affiché pour tous.`,
  notAMember: 'Ce tournoi est réservé aux membres de son club.',
  protectedAccount: 'Votre enseignant protège votre compte : vous jouez seulement dans les tournois de votre classe.',
  failed: 'Cela n’a pas marché. Réessayez.',
  notFound: 'Tournoi introuvable',
  notFoundHint: 'Son lien est peut-être mal recopié, ou il a été supprimé.',
  allTournaments: 'Tous les tournois',
  join: 'Rejoindre',
  joinAgain: 'Revenir',
  signInToJoin: 'Se connecter pour rejoindre',
  pause: 'Pause',
  withdraw: 'Se retirer',
  withdrawAsk: 'Se retirer pour de bon ? Vos parties pas encore jouées ne le seront pas.',
  withdrawYes: 'Se retirer pour de bon',
  stayIn: 'Rester',
  startNow: 'Lancer maintenant',
  nextRoundNow: 'Lancer la ronde suivante maintenant',
  done: {
    joined: 'Vous êtes inscrit.',
    back: 'Vous êtes de retour.',
    already: 'Vous êtes déjà inscrit.',
    paused: 'En pause : vous ne serez plus apparié avant de revenir.',
    withdrawn: 'Vous vous êtes retiré.',
    starting: 'Démarrage…',
    next_round: 'La ronde suivante commence dès que celle-ci est finie.',
  },
  stayHere: 'Gardez cette page ouverte : vos parties s’y ouvrent d’elles-mêmes.',
  yourGame: 'Votre partie est en cours.',
  openGame: 'Ouvrir votre partie',
  opening: (opponent) => (opponent ? `Votre partie contre ${opponent} est prête : ouverture…` : 'Votre partie est prête : ouverture…'),
  you: (rank, score) => `Vous : ${rank}${rank === 1 ? 'er' : 'e'} · ${score} points`,
  reconnecting: 'Reconnexion…',
  standings: 'Classement',
  columns: { rank: 'Rang', player: 'Joueur', score: 'Points', sheet: 'Parties', rating: 'Classement', state: 'État' },
  rowStates: { playing: 'inscrit', paused: 'en pause', withdrawn: 'retiré' },
  onFire: 'en série',
  yourRow: 'vous',
  nobody: 'Personne n’est encore inscrit.',
  pageOf: (page, pages) => `Page ${page} sur ${pages}`,
  previous: 'Précédente',
  next: 'Suivante',
  sheetEntry: (entry) => [
    { win: 'gagnée', draw: 'nulle', loss: 'perdue', bye: 'exempt' }[entry.outcome],
    entry.points === null ? null : entry.points <= 1 ? `${entry.points} point` : `${entry.points} points`,
    entry.fire ? 'en série' : null, entry.berserk ? 'berserk' : null,
  ].filter(Boolean).join(', '),
  inPlay: 'Parties en cours',
  noGame: 'Aucune partie en cours.',
  watch: (first, second) => `${first} – ${second}`,
  roundShort: (round) => `ronde ${round}`,
  downloads: 'Télécharger :',
  results: 'Résultats (CSV)',
  games: 'Parties (CSV)',
  back: 'Retour au tournoi',
  berserk: 'Berserk',
  berserkHint: 'Divisez votre temps par deux : un point de plus si vous gagnez.',
  berserked: 'Berserk : moitié du temps',
  paired: (opponent) => (opponent ? `Partie de tournoi contre ${opponent} : votre pendule tourne.` : 'Partie de tournoi : votre pendule tourne.'),
  over: 'Le tournoi est terminé.',
};

export function tournamentWords(lang: string): TournamentWords {
  return lang === 'fr' ? fr : en;
}

export function tournamentText(): TournamentWords {
  return tournamentWords(language());
}
